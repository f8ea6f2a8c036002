/**
 * Procedural demo images for the seed (no network): every picture is an SVG illustration in one
 * art direction — an editorial, slightly painterly flat style (travel poster / modern gouache) —
 * rasterised with sharp. Deterministic: the same ImageSpec always gives the same picture.
 *
 *   drawScene(spec, w, h)       SVG string of the scene, and its grading (sun wash, vignette)
 *   renderPixels(spec, w, h)    raw RGB pixels (grades them and adds a fine paper/gouache grain)
 *   renderImage(spec, w, h)     JPEG buffer of those pixels
 *   renderLogoSvg(name, opts)   1000×64 wordmark banner
 *   renderFavicon()             64×64 PNG monogram
 */
import sharp from 'sharp'
import type { ImageMood, ImagePlace, ImageScene, ImageSpec } from '../content/types'
import { H, MOODS, W, finish, hashStr, makeCtx, rgb, rng, type Ctx, type Grading, type Pt } from './kit'
import { beach, facade, garden, mountain, pool, skyline, street, temple } from './scenes-outdoor'
import { bar, bathroom, lobby, room, suite } from './scenes-interior'
import { food, portrait, spa } from './scenes-still'
import { placeOf } from './places'
import { facadeNice, facadeParis, facadeZurich } from './facades'
import {
  gardenChinese,
  gardenKyoto,
  gardenTokyo,
  gardenTropical,
  mountainUbud,
  skylineNice,
  skylineParis,
  skylineShanghai,
  skylineTokyo,
  skylineZurich,
  streetKyoto,
  streetNeon,
  templeBali,
  templeHoiAn,
  templeJapan,
  templeKyoto,
  templeThai,
} from './scenes-places'
import { barView, onsen, poolTokyo } from './interiors-views'
import { hinokiBath, ryokanLobby, tatamiRoom, tatamiSuite } from './ryokan'
import { facadeBangkok, facadeHoiAn, facadeKyoto, facadeShanghai, facadeTokyo, facadeUbud } from './facades-asia'

export { faviconPixels, logoPixels, renderFavicon, renderLogoSvg, renderMonogramSvg } from './logo'

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

/** Scenes drawn differently in a place (a Kyoto façade is a machiya, not a European block). */
const PLACE_SCENES: Partial<Record<ImagePlace, Partial<Record<ImageScene, SceneFn>>>> = {
  paris: { facade: facadeParis, skyline: skylineParis },
  nice: { facade: facadeNice, skyline: skylineNice, bar: barView },
  zurich: { facade: facadeZurich, skyline: skylineZurich, garden: gardenChinese },
  kyoto: {
    facade: facadeKyoto,
    room: tatamiRoom,
    suite: tatamiSuite,
    bathroom: hinokiBath,
    lobby: ryokanLobby,
    temple: templeKyoto,
    garden: gardenKyoto,
    street: streetKyoto,
    spa: onsen,
    bar: barView,
  },
  tokyo: { facade: facadeTokyo, skyline: skylineTokyo, temple: templeJapan, garden: gardenTokyo, street: streetNeon, bar: barView, pool: poolTokyo },
  shanghai: { facade: facadeShanghai, skyline: skylineShanghai, garden: gardenChinese, street: streetNeon, bar: barView },
  bangkok: { facade: facadeBangkok, temple: templeThai, garden: gardenTropical, bar: barView },
  ubud: { facade: facadeUbud, temple: templeBali, garden: gardenTropical, mountain: mountainUbud, bar: barView },
  'hoi-an': { facade: facadeHoiAn, temple: templeHoiAn, garden: gardenTropical, bar: barView },
}

export const SCENE_NAMES = Object.keys(SCENES) as ImageScene[]
export const MOOD_NAMES = Object.keys(MOODS) as ImageMood[]

/**
 * SVG illustration for a spec, and the grading renderPixels lays over it. The design canvas is
 * 1600×1067 (3:2); other aspect ratios are centre-cropped (`slice`), so square crops keep the subject
 * (e.g. portraits) in the middle.
 */
export function drawScene(spec: ImageSpec, width: number, height: number): { svg: string; grading: Grading } {
  const def = SCENES[spec.scene]
  if (!def) throw new Error(`Unknown image scene: ${String(spec.scene)}`)
  const mood = MOODS[spec.mood ?? def.mood] ?? MOODS.day
  const seed = (hashStr(spec.scene) ^ Math.imul((spec.seed | 0) + 0x9e37, 0x85ebca6b)) >>> 0
  const place = placeOf(spec.place)
  const c = makeCtx(seed, mood, def.interior, place, spec.view ?? place.view)
  const draw = (spec.place && PLACE_SCENES[spec.place]?.[spec.scene]) || def.draw
  const sun = draw(c)
  const grading = finish(c, sun || undefined, def.vignette)
  return { svg: c.s.render(Math.round(width), Math.round(height), mood.sky[2]), grading }
}

// ---------------------------------------------------------------- raster

/** A picture as raw 8-bit RGB pixels, ready for any encoder. */
export interface Pixels {
  data: Buffer
  width: number
  height: number
}

const grainCache = new Map<string, Promise<Buffer>>()

/**
 * A grey texture (128 = neutral), one byte per pixel, blended with soft-light: fine grain + soft
 * low-frequency mottling, like pigment on paper. Computed once per output size. The grain is softened
 * by a 3-tap blur (σ 0.6), as much as the JPEG step the pictures used to pass through softened it:
 * unsoftened, it would double the size of the webp files Payload serves.
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
      const out = Buffer.alloc(width * height)
      for (let i = 0; i < width * height; i++) {
        const v = lowUp.readUInt8(i) + (r() - 0.5) * 26 + (r() - 0.5) * 12
        out[i] = v < 0 ? 0 : v > 255 ? 255 : v
      }
      return sharp(out, { raw: { width, height, channels: 1 } })
        .blur(0.6)
        .extractChannel(0)
        .raw()
        .toBuffer()
    })()
    grainCache.set(key, p)
  }
  return p
}

let softLightTable: Uint8Array | undefined

/**
 * Soft-light blend of every (base, grain) byte pair, as libvips' composite computes it (PDF blend
 * modes, truncating to 8 bits as it does). A table lookup per channel costs ~15 ms an image where
 * libvips' float composite cost ~100 ms.
 */
function softLight(): Uint8Array {
  if (softLightTable) return softLightTable
  const table = new Uint8Array(256 * 256)
  for (let b = 0; b < 256; b++) {
    const d = b / 255
    const g = d <= 0.25 ? ((16 * d - 12) * d + 4) * d : Math.sqrt(d)
    for (let s = 0; s < 256; s++) {
      const a = s / 255
      const v = a <= 0.5 ? d - (1 - 2 * a) * d * (1 - d) : d + (2 * a - 1) * (g - d)
      table[(b << 8) | s] = Math.max(0, Math.min(255, Math.floor(v * 255)))
    }
  }
  softLightTable = table
  return table
}

/** Rasterises a scene, grades it and lays the paper grain over it: raw RGB pixels. */
export async function renderPixels(spec: ImageSpec, width = 1600, height = 1067): Promise<Pixels> {
  const w = Math.round(width)
  const h = Math.round(height)
  const { svg, grading } = drawScene(spec, w, h)
  const [data, tex] = await Promise.all([sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer(), grain(w, h)])
  gradeAndGrain(data, w, h, grading, tex)
  return { data, width: w, height: h }
}

/** The vignette leaves the pixels inside this squared radius (0.62 of its ellipse) untouched. */
const CLEAR2 = 0.62 * 0.62

/**
 * One pass over the pixels: the sun wash, then the vignette (each a source-over blend, as librsvg
 * composites a radial gradient: colour and opacity interpolated separately), then the grain's soft
 * light. Pixel centres are mapped onto the design canvas as the SVG's `xMidYMid slice` maps them.
 *
 * The sun's disc and the vignette's clear ellipse each cover one run of columns in a row, found by
 * bisection: a row is cut into at most five runs, each drawn by the loop for its case (grain only, sun,
 * vignette, both), so no pixel tests where it lies, and the ~40 % the grading leaves alone get the
 * grain's lookup only. The same arithmetic as one test per pixel: the same bytes.
 */
function gradeAndGrain(data: Buffer, w: number, h: number, grading: Grading, tex: Buffer): void {
  const scale = Math.max(w / W, h / H)
  const [offsetX, offsetY] = [(W - w / scale) / 2, (H - h / scale) / 2]
  const sun = grading.sun
  const [sunX, sunY] = sun ?? [0, 0]
  const reach = W * 0.9
  const vignette = grading.vignette
  const [lightR, lightG, lightB] = rgb(grading.light) as [number, number, number]
  const [edgeR, edgeG, edgeB] = rgb(grading.edge) as [number, number, number]
  // Squared distances along each axis, per column: to the sun (in reaches) and to the centre (in the vignette's radii).
  const sunDx2 = new Float64Array(w)
  const vigDx2 = new Float64Array(w)
  for (let x = 0; x < w; x++) {
    const dx = offsetX + (x + 0.5) / scale
    sunDx2[x] = ((dx - sunX) / reach) ** 2
    vigDx2[x] = ((dx - W / 2) / (0.75 * W)) ** 2
  }
  // Each falls to its least value and rises again: the columns near a point form one run.
  const sunMid = argMin(sunDx2)
  const vigMid = argMin(vigDx2)
  const table = softLight()
  const cuts = new Int32Array(6)
  for (let y = 0; y < h; y++) {
    const dy = offsetY + (y + 0.5) / scale
    const sunDy2 = sun ? ((dy - sunY) / reach) ** 2 : Infinity
    const vigDy2 = ((dy - H / 2) / (0.75 * H)) ** 2
    // The sun washes [sunFrom, sunTo) (sunDx2 + sunDy2 < 1); the vignette spares [clearFrom, clearTo) (vigDx2 + vigDy2 <= CLEAR2).
    const sunFrom = firstInside(sunDx2, sunMid, 1, sunDy2, true)
    const sunTo = endInside(sunDx2, sunMid, 1, sunDy2, true)
    const clearFrom = firstInside(vigDx2, vigMid, CLEAR2, vigDy2, false)
    const clearTo = endInside(vigDx2, vigMid, CLEAR2, vigDy2, false)
    cuts[0] = 0
    cuts[1] = sunFrom
    cuts[2] = sunTo
    cuts[3] = clearFrom
    cuts[4] = clearTo
    cuts[5] = w
    cuts.sort()
    const row = y * w
    for (let k = 0; k < 5; k++) {
      const from = cuts[k] as number
      const to = cuts[k + 1] as number
      if (from === to) continue
      const inSun = from >= sunFrom && from < sunTo
      const inVignette = !(from >= clearFrom && from < clearTo)
      if (!inSun && !inVignette) {
        for (let x = from, i = row + from, j = i * 3; x < to; x++, i++, j += 3) {
          const s = tex[i] as number
          data[j] = table[((data[j] as number) << 8) | s] as number
          data[j + 1] = table[((data[j + 1] as number) << 8) | s] as number
          data[j + 2] = table[((data[j + 2] as number) << 8) | s] as number
        }
        continue
      }
      // base × keep + add: the two blends folded into one multiply-add per channel.
      if (!inVignette) {
        for (let x = from, i = row + from, j = i * 3; x < to; x++, i++, j += 3) {
          const alpha = 0.14 * (1 - Math.sqrt((sunDx2[x] as number) + sunDy2))
          const keep = 1 - alpha
          const s = tex[i] as number
          data[j] = table[((((data[j] as number) * keep + lightR * alpha + 0.5) | 0) << 8) | s] as number
          data[j + 1] = table[((((data[j + 1] as number) * keep + lightG * alpha + 0.5) | 0) << 8) | s] as number
          data[j + 2] = table[((((data[j + 2] as number) * keep + lightB * alpha + 0.5) | 0) << 8) | s] as number
        }
        continue
      }
      for (let x = from, i = row + from, j = i * 3; x < to; x++, i++, j += 3) {
        let keep = 1
        let addR = 0
        let addG = 0
        let addB = 0
        if (inSun) {
          const alpha = 0.14 * (1 - Math.sqrt((sunDx2[x] as number) + sunDy2))
          keep = 1 - alpha
          addR = lightR * alpha
          addG = lightG * alpha
          addB = lightB * alpha
        }
        const t = Math.sqrt((vigDx2[x] as number) + vigDy2)
        const u = t >= 1 ? 1 : (t - 0.62) / 0.38
        const alpha = vignette * u
        const edge = u * alpha
        keep *= 1 - alpha
        addR = addR * (1 - alpha) + edgeR * edge
        addG = addG * (1 - alpha) + edgeG * edge
        addB = addB * (1 - alpha) + edgeB * edge
        const s = tex[i] as number
        data[j] = table[((((data[j] as number) * keep + addR + 0.5) | 0) << 8) | s] as number
        data[j + 1] = table[((((data[j + 1] as number) * keep + addG + 0.5) | 0) << 8) | s] as number
        data[j + 2] = table[((((data[j + 2] as number) * keep + addB + 0.5) | 0) << 8) | s] as number
      }
    }
  }
}

/** The first index of a least value: before it the values do not rise, after it they do not fall. */
function argMin(values: Float64Array): number {
  let best = 0
  for (let x = 1; x < values.length; x++) if ((values[x] as number) < (values[best] as number)) best = x
  return best
}

/** Whether `d + d2` lies inside `limit` (below it, or also at it when not `strict`). */
const inside = (d: number, d2: number, limit: number, strict: boolean) => (strict ? d + d2 < limit : d + d2 <= limit)

/** The first column of the run around `mid` whose distance (`dx2[x] + d2`) lies inside `limit`; `mid` when none does. */
function firstInside(dx2: Float64Array, mid: number, limit: number, d2: number, strict: boolean): number {
  if (!inside(dx2[mid] as number, d2, limit, strict)) return mid
  let lo = 0
  let hi = mid
  while (lo < hi) {
    const m = (lo + hi) >> 1
    if (inside(dx2[m] as number, d2, limit, strict)) hi = m
    else lo = m + 1
  }
  return lo
}

/** The column after that run; `mid` when no column is inside. */
function endInside(dx2: Float64Array, mid: number, limit: number, d2: number, strict: boolean): number {
  if (!inside(dx2[mid] as number, d2, limit, strict)) return mid
  let lo = mid + 1
  let hi = dx2.length
  while (lo < hi) {
    const m = (lo + hi) >> 1
    if (inside(dx2[m] as number, d2, limit, strict)) lo = m + 1
    else hi = m
  }
  return lo
}

/** Rasterises a scene to a progressive mozjpeg JPEG (previews). */
export async function renderImage(spec: ImageSpec, width = 1600, height = 1067): Promise<Buffer> {
  const { data, width: w, height: h } = await renderPixels(spec, width, height)
  return sharp(data, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer()
}

export { W as DESIGN_WIDTH, H as DESIGN_HEIGHT }

/**
 * The size a picture is drawn at: the design canvas (1600×1067), or 2560×1707 for pictures shown
 * across the whole screen — 1440 CSS px on a 2× screen want ~2880 device pixels; 2560 is within 12 %.
 */
export function outputSize(spec: ImageSpec): { width: number; height: number } {
  return spec.hero ? { width: 2560, height: Math.round((2560 * H) / W) } : { width: W, height: H }
}
