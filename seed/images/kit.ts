/**
 * Drawing kit shared by every scene of the demo-image generator: seeded PRNG, colour maths,
 * a tiny SVG builder, the mood palettes and a few reusable motifs (sky, ridges, water, trees, glows).
 *
 * Performance notes (librsvg through sharp): never use the `opacity` attribute or filters — both
 * allocate an offscreen layer per element. Use `fill-opacity` / `stroke-opacity` and radial gradients.
 */
import type { ImageMood, ImageView } from '../content/types'
import { placeOf, type Place } from './places'

/** Design canvas. Every scene is drawn in this coordinate space (3:2) and scaled/cropped on output. */
export const W = 1600
export const H = 1067

// ---------------------------------------------------------------- checked indexing

/**
 * `list[i]` for a read that must hit an element (the project enables `noUncheckedIndexedAccess`):
 * throws a RangeError when `i` is out of range instead of yielding `undefined`.
 */
export function at<T>(list: ArrayLike<T>, i: number): T {
  const v = list[i]
  if (v === undefined) throw new RangeError(`Index ${i} out of range (length ${list.length})`)
  return v
}

// ---------------------------------------------------------------- random

export interface Rand {
  (): number
  range(a: number, b: number): number
  /** Integer in [a, b] (inclusive). */
  int(a: number, b: number): number
  /** A random element; throws on an empty list. */
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
  /** v ± a */
  jit(v: number, a: number): number
  shuffle<T>(items: T[]): T[]
  /** An independent generator derived from this one (keeps sub-motifs stable when others change). */
  fork(): Rand
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function hashStr(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function rng(seed: number): Rand {
  const next = mulberry32(seed)
  const r = (() => next()) as Rand
  r.range = (a, b) => a + (b - a) * next()
  r.int = (a, b) => Math.floor(a + (b - a + 1) * next())
  r.pick = (items) => {
    if (items.length === 0) throw new RangeError('pick() from an empty list')
    return at(items, Math.floor(next() * items.length) % items.length)
  }
  r.chance = (p) => next() < p
  r.jit = (v, a) => v + (next() * 2 - 1) * a
  r.shuffle = (items) => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      const t = at(items, i)
      items[i] = at(items, j)
      items[j] = t
    }
    return items
  }
  r.fork = () => rng(Math.floor(next() * 4294967296))
  return r
}

// ---------------------------------------------------------------- colour

type RGB = [number, number, number]
const rgbCache = new Map<string, RGB>()

export function rgb(h: string): RGB {
  let c = rgbCache.get(h)
  if (!c) {
    let s = h.replace('#', '')
    if (s.length === 3) s = s.charAt(0) + s.charAt(0) + s.charAt(1) + s.charAt(1) + s.charAt(2) + s.charAt(2)
    const n = parseInt(s, 16)
    c = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
    rgbCache.set(h, c)
  }
  return c
}

export function hex(c: RGB): string {
  const h = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0')
  return '#' + h(c[0]) + h(c[1]) + h(c[2])
}

export function mix(a: string, b: string, t: number): string {
  if (t <= 0) return a
  if (t >= 1) return b
  const x = rgb(a)
  const y = rgb(b)
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t)
export const darken = (c: string, t: number) => mix(c, '#000000', t)

/** Multiply blend of two colours (for tinting surfaces by the light colour). */
export function mul(a: string, b: string, t = 1): string {
  const x = rgb(a)
  const y = rgb(b)
  return mix(a, hex([(x[0] * y[0]) / 255, (x[1] * y[1]) / 255, (x[2] * y[2]) / 255]), t)
}

/** Base palette of the art direction. */
export const P = {
  ivory: '#f8f2e7',
  cream: '#f1e6d2',
  sand: '#e4cfab',
  stone: '#cbbda5',
  taupe: '#a89580',
  terracotta: '#bf6240',
  clay: '#d68c63',
  rust: '#9c4a2f',
  ochre: '#d3a24f',
  brass: '#c39a4b',
  gold: '#e3bb67',
  olive: '#77804c',
  sage: '#a3ab85',
  moss: '#4f5b35',
  forest: '#2f4a36',
  teal: '#1f5b5b',
  tealLight: '#3d8580',
  aqua: '#5fb3b0',
  navy: '#1d2a44',
  ink: '#141b2b',
  blush: '#e3b29e',
  rose: '#c47c78',
  oxblood: '#7a2f2f',
  walnut: '#5e4130',
  oak: '#a57a50',
  charcoal: '#35332f',
  marble: '#ece6dc',
  white: '#ffffff',
  lamp: '#ffd48a',
  lampHot: '#fff1c9',
} as const

export const ACCENTS = [P.terracotta, P.teal, P.olive, P.navy, P.clay, P.ochre, P.rose, P.oxblood, P.tealLight] as const

// ---------------------------------------------------------------- moods

export interface Mood {
  name: ImageMood
  /** Sky gradient: zenith, middle, horizon. */
  sky: [string, string, string]
  sun: string
  sunGlow: string
  /** Sun height above the horizon as a fraction of the sky height (can be > 1: off-frame). */
  sunAlt: number
  sunR: number
  /** Colour distant things fade into (atmospheric perspective). */
  haze: string
  /** Key light colour, for lit faces/highlights. */
  light: string
  /** Colour shadows (and night) lean towards. */
  shadow: string
  /** How much every material is pulled towards `shadow` (0 = full daylight). */
  dark: number
  tint: string
  tintAmt: number
  /** 0..1 how strongly artificial lights are on. */
  lights: number
  water: [string, string]
  cloud: string
  cloudShade: string
  cloudKind: 'cumulus' | 'strata' | 'none'
  stars: boolean
}

export const MOODS: Record<ImageMood, Mood> = {
  dawn: {
    name: 'dawn',
    sky: ['#7d8fb8', '#d9a9b4', '#f7d2b2'],
    sun: '#fff0d8',
    sunGlow: '#ffd9b8',
    sunAlt: 0.12,
    sunR: 46,
    haze: '#e8c3bd',
    light: '#ffe3cf',
    shadow: '#4c4a78',
    dark: 0.12,
    tint: '#f0b5a8',
    tintAmt: 0.14,
    lights: 0.45,
    water: ['#a2a8c8', '#6f7fa6'],
    cloud: '#f8d9cf',
    cloudShade: '#c69db0',
    cloudKind: 'strata',
    stars: false,
  },
  day: {
    name: 'day',
    sky: ['#4f8fbf', '#93c2dc', '#e9efe6'],
    sun: '#fffbee',
    sunGlow: '#fff6dc',
    sunAlt: 0.92,
    sunR: 40,
    haze: '#cfe0e4',
    light: '#fffaf0',
    shadow: '#2d4a63',
    dark: 0,
    tint: '#fff4e0',
    tintAmt: 0.05,
    lights: 0.08,
    water: ['#3f98b4', '#1e5f80'],
    cloud: '#ffffff',
    cloudShade: '#c9dbe6',
    cloudKind: 'cumulus',
    stars: false,
  },
  golden: {
    name: 'golden',
    sky: ['#6f8db3', '#eab98a', '#fbd9a0'],
    sun: '#fff2c6',
    sunGlow: '#ffc970',
    sunAlt: 0.2,
    sunR: 52,
    haze: '#f0c99a',
    light: '#ffd9a0',
    shadow: '#5a3f58',
    dark: 0.08,
    tint: '#f7b468',
    tintAmt: 0.2,
    lights: 0.35,
    water: ['#d9b48a', '#5f7c98'],
    cloud: '#ffe2b8',
    cloudShade: '#d99a85',
    cloudKind: 'strata',
    stars: false,
  },
  dusk: {
    name: 'dusk',
    sky: ['#27305a', '#8c5a86', '#f2956a'],
    sun: '#ffc98a',
    sunGlow: '#ff9f6a',
    sunAlt: 0.04,
    sunR: 56,
    haze: '#b47487',
    light: '#ffb38a',
    shadow: '#221f44',
    dark: 0.34,
    tint: '#c86f7a',
    tintAmt: 0.14,
    lights: 0.85,
    water: ['#8e6484', '#2a2d55'],
    cloud: '#f3a17e',
    cloudShade: '#6d4c78',
    cloudKind: 'strata',
    stars: false,
  },
  night: {
    name: 'night',
    sky: ['#070d22', '#14214a', '#33467a'],
    sun: '#f6efd6',
    sunGlow: '#9fb2e0',
    sunAlt: 0.72,
    sunR: 30,
    haze: '#2c3c68',
    light: '#b8c8f0',
    shadow: '#0b1330',
    dark: 0.6,
    tint: '#3a4f98',
    tintAmt: 0.12,
    lights: 1,
    water: ['#24335e', '#0c1430'],
    cloud: '#3b4a78',
    cloudShade: '#1a2447',
    cloudKind: 'strata',
    stars: true,
  },
}

// ---------------------------------------------------------------- svg builder

export type Stop = [offset: number, color: string, opacity?: number]

export const f = (n: number) => String(Math.round(n * 10) / 10)
export const fo = (a: number) => (a >= 1 ? '' : ` fill-opacity="${Math.round(a * 1000) / 1000}"`)

export class Svg {
  private defs: string[] = []
  private parts: string[] = []
  private n = 0
  private cache = new Map<string, string>()

  add(...s: string[]): void {
    for (const x of s) this.parts.push(x)
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${c}"${a === undefined || a >= 1 ? '' : ` stop-opacity="${Math.round(a * 1000) / 1000}"`}/>`,
      )
      .join('')
  }

  /** Bounding-box linear gradient (cached). dir 'v' = top→bottom, 'h' = left→right. */
  lin(stops: Stop[], dir: 'v' | 'h' | [number, number, number, number] = 'v'): string {
    const d = dir === 'v' ? [0, 0, 0, 1] : dir === 'h' ? [0, 0, 1, 0] : dir
    const key = 'l' + d.join(',') + JSON.stringify(stops)
    let id = this.cache.get(key)
    if (!id) {
      id = 'g' + this.n++
      this.defs.push(`<linearGradient id="${id}" x1="${d[0]}" y1="${d[1]}" x2="${d[2]}" y2="${d[3]}">${this.stops(stops)}</linearGradient>`)
      this.cache.set(key, id)
    }
    return `url(#${id})`
  }

  /** Bounding-box radial gradient (cached). */
  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `r${cx},${cy},${r}` + JSON.stringify(stops)
    let id = this.cache.get(key)
    if (!id) {
      id = 'g' + this.n++
      this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${this.stops(stops)}</radialGradient>`)
      this.cache.set(key, id)
    }
    return `url(#${id})`
  }

  /** User-space linear gradient. */
  ulin(x1: number, y1: number, x2: number, y2: number, stops: Stop[]): string {
    const id = 'g' + this.n++
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${this.stops(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  /** User-space radial gradient. */
  urad(cx: number, cy: number, r: number, stops: Stop[]): string {
    const id = 'g' + this.n++
    this.defs.push(`<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${this.stops(stops)}</radialGradient>`)
    return `url(#${id})`
  }

  /** Defines a clip path from raw SVG shapes; returns the attribute to put on an element/group. */
  clip(shapes: string): string {
    const id = 'c' + this.n++
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`)
    return ` clip-path="url(#${id})"`
  }

  render(width: number, height: number, bg = '#000'): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs><rect x="-10" y="-10" width="${W + 20}" height="${H + 20}" fill="${bg}"/>` +
      this.parts.join('') +
      '</svg>'
    )
  }
}

// ---------------------------------------------------------------- primitives (return SVG strings)

export type Pt = [number, number]

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}"${extra}/>`
export const rrect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" rx="${f(rx)}" fill="${fill}"${extra}/>`
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(Math.max(0, r))}" fill="${fill}"${extra}/>`
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(Math.max(0, rx))}" ry="${f(Math.max(0, ry))}" fill="${fill}"${extra}/>`
export const poly = (pts: Pt[], fill: string, extra = '') => `<polygon points="${pts.map((p) => f(p[0]) + ',' + f(p[1])).join(' ')}" fill="${fill}"${extra}/>`
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`
export const stroke = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`
export const so = (a: number) => (a >= 1 ? '' : ` stroke-opacity="${Math.round(a * 1000) / 1000}"`)

/** Polyline points → "M..L.." */
export const pd = (pts: Pt[], close = false) => 'M' + pts.map((p) => f(p[0]) + ' ' + f(p[1])).join('L') + (close ? 'Z' : '')

/** Smooth closed path through points (Catmull-Rom → cubic Bézier). */
export function smoothClosed(pts: Pt[]): string {
  const n = pts.length
  const first = at(pts, 0)
  let d = `M${f(first[0])} ${f(first[1])}`
  for (let i = 0; i < n; i++) {
    const p0 = at(pts, (i - 1 + n) % n)
    const p1 = at(pts, i)
    const p2 = at(pts, (i + 1) % n)
    const p3 = at(pts, (i + 2) % n)
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`
  }
  return d + 'Z'
}

/** Smooth open path through points. */
export function smoothOpen(pts: Pt[]): string {
  const n = pts.length
  const first = at(pts, 0)
  let d = `M${f(first[0])} ${f(first[1])}`
  for (let i = 0; i < n - 1; i++) {
    const p0 = at(pts, Math.max(0, i - 1))
    const p1 = at(pts, i)
    const p2 = at(pts, i + 1)
    const p3 = at(pts, Math.min(n - 1, i + 2))
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`
  }
  return d
}

/** Organic blob path (painterly foliage, stones, clouds). */
export function blob(r: Rand, cx: number, cy: number, rx: number, ry: number, n = 9, irr = 0.14, rot = 0): string {
  const pts: Pt[] = []
  const c = Math.cos(rot)
  const s = Math.sin(rot)
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    const k = 1 + (r() * 2 - 1) * irr
    const x = Math.cos(a) * rx * k
    const y = Math.sin(a) * ry * k
    pts.push([cx + x * c - y * s, cy + x * s + y * c])
  }
  return smoothClosed(pts)
}

/** Soft round light (radial gradient disc). */
export function glow(s: Svg, cx: number, cy: number, r: number, color: string, a: number): string {
  if (a <= 0.003 || r <= 0) return ''
  const q = Math.round(a * 100) / 100
  return circle(
    cx,
    cy,
    r,
    s.rad([
      [0, color, q],
      [0.25, color, q * 0.55],
      [0.6, color, q * 0.15],
      [1, color, 0],
    ]),
  )
}

/** Soft elliptical light/shadow. */
export function glowE(s: Svg, cx: number, cy: number, rx: number, ry: number, color: string, a: number): string {
  if (a <= 0.003) return ''
  const q = Math.round(a * 100) / 100
  return ellipse(
    cx,
    cy,
    rx,
    ry,
    s.rad([
      [0, color, q],
      [0.5, color, q * 0.5],
      [1, color, 0],
    ]),
  )
}

// ---------------------------------------------------------------- context

export interface Ctx {
  r: Rand
  m: Mood
  s: Svg
  /** Tone a material colour for the current light (k scales the effect; interiors use < 1). */
  t: (c: string, k?: number) => string
  accent: string
  accent2: string
  /** Where the picture is set (architecture, vegetation, interiors). */
  place: Place
  /** What windows and terraces look onto. */
  view: ImageView
}

export function makeCtx(seed: number, moodIn: Mood, interior: boolean, place: Place = placeOf(undefined), view: ImageView = place.view): Ctx {
  const r = rng(seed)
  // indoors the evening is lamplit: materials lean warm instead of moonlit blue
  const mood: Mood = interior && moodIn.dark > 0.2 ? { ...moodIn, tint: mix(moodIn.tint, '#d9955a', 0.7), shadow: mix(moodIn.shadow, '#2b1c16', 0.65) } : moodIn
  const s = new Svg()
  const cache = new Map<string, string>()
  const base = interior ? 0.45 : 1
  const t = (c: string, k = 1) => {
    const key = c + k
    let v = cache.get(key)
    if (!v) {
      const kk = k * base
      v = mix(mix(c, mood.tint, mood.tintAmt * Math.min(1, kk * 1.4)), mood.shadow, mood.dark * kk)
      cache.set(key, v)
    }
    return v
  }
  const accents = r.shuffle([...(place.id ? place.accents : ACCENTS)])
  return { r, m: mood, s, t, accent: at(accents, 0), accent2: at(accents, 1), place, view }
}

// ---------------------------------------------------------------- shared motifs

/** Sky with sun/moon, glow, clouds, stars, from y0 to the horizon y1. Returns the sun position. */
export function drawSky(c: Ctx, y1: number, opt: { y0?: number; sunX?: number; clouds?: number; x0?: number; x1?: number } = {}): Pt {
  const { s, m } = c
  const r = c.r.fork() // sky details must not shift the composition between moods
  const y0 = opt.y0 ?? 0
  const x0 = opt.x0 ?? 0
  const x1 = opt.x1 ?? W
  const h = y1 - y0
  const w = x1 - x0
  s.add(
    rect(
      x0,
      y0,
      w,
      h + 2,
      s.ulin(0, y0, 0, y1, [
        [0, m.sky[0]],
        [0.58, m.sky[1]],
        [1, m.sky[2]],
      ]),
    ),
  )
  const sx = opt.sunX ?? x0 + w * r.range(0.15, 0.85)
  const sy = y1 - h * m.sunAlt
  const scale = w / W
  // wide horizon glow
  s.add(
    ellipse(
      sx,
      y1,
      w * 0.7,
      h * 0.55,
      s.rad([
        [0, m.sunGlow, m.name === 'day' ? 0.25 : 0.5],
        [0.6, m.sunGlow, 0.12],
        [1, m.sunGlow, 0],
      ]),
    ),
  )
  if (m.stars) {
    let d = ''
    for (let i = 0; i < 90 * scale; i++) {
      const x = x0 + r() * w
      const y = y0 + Math.pow(r(), 1.6) * h * 0.85
      const rr = r.range(0.8, 2.2) * Math.max(0.6, scale)
      d += `M${f(x - rr)} ${f(y)}a${f(rr)} ${f(rr)} 0 1 0 ${f(2 * rr)} 0a${f(rr)} ${f(rr)} 0 1 0 ${f(-2 * rr)} 0`
    }
    s.add(path(d, '#fff8e6', fo(0.75)))
  }
  const sr = m.sunR * Math.max(0.45, scale)
  if (sy > y0 - sr) {
    s.add(glow(s, sx, sy, sr * 7, m.sunGlow, m.name === 'night' ? 0.35 : 0.6))
    s.add(circle(sx, sy, sr, m.sun))
    if (m.name === 'night') s.add(circle(sx + sr * 0.35, sy - sr * 0.2, sr * 0.85, mix(m.sky[1], m.sky[0], 0.3), fo(0.9)))
  }
  const n = opt.clouds ?? r.int(2, 5)
  if (m.cloudKind === 'cumulus') {
    for (let i = 0; i < n; i++) cumulus(c, x0 + r() * w, y0 + h * r.range(0.18, 0.7), r.range(160, 360) * scale, r.range(40, 80) * scale, r)
  } else if (m.cloudKind === 'strata') {
    for (let i = 0; i < n + 1; i++) strata(c, x0 + r() * w, y0 + h * r.range(0.15, 0.8), r.range(220, 560) * scale, r.range(10, 24) * scale, r)
  }
  return [sx, sy]
}

export function cumulus(c: Ctx, x: number, y: number, w: number, h: number, r = c.r): void {
  const { s, m } = c
  const lobes = r.int(2, 4)
  const ph = r.range(0, 1)
  const amp = r.range(0.18, 0.35)
  const shape = (lift: number, sc: number): string => {
    const pts: Pt[] = []
    const ww = w * sc
    pts.push([x - ww / 2, y - lift], [x - ww * 0.15, y - lift + h * 0.04], [x + ww * 0.2, y - lift + h * 0.03], [x + ww / 2, y - lift])
    const n = 14
    for (let i = n - 1; i > 0; i--) {
      const u = i / n
      const env = Math.sin(u * Math.PI) ** 0.8
      const bump = 1 - amp + amp * Math.abs(Math.sin((u * lobes + ph) * Math.PI))
      pts.push([x - ww / 2 + u * ww, y - lift - (h * sc - lift) * env * bump])
    }
    return smoothClosed(pts)
  }
  s.add(path(shape(0, 1), m.cloudShade, fo(0.85)))
  s.add(path(shape(h * 0.32, 0.9), m.cloud, fo(0.92)))
}

export function strata(c: Ctx, x: number, y: number, w: number, h: number, r = c.r): void {
  const { s, m } = c
  const pts: Pt[] = []
  const n = 7
  for (let i = 0; i <= n; i++) pts.push([x - w / 2 + (w * i) / n, y - h * (0.3 + 0.7 * Math.sin((i / n) * Math.PI)) * r.range(0.6, 1.2)])
  for (let i = n; i >= 0; i--) pts.push([x - w / 2 + (w * i) / n + r.jit(0, 8), y + h * 0.25 * Math.sin((i / n) * Math.PI)])
  s.add(
    path(
      smoothClosed(pts),
      s.lin([
        [0, m.cloud],
        [1, m.cloudShade],
      ]),
      fo(0.78),
    ),
  )
}

/** Points of a rolling ridge line from x0 to x1 (sum of sines). */
export function hills(r: Rand, x0: number, x1: number, y: number, amp: number, step = 24, freq = 1): Pt[] {
  const waves = Array.from({ length: 4 }, (_, i) => ({
    k: (r.range(0.6, 1.4) * (i + 1) * freq * Math.PI * 2) / W,
    p: r() * 10,
    a: amp / (i + 1) ** 1.15,
  }))
  const pts: Pt[] = []
  for (let x = x0; x <= x1 + step; x += step) {
    let v = 0
    for (const wv of waves) v += Math.sin(x * wv.k + wv.p) * wv.a
    pts.push([Math.min(x, x1), y - v])
  }
  return pts
}

/** Jagged mountain line via midpoint displacement between control points. */
export function jagged(r: Rand, ctrl: Pt[], rough: number, depth = 5): Pt[] {
  let pts = ctrl.slice()
  let amp = rough
  for (let d = 0; d < depth; d++) {
    const next: Pt[] = [at(pts, 0)]
    for (let i = 0; i < pts.length - 1; i++) {
      const a = at(pts, i)
      const b = at(pts, i + 1)
      const len = Math.hypot(b[0] - a[0], b[1] - a[1])
      next.push([(a[0] + b[0]) / 2 + r.jit(0, len * 0.05), (a[1] + b[1]) / 2 + r.jit(0, amp * Math.min(1, len / 200))], b)
    }
    pts = next
    amp *= 0.55
  }
  return pts
}

/** Closed silhouette path from a top line down to yBottom. */
export function silhouette(top: Pt[], yBottom: number, smooth = false): string {
  const a = at(top, 0)
  const b = at(top, top.length - 1)
  if (smooth) return smoothOpen(top) + `L${f(b[0])} ${f(yBottom)}L${f(a[0])} ${f(yBottom)}Z`
  return pd(top) + `L${f(b[0])} ${f(yBottom)}L${f(a[0])} ${f(yBottom)}Z`
}

/** Horizontal shimmering streaks on water between y0 and y1, denser towards x (sun column) if given. */
export function shimmer(c: Ctx, x0: number, x1: number, y0: number, y1: number, color: string, count: number, a = 0.35, column?: number): void {
  const { s, r } = c
  let d = ''
  for (let i = 0; i < count; i++) {
    const t = Math.pow(r(), 0.8)
    const y = y0 + (y1 - y0) * t
    const len = r.range(20, 140) * (0.3 + t * 1.4)
    let x: number
    if (column !== undefined && r.chance(0.6)) x = column + r.jit(0, 40 + t * 220)
    else x = x0 + r() * (x1 - x0)
    const th = 1 + t * 3.5
    d += `M${f(x - len / 2)} ${f(y)}h${f(len)}v${f(th)}h${f(-len)}Z`
  }
  s.add(path(d, color, fo(a)))
}

/** Round deciduous tree (gouache: shade mass + lit blobs). */
export function roundTree(c: Ctx, x: number, y: number, h: number, green: string, trunk: string = P.walnut): void {
  const { s, r, t, m } = c
  const cw = h * r.range(0.55, 0.75)
  const ch = h * 0.62
  const cy = y - h + ch * 0.55
  s.add(path(`M${f(x - h * 0.025)} ${f(y)}L${f(x - h * 0.012)} ${f(cy)}L${f(x + h * 0.012)} ${f(cy)}L${f(x + h * 0.03)} ${f(y)}Z`, t(trunk)))
  const dark = t(mix(green, m.shadow, 0.35))
  const mid = t(green)
  const lit = t(mix(green, m.light, 0.28))
  s.add(path(blob(r, x, cy, cw / 2, ch / 2, 10, 0.16), dark))
  let d = ''
  for (let i = 0; i < 4; i++) d += blob(r, x + r.jit(-cw * 0.08, cw * 0.18), cy + r.jit(-ch * 0.1, ch * 0.15), cw * r.range(0.22, 0.32), ch * r.range(0.2, 0.3), 8, 0.2)
  s.add(path(d, mid))
  let d2 = ''
  for (let i = 0; i < 3; i++) d2 += blob(r, x - cw * r.range(0.05, 0.2), cy - ch * r.range(0.1, 0.28), cw * r.range(0.1, 0.18), ch * r.range(0.08, 0.14), 7, 0.2)
  s.add(path(d2, lit))
}

/** Italian cypress. */
export function cypress(c: Ctx, x: number, y: number, h: number, green: string = P.forest): void {
  const { s, t, m } = c
  const w = h * 0.13
  const d = `M${f(x)} ${f(y - h)}C${f(x + w * 0.9)} ${f(y - h * 0.7)} ${f(x + w * 1.1)} ${f(y - h * 0.2)} ${f(x + w * 0.5)} ${f(y)}L${f(x - w * 0.5)} ${f(y)}C${f(x - w * 1.1)} ${f(y - h * 0.2)} ${f(x - w * 0.9)} ${f(y - h * 0.7)} ${f(x)} ${f(y - h)}Z`
  s.add(path(d, t(green)))
  const d2 = `M${f(x)} ${f(y - h)}C${f(x - w * 0.9)} ${f(y - h * 0.7)} ${f(x - w * 1.05)} ${f(y - h * 0.2)} ${f(x - w * 0.45)} ${f(y)}L${f(x - w * 0.05)} ${f(y)}C${f(x - w * 0.4)} ${f(y - h * 0.3)} ${f(x - w * 0.3)} ${f(y - h * 0.7)} ${f(x)} ${f(y - h)}Z`
  s.add(path(d2, t(mix(green, m.light, 0.22))))
}

/** Conifer (alpine): stacked tiers, returned as path data so forests can be batched. */
export function pineD(x: number, y: number, h: number): string {
  const w = h * 0.36
  const tiers = 4
  let d = ''
  for (let i = 0; i < tiers; i++) {
    const ty = y - h + (h * 0.82 * i) / tiers
    const bw = w * (0.45 + (0.55 * (i + 1)) / tiers)
    const by = ty + h * 0.34
    d += `M${f(x)} ${f(ty)}L${f(x + bw / 2)} ${f(by)}L${f(x - bw / 2)} ${f(by)}Z`
  }
  d += `M${f(x - h * 0.03)} ${f(y - h * 0.2)}h${f(h * 0.06)}V${f(y)}h${f(-h * 0.06)}Z`
  return d
}

/** Palm tree. lean: horizontal offset of the crown relative to the base. */
export function palm(c: Ctx, x: number, y: number, h: number, lean: number, green: string = P.olive, trunk: string = '#8a6a4c'): void {
  const { s, r, t, m } = c
  const tx = x + lean
  const ty = y - h
  const tw = h * 0.035
  const midx = x + lean * 0.2 + r.jit(0, h * 0.05)
  const midy = y - h * 0.5
  s.add(
    path(
      `M${f(x - tw)} ${f(y)}Q${f(midx - tw * 0.8)} ${f(midy)} ${f(tx - tw * 0.5)} ${f(ty)}L${f(tx + tw * 0.5)} ${f(ty)}Q${f(midx + tw * 0.8)} ${f(midy)} ${f(x + tw)} ${f(y)}Z`,
      t(trunk),
    ),
  )
  // trunk rings
  let rings = ''
  for (let i = 1; i < 14; i++) {
    const k = i / 14
    const px = (1 - k) * (1 - k) * x + 2 * (1 - k) * k * midx + k * k * tx
    const py = (1 - k) * (1 - k) * y + 2 * (1 - k) * k * midy + k * k * ty
    const ww = tw * (1 - k * 0.5)
    rings += `M${f(px - ww)} ${f(py)}h${f(ww * 2)}`
  }
  s.add(stroke(rings, t(darken(trunk, 0.35)), Math.max(1, h * 0.004), so(0.6)))
  const n = r.int(8, 11)
  const dark = t(mix(green, m.shadow, 0.38))
  const lit = t(mix(green, m.light, 0.22))
  const fronds: { a: number; len: number }[] = []
  for (let i = 0; i < n; i++) fronds.push({ a: -Math.PI / 2 + ((i / (n - 1)) * 2 - 1) * r.range(1.55, 1.8) + r.jit(0, 0.14), len: h * r.range(0.3, 0.44) })
  // back fronds first (darker), then front ones
  const order = fronds.map((fr, i) => ({ ...fr, back: i % 2 === 1 }))
  order.sort((a, b) => Number(b.back) - Number(a.back))
  for (const fr of order) frond(c, tx, ty, fr.a, fr.len, fr.back ? dark : lit, t(mix(green, m.shadow, 0.5)), Math.max(1, h * 0.004))
  s.add(circle(tx, ty, h * 0.022, t(darken(trunk, 0.25))))
}

/** One feathery palm frond from (tx, ty) at angle a (radians), drooping with length. */
export function frond(c: Ctx, tx: number, ty: number, a: number, len: number, fill: string, rib: string, ribW: number, lift = 0.14): void {
  const { s } = c
  const ex = tx + Math.cos(a) * len
  const droop = Math.abs(Math.cos(a)) * len * 0.6
  const ey = ty + Math.sin(a) * len * 0.5 + droop
  const cx = tx + Math.cos(a) * len * 0.55
  const cy = ty + Math.sin(a) * len * 0.55 - len * lift
  const N = 16
  const sideA: Pt[] = []
  const sideB: Pt[] = []
  for (let k = 0; k <= N; k++) {
    const u = k / N
    const px = (1 - u) * (1 - u) * tx + 2 * (1 - u) * u * cx + u * u * ex
    const py = (1 - u) * (1 - u) * ty + 2 * (1 - u) * u * cy + u * u * ey
    const dx = 2 * (1 - u) * (cx - tx) + 2 * u * (ex - cx)
    const dy = 2 * (1 - u) * (cy - ty) + 2 * u * (ey - cy)
    const dl = Math.hypot(dx, dy) || 1
    const nx = -dy / dl
    const ny = dx / dl
    const ll = len * 0.19 * Math.sin(Math.PI * Math.min(1, u * 1.1)) ** 0.6 + len * 0.015
    // leaflets sweep towards the tip and droop
    const sx = (dx / dl) * ll * 0.55
    const sy = (dy / dl) * ll * 0.55 + ll * 0.35
    sideA.push([px, py], [px + nx * ll + sx, py + ny * ll + sy])
    sideB.push([px, py], [px - nx * ll + sx, py - ny * ll + sy])
  }
  s.add(path(pd([...sideA, [ex, ey], ...sideB.reverse()], true), fill))
  s.add(stroke(`M${f(tx)} ${f(ty)}Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}`, rib, ribW, so(0.6)))
}

/** Rounded shrub / hedge lump. */
export function shrub(c: Ctx, x: number, y: number, w: number, h: number, green: string): void {
  const { s, r, t, m } = c
  s.add(path(blob(r, x, y - h / 2, w / 2, h / 2, 9, 0.12), t(mix(green, m.shadow, 0.25))))
  s.add(path(blob(r, x - w * 0.08, y - h * 0.62, w * 0.34, h * 0.3, 8, 0.18), t(mix(green, m.light, 0.2))))
}

/** Wall/post lantern with glow. */
export function lanternGlow(c: Ctx, x: number, y: number, size: number, on: number, color: string = P.lamp): void {
  const { s } = c
  if (on > 0.05) s.add(glow(s, x, y, size * 6, color, 0.55 * on))
  s.add(rrect(x - size * 0.5, y - size * 0.7, size, size * 1.4, size * 0.25, mix('#6b5a44', color, 0.35 + 0.65 * on)))
  s.add(rect(x - size * 0.6, y - size * 0.85, size * 1.2, size * 0.18, '#2b2620'))
  if (on > 0.05) s.add(glow(s, x, y, size * 1.8, P.lampHot, 0.9 * on))
}

/**
 * The final grading of a picture: a light wash from the sun side and a vignette, laid over the
 * rasterised scene by render.ts (in the pass that lays the grain) rather than drawn as SVG: as two
 * radial gradients over the whole canvas they took librsvg ~40 % of a picture's raster time. Done over
 * the pixels, a picture costs 29 % less CPU (255 → 181 ms for 1600 px), and no channel value differs
 * from the SVG's by more than 4 of 255 (mean 0.26).
 */
export interface Grading {
  /** Sun position (design canvas): a wash of the mood's light, 14 % at the sun fading to 0 at 0.9 W. */
  sun?: Pt
  light: string
  /** Vignette: clear inside 0.62 of an ellipse of 0.75 × the canvas, this opacity of `edge` at its rim. */
  vignette: number
  edge: string
}

export function finish(c: Ctx, sun?: Pt, vignette = 0.35): Grading {
  return { sun, light: c.m.light, vignette, edge: mix(c.m.shadow, '#000', 0.5) }
}
