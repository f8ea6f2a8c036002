/** fontverter ships no types: the one call the font tests make. */
declare module 'fontverter' {
  const fontverter: {
    /** The font in another container format (`sfnt` is the plain TrueType/OpenType file). */
    convert(font: Uint8Array, to: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Uint8Array>
  }
  export default fontverter
}
