/**
 * Contact sheets of the generated demo pictures, to judge them by eye.
 *
 *   npx tsx seed/images/preview.ts [out dir] [--place kyoto] [--scene facade] [--size 960x640] [--full]
 *   npx tsx seed/images/preview.ts --default-image    (re)writes public/images/default-hotel.jpg
 *
 * By default: every picture the demo content uses, grouped by place, twelve to a sheet
 * (`<out>/<place>-1.png`, …), plus the logo variants and the favicon. `--full` also writes each
 * picture as a JPEG at its seed size (2560 px wide for full-screen pictures), for a close look.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { about, blogPosts, galleries, host, offers, slides } from '../content/editorial'
import { attractions, cities, countries, properties } from '../content/properties'
import type { ImageSpec } from '../content/types'
import { at } from './kit'
import { outputSize, renderFavicon, renderImage, renderLogoSvg, renderMonogramSvg } from './render'

interface Job {
  spec: ImageSpec
  /** Where the content uses it. */
  use: string
}

/** Every picture of the demo content, with where it is used (the same list seed/index.ts writes). */
export function contentPictures(): Job[] {
  const jobs: Job[] = [
    ...countries.map((item) => ({ spec: item.image, use: `country ${item.slug}` })),
    ...cities.map((item) => ({ spec: item.image, use: `city ${item.slug}` })),
    ...properties.flatMap((property) => [
      { spec: property.hero, use: `${property.city} hero` },
      ...property.gallery.map((spec) => ({ spec, use: `${property.city} gallery` })),
      ...property.roomTypes.flatMap((room) => room.photos.map((spec) => ({ spec, use: `${property.city} ${room.slug}` }))),
    ]),
    ...attractions.map((item) => ({ spec: item.image, use: `attraction ${item.slug}` })),
    ...offers.map((item) => ({ spec: item.image, use: `offer ${item.slug}` })),
    ...blogPosts.map((item) => ({ spec: item.cover, use: `blog ${item.slug}` })),
    { spec: host.image, use: 'host' },
    ...slides.map((item, i) => ({ spec: item.image, use: `slide ${i + 1}` })),
    { spec: about.image, use: 'about' },
    ...galleries.flatMap((gallery) => gallery.images.map((item) => ({ spec: item.image, use: `gallery ${gallery.slug}` }))),
  ]
  const seen = new Set<string>()
  return jobs.filter((job) => {
    const key = JSON.stringify(job.spec)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** The stand-in for a missing picture (spec §9: a hotel exterior), 1600×1067 like src/components/ui/picture.tsx says. */
export const DEFAULT_HOTEL: ImageSpec = { scene: 'facade', place: 'paris', seed: 7, mood: 'golden' }

async function main(): Promise<void> {
  if (process.argv.includes('--default-image')) {
    const file = join(process.cwd(), 'public', 'images', 'default-hotel.jpg')
    writeFileSync(file, await renderImage(DEFAULT_HOTEL, 1600, 1067))
    console.log(`wrote ${file}`)
    return
  }
  const out = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : '/tmp/preview'
  const dims = (arg('--size') ?? '960x640').split('x').map(Number)
  const [width, height] = [at(dims, 0), at(dims, 1)]
  const place = arg('--place')
  const scene = arg('--scene')
  const full = process.argv.includes('--full')
  mkdirSync(out, { recursive: true })

  const jobs = contentPictures().filter((job) => (!place || (job.spec.place ?? 'generic') === place) && (!scene || job.spec.scene === scene))
  const groups = new Map<string, Job[]>()
  for (const job of jobs) {
    const key = job.spec.place ?? 'generic'
    groups.set(key, [...(groups.get(key) ?? []), job])
  }

  const tw = 520
  const th = Math.round((tw * height) / width)
  const labelH = 22
  const cols = 3
  const perSheet = 12
  const times: number[] = []
  for (const [key, list] of groups) {
    for (let page = 0; page * perSheet < list.length; page++) {
      const slice = list.slice(page * perSheet, (page + 1) * perSheet)
      const tiles: sharp.OverlayOptions[] = []
      for (const [i, job] of slice.entries()) {
        const t0 = performance.now()
        const jpg = await renderImage(job.spec, width, height)
        times.push(performance.now() - t0)
        if (full) {
          const size = outputSize(job.spec)
          const name = `${key}-${job.spec.scene}-${job.spec.seed}${job.spec.hero ? '-hd' : ''}.jpg`
          writeFileSync(join(out, name), await renderImage(job.spec, size.width, size.height))
        }
        const left = (i % cols) * tw
        const top = Math.floor(i / cols) * (th + labelH)
        tiles.push({ input: await sharp(jpg).resize(tw, th).toBuffer(), left, top })
        const { spec } = job
        const text = `${spec.scene} ${spec.seed} ${spec.mood ?? ''} ${spec.view ?? ''}${spec.hero ? ' HD' : ''} · ${job.use}`
        const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${tw}" height="${labelH}"><rect width="100%" height="100%" fill="#f6f1e8"/><text x="8" y="16" font-family="DejaVu Sans, sans-serif" font-size="12" fill="#1d2a44">${escape(text)}</text></svg>`
        tiles.push({ input: Buffer.from(label), left, top: top + th })
      }
      const rows = Math.ceil(slice.length / cols)
      const sheet = join(out, `${key}-${page + 1}.png`)
      await sharp({ create: { width: cols * tw, height: rows * (th + labelH), channels: 3, background: '#f6f1e8' } })
        .composite(tiles)
        .png()
        .toFile(sheet)
      console.log(`${sheet} (${slice.length})`)
    }
  }

  if (!place && !scene) {
    writeFileSync(join(out, 'logo.svg'), renderLogoSvg('Aurelia'))
    writeFileSync(join(out, 'logo-inverse.svg'), renderLogoSvg('Aurelia', { inverse: true }))
    writeFileSync(join(out, 'favicon.svg'), renderMonogramSvg(64))
    writeFileSync(join(out, 'favicon.png'), await renderFavicon())
  }
  const sorted = [...times].sort((a, b) => a - b)
  if (sorted.length) {
    const median = at(sorted, Math.floor(sorted.length / 2))
    console.log(`${jobs.length} pictures at ${width}x${height}: median ${median.toFixed(0)} ms, max ${at(sorted, sorted.length - 1).toFixed(0)} ms`)
  }
}

if (process.argv[1]?.endsWith('preview.ts')) {
  main().catch((err: unknown) => {
    console.error(err)
    process.exit(1)
  })
}
