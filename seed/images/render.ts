/**
 * Procedural demo images for the seed (no network): every picture is an SVG illustration in one
 * art direction — an editorial, slightly painterly flat style (travel poster / modern gouache) —
 * rasterised with sharp. Deterministic: the same ImageSpec always gives the same picture.
 *
 *   renderSceneSvg(spec, w, h)  SVG string
 *   renderImage(spec, w, h)     JPEG buffer (adds a fine paper/gouache grain)
 *   renderLogoSvg(name, opts)   1000×64 wordmark banner
 *   renderFavicon()             64×64 PNG monogram
 */
import sharp from 'sharp'
import type { ImageMood, ImageScene, ImageSpec } from '../content/types'
import { H, MOODS, W, finish, hashStr, makeCtx, rng, type Ctx, type Pt } from './kit'
import { beach, facade, garden, mountain, pool, skyline, street, temple } from './scenes-outdoor'
import { bar, bathroom, lobby, room, suite } from './scenes-interior'
import { food, portrait, spa } from './scenes-still'

export { renderFavicon, renderLogoSvg, renderMonogramSvg } from './logo'

type SceneFn = (c: Ctx) => Pt | undefined | void

interface SceneDef {
  draw: SceneFn
  interior: boolean
  /** Mood used when the spec has none. */
  mood: ImageMood
  vignette: number
}

const SCENES: Record<ImageScene, SceneDef> = {
  facade: { draw: facade, interior: false, mood: 'golden', vignette: 0.3 },
  room: { draw: room, interior: true, mood: 'day', vignette: 0.32 },
  suite: { draw: suite, interior: true, mood: 'golden', vignette: 0.32 },
  pool: { draw: pool, interior: false, mood: 'day', vignette: 0.28 },
  skyline: { draw: skyline, interior: false, mood: 'dusk', vignette: 0.3 },
  food: { draw: food, interior: true, mood: 'day', vignette: 0.4 },
  spa: { draw: spa, interior: true, mood: 'dusk', vignette: 0.42 },
  beach: { draw: beach, interior: false, mood: 'day', vignette: 0.25 },
  lobby: { draw: lobby, interior: true, mood: 'golden', vignette: 0.36 },
  garden: { draw: garden, interior: false, mood: 'golden', vignette: 0.34 },
  bar: { draw: bar, interior: true, mood: 'night', vignette: 0.42 },
  bathroom: { draw: bathroom, interior: true, mood: 'day', vignette: 0.3 },
  mountain: { draw: mountain, interior: false, mood: 'day', vignette: 0.26 },
  temple: { draw: temple, interior: false, mood: 'golden', vignette: 0.3 },
  street: { draw: street, interior: false, mood: 'dusk', vignette: 0.36 },
  portrait: { draw: portrait, interior: true, mood: 'day', vignette: 0.22 },
}

export const SCENE_NAMES = Object.keys(SCENES) as ImageScene[]
export const MOOD_NAMES = Object.keys(MOODS) as ImageMood[]

/**
 * SVG illustration for a spec. The design canvas is 1600×1067 (3:2); other aspect ratios are
 * centre-cropped (`slice`), so square crops keep the subject (e.g. portraits) in the middle.
 */
export function renderSceneSvg(spec: ImageSpec, width: number, height: number): string {
  const def = SCENES[spec.scene]
  if (!def) throw new Error(`Unknown image scene: ${String(spec.scene)}`)
  const mood = MOODS[spec.mood ?? def.mood] ?? MOODS.day
  const seed = (hashStr(spec.scene) ^ Math.imul((spec.seed | 0) + 0x9e37, 0x85ebca6b)) >>> 0
  const c = makeCtx(seed, mood, def.interior)
  const sun = def.draw(c)
  finish(c, sun || undefined, def.vignette)
  return c.s.render(Math.round(width), Math.round(height), mood.sky[2])
}

// ---------------------------------------------------------------- raster

const grainCache = new Map<string, Promise<Buffer>>()

/**
 * A grey texture (128 = neutral) composited with soft-light: fine grain + soft low-frequency
 * mottling, like pigment on paper. Computed once per output size.
 */
function grain(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`
  let p = grainCache.get(key)
  if (!p) {
    p = (async () => {
      const r = rng(0xa11ce)
      const lw = Math.max(2, Math.round(width / 48))
      const lh = Math.max(2, Math.round(height / 48))
      const low = Buffer.alloc(lw * lh)
      for (let i = 0; i < low.length; i++) low[i] = 128 + Math.round((r() - 0.5) * 16)
      const lowUp = await sharp(low, { raw: { width: lw, height: lh, channels: 1 } })
        .resize(width, height, { kernel: 'cubic' })
        .extractChannel(0)
        .raw()
        .toBuffer()
      const out = Buffer.alloc(width * height * 3)
      for (let i = 0, j = 0; i < width * height; i++, j += 3) {
        const v = lowUp.readUInt8(i) + (r() - 0.5) * 26 + (r() - 0.5) * 12
        const b = v < 0 ? 0 : v > 255 ? 255 : v
        out[j] = b
        out[j + 1] = b
        out[j + 2] = b
      }
      return out
    })()
    grainCache.set(key, p)
  }
  return p
}

/** Rasterises a scene to a progressive mozjpeg JPEG. */
export async function renderImage(spec: ImageSpec, width = 1600, height = 1067): Promise<Buffer> {
  const w = Math.round(width)
  const h = Math.round(height)
  const svg = renderSceneSvg(spec, w, h)
  const tex = await grain(w, h)
  return sharp(Buffer.from(svg))
    .composite([{ input: tex, raw: { width: w, height: h, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer()
}

export { W as DESIGN_WIDTH, H as DESIGN_HEIGHT }
