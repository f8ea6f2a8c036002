/**
 * Brand marks: a gold monogram (a serif "A" under a thin arch — the arch is the group's motif) and a
 * letter-spaced wordmark with a small tagline. Fonts cannot be embedded, so the SVG names a serif
 * stack; `textLength` keeps the wordmark and tagline the same width whatever font is substituted.
 */
import sharp from 'sharp'

const GOLD = '#b08d4a'
const GOLD_LIGHT = '#d8b873'
const INK = '#1d2a44'
const IVORY = '#f6efe3'
const FONT = `'Cormorant Garamond', 'Cormorant', Garamond, Georgia, 'Times New Roman', serif`

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Monogram drawn as paths (no font needed) in a 64×64 box. `weight` thickens it for tiny sizes. */
function monogram(color: string, weight = 1, letter = 'A'): string {
  const w = weight
  const arch = `<path d="M12 60V29a20 20 0 0 1 40 0v31" fill="none" stroke="${color}" stroke-width="${1.6 * w}" stroke-linecap="square"/>`
  if (letter.toUpperCase() !== 'A') {
    return arch + `<text x="32" y="51" text-anchor="middle" font-family="${FONT}" font-size="30" fill="${color}">${esc(letter.toUpperCase())}</text>`
  }
  // a Didone-style A: hairline left stem, heavy right stem, hairline bar, bracket-less serifs
  const thin = 1.3 * w
  const thick = 3.6 * w
  return (
    arch +
    `<path d="M31.2 19h${f2(thin)}L${f2(22.4 + thin * 0.3)} 51h${f2(-thin)}Z" fill="${color}"/>` +
    `<path d="M31.2 19h${f2(1.6 + w)}L${f2(44 + thick * 0.15)} 51h${f2(-thick)}Z" fill="${color}"/>` +
    `<rect x="${f2(25.6 - w * 0.3)}" y="39.4" width="${f2(12.8 + w * 0.6)}" height="${f2(1.1 * w)}" fill="${color}"/>` +
    `<rect x="18.6" y="${f2(51 - 1.2 * w)}" width="8.2" height="${f2(1.2 * w)}" fill="${color}"/>` +
    `<rect x="37.4" y="${f2(51 - 1.2 * w)}" width="10" height="${f2(1.2 * w)}" fill="${color}"/>`
  )
}

const f2 = (n: number) => String(Math.round(n * 100) / 100)

export interface LogoOptions {
  /** Light-on-dark variant (ivory wordmark, light gold) for dark headers, footers and photos. */
  inverse?: boolean
  /** Tagline under the name. */
  tagline?: string
}

/** Wordmark banner, viewBox 1000×64 (left-aligned: monogram + name + tagline). */
export function renderLogoSvg(name: string, opts: LogoOptions = {}): string {
  const inverse = opts.inverse ?? false
  const tagline = (opts.tagline ?? 'Hotels & Resorts').toUpperCase()
  const word = name.trim().toUpperCase()
  const gold = inverse ? GOLD_LIGHT : GOLD
  const ink = inverse ? IVORY : INK
  const n = Math.max(1, [...word].length)
  const wordW = Math.round(n * 31 - 9)
  const label = `${name.trim()} ${opts.tagline ?? 'Hotels & Resorts'}`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="64" viewBox="0 0 1000 64" role="img" aria-label="${esc(label)}">` +
    `<title>${esc(label)}</title>` +
    monogram(gold, 1, word[0] ?? 'A') +
    `<text x="84" y="37.5" font-family="${FONT}" font-size="30" font-weight="500" letter-spacing="9" fill="${ink}" textLength="${wordW}" lengthAdjust="spacing">${esc(word)}</text>` +
    `<rect x="84" y="45" width="${wordW}" height="0.8" fill="${gold}" fill-opacity="0.55"/>` +
    `<text x="84" y="58.5" font-family="${FONT}" font-size="9.5" font-weight="600" letter-spacing="4" fill="${gold}" textLength="${wordW}" lengthAdjust="spacing">${esc(tagline)}</text>` +
    '</svg>'
  )
}

/** Square monogram on an ink tile (used for the favicon / app icon). */
export function renderMonogramSvg(size = 64, name = 'Aurelia'): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${INK}"/>` +
    `<g transform="translate(32 33) scale(0.92) translate(-32 -34)">${monogram(GOLD_LIGHT, 1.9, name.trim()[0] ?? 'A')}</g>` +
    '</svg>'
  )
}

/** 64×64 PNG favicon of the monogram. */
export async function renderFavicon(): Promise<Buffer> {
  return sharp(Buffer.from(renderMonogramSvg(64)))
    .png()
    .toBuffer()
}

/** The favicon's pixels: 64×64 RGBA, as its PNG decodes. */
export async function faviconPixels(): Promise<Buffer> {
  return sharp(Buffer.from(renderMonogramSvg(64)))
    .ensureAlpha()
    .raw()
    .toBuffer()
}

/** The wordmark's pixels at `width` (the banner rasterised at 1000 px and scaled), RGBA, as a PNG of it decodes. */
export async function logoPixels(name: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(renderLogoSvg(name)))
    .resize({ width })
    .ensureAlpha()
    .raw()
    .toBuffer()
}
