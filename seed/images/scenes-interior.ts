/** Interior scenes drawn with a small one-point perspective camera: room, suite, lobby, bathroom, bar. */
import {
  H,
  P,
  W,
  at,
  blob,
  circle,
  darken,
  ellipse,
  frond,
  f,
  fo,
  glow,
  glowE,
  hills,
  lighten,
  mix,
  path,
  pd,
  poly,
  rect,
  rrect,
  silhouette,
  so,
  stroke,
  type Ctx,
  type Pt,
  type Rand,
} from './kit'
import { palmsGrow, type InteriorStyle } from './places'
import { drawView } from './views'
import { ironRail } from './facades'
import { silkLantern } from './motifs'

type V3 = [number, number, number]

/** Pinhole camera: X right, Y down (eye at Y = 0), Z depth (metres). */
export class Cam {
  constructor(
    public f: number,
    public cx: number,
    public cy: number,
    public ex = 0,
  ) {}
  p(X: number, Y: number, Z: number): Pt {
    return [this.cx + ((X - this.ex) * this.f) / Z, this.cy + (Y * this.f) / Z]
  }
  q(pts: V3[]): Pt[] {
    return pts.map((v) => this.p(v[0], v[1], v[2]))
  }
  /** Screen size of a length at depth Z. */
  k(Z: number): number {
    return this.f / Z
  }
}

export interface Box {
  x0: number
  x1: number
  y0: number
  y1: number
  z0: number
  z1: number
}

/** Draws the visible faces of an axis-aligned box. */
export function box(c: Ctx, cam: Cam, b: Box, front: string, top: string, side: string): void {
  const { s } = c
  const { x0, x1, y0, y1, z0, z1 } = b
  if (y0 > 0)
    s.add(
      poly(
        cam.q([
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ]),
        top,
      ),
    )
  if (y1 < 0)
    s.add(
      poly(
        cam.q([
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ]),
        top,
      ),
    )
  if (x0 > cam.ex)
    s.add(
      poly(
        cam.q([
          [x0, y0, z0],
          [x0, y0, z1],
          [x0, y1, z1],
          [x0, y1, z0],
        ]),
        side,
      ),
    )
  if (x1 < cam.ex)
    s.add(
      poly(
        cam.q([
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ]),
        side,
      ),
    )
  s.add(
    poly(
      cam.q([
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ]),
      front,
    ),
  )
}

/** Toned face colours for a material: front, top, side. */
export function shades(c: Ctx, base: string): [string, string, string] {
  const { t, m } = c
  return [t(base), t(mix(base, m.light, 0.2)), t(mix(base, m.shadow, 0.22))]
}

/** Lights collected while drawing; emitted after the ambient (night) darkening so they glow. */
export interface Light {
  x: number
  y: number
  r: number
  a: number
  color: string
}

export function ambient(c: Ctx, lights: Light[], k = 0.7): void {
  const { s, m } = c
  // evenings indoors: a warm, dim ambience so the lamps carry the picture
  if (m.dark > 0.05) s.add(rect(0, 0, W, H, mix(m.shadow, '#3a2418', 0.55), fo(m.dark * k)))
  for (const l of lights) s.add(glow(s, l.x, l.y, l.r, l.color, l.a))
}

/** Sheer curtain panel with vertical folds. */
export function curtain(c: Ctx, x: number, y0: number, w: number, y1: number, base: string): void {
  const { s, t, m } = c
  const a = t(base)
  const b = t(mix(base, m.shadow, 0.18))
  const stops: [number, string][] = []
  const n = Math.max(3, Math.round(w / 22))
  for (let i = 0; i <= n; i++) stops.push([i / n, i % 2 ? b : a])
  s.add(rect(x, y0, w, y1 - y0, s.lin(stops, 'h')))
}

/** Table lamp (shade + base), registers its light. */
export function tableLamp(c: Ctx, cam: Cam, X: number, Ytop: number, Z: number, lights: Light[], col: string): void {
  const { s, t, m } = c
  const k = cam.k(Z)
  const [x, y] = cam.p(X, Ytop, Z)
  s.add(rect(x - 0.025 * k, y - 0.3 * k, 0.05 * k, 0.3 * k, t(P.brass)))
  s.add(ellipse(x, y - 0.02 * k, 0.09 * k, 0.025 * k, t(darken(P.brass, 0.2))))
  const sy0 = y - 0.62 * k
  const sy1 = y - 0.3 * k
  const on = 0.45 + 0.55 * m.lights
  s.add(
    path(
      `M${f(x - 0.13 * k)} ${f(sy0)}H${f(x + 0.13 * k)}L${f(x + 0.2 * k)} ${f(sy1)}H${f(x - 0.2 * k)}Z`,
      s.lin([
        [0, mix(t(col), P.lampHot, on * 0.5)],
        [1, mix(t(col), P.lamp, on * 0.7)],
      ]),
    ),
  )
  lights.push({ x, y: sy0 + 0.1 * k, r: 1.0 * k, a: 0.28 * on, color: P.lamp }, { x, y: sy1, r: 0.35 * k, a: 0.5 * on, color: P.lampHot })
}

/** Potted plant: pot + arching leaves (kentia or fiddle-leaf). */
export function pottedPlant(c: Ctx, x: number, y: number, size: number, kind: 'kentia' | 'fig' | 'monstera', pot: string): void {
  const { s, r, t, m } = c
  const pw = size * 0.32
  const ph = size * 0.28
  const dark = t(mix(P.moss, m.shadow, 0.3))
  const lit = t(mix(P.olive, m.light, 0.12))
  if (kind === 'kentia') {
    const n = 9
    for (let i = 0; i < n; i++) {
      const a = -Math.PI / 2 + ((i / (n - 1)) * 2 - 1) * r.range(1.0, 1.25)
      frond(c, x + r.jit(0, pw * 0.1), y - ph, a, size * r.range(0.7, 0.95), i % 2 ? dark : lit, dark, Math.max(1, size * 0.006), 0.45)
    }
  } else {
    const n = kind === 'fig' ? 16 : 9
    s.add(
      stroke(
        `M${f(x)} ${f(y - ph)}Q${f(x + r.jit(0, size * 0.1))} ${f(y - size * 0.6)} ${f(x + r.jit(0, size * 0.06))} ${f(y - size * 1.2)}`,
        t(P.walnut),
        Math.max(2, size * 0.02),
      ),
    )
    for (let i = 0; i < n; i++) {
      const u = r()
      const ly = y - ph - size * (kind === 'fig' ? 0.3 + u * 0.95 : 0.1 + u * 0.7)
      const lx = x + r.jit(0, size * (kind === 'fig' ? 0.3 : 0.45))
      const rx = size * (kind === 'fig' ? 0.1 : 0.2)
      const ry = size * (kind === 'fig' ? 0.14 : 0.16)
      s.add(path(blob(r, lx, ly, rx, ry, 8, 0.1, r.range(-0.8, 0.8)), i % 3 ? dark : lit))
      if (kind === 'monstera')
        s.add(stroke(`M${f(lx - rx * 0.7)} ${f(ly)}h${f(rx * 0.5)}M${f(lx + rx * 0.2)} ${f(ly - ry * 0.4)}h${f(rx * 0.5)}`, t(m.shadow), 3, so(0.5)))
    }
  }
  s.add(
    path(
      `M${f(x - pw / 2)} ${f(y - ph)}H${f(x + pw / 2)}L${f(x + pw * 0.4)} ${f(y)}H${f(x - pw * 0.4)}Z`,
      s.lin(
        [
          [0, t(lighten(pot, 0.1))],
          [1, t(darken(pot, 0.15))],
        ],
        'h',
      ),
    ),
  )
  s.add(rect(x - pw * 0.53, y - ph - pw * 0.08, pw * 1.06, pw * 0.1, t(darken(pot, 0.1))))
}

/** Wooden floor planks or tiles on the floor plane. */
export function floorPlanks(c: Ctx, cam: Cam, xl: number, xr: number, Y: number, z0: number, z1: number, base: string, r: Rand): void {
  const { s, t, m } = c
  s.add(
    poly(
      cam.q([
        [xl, Y, z0],
        [xr, Y, z0],
        [xr, Y, z1],
        [xl, Y, z1],
      ]),
      s.lin([
        [0, t(mix(base, m.light, 0.1))],
        [1, t(darken(base, 0.12))],
      ]),
    ),
  )
  let d = ''
  for (let x = xl; x <= xr; x += 0.19)
    d += pd(
      cam.q([
        [x, Y, z0],
        [x, Y, z1],
      ]),
    )
  for (let i = 0; i < 60; i++) {
    const x = xl + Math.floor(r() * ((xr - xl) / 0.19)) * 0.19
    const z = z0 + r() * (z1 - z0)
    d += pd(
      cam.q([
        [x, Y, z],
        [x + 0.19, Y, z],
      ]),
    )
  }
  s.add(stroke(d, t(darken(base, 0.35)), 1.2, so(0.35)))
}

export function tiles(c: Ctx, cam: Cam, xl: number, xr: number, Y: number, z0: number, z1: number, size: number, a: string, b: string): void {
  const { s, t } = c
  s.add(
    poly(
      cam.q([
        [xl, Y, z0],
        [xr, Y, z0],
        [xr, Y, z1],
        [xl, Y, z1],
      ]),
      t(a),
    ),
  )
  let d = ''
  let i = 0
  for (let x = xl; x < xr; x += size, i++) {
    let j = 0
    for (let z = z1; z > z0; z -= size, j++) {
      if ((i + j) % 2) continue
      d += pd(
        cam.q([
          [x, Y, z],
          [Math.min(xr, x + size), Y, z],
          [Math.min(xr, x + size), Y, Math.max(z0, z - size)],
          [x, Y, Math.max(z0, z - size)],
        ]),
        true,
      )
    }
  }
  s.add(path(d, t(b)))
}

export interface RoomShell {
  cam: Cam
  xl: number
  xr: number
  floorY: number
  ceilY: number
  zb: number
  wall: string
}

/** Back wall, side walls, ceiling; floor is left to the caller. */
export function shell(c: Ctx, cam: Cam, xl: number, xr: number, floorY: number, ceilY: number, zb: number, wall: string, litLeft: boolean): RoomShell {
  const { s, t, m } = c
  const zn = 0.35
  s.add(
    poly(
      cam.q([
        [xl, ceilY, zn],
        [xr, ceilY, zn],
        [xr, ceilY, zb],
        [xl, ceilY, zb],
      ]),
      s.lin([
        [0, t(mix(wall, m.shadow, 0.12))],
        [1, t(lighten(wall, 0.12))],
      ]),
    ),
  )
  const wl = t(mix(wall, m.light, 0.14))
  const ws = t(mix(wall, m.shadow, 0.1))
  s.add(
    poly(
      cam.q([
        [xl, ceilY, zb],
        [xr, ceilY, zb],
        [xr, floorY, zb],
        [xl, floorY, zb],
      ]),
      s.lin(
        [
          [0, litLeft ? wl : ws],
          [1, litLeft ? ws : wl],
        ],
        'h',
      ),
    ),
  )
  s.add(
    poly(
      cam.q([
        [xl, ceilY, zn],
        [xl, ceilY, zb],
        [xl, floorY, zb],
        [xl, floorY, zn],
      ]),
      t(mix(wall, m.shadow, litLeft ? 0.12 : 0.26)),
    ),
  )
  s.add(
    poly(
      cam.q([
        [xr, ceilY, zn],
        [xr, ceilY, zb],
        [xr, floorY, zb],
        [xr, floorY, zn],
      ]),
      t(mix(wall, m.shadow, litLeft ? 0.26 : 0.12)),
    ),
  )
  // cornice + skirting on the back wall
  s.add(
    poly(
      cam.q([
        [xl, ceilY, zb],
        [xr, ceilY, zb],
        [xr, ceilY + 0.08, zb],
        [xl, ceilY + 0.08, zb],
      ]),
      t(lighten(wall, 0.3)),
    ),
  )
  s.add(
    poly(
      cam.q([
        [xl, floorY - 0.1, zb],
        [xr, floorY - 0.1, zb],
        [xr, floorY, zb],
        [xl, floorY, zb],
      ]),
      t(lighten(wall, 0.25)),
    ),
  )
  return { cam, xl, xr, floorY, ceilY, zb, wall }
}

/** How a style's windows look: frame colour, panes, a railing across a French window, shutters, or open. */
export interface WindowLook {
  frame: string
  /** Distance below the ceiling and above the floor (m). */
  top: number
  bottom: number
  /** Width range (m). */
  width: [number, number]
  cols: number
  transom: boolean
  rail: boolean
  shutters: string | undefined
  /** No glass: an open pavilion between timber posts. */
  open: boolean
}

const LOOKS: Record<InteriorStyle, WindowLook> = {
  classic: { frame: '#f4efe6', top: 0.3, bottom: 0.04, width: [1.2, 1.4], cols: 2, transom: true, rail: true, shutters: undefined, open: false },
  riviera: { frame: '#f7f4ee', top: 0.25, bottom: 0.04, width: [1.5, 1.8], cols: 2, transom: true, rail: true, shutters: undefined, open: false },
  swiss: { frame: '#2d2f2e', top: 0.15, bottom: 0.04, width: [2.3, 2.7], cols: 4, transom: true, rail: false, shutters: undefined, open: false },
  ryokan: { frame: '#6a4a2e', top: 0.3, bottom: 0.04, width: [2.2, 2.6], cols: 4, transom: false, rail: false, shutters: undefined, open: false },
  tokyo: { frame: '#3a3b3d', top: 0.04, bottom: 0.02, width: [3.4, 3.9], cols: 3, transom: false, rail: false, shutters: undefined, open: false },
  deco: { frame: '#2a2826', top: 0.3, bottom: 0.35, width: [1.7, 2.1], cols: 3, transom: true, rail: false, shutters: undefined, open: false },
  thai: { frame: '#6a4a2e', top: 0.3, bottom: 0.04, width: [2.1, 2.5], cols: 3, transom: false, rail: false, shutters: undefined, open: false },
  bali: { frame: '#6a4a2e', top: 0.05, bottom: 0.0, width: [3.0, 3.6], cols: 2, transom: false, rail: false, shutters: undefined, open: true },
  hoian: { frame: '#5a3a24', top: 0.4, bottom: 0.35, width: [1.3, 1.6], cols: 2, transom: false, rail: false, shutters: '#3d7a6a', open: false },
}

export const windowLook = (c: Ctx): WindowLook => LOOKS[c.place.style]

/** A window (with view, frame, mullions) set in the back wall; returns its screen rect. */
export function backWindow(
  c: Ctx,
  sh: RoomShell,
  X0: number,
  X1: number,
  Y0: number,
  Y1: number,
  cols: number,
  look: WindowLook = windowLook(c),
): [number, number, number, number] {
  const { s, t, r } = c
  const [x0, y0] = sh.cam.p(X0, Y0, sh.zb)
  const [x1, y1] = sh.cam.p(X1, Y1, sh.zb)
  const k = sh.cam.k(sh.zb)
  // reveal
  s.add(rect(x0 - 0.1 * k, y0 - 0.1 * k, x1 - x0 + 0.2 * k, y1 - y0 + 0.2 * k, t(lighten(sh.wall, 0.28))))
  drawView(c, r.fork(), x0, y0, x1, y1, c.view, look.open ? 0.5 : 0.58)
  const frame = t(look.frame)
  if (look.rail) s.add(stroke(ironRail(x0, x1, y1 - 0.05 * k, 0.8 * k), t('#1f1d1b'), Math.max(1.5, 0.02 * k)))
  let d = ''
  const bar = (look.open ? 0.14 : 0.035) * k
  for (let i = 1; i < cols; i++) {
    const x = x0 + ((x1 - x0) * i) / cols
    d += `M${f(x - bar / 2)} ${f(y0)}h${f(bar)}V${f(y1)}h${f(-bar)}Z`
  }
  if (look.transom) {
    const ty = y0 + (y1 - y0) * 0.22
    d += `M${f(x0)} ${f(ty)}H${f(x1)}v${f(bar)}H${f(x0)}Z`
  }
  s.add(path(d, frame))
  s.add(stroke(`M${f(x0)} ${f(y0)}H${f(x1)}V${f(y1)}H${f(x0)}Z`, frame, (look.open ? 0.16 : 0.06) * k))
  if (look.shutters) {
    const sw = (x1 - x0) * 0.5
    let lv = ''
    for (let y = y0 + 0.06 * k; y < y1 - 0.04 * k; y += 0.06 * k)
      lv += `M${f(x0 - sw - 0.1 * k)} ${f(y)}h${f(sw - 0.04 * k)}M${f(x1 + 0.14 * k)} ${f(y)}h${f(sw - 0.04 * k)}`
    s.add(rect(x0 - sw - 0.12 * k, y0, sw, y1 - y0, t(look.shutters)), rect(x1 + 0.12 * k, y0, sw, y1 - y0, t(look.shutters)))
    s.add(stroke(lv, t(darken(look.shutters, 0.3)), Math.max(1, 0.012 * k)))
  }
  if (!look.open) s.add(rect(x0 - 0.12 * k, y1, x1 - x0 + 0.24 * k, 0.05 * k, t(lighten(sh.wall, 0.35))))
  return [x0, y0, x1, y1]
}

/** A houseplant that suits the climate: kentia palms only where palms grow. */
export function plantKind(c: Ctx): 'kentia' | 'fig' | 'monstera' {
  return palmsGrow(c.place) ? c.r.pick(['kentia', 'monstera', 'fig'] as const) : c.r.pick(['fig', 'monstera'] as const)
}

/** Sunlight patch on the floor thrown by a back-wall window. */
export function sunPatch(c: Ctx, sh: RoomShell, X0: number, X1: number, slant: number, depth: number): void {
  const { s, m } = c
  if (m.name === 'night' || m.name === 'dusk') return
  const a = m.name === 'day' ? 0.2 : 0.28
  const pts = sh.cam.q([
    [X0, sh.floorY, sh.zb - 0.05],
    [X1, sh.floorY, sh.zb - 0.05],
    [X1 + slant, sh.floorY, sh.zb - depth],
    [X0 + slant, sh.floorY, sh.zb - depth],
  ])
  s.add(
    poly(
      pts,
      s.lin([
        [0, m.light, a],
        [1, m.light, a * 0.3],
      ]),
    ),
  )
}

// ================================================================ room

/** Headboard against the back wall, in the style of the place. */
function headboard(c: Ctx, cam: Cam, bedX: number, floorY: number, zb: number, col: string): void {
  const { s, r, t, m } = c
  const k = cam.k(zb)
  const style = c.place.style
  const hbW = style === 'deco' ? 1.25 : r.range(1.15, 1.5)
  const hbTop = floorY - (style === 'deco' ? 1.55 : r.range(1.25, 1.5))
  const [h0x, h0y] = cam.p(bedX - hbW, hbTop, zb - 0.06)
  const [h1x, h1y] = cam.p(bedX + hbW, floorY, zb - 0.06)
  if (style === 'deco') {
    // lacquered sunburst
    const cx = (h0x + h1x) / 2
    const rr = (h1x - h0x) / 2
    s.add(path(`M${f(h0x)} ${f(h1y)}V${f(h0y + rr * 0.6)}A${f(rr)} ${f(rr * 0.6)} 0 0 1 ${f(h1x)} ${f(h0y + rr * 0.6)}V${f(h1y)}Z`, t('#1f2a28')))
    let rays = ''
    for (let i = 1; i < 12; i++) {
      const a = Math.PI * (1 - i / 12)
      rays += `M${f(cx)} ${f(h0y + rr * 0.62)}L${f(cx + Math.cos(a) * rr * 0.92)} ${f(h0y + rr * 0.62 - Math.sin(a) * rr * 0.55)}`
    }
    s.add(
      stroke(rays, t(P.brass), Math.max(1.5, 0.015 * k), so(0.85)),
      stroke(`M${f(h0x)} ${f(h1y)}V${f(h0y + rr * 0.6)}A${f(rr)} ${f(rr * 0.6)} 0 0 1 ${f(h1x)} ${f(h0y + rr * 0.6)}V${f(h1y)}`, t(P.brass), Math.max(2, 0.02 * k)),
    )
    return
  }
  if (style === 'hoian') {
    // woven bamboo
    s.add(rect(h0x, h0y, h1x - h0x, h1y - h0y, t('#c9a86a')))
    let weave = ''
    for (let x = h0x; x < h1x; x += 0.08 * k) weave += `M${f(x)} ${f(h0y)}V${f(h1y)}`
    for (let y = h0y; y < h1y; y += 0.08 * k) weave += `M${f(h0x)} ${f(y)}H${f(h1x)}`
    s.add(stroke(weave, t('#9a7a44'), Math.max(1, 0.01 * k), so(0.6)), stroke(`M${f(h0x)} ${f(h0y)}H${f(h1x)}V${f(h1y)}H${f(h0x)}Z`, t('#5a3a24'), Math.max(2, 0.03 * k)))
    return
  }
  s.add(
    rrect(
      h0x,
      h0y,
      h1x - h0x,
      h1y - h0y,
      0.08 * k,
      s.lin([
        [0, t(lighten(col, 0.08))],
        [1, t(darken(col, 0.1))],
      ]),
    ),
  )
  let ch = ''
  for (let x = h0x + 0.2 * k; x < h1x - 0.1 * k; x += 0.2 * k) ch += `M${f(x)} ${f(h0y + 0.06 * k)}V${f(h1y - 0.05 * k)}`
  s.add(stroke(ch, t(darken(col, 0.3)), 2, so(0.45)))
  void m
}

/** Boiserie: moulded panels on the back wall (Paris). */
function boiserie(c: Ctx, sh: RoomShell): void {
  const { t } = c
  let d = ''
  const step = 1.1
  for (let x = sh.xl + 0.3; x < sh.xr - 0.5; x += step) {
    d += pd(
      sh.cam.q([
        [x, sh.ceilY + 0.35, sh.zb],
        [x + step - 0.25, sh.ceilY + 0.35, sh.zb],
        [x + step - 0.25, sh.floorY - 1.1, sh.zb],
        [x, sh.floorY - 1.1, sh.zb],
      ]),
      true,
    )
    d += pd(
      sh.cam.q([
        [x, sh.floorY - 0.95, sh.zb],
        [x + step - 0.25, sh.floorY - 0.95, sh.zb],
        [x + step - 0.25, sh.floorY - 0.2, sh.zb],
        [x, sh.floorY - 0.2, sh.zb],
      ]),
      true,
    )
  }
  c.s.add(stroke(d, t(lighten(sh.wall, 0.35)), 2.2), stroke(d, t(mix(sh.wall, c.m.shadow, 0.2)), 1, so(0.5)))
}

/** Silk lanterns hanging from the ceiling (Hoi An). */
function hangingLanterns(c: Ctx, cam: Cam, ceilY: number, spots: [number, number][]): void {
  const cols = ['#d9362e', '#e8a23a', '#c42a5a']
  for (const [i, [X, Z]] of spots.entries()) {
    const [x, y] = cam.p(X, ceilY + 0.7, Z)
    const [, yc] = cam.p(X, ceilY, Z)
    c.s.add(stroke(`M${f(x)} ${f(yc)}V${f(y)}`, '#2a2220', 1.2))
    silkLantern(c, x, y, 0.34 * cam.k(Z), at(cols, i % cols.length), Math.max(0.5, c.m.lights))
  }
}

/** A bed with its headboard on a side wall, seen from its foot-side (rooms with panoramic windows). */
function sideBed(c: Ctx, cam: Cam, side: number, wallX: number, floorY: number, zc: number, lights: Light[], canopy: boolean): void {
  const { s, r, t, m } = c
  const wood = r.pick(c.place.woods)
  const inner = wallX - side * 2.15
  const [xa, xb] = side > 0 ? [inner, wallX - 0.06] : [wallX + 0.06, inner]
  // headboard panel on the side wall
  s.add(
    poly(
      cam.q([
        [wallX - side * 0.03, floorY - 1.35, zc - 1.25],
        [wallX - side * 0.03, floorY - 1.35, zc + 1.25],
        [wallX - side * 0.03, floorY, zc + 1.25],
        [wallX - side * 0.03, floorY, zc - 1.25],
      ]),
      t(mix(wood, m.shadow, 0.15)),
    ),
  )
  if (c.place.style === 'thai') {
    let carve = ''
    for (let z = zc - 1.1; z < zc + 1.1; z += 0.25)
      carve += pd(
        cam.q([
          [wallX - side * 0.04, floorY - 1.25, z],
          [wallX - side * 0.04, floorY - 0.75, z + 0.12],
          [wallX - side * 0.04, floorY - 1.25, z + 0.24],
        ]),
      )
    s.add(stroke(carve, t(P.gold), 1.6, so(0.8)))
  }
  // nightstand and lamp nearer the window
  const ns = shades(c, wood)
  box(
    c,
    cam,
    { x0: Math.min(wallX, wallX - side * 0.5), x1: Math.max(wallX, wallX - side * 0.5), y0: floorY - 0.5, y1: floorY, z0: zc + 1.1, z1: zc + 1.55 },
    ns[0],
    ns[1],
    ns[2],
  )
  tableLamp(c, cam, wallX - side * 0.25, floorY - 0.5, zc + 1.33, lights, c.place.style === 'tokyo' ? '#f4ecd8' : P.cream)
  const fr = shades(c, wood)
  box(c, cam, { x0: xa, x1: xb, y0: floorY - 0.38, y1: floorY - 0.04, z0: zc - 0.95, z1: zc + 0.95 }, fr[0], fr[1], fr[2])
  const duvet = '#f8f5ee'
  box(
    c,
    cam,
    { x0: xa - 0.02, x1: xb + 0.02, y0: floorY - 0.62, y1: floorY - 0.3, z0: zc - 0.97, z1: zc + 0.97 },
    t(mix(duvet, m.shadow, 0.1)),
    t(duvet),
    t(mix(duvet, m.shadow, 0.16)),
  )
  // pillows against the headboard
  for (const dz of [-0.45, 0.45]) {
    const px0 = wallX - side * 0.1
    const px1 = wallX - side * 0.55
    box(
      c,
      cam,
      { x0: Math.min(px0, px1), x1: Math.max(px0, px1), y0: floorY - 0.86, y1: floorY - 0.6, z0: zc + dz - 0.36, z1: zc + dz + 0.36 },
      t('#ffffff'),
      t('#ffffff'),
      t(mix('#ffffff', m.shadow, 0.12)),
    )
  }
  // runner across the foot of the bed
  const runner = c.place.style === 'tokyo' ? '#22345a' : c.accent
  const ra = inner + side * 0.35
  const rb = inner + side * 0.85
  box(
    c,
    cam,
    { x0: Math.min(ra, rb), x1: Math.max(ra, rb), y0: floorY - 0.64, y1: floorY - 0.28, z0: zc - 0.99, z1: zc + 0.99 },
    t(mix(runner, m.shadow, 0.1)),
    t(runner),
    t(mix(runner, m.shadow, 0.25)),
  )
  if (c.place.style === 'thai') {
    // triangular cushion (mon khwan) on the bed
    const [tx, ty] = cam.p(wallX - side * 0.9, floorY - 0.62, zc)
    const tk = cam.k(zc)
    s.add(
      path(`M${f(tx - 0.3 * tk)} ${f(ty)}L${f(tx)} ${f(ty - 0.35 * tk)}L${f(tx + 0.3 * tk)} ${f(ty)}Z`, t('#b0452f')),
      stroke(`M${f(tx - 0.2 * tk)} ${f(ty - 0.05 * tk)}h${f(0.4 * tk)}`, t(P.gold), 2),
    )
  }
  if (canopy) {
    // four-poster with white drapes (Ubud)
    const posts: [number, number][] = [
      [wallX - side * 0.05, zc - 1.0],
      [wallX - side * 0.05, zc + 1.0],
      [inner, zc - 1.0],
      [inner, zc + 1.0],
    ]
    let d = ''
    for (const [X, Z] of posts)
      d += pd(
        cam.q([
          [X, floorY, Z],
          [X, floorY - 2.3, Z],
        ]),
      )
    const top = cam.q(posts.map(([X, Z]): [number, number, number] => [X, floorY - 2.3, Z]))
    s.add(stroke(d, t('#5a3a22'), Math.max(3, cam.k(zc) * 0.05)))
    s.add(stroke(pd([at(top, 0), at(top, 1), at(top, 3), at(top, 2)], true), t('#5a3a22'), Math.max(3, cam.k(zc) * 0.05)))
    for (const [X, Z] of posts) {
      const a = cam.p(X, floorY - 2.3, Z)
      const b = cam.p(X, floorY - 0.2, Z)
      const wk = cam.k(Z) * 0.28
      s.add(
        path(
          `M${f(a[0] - wk * 0.3)} ${f(a[1])}Q${f(a[0] - wk)} ${f((a[1] + b[1]) / 2)} ${f(b[0] - wk * 0.6)} ${f(b[1])}H${f(b[0] + wk * 0.6)}Q${f(a[0] + wk)} ${f((a[1] + b[1]) / 2)} ${f(a[0] + wk * 0.3)} ${f(a[1])}Z`,
          '#ffffff',
          fo(0.55),
        ),
      )
    }
  }
}

export function room(c: Ctx): void {
  const { s, r, m, t } = c
  const look = windowLook(c)
  const panoramic = look.width[0] >= 2.1
  const floorY = r.range(1.15, 1.35)
  const ceilY = floorY - (c.place.style === 'classic' ? 3.2 : 2.85)
  const RW = panoramic ? r.range(6.4, 7) : r.range(5.6, 6.6)
  const zb = panoramic ? r.range(5.4, 5.9) : r.range(4.7, 5.4)
  const cam = new Cam(panoramic ? r.range(880, 940) : r.range(1000, 1120), W / 2 + r.jit(0, 50), H * r.range(0.44, 0.5), r.jit(0, 0.4))
  const xl = -RW / 2
  const xr = RW / 2
  const side = r.chance(0.5) ? 1 : -1 // which side the bed sits
  const wall = r.pick(c.place.walls)
  const lights: Light[] = []
  const k = cam.k(zb)
  if (panoramic) {
    // a wall of glass at the back, the bed against a side wall
    const sh = shell(c, cam, xl, xr, floorY, ceilY, zb, wall, side < 0)
    if (c.place.style === 'bali') {
      // timber beams under a thatched ceiling, stone floor
      tiles(c, cam, xl, xr, floorY, 0.5, zb, 0.8, '#b9ad98', '#aa9e88')
      let beams = ''
      for (let z = zb; z > 0.8; z -= 0.9)
        beams += pd(
          cam.q([
            [xl, ceilY, z],
            [xr, ceilY, z],
          ]),
        )
      s.add(
        poly(
          cam.q([
            [xl, ceilY, 0.4],
            [xr, ceilY, 0.4],
            [xr, ceilY, zb],
            [xl, ceilY, zb],
          ]),
          t('#8a6a44'),
        ),
        stroke(beams, t('#5a3a22'), 6),
      )
    } else floorPlanks(c, cam, xl, xr, floorY, 0.5, zb, r.pick(c.place.woods), r)
    const wW = RW - r.range(1.2, 1.6)
    const X0 = -wW / 2
    const [wx0, , wx1] = backWindow(c, sh, X0, X0 + wW, ceilY + look.top, floorY - look.bottom, Math.max(look.cols, Math.round(wW / 1.2)), look)
    sunPatch(c, sh, X0, X0 + wW, side * 0.8, 2.6)
    if (c.place.style !== 'bali') {
      const cc = c.place.style === 'tokyo' ? '#ece6da' : r.pick([P.cream, '#e8e2d6'])
      curtain(c, wx0 - 0.4 * k, cam.p(0, ceilY + 0.05, zb)[1], 0.35 * k, cam.p(0, floorY - 0.02, zb)[1], cc)
      curtain(c, wx1 + 0.05 * k, cam.p(0, ceilY + 0.05, zb)[1], 0.35 * k, cam.p(0, floorY - 0.02, zb)[1], cc)
    }
    // a low chair by the window, then the bed
    const chairX = -side * (wW / 2 - 0.7)
    const tc = shades(c, r.pick(c.place.woods))
    box(c, cam, { x0: chairX + side * 0.7 - 0.3, x1: chairX + side * 0.7 + 0.3, y0: floorY - 0.45, y1: floorY, z0: zb - 1.5, z1: zb - 1.0 }, tc[0], tc[1], tc[2])
    sofa(c, cam, chairX, zb - 2.1, 1.0, floorY, mix(c.accent2, P.cream, 0.25), c.accent, true)
    const rugC = t(mix(mix(c.accent2, P.sand, 0.6), wall, 0.3))
    s.add(
      poly(
        cam.q([
          [(side * RW) / 2 - side * 3.2, floorY, zb - 3.3],
          [(side * RW) / 2 - side * 0.4, floorY, zb - 3.3],
          [(side * RW) / 2 - side * 0.4, floorY, zb - 0.3],
          [(side * RW) / 2 - side * 3.2, floorY, zb - 0.3],
        ]),
        rugC,
      ),
    )
    sideBed(c, cam, side, (side * RW) / 2, floorY, zb - 1.8, lights, c.place.style === 'bali')
    if (c.place.style === 'bali' || c.place.style === 'thai') {
      const [px, py] = cam.p(-side * (RW / 2 - 0.45), floorY, zb - 0.5)
      pottedPlant(c, px, py, cam.k(zb - 0.5) * 1.5, plantKind(c), r.pick([P.terracotta, '#8a7a66']))
    }
    ambient(c, lights)
    return
  }
  const bedX = side * r.range(0.45, 0.9)
  const wW = r.range(look.width[0], look.width[1])
  const winX = -side * (RW / 2 - wW / 2 - r.range(0.35, 0.6))
  const sh = shell(c, cam, xl, xr, floorY, ceilY, zb, wall, winX < 0)
  if (c.place.style === 'classic') boiserie(c, sh)
  // panelled feature wall behind the bed
  else if (r.chance(0.5) && c.place.style !== 'deco') {
    const pc = t(mix(r.pick(c.place.accents), wall, 0.45))
    s.add(
      poly(
        cam.q([
          [bedX - 1.7, ceilY + 0.08, zb],
          [bedX + 1.7, ceilY + 0.08, zb],
          [bedX + 1.7, floorY - 0.1, zb],
          [bedX - 1.7, floorY - 0.1, zb],
        ]),
        pc,
      ),
    )
    let d = ''
    for (let x = bedX - 1.7; x <= bedX + 1.7; x += 0.12)
      d += pd(
        cam.q([
          [x, ceilY + 0.08, zb],
          [x, floorY - 0.1, zb],
        ]),
      )
    s.add(stroke(d, t(m.shadow), 1.4, so(0.25)))
  } else if (c.place.style === 'deco') {
    // silk wall panels with brass edges
    let d = ''
    for (let x = bedX - 1.8; x < bedX + 1.8; x += 0.9)
      d += pd(
        cam.q([
          [x + 0.05, ceilY + 0.3, zb],
          [x + 0.85, ceilY + 0.3, zb],
          [x + 0.85, floorY - 0.2, zb],
          [x + 0.05, floorY - 0.2, zb],
        ]),
        true,
      )
    s.add(path(d, t(mix('#9fbfb0', wall, 0.3))), stroke(d, t(P.brass), 1.5, so(0.8)))
  }
  if (c.place.style === 'hoian') tiles(c, cam, xl, xr, floorY, 0.5, zb, 0.5, '#c97a4a', '#b86a3e')
  else floorPlanks(c, cam, xl, xr, floorY, 0.5, zb, r.pick(c.place.woods), r)
  // window
  const [wx0, , wx1] = backWindow(c, sh, winX - wW / 2, winX + wW / 2, ceilY + look.top, floorY - look.bottom, look.cols, look)
  sunPatch(c, sh, winX - wW / 2, winX + wW / 2, -side * 0.8, 2.6)
  if (!look.shutters) {
    const cc = r.pick([P.cream, P.sand, '#e8e2d6', c.place.style === 'riviera' ? '#dfe8ee' : P.blush])
    curtain(c, wx0 - 0.45 * k, cam.p(0, ceilY + 0.1, zb)[1], 0.4 * k, cam.p(0, floorY - 0.02, zb)[1], cc)
    curtain(c, wx1 + 0.05 * k, cam.p(0, ceilY + 0.1, zb)[1], 0.4 * k, cam.p(0, floorY - 0.02, zb)[1], cc)
    s.add(rect(wx0 - 0.55 * k, cam.p(0, ceilY + 0.08, zb)[1], wx1 - wx0 + 1.1 * k, 0.03 * k, t(P.brass)))
  }
  // art above the bed
  const [ax0, ay0] = cam.p(bedX - 0.55, floorY - 2.15, zb)
  const [ax1, ay1] = cam.p(bedX + 0.55, floorY - 1.6, zb)
  if (c.place.style !== 'deco') {
    s.add(rect(ax0 + 4, ay0 + 6, ax1 - ax0, ay1 - ay0, t(m.shadow), fo(0.2)))
    s.add(rect(ax0, ay0, ax1 - ax0, ay1 - ay0, t(r.pick([P.walnut, P.brass, '#2b2b2b']))))
    const pad = 0.06 * k
    const ar = r.fork()
    s.add(rect(ax0 + pad, ay0 + pad, ax1 - ax0 - 2 * pad, ay1 - ay0 - 2 * pad, t(P.ivory)))
    s.add(circle(ax0 + (ax1 - ax0) * ar.range(0.3, 0.7), ay0 + (ay1 - ay0) * 0.42, (ay1 - ay0) * 0.16, t(c.accent)))
    s.add(path(silhouette(hills(ar, ax0 + pad, ax1 - pad, ay0 + (ay1 - ay0) * 0.7, 10, 8, 4), ay1 - pad, true), t(c.accent2), fo(0.85)))
  }
  // rug
  const rugC = mix(c.accent2, P.cream, 0.55)
  s.add(
    poly(
      cam.q([
        [bedX - 1.6, floorY, zb - 3.0],
        [bedX + 1.6, floorY, zb - 3.0],
        [bedX + 1.6, floorY, zb - 0.7],
        [bedX - 1.6, floorY, zb - 0.7],
      ]),
      t(rugC),
    ),
  )
  s.add(
    stroke(
      pd(
        cam.q([
          [bedX - 1.45, floorY, zb - 2.88],
          [bedX + 1.45, floorY, zb - 2.88],
          [bedX + 1.45, floorY, zb - 0.8],
          [bedX - 1.45, floorY, zb - 0.8],
        ]),
        true,
      ),
      t(darken(rugC, 0.2)),
      3,
      so(0.7),
    ),
  )
  const hbC = r.pick([...c.place.accents, P.sage, '#b9a58a'])
  headboard(c, cam, bedX, floorY, zb, hbC)
  // nightstands + lamps
  const nsC = shades(c, r.pick([...c.place.woods, '#e7dccb']))
  for (const sx of [-1, 1]) {
    const nx = bedX + sx * (1.0 + 0.32)
    box(c, cam, { x0: nx - 0.28, x1: nx + 0.28, y0: floorY - 0.55, y1: floorY, z0: zb - 0.5, z1: zb - 0.05 }, nsC[0], nsC[1], nsC[2])
    s.add(
      stroke(
        pd(
          cam.q([
            [nx - 0.24, floorY - 0.33, zb - 0.5],
            [nx + 0.24, floorY - 0.33, zb - 0.5],
          ]),
        ),
        t(m.shadow),
        1.5,
        so(0.4),
      ),
    )
    tableLamp(c, cam, nx, floorY - 0.55, zb - 0.28, lights, r.pick([P.cream, P.ivory, P.sand]))
  }
  // bed
  const fr = shades(c, r.pick([...c.place.woods, '#d8ccb8']))
  box(c, cam, { x0: bedX - 1.0, x1: bedX + 1.0, y0: floorY - 0.4, y1: floorY - 0.05, z0: zb - 2.2, z1: zb - 0.08 }, fr[0], fr[1], fr[2])
  const duvet = r.pick(['#fbf8f2', '#f3efe8', '#f2ece2'])
  box(
    c,
    cam,
    { x0: bedX - 1.02, x1: bedX + 1.02, y0: floorY - 0.64, y1: floorY - 0.3, z0: zb - 2.22, z1: zb - 0.1 },
    t(mix(duvet, m.shadow, 0.08)),
    t(duvet),
    t(mix(duvet, m.shadow, 0.15)),
  )
  // pillows
  const pz = zb - 0.32
  const pk = cam.k(pz)
  const pillow = (X: number, w: number, h: number, Y: number, col: string) => {
    const [x, y] = cam.p(X, Y, pz)
    s.add(
      rrect(
        x - (w / 2) * pk,
        y - h * pk,
        w * pk,
        h * pk,
        0.1 * pk,
        s.lin([
          [0, t(lighten(col, 0.05))],
          [1, t(mix(col, m.shadow, 0.15))],
        ]),
      ),
    )
  }
  pillow(bedX - 0.45, 0.75, 0.5, floorY - 0.6, duvet)
  pillow(bedX + 0.45, 0.75, 0.5, floorY - 0.6, duvet)
  pillow(bedX - 0.38, 0.62, 0.42, floorY - 0.56, '#ffffff')
  pillow(bedX + 0.38, 0.62, 0.42, floorY - 0.56, '#ffffff')
  pillow(bedX + r.jit(0, 0.2), 0.45, 0.32, floorY - 0.58, c.accent)
  // throw at the foot
  box(
    c,
    cam,
    { x0: bedX - 1.05, x1: bedX + 1.05, y0: floorY - 0.66, y1: floorY - 0.28, z0: zb - 2.24, z1: zb - 1.6 },
    t(mix(c.accent, m.shadow, 0.1)),
    t(c.accent),
    t(mix(c.accent, m.shadow, 0.25)),
  )
  // bench in the foreground
  if (r.chance(0.6)) {
    const bc = shades(c, mix(c.accent2, P.cream, 0.2))
    box(c, cam, { x0: bedX - 0.75, x1: bedX + 0.75, y0: floorY - 0.45, y1: floorY - 0.08, z0: zb - 2.75, z1: zb - 2.35 }, bc[0], bc[1], bc[2])
    for (const lx of [-0.7, 0.68])
      box(c, cam, { x0: bedX + lx, x1: bedX + lx + 0.03, y0: floorY - 0.08, y1: floorY, z0: zb - 2.74, z1: zb - 2.7 }, t(P.brass), t(P.brass), t(P.brass))
  }
  // plant in the corner
  const [px, py] = cam.p(side * (RW / 2 - 0.3), floorY, zb - 0.35)
  if (Math.abs(bedX + side * 1.32) + 0.28 < RW / 2 - 0.55) pottedPlant(c, px, py, cam.k(zb - 0.35) * 1.3, plantKind(c), r.pick([P.terracotta, '#e8e1d5', P.charcoal]))
  if (c.place.style === 'hoian')
    hangingLanterns(c, cam, ceilY, [
      [bedX - 1.3, zb - 0.6],
      [bedX + 1.3, zb - 0.6],
    ])
  ambient(c, lights)
}

// ================================================================ suite

export function sofa(c: Ctx, cam: Cam, X: number, Z: number, w: number, floorY: number, col: string, cushion: string, single = false): void {
  const { t, m } = c
  const sc = shades(c, col)
  const d = 0.9
  // back
  box(c, cam, { x0: X - w / 2, x1: X + w / 2, y0: floorY - 0.82, y1: floorY - 0.12, z0: Z + d - 0.22, z1: Z + d }, sc[0], sc[1], sc[2])
  // seat
  box(
    c,
    cam,
    { x0: X - w / 2 + 0.18, x1: X + w / 2 - 0.18, y0: floorY - 0.45, y1: floorY - 0.12, z0: Z, z1: Z + d - 0.2 },
    t(mix(col, m.light, 0.05)),
    t(mix(col, m.light, 0.18)),
    sc[2],
  )
  // arms
  box(c, cam, { x0: X - w / 2, x1: X - w / 2 + 0.2, y0: floorY - 0.62, y1: floorY - 0.12, z0: Z, z1: Z + d }, sc[0], sc[1], sc[2])
  box(c, cam, { x0: X + w / 2 - 0.2, x1: X + w / 2, y0: floorY - 0.62, y1: floorY - 0.12, z0: Z, z1: Z + d }, sc[0], sc[1], sc[2])
  // cushions
  const k = cam.k(Z + d - 0.3)
  for (const cx of single ? [X] : [X - w * 0.28, X + w * 0.28]) {
    const [x, y] = cam.p(cx, floorY - 0.45, Z + d - 0.3)
    c.s.add(`<g transform="rotate(${f((cx - X) * 6)} ${f(x)} ${f(y)})">` + rrect(x - 0.2 * k, y - 0.38 * k, 0.4 * k, 0.38 * k, 0.06 * k, t(cushion)) + '</g>')
  }
  // legs
  for (const lx of [X - w / 2 + 0.05, X + w / 2 - 0.09])
    box(c, cam, { x0: lx, x1: lx + 0.04, y0: floorY - 0.12, y1: floorY, z0: Z + 0.05, z1: Z + 0.09 }, t(P.walnut), t(P.walnut), t(P.walnut))
}

export function suite(c: Ctx): void {
  const { s, r, m, t } = c
  const floorY = r.range(1.2, 1.35)
  const ceilY = floorY - 3.0
  const RW = r.range(7.2, 8.4)
  const zb = r.range(6.0, 7.0)
  const cam = new Cam(r.range(950, 1050), W / 2 + r.jit(0, 40), H * r.range(0.42, 0.48), r.jit(0, 0.4))
  const xl = -RW / 2
  const xr = RW / 2
  const side = r.chance(0.5) ? 1 : -1 // bed side
  const wall = r.pick(c.place.walls)
  const lights: Light[] = []
  const look = windowLook(c)
  const sh = shell(c, cam, xl, xr, floorY, ceilY, zb, wall, side > 0)
  if (c.place.style === 'classic') boiserie(c, sh)
  if (c.place.style === 'hoian') tiles(c, cam, xl, xr, floorY, 0.5, zb, 0.5, '#c97a4a', '#b86a3e')
  else if (c.place.style === 'bali') tiles(c, cam, xl, xr, floorY, 0.5, zb, 0.8, '#b9ad98', '#aa9e88')
  else floorPlanks(c, cam, xl, xr, floorY, 0.5, zb, r.pick(c.place.woods), r)
  // big window wall on the non-bed side
  const wide = look.width[0] >= 2.1 ? 0.56 : 0.46
  const wX0 = side > 0 ? xl + 0.4 : xr - 0.4 - RW * wide
  const wX1 = wX0 + RW * wide
  const [wx0, , wx1] = backWindow(c, sh, wX0, wX1, ceilY + Math.min(look.top, 0.3), floorY - Math.min(look.bottom, 0.06), Math.max(3, look.cols), {
    ...look,
    rail: look.rail && c.place.style !== 'classic',
    shutters: undefined,
  })
  sunPatch(c, sh, wX0, wX1, side * 1.2, 3.6)
  const k = cam.k(zb)
  const cc = r.pick([P.cream, '#e8e2d6', P.sand])
  curtain(c, wx0 - 0.5 * k, cam.p(0, ceilY + 0.1, zb)[1], 0.45 * k, cam.p(0, floorY - 0.02, zb)[1], cc)
  curtain(c, wx1 + 0.05 * k, cam.p(0, ceilY + 0.1, zb)[1], 0.45 * k, cam.p(0, floorY - 0.02, zb)[1], cc)
  // bed on the other side
  const bedX = side > 0 ? xr - 1.6 : xl + 1.6
  headboard(c, cam, bedX, floorY, zb, r.pick([...c.place.accents, P.sage, '#b9a58a']))
  for (const sx of [-1, 1]) {
    const nx = bedX + sx * 1.3
    const nc = shades(c, r.pick(c.place.woods))
    box(c, cam, { x0: nx - 0.25, x1: nx + 0.25, y0: floorY - 0.5, y1: floorY, z0: zb - 0.5, z1: zb - 0.05 }, nc[0], nc[1], nc[2])
    tableLamp(c, cam, nx, floorY - 0.5, zb - 0.28, lights, P.cream)
  }
  const duvet = '#f7f3ec'
  box(
    c,
    cam,
    { x0: bedX - 1.0, x1: bedX + 1.0, y0: floorY - 0.62, y1: floorY - 0.08, z0: zb - 2.2, z1: zb - 0.08 },
    t(mix(duvet, m.shadow, 0.08)),
    t(duvet),
    t(mix(duvet, m.shadow, 0.16)),
  )
  const pz = zb - 0.3
  const pk = cam.k(pz)
  for (const px of [-0.45, 0.45]) {
    const [x, y] = cam.p(bedX + px, floorY - 0.58, pz)
    s.add(rrect(x - 0.36 * pk, y - 0.45 * pk, 0.72 * pk, 0.45 * pk, 0.1 * pk, t('#ffffff')))
  }
  box(
    c,
    cam,
    { x0: bedX - 1.03, x1: bedX + 1.03, y0: floorY - 0.64, y1: floorY - 0.3, z0: zb - 2.22, z1: zb - 1.65 },
    t(c.accent2),
    t(lighten(c.accent2, 0.1)),
    t(darken(c.accent2, 0.2)),
  )
  // rug + sofa + coffee table in front of the window
  const sx = (wX0 + wX1) / 2 + r.jit(0, 0.3)
  const sz = zb - r.range(3.2, 3.6)
  const rugC = mix(c.accent, P.cream, 0.6)
  s.add(
    poly(
      cam.q([
        [sx - 1.7, floorY, sz - 1.9],
        [sx + 1.7, floorY, sz - 1.9],
        [sx + 1.7, floorY, sz + 1.2],
        [sx - 1.7, floorY, sz + 1.2],
      ]),
      t(rugC),
    ),
  )
  // sofa faces the camera with its back to the window
  sofa(c, cam, sx, sz, r.range(2.2, 2.6), floorY, r.pick([...c.place.accents, P.cream, '#c9b79c']), c.accent)
  const tc = shades(c, r.pick([...c.place.woods, '#d8cdbd', P.charcoal]))
  box(c, cam, { x0: sx - 0.6, x1: sx + 0.6, y0: floorY - 0.4, y1: floorY - 0.34, z0: sz - 1.2, z1: sz - 0.55 }, tc[0], tc[1], tc[2])
  box(c, cam, { x0: sx - 0.5, x1: sx + 0.5, y0: floorY - 0.34, y1: floorY, z0: sz - 1.12, z1: sz - 0.63 }, t(darken(tc[0], 0.2)), tc[1], t(darken(tc[2], 0.2)))
  const [vx, vy] = cam.p(sx + 0.25, floorY - 0.4, sz - 0.85)
  const vk = cam.k(sz - 0.85)
  s.add(
    path(
      `M${f(vx - 0.07 * vk)} ${f(vy)}Q${f(vx - 0.1 * vk)} ${f(vy - 0.15 * vk)} ${f(vx - 0.03 * vk)} ${f(vy - 0.22 * vk)}h${f(0.06 * vk)}Q${f(vx + 0.1 * vk)} ${f(vy - 0.15 * vk)} ${f(vx + 0.07 * vk)} ${f(vy)}Z`,
      t(P.ivory),
    ),
  )
  for (let i = 0; i < 5; i++) s.add(circle(vx + r.jit(0, 0.1 * vk), vy - 0.3 * vk + r.jit(0, 0.07 * vk), 0.05 * vk, t(r.pick([P.blush, '#f3e9d6', P.ochre]))))
  const [bx, by] = cam.p(sx - 0.3, floorY - 0.4, sz - 0.85)
  s.add(rect(bx - 0.14 * vk, by - 0.05 * vk, 0.28 * vk, 0.05 * vk, t(c.accent2)), rect(bx - 0.12 * vk, by - 0.09 * vk, 0.24 * vk, 0.04 * vk, t(P.cream)))
  // floor lamp
  const fx = side > 0 ? wX0 + 0.1 : wX1 - 0.1
  const [flx, fly] = cam.p(fx, floorY, sz + 0.4)
  const fk = cam.k(sz + 0.4)
  s.add(stroke(`M${f(flx)} ${f(fly)}V${f(fly - 1.55 * fk)}`, t(P.brass), Math.max(2, 0.02 * fk)))
  s.add(
    path(
      `M${f(flx - 0.16 * fk)} ${f(fly - 1.5 * fk)}L${f(flx - 0.1 * fk)} ${f(fly - 1.78 * fk)}H${f(flx + 0.1 * fk)}L${f(flx + 0.16 * fk)} ${f(fly - 1.5 * fk)}Z`,
      mix(t(P.cream), P.lamp, 0.3 + 0.5 * m.lights),
    ),
  )
  lights.push({ x: flx, y: fly - 1.55 * fk, r: 0.9 * fk, a: 0.25 + 0.35 * m.lights, color: P.lamp })
  const [ppx, ppy] = cam.p(side > 0 ? wX1 + 0.35 : wX0 - 0.35, floorY, zb - 0.5)
  pottedPlant(c, ppx, ppy, cam.k(zb - 0.5) * 1.7, plantKind(c), r.pick([P.terracotta, '#e8e1d5', P.charcoal]))
  if (c.place.style === 'hoian')
    hangingLanterns(c, cam, ceilY, [
      [sx - 1.2, sz + 0.6],
      [sx + 1.2, sz + 0.6],
      [bedX, zb - 1.2],
    ])
  ambient(c, lights)
}

// ================================================================ lobby

export function lobby(c: Ctx): void {
  const { s, r, m, t } = c
  const floorY = 1.55
  const ceilY = floorY - r.range(5.5, 6.5)
  const RW = r.range(11, 13)
  const zb = r.range(11, 13)
  const cam = new Cam(r.range(880, 980), W / 2 + r.jit(0, 40), H * r.range(0.5, 0.56), r.jit(0, 0.6))
  const xl = -RW / 2
  const xr = RW / 2
  const wall = r.pick(c.place.style === 'classic' || c.place.style === 'swiss' || c.place.style === 'deco' ? ['#e9dfcf', '#e3d3bd', '#d9c9b4', '#e8d9c9'] : c.place.walls)
  const lights: Light[] = []
  const allViews = ['tokyo', 'thai', 'bali', 'hoian', 'riviera'].includes(c.place.style)
  const sh = shell(c, cam, xl, xr, floorY, ceilY, zb, wall, r.chance(0.5))
  // coffered ceiling
  let cof = ''
  for (let x = xl; x <= xr + 0.01; x += RW / 6)
    cof += pd(
      cam.q([
        [x, ceilY, 0.6],
        [x, ceilY, zb],
      ]),
    )
  for (let z = zb; z > 0.8; z -= 1.6)
    cof += pd(
      cam.q([
        [xl, ceilY, z],
        [xr, ceilY, z],
      ]),
    )
  s.add(stroke(cof, t(lighten(wall, 0.35)), 5), stroke(cof, t(mix(wall, m.shadow, 0.2)), 1.5, so(0.6)))
  // floor: checkerboard marble
  const fa = r.pick(['#ece4d6', '#efe8dc', '#e6dccb'])
  const fb = r.pick(['#2f3b37', '#7a3a2c', '#3c4a5c', '#9c8a70', '#1f2a2a'])
  tiles(c, cam, xl, xr, floorY, 0.6, zb, r.pick([0.8, 1.0, 1.2]), fa, fb)
  // arches in the back wall
  const n = r.pick([3, 3, 5])
  const span = RW / n
  const k = cam.k(zb)
  const gold = t(P.brass)
  for (let i = 0; i < n; i++) {
    const cx = xl + span * (i + 0.5)
    const aw = span * (i === (n - 1) / 2 ? 0.62 : 0.52)
    const topY = ceilY + 0.9
    const [x0, yTop] = cam.p(cx - aw / 2, topY, zb)
    const [x1, y1] = cam.p(cx + aw / 2, floorY, zb)
    const rr = (x1 - x0) / 2
    const y0 = yTop + rr
    const archD = (a: number, b: number, yt: number) =>
      `M${f(a)} ${f(y1)}V${f(yt + (b - a) / 2)}A${f((b - a) / 2)} ${f((b - a) / 2)} 0 0 1 ${f(b)} ${f(yt + (b - a) / 2)}V${f(y1)}Z`
    const d = archD(x0, x1, yTop)
    s.add(path(archD(x0 - 0.2 * k, x1 + 0.2 * k, yTop - 0.2 * k), t(lighten(wall, 0.25))))
    if (allViews || (i === (n - 1) / 2 && r.chance(0.6))) {
      // the view beyond the arch: the place's own (a garden, the city from the sky lobby, the river)
      drawView(c, r.fork(), x0, yTop, x1, y1, c.view, 0.6)
      s.add(path(`M${f(x0 - 1)} ${f(yTop - 1)}H${f(x1 + 1)}V${f(y0)}A${f(rr)} ${f(rr)} 0 0 0 ${f(x0 - 1)} ${f(y0)}Z`, t(lighten(wall, 0.25))))
      s.add(stroke(d, t(lighten(wall, 0.25)), 0.1 * k))
    } else {
      s.add(
        path(
          d,
          s.lin([
            [0, t(mix(wall, P.charcoal, 0.55))],
            [1, t(mix(wall, P.charcoal, 0.35))],
          ]),
        ),
      )
      lights.push({ x: (x0 + x1) / 2, y: y0, r: rr * 1.2, a: 0.25, color: P.lamp })
    }
  }
  // colonnade on both sides
  const colC = r.pick(['#efe7da', '#e2d6c2', '#d9cbb4'])
  const colZ: number[] = []
  for (let z = zb - 1.2; z > 1.5; z -= r.range(2.6, 3.2)) colZ.push(z)
  for (const z of colZ) {
    for (const sx of [xl + 0.9, xr - 0.9]) {
      const ck = cam.k(z)
      const [x, y1] = cam.p(sx, floorY, z)
      const [, y0] = cam.p(sx, ceilY, z)
      const w = 0.55 * ck
      const lit = sx < 0
      s.add(
        rect(
          x - w / 2,
          y0,
          w,
          y1 - y0,
          s.lin(
            [
              [0, t(lit ? lighten(colC, 0.1) : darken(colC, 0.1))],
              [0.35, t(lighten(colC, 0.15))],
              [1, t(mix(colC, m.shadow, 0.3))],
            ],
            'h',
          ),
        ),
      )
      s.add(rect(x - w * 0.7, y1 - 0.35 * ck, w * 1.4, 0.35 * ck, t(darken(colC, 0.05))), rect(x - w * 0.75, y0, w * 1.5, 0.4 * ck, t(lighten(colC, 0.1))))
      s.add(rect(x - w * 0.6, y0 + 0.4 * ck, w * 1.2, 0.12 * ck, gold))
    }
  }
  // reception desk
  const dx = r.jit(0, 1.5)
  const dz = zb - 2.4
  const dw = r.range(1.6, 2.4)
  const desk = r.pick([P.walnut, '#e8e0d2', P.teal, P.navy])
  // key wall behind
  const [kx0, ky0] = cam.p(dx - dw, floorY - 2.6, zb - 0.02)
  const [kx1, ky1] = cam.p(dx + dw, floorY - 1.1, zb - 0.02)
  s.add(rect(kx0, ky0, kx1 - kx0, ky1 - ky0, t(P.walnut)))
  let cub = ''
  const cols = 12
  const rows = 5
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const cw = (kx1 - kx0) / cols
      const chh = (ky1 - ky0) / rows
      cub += `M${f(kx0 + i * cw + 2)} ${f(ky0 + j * chh + 2)}h${f(cw - 4)}v${f(chh - 4)}h${f(-cw + 4)}Z`
    }
  s.add(path(cub, t(darken(P.walnut, 0.35))))
  box(c, cam, { x0: dx - dw, x1: dx + dw, y0: floorY - 1.1, y1: floorY, z0: dz, z1: dz + 0.7 }, t(desk), t(lighten(desk, 0.2)), t(darken(desk, 0.2)))
  let flute = ''
  for (let x = dx - dw + 0.1; x < dx + dw; x += 0.12)
    flute += pd(
      cam.q([
        [x, floorY - 1.0, dz],
        [x, floorY - 0.05, dz],
      ]),
    )
  s.add(stroke(flute, t(darken(desk, 0.35)), 2, so(0.5)))
  box(c, cam, { x0: dx - dw - 0.05, x1: dx + dw + 0.05, y0: floorY - 1.16, y1: floorY - 1.1, z0: dz - 0.05, z1: dz + 0.75 }, gold, t(lighten(P.brass, 0.3)), gold)
  for (const lx of [dx - dw * 0.6, dx + dw * 0.6]) tableLamp(c, cam, lx, floorY - 1.16, dz + 0.4, lights, P.cream)
  // chandelier
  const chZ = zb * r.range(0.5, 0.62)
  const chX = r.jit(0, 0.6)
  const chY = ceilY + r.range(1.6, 2.1)
  const [cx, cy] = cam.p(chX, chY, chZ)
  const [, ctop] = cam.p(chX, ceilY, chZ)
  const ck = cam.k(chZ)
  s.add(stroke(`M${f(cx)} ${f(ctop)}V${f(cy - 0.6 * ck)}`, gold, 2))
  const tiersN = r.int(2, 3)
  for (let i = 0; i < tiersN; i++) {
    const ty = cy - 0.45 * ck + i * 0.35 * ck
    const rx = (0.55 + i * 0.35) * ck
    const ry = rx * 0.18
    s.add(stroke(`M${f(cx - rx)} ${f(ty)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0`, gold, Math.max(2, 0.03 * ck)))
    const nb = 8 + i * 4
    let drops = ''
    for (let j = 0; j < nb; j++) {
      const a = (j / nb) * Math.PI * 2
      const bx = cx + Math.cos(a) * rx
      const by = ty + Math.sin(a) * ry
      lights.push({ x: bx, y: by - 0.08 * ck, r: 0.3 * ck, a: 0.55, color: P.lampHot })
      drops += `M${f(bx)} ${f(by)}v${f(0.12 * ck)}`
      s.add(rect(bx - 0.015 * ck, by - 0.1 * ck, 0.03 * ck, 0.1 * ck, t(P.ivory)))
    }
    s.add(stroke(drops, '#fff6e0', 1.5, so(0.7)))
    s.add(stroke(`M${f(cx)} ${f(cy - 0.6 * ck)}L${f(cx - rx)} ${f(ty)}M${f(cx)} ${f(cy - 0.6 * ck)}L${f(cx + rx)} ${f(ty)}`, gold, 1.5, so(0.8)))
  }
  lights.push({ x: cx, y: cy, r: 2.6 * ck, a: 0.35, color: P.lamp })
  s.add(glowE(s, cx, cam.p(chX, floorY, chZ)[1], 1.6 * ck, 0.25 * ck, P.lamp, 0.35))
  // potted palms + armchairs
  for (const sx of [-1, 1]) {
    const pz = r.range(4.2, 5.0)
    const [px, py] = cam.p(sx * r.range(2.5, 2.9), floorY, pz)
    pottedPlant(c, px, py, cam.k(pz) * 1.9, plantKind(c), r.pick([P.brass, P.ivory, P.terracotta]))
  }
  if (r.chance(0.7)) {
    const ax = r.jit(0, 1.2)
    const az = r.range(3.4, 4.2)
    const acol = r.pick([P.terracotta, P.teal, P.navy, P.oxblood, P.ochre])
    const rug = r.pick(['#c9a27a', '#b88068', '#8d9a8a', '#d9c2a0'])
    s.add(
      poly(
        cam.q([
          [ax - 2.0, floorY, az - 1.1],
          [ax + 2.0, floorY, az - 1.1],
          [ax + 2.0, floorY, az + 1.4],
          [ax - 2.0, floorY, az + 1.4],
        ]),
        t(rug),
      ),
    )
    s.add(
      stroke(
        pd(
          cam.q([
            [ax - 1.85, floorY, az - 1.0],
            [ax + 1.85, floorY, az - 1.0],
            [ax + 1.85, floorY, az + 1.3],
            [ax - 1.85, floorY, az + 1.3],
          ]),
          true,
        ),
        t(darken(rug, 0.3)),
        3,
        so(0.7),
      ),
    )
    for (const sx of [-1.2, 1.2]) sofa(c, cam, ax + sx, az, 1.05, floorY, acol, mix(c.accent2, P.cream, 0.3), true)
    // round pedestal table
    const [tx, ty] = cam.p(ax, floorY - 0.5, az + 0.2)
    const [, tb] = cam.p(ax, floorY, az + 0.2)
    const tk = cam.k(az + 0.2)
    s.add(rect(tx - 0.05 * tk, ty, 0.1 * tk, tb - ty, t(P.brass)), ellipse(tx, tb, 0.22 * tk, 0.04 * tk, t(darken(P.brass, 0.2))))
    s.add(ellipse(tx, ty + 0.02 * tk, 0.42 * tk, 0.1 * tk, t(darken(P.marble, 0.2))), ellipse(tx, ty, 0.42 * tk, 0.1 * tk, t(P.marble)))
    const [fx, fy] = cam.p(ax, floorY - 0.5, az + 0.2)
    const fk = cam.k(az + 0.15)
    s.add(path(`M${f(fx - 0.1 * fk)} ${f(fy)}L${f(fx - 0.14 * fk)} ${f(fy - 0.3 * fk)}H${f(fx + 0.14 * fk)}L${f(fx + 0.1 * fk)} ${f(fy)}Z`, t(P.ivory)))
    const fr = r.fork()
    let lv = ''
    for (let i = 0; i < 10; i++) lv += blob(fr, fx + fr.jit(0, 0.35 * fk), fy - 0.45 * fk + fr.jit(0, 0.18 * fk), 0.12 * fk, 0.07 * fk, 7, 0.2, fr.range(-1, 1))
    s.add(path(lv, t(P.moss)))
    const bl: [string, string] = ['', '']
    for (let i = 0; i < 16; i++) bl[i % 2] += blob(fr, fx + fr.jit(0, 0.3 * fk), fy - 0.5 * fk + fr.jit(0, 0.2 * fk), 0.06 * fk, 0.06 * fk, 6, 0.2)
    s.add(path(bl[0], t('#f3d6d8')), path(bl[1], t('#e8a0a8')))
  }
  ambient(c, lights, 0.45)
  void sh
}

// ================================================================ bathroom

export function bathroom(c: Ctx): void {
  const { s, r, m, t } = c
  const floorY = r.range(1.1, 1.3)
  const ceilY = floorY - 2.9
  const RW = r.range(4.8, 5.8)
  const zb = r.range(4.2, 5.0)
  const cam = new Cam(r.range(1000, 1100), W / 2 + r.jit(0, 50), H * r.range(0.42, 0.48), r.jit(0, 0.3))
  const xl = -RW / 2
  const xr = RW / 2
  const style = c.place.style
  // walls: white marble, black-veined, green marble, grey granite, stone, or glazed tiles
  const surface = (
    {
      classic: 'marble',
      riviera: r.chance(0.5) ? 'marble' : 'tiles',
      swiss: 'granite',
      ryokan: 'marble',
      tokyo: 'marble',
      deco: 'marble',
      thai: 'green',
      bali: 'stone',
      hoian: 'tiles',
    } as const
  )[style]
  const marble = surface === 'marble' || surface === 'green' || surface === 'granite'
  const wall = { marble: style === 'deco' ? '#e9e6e0' : r.pick(['#eee9e1', '#e9e2d8']), green: '#4f7a66', granite: '#8f9290', stone: '#a89a84', tiles: '#d6cbb8' }[
    surface
  ]
  const veinC = surface === 'green' ? '#cfe0d4' : surface === 'granite' ? '#c9cbc6' : surface === 'stone' ? '#7a6e5e' : style === 'deco' ? '#2a2826' : '#a89e94'
  const lights: Light[] = []
  const winX = r.jit(0, 0.6)
  const sh = shell(c, cam, xl, xr, floorY, ceilY, zb, wall, winX < 0)
  const k = cam.k(zb)
  if (marble) {
    let vein = ''
    const vr = r.fork()
    for (let i = 0; i < 14; i++) {
      let [x, y] = cam.p(xl + vr() * RW, ceilY + vr() * 2.6, zb)
      vein += `M${f(x)} ${f(y)}`
      for (let j = 0; j < 6; j++) {
        x += vr.range(20, 60)
        y += vr.jit(0, 40)
        vein += `L${f(x)} ${f(y)}`
      }
    }
    s.add(stroke(vein, t(veinC), 1.6, so(0.45)))
  } else {
    // zellige tiles to two thirds
    const [tx0, ty0] = cam.p(xl, floorY - 1.6, zb)
    const [tx1, ty1] = cam.p(xr, floorY, zb)
    const tc =
      style === 'hoian'
        ? r.pick(['#3d7a6a', '#4f8a72'])
        : style === 'riviera'
          ? r.pick(['#5f93b8', '#8fb4c8'])
          : r.pick([P.tealLight, P.sage, '#e9e3d8', P.clay, '#7f9c96'])
    s.add(rect(tx0, ty0, tx1 - tx0, ty1 - ty0, t(tc)))
    let d = ''
    const ts = 0.1 * k
    const tr = r.fork()
    for (let y = ty0; y < ty1; y += ts) for (let x = tx0; x < tx1; x += ts) if (tr.chance(0.35)) d += `M${f(x + 1)} ${f(y + 1)}h${f(ts - 2)}v${f(ts - 2)}h${f(-ts + 2)}Z`
    s.add(path(d, t(lighten(tc, 0.12)), fo(0.7)))
    let g = ''
    for (let y = ty0; y < ty1; y += ts) g += `M${f(tx0)} ${f(y)}H${f(tx1)}`
    for (let x = tx0; x < tx1; x += ts) g += `M${f(x)} ${f(ty0)}V${f(ty1)}`
    s.add(stroke(g, t(lighten(tc, 0.4)), 1.2, so(0.6)))
  }
  tiles(c, cam, xl, xr, floorY, 0.5, zb, 0.6, r.pick(['#e7e0d4', '#d8cdbb', '#cfc6b9']), r.pick(['#dcd3c4', '#c9bcaa', '#c2b8aa']))
  // window: above the tub, or a wall of glass with the tub set before it
  const look = windowLook(c)
  const panoramic = look.width[0] >= 2.1
  const wW = panoramic ? Math.min(RW - 1.4, r.range(2.6, 3.2)) : r.range(look.width[0], look.width[1])
  const wy0 = ceilY + (panoramic ? look.top : 0.45)
  const wy1 = panoramic ? floorY - look.bottom : floorY - 1.05
  backWindow(c, sh, winX - wW / 2, winX + wW / 2, wy0, wy1, panoramic ? look.cols : 2, { ...look, rail: false })
  sunPatch(c, sh, winX - wW / 2, winX + wW / 2, r.jit(0, 0.8), 2.4)
  // plant + towel ladder + stool
  const plSide = r.chance(0.5) ? -1 : 1
  const [px, py] = cam.p(plSide * (RW / 2 - 0.55), floorY, zb - 0.5)
  pottedPlant(c, px, py, cam.k(zb - 0.5) * 1.5, plantKind(c), r.pick([P.terracotta, '#e8e1d5', P.charcoal]))
  const lx = -plSide * (RW / 2 - 0.6)
  const [l0x, l0y] = cam.p(lx, floorY, zb - 0.35)
  const [l1x, l1y] = cam.p(lx + 0.1, floorY - 1.7, zb - 0.05)
  const lk = cam.k(zb - 0.3)
  const wood = t(P.oak)
  s.add(
    stroke(`M${f(l0x - 0.2 * lk)} ${f(l0y)}L${f(l1x - 0.2 * lk)} ${f(l1y)}M${f(l0x + 0.2 * lk)} ${f(l0y)}L${f(l1x + 0.2 * lk)} ${f(l1y)}`, wood, Math.max(2, 0.03 * lk)),
  )
  let rungs = ''
  for (let i = 1; i < 5; i++) {
    const u = i / 5
    const x = l0x + (l1x - l0x) * u
    const y = l0y + (l1y - l0y) * u
    rungs += `M${f(x - 0.2 * lk)} ${f(y)}h${f(0.4 * lk)}`
  }
  s.add(stroke(rungs, wood, Math.max(2, 0.025 * lk)))
  const tw = l0x + (l1x - l0x) * 0.6
  const twy = l0y + (l1y - l0y) * 0.6
  s.add(rrect(tw - 0.22 * lk, twy, 0.44 * lk, 0.55 * lk, 0.03 * lk, t(r.pick([P.cream, c.accent, P.sand]))))
  s.add(rect(tw - 0.22 * lk, twy + 0.42 * lk, 0.44 * lk, 0.04 * lk, t(c.accent2), fo(0.8)))
  // tub
  const tz = zb - r.range(1.0, 1.3)
  const tx = winX + r.jit(0, 0.4)
  const tk = cam.k(tz)
  const [cx] = cam.p(tx, floorY - 0.6, tz)
  const [, nearY] = cam.p(tx, floorY - 0.6, tz - 0.4)
  const [, farY] = cam.p(tx, floorY - 0.6, tz + 0.4)
  const [, baseY] = cam.p(tx, floorY - 0.08, tz - 0.2)
  const rx = 0.85 * tk
  const ry = (nearY - farY) / 2
  const rimC = (nearY + farY) / 2
  const outside = r.pick(['#f8f5ef', '#f8f5ef', P.navy, P.olive, P.terracotta, P.charcoal, P.sage])
  s.add(glowE(s, cx, cam.p(tx, floorY, tz)[1], rx * 1.3, ry * 1.4, m.shadow, 0.35))
  s.add(
    path(
      `M${f(cx - rx)} ${f(rimC)}C${f(cx - rx)} ${f(baseY - ry * 0.4)} ${f(cx - rx * 0.75)} ${f(baseY)} ${f(cx - rx * 0.55)} ${f(baseY)}H${f(cx + rx * 0.55)}C${f(cx + rx * 0.75)} ${f(baseY)} ${f(cx + rx)} ${f(baseY - ry * 0.4)} ${f(cx + rx)} ${f(rimC)}Z`,
      s.lin(
        [
          [0, t(mix(outside, m.shadow, 0.15))],
          [0.35, t(lighten(outside, 0.08))],
          [1, t(mix(outside, m.shadow, 0.35))],
        ],
        'h',
      ),
    ),
  )
  s.add(ellipse(cx, rimC, rx, ry, t('#fbf9f4')))
  s.add(
    ellipse(
      cx,
      rimC + ry * 0.08,
      rx * 0.9,
      ry * 0.78,
      s.lin([
        [0, t('#cfd8d6')],
        [1, t('#9ec3c6')],
      ]),
    ),
  )
  s.add(ellipse(cx - rx * 0.3, rimC, rx * 0.25, ry * 0.2, '#ffffff', fo(0.35)))
  if (r.chance(0.5)) for (const fx of [-0.6, 0.55]) s.add(path(`M${f(cx + fx * rx)} ${f(baseY - 4)}l${f(-0.05 * tk)} ${f(0.1 * tk)}h${f(0.09 * tk)}Z`, t(P.brass)))
  // floor-standing tap
  const [fx, fy] = cam.p(tx + 1.0, floorY, tz)
  const ftk = cam.k(tz)
  s.add(
    stroke(
      `M${f(fx)} ${f(fy)}V${f(fy - 0.95 * ftk)}q0 ${f(-0.12 * ftk)} ${f(-0.12 * ftk)} ${f(-0.12 * ftk)}q${f(-0.1 * ftk)} 0 ${f(-0.14 * ftk)} ${f(0.08 * ftk)}`,
      t(P.brass),
      Math.max(2, 0.03 * ftk),
    ),
  )
  // stool with candles
  const stx = tx + (plSide > 0 ? -1.4 : 1.4)
  const sc = shades(c, P.oak)
  box(c, cam, { x0: stx - 0.2, x1: stx + 0.2, y0: floorY - 0.45, y1: floorY, z0: tz - 0.6, z1: tz - 0.2 }, sc[0], sc[1], sc[2])
  const [cdx, cdy] = cam.p(stx, floorY - 0.45, tz - 0.4)
  const ckk = cam.k(tz - 0.4)
  for (const [ox, hh] of [
    [-0.07, 0.14],
    [0.06, 0.09],
  ] as const) {
    s.add(rect(cdx + ox * ckk - 0.04 * ckk, cdy - hh * ckk, 0.08 * ckk, hh * ckk, t(P.ivory)))
    lights.push({ x: cdx + ox * ckk, y: cdy - (hh + 0.04) * ckk, r: 0.25 * ckk, a: 0.5, color: P.lamp })
    s.add(ellipse(cdx + ox * ckk, cdy - (hh + 0.03) * ckk, 0.012 * ckk, 0.03 * ckk, P.lampHot))
  }
  // pendant or sconces
  for (const sx of [winX - wW / 2 - 0.45, winX + wW / 2 + 0.45]) {
    const [wx, wy] = cam.p(sx, floorY - 1.9, zb - 0.05)
    s.add(rect(wx - 0.04 * k, wy - 0.02 * k, 0.08 * k, 0.1 * k, t(P.brass)))
    s.add(circle(wx, wy - 0.08 * k, 0.09 * k, mix(t('#f3ead8'), P.lampHot, 0.3 + 0.6 * m.lights)))
    lights.push({ x: wx, y: wy - 0.08 * k, r: 0.8 * k, a: 0.2 + 0.3 * m.lights, color: P.lamp })
  }
  ambient(c, lights)
}

// ================================================================ bar (frontal)

function bottle(x: number, base: number, h: number, w: number, kind: number): string {
  const neck = w * 0.28
  const sh = base - h * (kind === 2 ? 0.45 : 0.62)
  const top = base - h
  if (kind === 1) {
    // squat decanter
    return `M${f(x - w / 2)} ${f(base)}V${f(sh + w * 0.2)}Q${f(x - w / 2)} ${f(sh)} ${f(x - neck)} ${f(sh - w * 0.1)}V${f(top)}H${f(x + neck)}V${f(sh - w * 0.1)}Q${f(x + w / 2)} ${f(sh)} ${f(x + w / 2)} ${f(sh + w * 0.2)}V${f(base)}Z`
  }
  return `M${f(x - w / 2)} ${f(base)}V${f(sh)}Q${f(x - w / 2)} ${f(sh - h * 0.12)} ${f(x - neck / 2)} ${f(sh - h * 0.16)}V${f(top)}H${f(x + neck / 2)}V${f(sh - h * 0.16)}Q${f(x + w / 2)} ${f(sh - h * 0.12)} ${f(x + w / 2)} ${f(sh)}V${f(base)}Z`
}

export function bar(c: Ctx): void {
  const { s, r, m, t } = c
  const lights: Light[] = []
  const wallC = r.pick([P.teal, P.navy, P.oxblood, '#2f3a33', '#3b2f2a'])
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.lin([
        [0, t(darken(wallC, 0.25))],
        [1, t(wallC)],
      ]),
    ),
  )
  // wall panelling
  let pan = ''
  for (let x = 40; x < W; x += 160) pan += `M${f(x)} 0V${f(H)}`
  s.add(stroke(pan, t(darken(wallC, 0.3)), 6, so(0.5)))
  const counter = H * r.range(0.62, 0.68)
  // back bar
  const bx0 = W * r.range(0.08, 0.2)
  const bx1 = W - W * r.range(0.08, 0.2)
  const top = H * r.range(0.08, 0.16)
  const frame = t(r.pick([P.walnut, P.brass, '#2a2320']))
  const arch = r.chance(0.5)
  const bw = bx1 - bx0
  if (arch)
    s.add(
      path(
        `M${f(bx0)} ${f(counter)}V${f(top + bw * 0.18)}Q${f(bx0)} ${f(top)} ${f(bx0 + bw * 0.5)} ${f(top)}Q${f(bx1)} ${f(top)} ${f(bx1)} ${f(top + bw * 0.18)}V${f(counter)}Z`,
        frame,
      ),
    )
  else s.add(rect(bx0, top, bw, counter - top, frame))
  const ix0 = bx0 + 18
  const ix1 = bx1 - 18
  const iTop = top + (arch ? bw * 0.12 : 18)
  const iw = ix1 - ix0
  const inner = arch
    ? `M${f(ix0)} ${f(counter)}V${f(top + 18 + bw * 0.18)}Q${f(ix0)} ${f(top + 18)} ${f(ix0 + iw * 0.5)} ${f(top + 18)}Q${f(ix1)} ${f(top + 18)} ${f(ix1)} ${f(top + 18 + bw * 0.18)}V${f(counter)}Z`
    : `M${f(ix0)} ${f(counter)}V${f(iTop)}H${f(ix1)}V${f(counter)}Z`
  s.add(
    path(
      inner,
      s.lin([
        [0, t(mix(wallC, '#c9a86a', 0.35))],
        [1, t(mix(wallC, '#7a5a3a', 0.5))],
      ]),
    ),
  )
  // mirror sheen
  s.add(path(`M${f(ix0 + 40)} ${f(counter)}L${f(ix0 + 200)} ${f(iTop)}h60L${f(ix0 + 100)} ${f(counter)}Z`, '#ffffff', fo(0.06)))
  const shelves = r.int(3, 4)
  const shH = (counter - 40 - iTop) / shelves
  const cols = ['#b8621f', '#d9a040', '#3f6b3a', '#9fc0c4', '#7a1f1f', '#e8dcc0', '#5a3a1a', '#2f4f4f']
  const byCol: string[] = cols.map(() => '')
  let hi = ''
  for (let i = 0; i < shelves; i++) {
    const y = iTop + (i + 1) * shH
    lights.push({ x: (ix0 + ix1) / 2, y: y - shH * 0.5, r: 0, a: 0, color: P.lamp })
    s.add(
      rect(
        ix0,
        y - shH + 6,
        ix1 - ix0,
        shH - 8,
        s.lin([
          [0, '#ffd79a', 0],
          [1, '#ffcf85', 0.35 + 0.35 * m.lights],
        ]),
      ),
    )
    let x = ix0 + r.range(10, 30)
    while (x < ix1 - 30) {
      const w = r.range(22, 40)
      const h = r.range(shH * 0.45, shH * 0.82)
      const kind = r.int(0, 2)
      byCol[r.int(0, cols.length - 1)] += bottle(x + w / 2, y, h, w, kind)
      hi += `M${f(x + w * 0.22)} ${f(y - h * 0.5)}v${f(h * 0.35)}h${f(w * 0.1)}v${f(-h * 0.35)}Z`
      x += w + r.range(4, 14)
    }
    s.add(rect(ix0 - 6, y, ix1 - ix0 + 12, 10, t(P.brass)))
  }
  byCol.forEach((d, i) => d && s.add(path(d, t(at(cols, i), 0.6), fo(0.92))))
  s.add(path(hi, '#fff4dc', fo(0.45)))
  // pendant lamps
  const np = r.int(3, 5)
  const shade = r.pick(['dome', 'globe', 'cone'] as const)
  const shadeC = r.pick([P.brass, '#e9dcc4', P.teal, '#2a2320'])
  for (let i = 0; i < np; i++) {
    const x = W * (0.12 + (0.76 * (i + 0.5)) / np) + r.jit(0, 20)
    const y = H * r.range(0.2, 0.3)
    s.add(stroke(`M${f(x)} 0V${f(y)}`, '#1a1714', 2))
    // light cone
    s.add(
      path(
        `M${f(x - 30)} ${f(y + 20)}L${f(x + 30)} ${f(y + 20)}L${f(x + 170)} ${f(counter)}L${f(x - 170)} ${f(counter)}Z`,
        s.lin([
          [0, P.lamp, 0.22 + 0.1 * m.lights],
          [1, P.lamp, 0],
        ]),
      ),
    )
    if (shade === 'globe')
      s.add(
        circle(
          x,
          y + 30,
          34,
          s.rad([
            [0, P.lampHot],
            [0.7, '#ffd89a'],
            [1, '#e9b060'],
          ]),
        ),
      )
    else if (shade === 'dome')
      s.add(
        path(
          `M${f(x - 58)} ${f(y + 38)}Q${f(x - 56)} ${f(y - 4)} ${f(x)} ${f(y - 4)}Q${f(x + 56)} ${f(y - 4)} ${f(x + 58)} ${f(y + 38)}Z`,
          s.lin([
            [0, t(lighten(shadeC, 0.2))],
            [1, t(shadeC)],
          ]),
        ),
        ellipse(x, y + 38, 50, 8, P.lampHot),
      )
    else s.add(path(`M${f(x - 14)} ${f(y)}h28L${f(x + 44)} ${f(y + 60)}H${f(x - 44)}Z`, t(shadeC)), ellipse(x, y + 60, 40, 7, P.lampHot))
    lights.push({ x, y: y + 44, r: 180, a: 0.4, color: P.lamp })
    lights.push({ x, y: counter, r: 150, a: 0.25, color: P.lamp })
  }
  // counter
  const topC = r.pick(['#ece6dc', '#d9cfc0', '#2e2b28'])
  const frontC = r.pick([P.walnut, P.teal, P.oxblood, '#c9b79a', P.navy])
  s.add(
    rect(
      0,
      counter,
      W,
      26,
      s.lin([
        [0, t(lighten(topC, 0.1))],
        [1, t(topC)],
      ]),
    ),
  )
  s.add(rect(0, counter + 26, W, 10, t(P.brass)))
  s.add(
    rect(
      0,
      counter + 36,
      W,
      H - counter - 36,
      s.lin([
        [0, t(darken(frontC, 0.1))],
        [1, t(darken(frontC, 0.4))],
      ]),
    ),
  )
  let fl = ''
  for (let x = 0; x < W; x += 26) fl += `M${f(x)} ${f(counter + 40)}h10V${f(H)}h-10Z`
  s.add(path(fl, t(lighten(frontC, 0.15)), fo(0.35)))
  s.add(rect(0, H - 120, W, 12, t(P.brass)), rect(0, H - 108, W, 6, t(m.shadow), fo(0.4)))
  // glasses on the counter
  const ng = r.int(2, 4)
  for (let i = 0; i < ng; i++) {
    const x = r.range(W * 0.12, W * 0.88)
    const y = counter + 14
    const drink = r.pick(['#e4823a', '#c93f3f', '#f1d780', '#9fc6a0', '#f4ead2'])
    if (r.chance(0.5)) {
      // coupe
      s.add(path(`M${f(x - 40)} ${f(y - 90)}Q${f(x)} ${f(y - 40)} ${f(x + 40)} ${f(y - 90)}Z`, drink, fo(0.9)))
      s.add(
        stroke(
          `M${f(x - 42)} ${f(y - 92)}Q${f(x)} ${f(y - 38)} ${f(x + 42)} ${f(y - 92)}M${f(x)} ${f(y - 66)}V${f(y - 4)}M${f(x - 22)} ${f(y - 2)}h44`,
          '#f6f1e6',
          3,
          so(0.85),
        ),
      )
    } else {
      s.add(rect(x - 26, y - 64, 52, 62, '#f6f1e6', fo(0.25)), rect(x - 24, y - 40, 48, 38, drink, fo(0.85)), rect(x - 14, y - 52, 20, 20, '#ffffff', fo(0.5)))
      s.add(stroke(`M${f(x - 26)} ${f(y - 64)}V${f(y - 2)}H${f(x + 26)}V${f(y - 64)}`, '#f6f1e6', 2.5, so(0.7)))
    }
    s.add(ellipse(x, y, 36, 6, m.shadow, fo(0.3)))
  }
  // stools in front
  const ns = r.int(3, 4)
  const seat = r.pick([P.oxblood, P.sage, P.cream, P.teal, P.ochre, '#2a2320'])
  for (let i = 0; i < ns; i++) {
    const x = W * ((i + 0.5) / ns) + r.jit(0, 40)
    const y = counter + r.range(150, 200)
    s.add(stroke(`M${f(x - 50)} ${f(H + 20)}L${f(x - 30)} ${f(y)}M${f(x + 50)} ${f(H + 20)}L${f(x + 30)} ${f(y)}M${f(x - 44)} ${f(y + 170)}h88`, t(P.brass), 7))
    s.add(
      ellipse(x, y + 10, 92, 22, t(darken(seat, 0.3))),
      rect(x - 92, y - 14, 184, 24, t(darken(seat, 0.1))),
      ellipse(
        x,
        y - 14,
        92,
        22,
        s.lin([
          [0, t(lighten(seat, 0.2))],
          [1, t(seat)],
        ]),
      ),
    )
  }
  ambient(c, lights, 0.35)
}
