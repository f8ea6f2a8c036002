// Reads the vertical metrics and the average advance width of a font file (TrueType/OpenType, or WOFF 1)
// from its own tables: `head` (units per em), `hhea` (ascender, descender, line gap: what Chrome, Firefox
// and Safari use for line boxes, as capsize and next/font do), `cmap` (character → glyph) and `hmtx`
// (each glyph's advance). The average width is weighted by how often each character occurs in a sample
// text, so a fallback scaled by the ratio of two such averages sets a line of that text at the web font's
// length.
//
//   node scripts/font-metrics.mjs FILE [sample text]     prints the metrics as JSON
//
// copy-fonts.mjs and scripts/thai-fallback-metrics.mjs use it.
import fs from 'node:fs'
import { inflateSync } from 'node:zlib'

/** The font's tables by tag, decompressed. */
function tablesOf(buffer) {
  const tables = new Map()
  const signature = buffer.toString('latin1', 0, 4)
  if (signature === 'wOFF') {
    const count = buffer.readUInt16BE(12)
    for (let index = 0; index < count; index++) {
      const at = 44 + index * 20
      const tag = buffer.toString('latin1', at, at + 4)
      const offset = buffer.readUInt32BE(at + 4)
      const compressed = buffer.readUInt32BE(at + 8)
      const length = buffer.readUInt32BE(at + 12)
      const data = buffer.subarray(offset, offset + compressed)
      tables.set(tag, compressed < length ? inflateSync(data) : data)
    }
  } else if (signature === 'wOF2') {
    throw new Error('font-metrics: WOFF 2 is not read; use the WOFF 1 or TrueType file of the same face')
  } else {
    const count = buffer.readUInt16BE(4)
    for (let index = 0; index < count; index++) {
      const at = 12 + index * 16
      const tag = buffer.toString('latin1', at, at + 4)
      const offset = buffer.readUInt32BE(at + 8)
      const length = buffer.readUInt32BE(at + 12)
      tables.set(tag, buffer.subarray(offset, offset + length))
    }
  }
  for (const tag of ['head', 'hhea', 'hmtx', 'cmap']) if (!tables.has(tag)) throw new Error(`font-metrics: no ${tag} table`)
  return tables
}

/** character code → glyph id, from the Unicode cmap subtable (format 12 or 4). */
function glyphLookup(cmap) {
  const count = cmap.readUInt16BE(2)
  const subtables = []
  for (let index = 0; index < count; index++) {
    const at = 4 + index * 8
    subtables.push({ platform: cmap.readUInt16BE(at), encoding: cmap.readUInt16BE(at + 2), offset: cmap.readUInt32BE(at + 4) })
  }
  const unicode = (subtable) => subtable.platform === 0 || (subtable.platform === 3 && (subtable.encoding === 1 || subtable.encoding === 10))
  const format = (subtable) => cmap.readUInt16BE(subtable.offset)
  const chosen = subtables.find((subtable) => unicode(subtable) && format(subtable) === 12) ?? subtables.find((subtable) => unicode(subtable) && format(subtable) === 4)
  if (!chosen) throw new Error('font-metrics: no Unicode cmap subtable of format 4 or 12')
  const base = chosen.offset
  if (format(chosen) === 12) {
    const groups = cmap.readUInt32BE(base + 12)
    return (code) => {
      for (let index = 0; index < groups; index++) {
        const at = base + 16 + index * 12
        const start = cmap.readUInt32BE(at)
        if (code >= start && code <= cmap.readUInt32BE(at + 4)) return cmap.readUInt32BE(at + 8) + code - start
      }
      return 0
    }
  }
  const segments = cmap.readUInt16BE(base + 6) / 2
  const ends = base + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const rangeOffsets = deltas + segments * 2
  return (code) => {
    for (let index = 0; index < segments; index++) {
      if (code > cmap.readUInt16BE(ends + index * 2)) continue
      const start = cmap.readUInt16BE(starts + index * 2)
      if (code < start) return 0
      const delta = cmap.readInt16BE(deltas + index * 2)
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + index * 2)
      if (rangeOffset === 0) return (code + delta) & 0xffff
      const glyph = cmap.readUInt16BE(rangeOffsets + index * 2 + rangeOffset + (code - start) * 2)
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff
    }
    return 0
  }
}

/**
 * The font's metrics in font units: unitsPerEm, ascent, descent (negative), lineGap, and avgWidth, the
 * average advance of the sample's characters weighted by their count (characters the font lacks are
 * left out and counted in `missing`).
 */
export function fontMetrics(file, sample) {
  const tables = tablesOf(fs.readFileSync(file))
  const head = tables.get('head')
  const hhea = tables.get('hhea')
  const hmtx = tables.get('hmtx')
  const advances = hhea.readUInt16BE(34)
  const advance = (glyph) => hmtx.readUInt16BE(Math.min(glyph, advances - 1) * 4)
  const glyphOf = glyphLookup(tables.get('cmap'))
  let total = 0
  let counted = 0
  let missing = 0
  for (const character of sample) {
    const glyph = glyphOf(character.codePointAt(0))
    if (glyph === 0) {
      missing++
      continue
    }
    total += advance(glyph)
    counted++
  }
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascent: hhea.readInt16BE(4),
    descent: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    avgWidth: counted > 0 ? total / counted : null,
    missing,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, sample = 'The quick brown fox jumps over the lazy dog'] = process.argv.slice(2)
  console.log(JSON.stringify(fontMetrics(file, sample), null, 2))
}
