/**
 * Preview of the generated demo images: one JPEG per scene × 2 moods, the logo variants, the
 * favicon and a contact sheet (PNG) to judge the whole set at once.
 *
 *   npx tsx seed/images/preview.ts /tmp/preview [--seeds 1,2] [--moods all] [--size 1600x1067]
 *
 * By default the first mood of a scene uses seed 1 and the second seed 2, so the sheet shows both
 * the mood range and the composition variety. `--moods all` renders every mood for every scene.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import type { ImageMood, ImageScene } from '../content/types'
import { at } from './kit'
import { MOOD_NAMES, SCENE_NAMES, renderFavicon, renderImage, renderLogoSvg, renderMonogramSvg } from './render'

/** Two contrasting moods per scene. */
const PAIRS: Record<ImageScene, [ImageMood, ImageMood]> = {
  facade: ['golden', 'night'],
  room: ['day', 'night'],
  suite: ['golden', 'dusk'],
  pool: ['day', 'golden'],
  skyline: ['dusk', 'night'],
  food: ['day', 'night'],
  spa: ['dusk', 'day'],
  beach: ['day', 'golden'],
  lobby: ['golden', 'night'],
  garden: ['golden', 'dusk'],
  bar: ['night', 'golden'],
  bathroom: ['day', 'dusk'],
  mountain: ['day', 'dawn'],
  temple: ['dawn', 'golden'],
  street: ['dusk', 'day'],
  portrait: ['day', 'golden'],
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}

async function main(): Promise<void> {
  const out = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : '/tmp/preview'
  const seeds = (arg('--seeds') ?? '1,2').split(',').map(Number)
  const allMoods = arg('--moods') === 'all'
  const dims = (arg('--size') ?? '1600x1067').split('x').map(Number)
  const [width, height] = [at(dims, 0), at(dims, 1)]
  mkdirSync(out, { recursive: true })

  const jobs: { scene: ImageScene; mood: ImageMood; seed: number }[] = []
  for (const scene of SCENE_NAMES) {
    const moods = allMoods ? MOOD_NAMES : PAIRS[scene]
    moods.forEach((mood, i) => jobs.push({ scene, mood, seed: at(seeds, i % seeds.length) }))
  }

  const times: number[] = []
  const tw = 400
  const th = Math.round((tw * height) / width)
  const labelH = 26
  const cols = allMoods ? MOOD_NAMES.length : 4
  const tiles: sharp.OverlayOptions[] = []
  const headerH = 120
  for (const [i, job] of jobs.entries()) {
    const t0 = performance.now()
    const jpg = await renderImage(job, width, height)
    times.push(performance.now() - t0)
    const file = `${job.scene}-${job.mood}-s${job.seed}.jpg`
    writeFileSync(join(out, file), jpg)
    const left = (i % cols) * tw
    const top = headerH + Math.floor(i / cols) * (th + labelH)
    tiles.push({ input: await sharp(jpg).resize(tw, th).toBuffer(), left, top })
    const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${tw}" height="${labelH}"><rect width="100%" height="100%" fill="#f6f1e8"/><text x="10" y="18" font-family="DejaVu Sans, sans-serif" font-size="13" fill="#1d2a44">${job.scene} · ${job.mood} · seed ${job.seed}</text></svg>`
    tiles.push({ input: Buffer.from(label), left, top: top + th })
  }

  // brand marks
  const logo = renderLogoSvg('Aurelia')
  const logoInv = renderLogoSvg('Aurelia', { inverse: true })
  writeFileSync(join(out, 'logo.svg'), logo)
  writeFileSync(join(out, 'logo-inverse.svg'), logoInv)
  writeFileSync(join(out, 'favicon.svg'), renderMonogramSvg(64))
  const fav = await renderFavicon()
  writeFileSync(join(out, 'favicon.png'), fav)
  const sheetW = cols * tw
  const logoW = Math.min(750, Math.floor(sheetW / 2) - 40)
  const logoPng = await sharp(Buffer.from(logo), { density: 72 * (logoW / 1000) * 1.0 }).resize(logoW).png().toBuffer()
  const logoInvPng = await sharp(Buffer.from(logoInv), { density: 72 * (logoW / 1000) }).resize(logoW).png().toBuffer()
  const darkBand = await sharp({ create: { width: Math.floor(sheetW / 2), height: headerH, channels: 3, background: '#1d2a44' } }).png().toBuffer()
  tiles.push({ input: logoPng, left: 20, top: 30 })
  tiles.push({ input: darkBand, left: Math.floor(sheetW / 2), top: 0 })
  tiles.push({ input: logoInvPng, left: Math.floor(sheetW / 2) + 20, top: 30 })
  tiles.push({ input: await sharp(fav).resize(48).png().toBuffer(), left: sheetW - 64, top: headerH - 58 })

  const rows = Math.ceil(jobs.length / cols)
  const sheet = join(out, 'contact-sheet.png')
  await sharp({ create: { width: sheetW, height: headerH + rows * (th + labelH), channels: 3, background: '#f6f1e8' } })
    .composite(tiles)
    .png()
    .toFile(sheet)

  const sorted = [...times].sort((a, b) => a - b)
  const median = at(sorted, Math.floor(sorted.length / 2))
  const mean = times.reduce((a, b) => a + b, 0) / times.length
  console.log(`${jobs.length} images ${width}x${height} → ${out}`)
  console.log(`render time per image: median ${median.toFixed(0)} ms, mean ${mean.toFixed(0)} ms, max ${at(sorted, sorted.length - 1).toFixed(0)} ms (first, incl. grain setup: ${at(times, 0).toFixed(0)} ms)`)
  console.log(`contact sheet: ${sheet}`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
