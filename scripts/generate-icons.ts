/**
 * The site's icons, drawn from the group's mark (the monogram of seed/images/logo.ts, as the favicon
 * the seed uploads): public/favicon.ico (16, 32 and 48 px), public/apple-touch-icon.png (180 px, a
 * square tile: iOS rounds it itself and shows transparent corners black) and the web manifest's
 * public/icon-192.png and public/icon-512.png. The files are committed; run again after the mark changes:
 *   node scripts/run-ts.mjs scripts/generate-icons.ts
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { renderMonogramSvg } from '../seed/images/logo'

const out = path.resolve('public')

async function png(size: number, square = false): Promise<Buffer> {
  let svg = renderMonogramSvg(size)
  if (square) svg = svg.replace('rx="14"', 'rx="0"')
  return sharp(Buffer.from(svg), { density: Math.max(72, (72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** An ICO file holding PNG images (supported by every browser since Windows Vista's format change). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(images.length, 4)
  const entries: Buffer[] = []
  let offset = 6 + 16 * images.length
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0) // width
    entry.writeUInt8(size >= 256 ? 0 : size, 1) // height
    entry.writeUInt8(0, 2) // no palette
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    entries.push(entry)
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)])
}

const sizes = [16, 32, 48]
writeFileSync(path.join(out, 'favicon.ico'), ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })))))
writeFileSync(path.join(out, 'apple-touch-icon.png'), await png(180, true))
writeFileSync(path.join(out, 'icon-192.png'), await png(192))
writeFileSync(path.join(out, 'icon-512.png'), await png(512))
console.log('icons written to public/')
