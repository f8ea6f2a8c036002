/**
 * What a window looks onto, drawn into a screen rectangle: the Baie des Anges, Paris rooftops, the
 * lake and the Alps, a Kyoto moss garden, Tokyo from the 40th floor, Pudong across the Huangpu,
 * the Chao Phraya, the jungle of Ubud, the old town of Hoi An across the Thu Bon…
 */
import type { ImageView } from '../content/types'
import {
  P,
  at,
  blob,
  circle,
  ellipse,
  f,
  fo,
  glow,
  hills,
  lighten,
  mix,
  palm,
  path,
  rect,
  roundTree,
  shimmer,
  silhouette,
  stroke,
  type Ctx,
  type Pt,
  type Rand,
} from './kit'
import {
  alps,
  bamboo,
  banana,
  bougainvillea,
  broadTree,
  eiffel,
  japanesePagoda,
  japanesePine,
  longtail,
  maple,
  mossMounds,
  prang,
  pudong,
  riceTerraces,
  silkLantern,
} from './motifs'
import { stoneLantern } from './scenes-outdoor'

/** Draws `view` clipped to the rectangle (x0, y0)–(x1, y1). `horizonK` places the horizon. */
export function drawView(c: Ctx, r: Rand, x0: number, y0: number, x1: number, y1: number, view: ImageView, horizonK = 0.6): void {
  const { s, m } = c
  const w = x1 - x0
  const h = y1 - y0
  // A clip costs librsvg an offscreen layer: only windows need one, not a view that fills the picture.
  const clipped = x0 > 0 || y0 > 0 || x1 < 1600 || y1 < 1067
  s.add(clipped ? `<g${s.clip(rect(x0, y0, w, h, '#000'))}>` : '<g>')
  const hy = y0 + h * (HORIZON[view] ?? horizonK)
  // sky
  s.add(
    rect(
      x0,
      y0,
      w,
      hy - y0 + 2,
      s.ulin(0, y0, 0, hy, [
        [0, m.sky[0]],
        [0.6, m.sky[1]],
        [1, m.sky[2]],
      ]),
    ),
  )
  const sx = x0 + w * r.range(0.2, 0.8)
  const sy = hy - (hy - y0) * Math.min(0.85, m.sunAlt)
  s.add(glow(s, sx, sy, w * 0.6, m.sunGlow, 0.5))
  if (m.name !== 'day') s.add(circle(sx, sy, Math.max(6, Math.min(26, w * 0.04)), m.sun))
  if (m.stars) {
    let d = ''
    for (let i = 0; i < w / 12; i++) d += `M${f(x0 + r() * w)} ${f(y0 + r() * (hy - y0) * 0.7)}h2v2h-2Z`
    s.add(path(d, '#fff8e6', fo(0.7)))
  }
  const k = w / 800 // scale of details relative to an 800 px wide window
  VIEWS[view](c, r, { x0, y0, x1, y1, w, h, hy, sx, k })
  s.add('</g>')
}

/** Views whose horizon sits higher in the window (seen from high up) or lower. */
const HORIZON: Partial<Record<ImageView, number>> = { city: 0.38, palace: 0.3, 'moss-garden': 0.3, courtyard: 0.3, bund: 0.35 }

interface Frame {
  x0: number
  y0: number
  x1: number
  y1: number
  w: number
  h: number
  /** Horizon. */
  hy: number
  /** Sun x. */
  sx: number
  /** Detail scale. */
  k: number
}

type ViewFn = (c: Ctx, r: Rand, v: Frame) => void

const dim = (c: Ctx, col: string, k = 1) => mix(col, c.m.shadow, c.m.dark * k)

function water(c: Ctx, v: Frame, y: number, cols: [string, string] = [c.m.water[0], c.m.water[1]]): void {
  const { s, m } = c
  s.add(
    rect(
      v.x0,
      y,
      v.w,
      v.y1 - y,
      s.ulin(0, y, 0, v.y1, [
        [0, dim(c, mix(cols[0], m.haze, 0.25))],
        [1, dim(c, cols[1])],
      ]),
    ),
  )
  shimmer(c, v.x0, v.x1, y + 2, v.y1, lighten(m.sky[2], 0.3), Math.round(v.w / 10), 0.35, v.sx)
}

/** Rows of lit and dark windows on a building face. */
function windows(c: Ctx, r: Rand, x: number, y: number, w: number, h: number, cell: number): string {
  let d = ''
  for (let yy = y + cell; yy < y + h - cell; yy += cell * 1.6)
    for (let xx = x + cell * 0.6; xx < x + w - cell; xx += cell * 1.4)
      if (r.chance(c.m.lights * 0.6 + 0.05)) d += `M${f(xx)} ${f(yy)}h${f(cell * 0.6)}v${f(cell * 0.8)}h${f(-cell * 0.6)}Z`
  return d
}

const VIEWS: Record<ImageView, ViewFn> = {
  sea(c, r, v) {
    const { s, m } = c
    // the bay: a headland on one side, the open sea, palms in the foreground garden
    const left = r.chance(0.5)
    const hl = hills(r, left ? v.x0 - 20 : v.x0 + v.w * 0.55, left ? v.x0 + v.w * 0.45 : v.x1 + 20, v.hy - 30 * v.k, 18 * v.k, 14)
    s.add(
      path(
        silhouette(
          hl.map(([x, y]): Pt => [x, y + (left ? (x - v.x0) / v.w : (v.x1 - x) / v.w) * 40 * v.k]),
          v.hy + 2,
          true,
        ),
        dim(c, mix('#8a9aa8', m.haze, 0.55), 0.6),
      ),
    )
    water(c, v, v.hy)
    const [bx, by] = [v.x0 + v.w * r.range(0.3, 0.7), v.hy + 14 * v.k]
    s.add(path(`M${f(bx)} ${f(by)}v${f(-26 * v.k)}l${f(14 * v.k)} ${f(24 * v.k)}Z`, dim(c, '#fbf7ef')))
    if (r.chance(0.6)) palm(c, left ? v.x1 - 30 * v.k : v.x0 + 30 * v.k, v.y1 + 40 * v.k, 360 * v.k, (left ? -1 : 1) * 40 * v.k, P.olive)
  },
  rooftops(c, r, v) {
    const { s, m } = c
    // zinc roofs and chimney pots, the Eiffel Tower or a Romanesque bell tower beyond
    s.add(path(silhouette(hills(r, v.x0 - 20, v.x1 + 20, v.hy, 6 * v.k, 20), v.y1, true), dim(c, mix('#aab0b8', m.haze, 0.6), 0.6)))
    if (r.chance(0.5)) eiffel(c, v.x0 + v.w * r.range(0.2, 0.8), v.hy + 10 * v.k, 260 * v.k, dim(c, mix('#6a5a4a', m.haze, 0.5)), m.lights)
    else {
      const tx = v.x0 + v.w * r.range(0.25, 0.75)
      const tw = 44 * v.k
      s.add(
        rect(tx - tw / 2, v.hy - 150 * v.k, tw, 170 * v.k, dim(c, mix('#cdbfa6', m.haze, 0.35))),
        path(
          `M${f(tx - tw / 2 - 4)} ${f(v.hy - 150 * v.k)}L${f(tx)} ${f(v.hy - 230 * v.k)}L${f(tx + tw / 2 + 4)} ${f(v.hy - 150 * v.k)}Z`,
          dim(c, mix('#5f6a72', m.haze, 0.3)),
        ),
      )
      s.add(path(`M${f(tx - 8 * v.k)} ${f(v.hy - 120 * v.k)}v${f(-16 * v.k)}a${f(8 * v.k)} ${f(8 * v.k)} 0 0 1 ${f(16 * v.k)} 0v${f(16 * v.k)}Z`, dim(c, '#3a3430')))
    }
    for (let row = 0; row < 3; row++) {
      const base = v.hy + (row + 1) * (v.y1 - v.hy) * 0.34
      let x = v.x0 - r.range(0, 80) * v.k
      while (x < v.x1) {
        const bw = r.range(120, 220) * v.k * (1 + row * 0.3)
        const wallH = r.range(40, 80) * v.k * (1 + row * 0.4)
        const roofH = r.range(24, 40) * v.k * (1 + row * 0.4)
        const wallC = dim(c, mix(r.pick(['#e6dccb', '#ded2bd', '#e9e0d0']), m.haze, 0.3 - row * 0.1))
        s.add(rect(x, base - wallH, bw, wallH + 40 * v.k, wallC))
        s.add(
          path(
            `M${f(x - 4)} ${f(base - wallH)}L${f(x + 10 * v.k)} ${f(base - wallH - roofH)}H${f(x + bw - 10 * v.k)}L${f(x + bw + 4)} ${f(base - wallH)}Z`,
            dim(c, mix('#7f8c98', m.haze, 0.3 - row * 0.1)),
          ),
        )
        let pots = ''
        const cx = x + bw * r.range(0.2, 0.8)
        s.add(rect(cx - 14 * v.k, base - wallH - roofH - 24 * v.k, 28 * v.k, 26 * v.k, wallC))
        for (let j = 0; j < 3; j++) pots += `M${f(cx - 12 * v.k + j * 9 * v.k)} ${f(base - wallH - roofH - 24 * v.k)}v${f(-9 * v.k)}h${f(5 * v.k)}v${f(9 * v.k)}Z`
        s.add(path(pots, dim(c, '#c0643e')))
        let dorm = ''
        for (let xx = x + 20 * v.k; xx < x + bw - 30 * v.k; xx += 46 * v.k)
          dorm += `M${f(xx)} ${f(base - wallH - 4)}v${f(-roofH * 0.6)}h${f(16 * v.k)}v${f(roofH * 0.6)}Z`
        s.add(path(dorm, m.lights > 0.4 ? '#ffd08a' : dim(c, '#4a5560')))
        x += bw + 4
      }
    }
  },
  courtyard(c, r, v) {
    const { s, m } = c
    // a limestone courtyard wall opposite, with windows, and a chestnut tree in the planted court
    s.add(rect(v.x0, v.y0 + v.h * 0.12, v.w, v.h, dim(c, mix('#e8dcc6', m.light, 0.1))))
    let win = ''
    for (let yy = v.y0 + v.h * 0.2; yy < v.y1; yy += 120 * v.k)
      for (let xx = v.x0 + 30 * v.k; xx < v.x1; xx += 110 * v.k) win += `M${f(xx)} ${f(yy)}h${f(44 * v.k)}v${f(76 * v.k)}h${f(-44 * v.k)}Z`
    s.add(path(win, m.lights > 0.4 ? '#ffd08a' : dim(c, '#4a5560')))
    broadTree(c, v.x0 + v.w * r.range(0.3, 0.7), v.y1 + 20 * v.k, v.h * 1.1, '#5f7a3a', { r })
    for (let i = 0; i < 5; i++) c.s.add(path(blob(r, v.x0 + r() * v.w, v.y1 - 10 * v.k, 60 * v.k, 36 * v.k, 8, 0.2), dim(c, '#4f6a35')))
  },
  lake(c, r, v) {
    const { s, m } = c
    alps(c, v.x0 - 20, v.x1 + 20, v.hy - 6 * v.k, r.range(150, 210) * v.k, r)
    s.add(path(silhouette(hills(r, v.x0 - 20, v.x1 + 20, v.hy - 12 * v.k, 8 * v.k, 12, 2), v.hy + 2, true), dim(c, mix('#55704f', m.haze, 0.55))))
    water(c, v, v.hy, [mix(m.water[0], '#5f9a9a', 0.3), mix(m.water[1], '#1f4f5a', 0.3)])
    const bx = v.x0 + v.w * r.range(0.2, 0.8)
    const by = v.hy + (v.y1 - v.hy) * 0.4
    s.add(path(`M${f(bx)} ${f(by)}v${f(-40 * v.k)}l${f(22 * v.k)} ${f(36 * v.k)}Z`, dim(c, '#fbf7ef')), rect(bx - 12 * v.k, by, 36 * v.k, 5 * v.k, dim(c, P.navy)))
  },
  garden(c, r, v) {
    const { s, m } = c
    if (c.place.climate === 'tropical') {
      // a courtyard garden: ochre walls, bougainvillea, palms and a starfruit tree
      s.add(rect(v.x0, v.hy - 120 * v.k, v.w, v.y1 - v.hy + 120 * v.k, dim(c, '#e8b84a')), rect(v.x0, v.hy - 134 * v.k, v.w, 16 * v.k, dim(c, '#9a5a3a')))
      palm(c, v.x0 + v.w * r.range(0.2, 0.8), v.y1 + 20 * v.k, 420 * v.k, r.jit(0, 40) * v.k, '#4f6a3a')
      broadTree(c, v.x0 + v.w * r.range(0.1, 0.9), v.y1 + 30 * v.k, 330 * v.k, '#5a7a35', { r })
      bougainvillea(c, v.x0 - 20 * v.k, v.hy - 170 * v.k, v.w * 0.5, 140 * v.k, r)
      bougainvillea(c, v.x0 + v.w * 0.55, v.hy - 160 * v.k, v.w * 0.5, 120 * v.k, r)
      return
    }
    s.add(rect(v.x0, v.hy, v.w, v.y1 - v.hy, dim(c, mix('#7a9a4a', m.haze, 0.2))))
    for (let i = 0; i < 4; i++) roundTree(c, v.x0 + r() * v.w, v.hy + 20 * v.k, r.range(200, 320) * v.k, dim(c, r.pick([P.olive, P.moss, '#6f7d45'])))
    for (let i = 0; i < 6; i++)
      s.add(path(blob(r, v.x0 + r() * v.w, v.y1 - r.range(0, 40) * v.k, r.range(40, 90) * v.k, r.range(30, 60) * v.k, 9, 0.2), dim(c, mix(P.moss, m.light, 0.1))))
  },
  'moss-garden'(c, r, v) {
    const { s, m } = c
    // a clay wall with a tiled coping, a maple, a stone lantern, moss and raked gravel
    const wallY = v.y0 + v.h * 0.36
    bamboo(c, v.x0, v.x1, wallY + 10 * v.k, v.h * 0.5, r)
    s.add(rect(v.x0, wallY, v.w, v.h * 0.2, dim(c, '#c9b38e')), rect(v.x0, wallY - 10 * v.k, v.w, 12 * v.k, dim(c, '#4d5056')))
    const ground = wallY + v.h * 0.2
    s.add(rect(v.x0, ground, v.w, v.y1 - ground, dim(c, mix('#5f7a36', m.light, 0.08))))
    mossMounds(c, v.x0, v.x1, ground + v.h * 0.12, 60 * v.k, r)
    const gy = ground + v.h * 0.3
    s.add(rect(v.x0, gy, v.w, v.y1 - gy, dim(c, '#dcd6c6')))
    let rake = ''
    for (let yy = gy + 8 * v.k; yy < v.y1; yy += 9 * v.k) rake += `M${f(v.x0)} ${f(yy)}H${f(v.x1)}`
    s.add(stroke(rake, dim(c, '#b8b0a0'), 1.2 * Math.max(1, v.k)))
    for (let i = 0; i < 3; i++)
      s.add(ellipse(v.x0 + r.range(0.15, 0.85) * v.w, gy + r.range(0.3, 0.7) * (v.y1 - gy), r.range(40, 70) * v.k, r.range(18, 30) * v.k, dim(c, '#7a756c')))
    maple(c, v.x0 + v.w * r.range(0.55, 0.85), ground + 40 * v.k, v.h * 0.9, m.name === 'golden' || m.name === 'dusk', r)
    stoneLantern(c, v.x0 + v.w * r.range(0.15, 0.35), gy + 10 * v.k, 170 * v.k)
  },
  'eastern-hills'(c, r, v) {
    const { s, m } = c
    for (let i = 0; i < 3; i++) {
      const kk = i / 2
      s.add(
        path(
          silhouette(hills(r, v.x0 - 20, v.x1 + 20, v.hy - 120 * v.k + kk * 90 * v.k, 40 * v.k, 16, 1.4), v.y1, true),
          dim(c, mix('#3f6a45', m.haze, 0.6 - kk * 0.35)),
        ),
      )
    }
    japanesePagoda(c, v.x0 + v.w * r.range(0.3, 0.7), v.hy + 40 * v.k, 300 * v.k)
    let roofs = ''
    for (let xx = v.x0 - 20; xx < v.x1; xx += r.range(70, 130) * v.k)
      roofs += `M${f(xx)} ${f(v.y1)}V${f(v.hy + 60 * v.k)}l${f(50 * v.k)} ${f(-30 * v.k)}l${f(50 * v.k)} ${f(30 * v.k)}V${f(v.y1)}Z`
    s.add(path(roofs, dim(c, '#4d5056')))
    maple(c, v.x1 - 60 * v.k, v.y1 + 20 * v.k, 300 * v.k, m.name !== 'day', r)
  },
  city(c, r, v) {
    const { s, m } = c
    // Tokyo from high up: a carpet of towers to the horizon, Fuji far away on clear days
    if (m.name === 'day' || m.name === 'dawn' || m.name === 'golden') {
      const fx = v.x0 + v.w * r.range(0.2, 0.8)
      s.add(
        path(
          `M${f(fx - 220 * v.k)} ${f(v.hy)}L${f(fx - 30 * v.k)} ${f(v.hy - 110 * v.k)}H${f(fx + 30 * v.k)}L${f(fx + 220 * v.k)} ${f(v.hy)}Z`,
          mix('#9aa6c0', m.haze, 0.55),
        ),
      )
      s.add(
        path(
          `M${f(fx - 80 * v.k)} ${f(v.hy - 70 * v.k)}L${f(fx - 30 * v.k)} ${f(v.hy - 110 * v.k)}H${f(fx + 30 * v.k)}L${f(fx + 80 * v.k)} ${f(v.hy - 70 * v.k)}l${f(-20 * v.k)} ${f(8 * v.k)}l${f(-20 * v.k)} ${f(-6 * v.k)}l${f(-24 * v.k)} ${f(10 * v.k)}l${f(-26 * v.k)} ${f(-8 * v.k)}Z`,
          mix('#ffffff', m.haze, 0.3),
        ),
      )
    }
    // seen from high up: rows of roofs step down towards the bottom of the window
    for (let row = 0; row < 5; row++) {
      const kk = row / 4
      let d = ''
      let dl = ''
      let x = v.x0 - 20
      while (x < v.x1) {
        const bw = r.range(20, 60) * v.k * (1 + kk * 1.4)
        const bh = r.range(16, 60) * v.k * (1 + kk * 2)
        const base = v.hy + (0.06 + kk * 0.94) * (v.y1 - v.hy) * 0.95
        d += `M${f(x)} ${f(v.y1)}V${f(base - bh)}h${f(bw)}V${f(v.y1)}Z`
        dl += windows(c, r, x, base - bh, bw, bh + (v.y1 - base), 6 * v.k * (1 + kk))
        x += bw + r.range(2, 12) * v.k
      }
      s.add(path(d, dim(c, mix(row % 2 ? '#5f6b80' : '#74808f', m.haze, 0.42 - kk * 0.38), 0.7)))
      if (dl) s.add(path(dl, '#ffe6b0', fo(0.3 + 0.6 * m.lights)))
    }
    if (m.lights > 0.4) {
      // Tokyo Tower, lit orange
      const tx = v.x0 + v.w * r.range(0.25, 0.75)
      eiffel(c, tx, v.hy + 60 * v.k, 200 * v.k, '#e0582a', m.lights)
    }
  },
  palace(c, r, v) {
    const { s, m } = c
    // the Imperial Palace gardens from above: green lawns, moats, stone walls, pines; city beyond
    VIEWS.city(c, r, { ...v, y1: v.hy + 40 * v.k })
    const g = v.hy + 40 * v.k
    s.add(rect(v.x0, g, v.w, v.y1 - g, dim(c, '#5f7a3a')))
    const mo = g + (v.y1 - g) * 0.45
    s.add(
      path(
        `M${f(v.x0)} ${f(mo)}Q${f(v.x0 + v.w * 0.5)} ${f(mo - 40 * v.k)} ${f(v.x1)} ${f(mo + 10 * v.k)}v${f(30 * v.k)}Q${f(v.x0 + v.w * 0.5)} ${f(mo - 10 * v.k)} ${f(v.x0)} ${f(mo + 30 * v.k)}Z`,
        dim(c, mix(m.water[0], '#3a5a5a', 0.4)),
      ),
    )
    for (let i = 0; i < 9; i++) japanesePine(c, v.x0 + r() * v.w, g + r.range(0.2, 1) * (v.y1 - g), r.range(50, 90) * v.k, r.chance(0.5) ? 1 : -1, r)
  },
  pudong(c, r, v) {
    const { s, m } = c
    const sc = Math.min(1.1 * v.k, ((v.hy - v.y0) * 0.82) / 620)
    const off = r.range(-0.22, 0.22) * v.w
    pudong(c, v.x0 - 20 + off, v.x1 + 20 + off, v.hy, sc, r)
    const river = v.hy + 6 * v.k
    water(c, v, river, [mix(m.water[0], '#5a5040', 0.3), m.water[1]])
    if (m.lights > 0.4) {
      let refl = ''
      for (let i = 0; i < v.w / 6; i++) {
        const xx = v.x0 + r() * v.w
        const yy = river + Math.pow(r(), 0.7) * (v.y1 - river)
        refl += `M${f(xx)} ${f(yy)}h${f(r.range(6, 30) * v.k)}v${f(2 * v.k)}h${f(-r.range(6, 30) * v.k)}Z`
      }
      s.add(path(refl, r.pick(['#ff8ac0', '#8fd0ff', '#ffd08a']), fo(0.5)))
    }
    const bx = v.x0 + v.w * r.range(0.2, 0.7)
    const by = river + (v.y1 - river) * 0.5
    s.add(path(`M${f(bx - 90 * v.k)} ${f(by)}h${f(180 * v.k)}l${f(-10 * v.k)} ${f(12 * v.k)}h${f(-160 * v.k)}Z`, dim(c, '#2a2a2e')))
  },
  bund(c, r, v) {
    const { s, m } = c
    // the old banking district: granite façades with domes and a clock tower
    let x = v.x0 - 20
    let d = ''
    let dl = ''
    while (x < v.x1) {
      const bw = r.range(120, 200) * v.k
      const bh = r.range(200, 320) * v.k
      const top = v.y1 - bh
      d += `M${f(x)} ${f(v.y1)}V${f(top)}h${f(bw)}V${f(v.y1)}Z`
      if (r.chance(0.35)) d += `M${f(x + bw * 0.3)} ${f(top)}a${f(bw * 0.2)} ${f(bw * 0.22)} 0 0 1 ${f(bw * 0.4)} 0Z`
      dl += windows(c, r, x, top, bw, bh, 10 * v.k)
      x += bw + 6 * v.k
    }
    s.add(path(d, dim(c, mix('#d6c9ae', m.light, 0.15), 0.8)), path(dl, '#ffe0a0', fo(0.3 + 0.6 * m.lights)))
  },
  river(c, r, v) {
    const { s, m } = c
    // the Chao Phraya: the far bank with trees, a temple's prang, longtail boats
    let trees = ''
    for (let xx = v.x0 - 20; xx < v.x1 + 20; xx += r.range(30, 60) * v.k) trees += blob(r, xx, v.hy - 14 * v.k, r.range(30, 50) * v.k, r.range(18, 34) * v.k, 8, 0.2)
    s.add(path(trees, dim(c, mix('#4a6a3a', m.haze, 0.4))))
    prang(c, v.x0 + v.w * r.range(0.25, 0.75), v.hy, 260 * v.k, '#efe6d6', r)
    water(c, v, v.hy, [mix(m.water[0], '#8a7a5a', 0.4), mix(m.water[1], '#4a4a3a', 0.3)])
    longtail(c, v.x0 + v.w * r.range(0.2, 0.8), v.hy + (v.y1 - v.hy) * 0.55, 300 * v.k, r.chance(0.5) ? 1 : -1, '#3a4a6a', '#c23a32')
  },
  jungle(c, r, v) {
    const { s, m } = c
    for (let i = 0; i < 3; i++) {
      const kk = i / 2
      s.add(
        path(silhouette(hills(r, v.x0 - 20, v.x1 + 20, v.hy - 60 * v.k + kk * 80 * v.k, 30 * v.k, 14, 2), v.y1, true), dim(c, mix('#2f5a3a', m.haze, 0.6 - kk * 0.4))),
      )
    }
    for (let i = 0; i < 4; i++) palm(c, v.x0 + r() * v.w, v.y1 - r.range(0, 60) * v.k, r.range(260, 420) * v.k, r.jit(0, 40) * v.k, '#4f6a3a')
    banana(c, v.x0 + v.w * r.range(0.1, 0.9), v.y1 + 20 * v.k, 300 * v.k, r)
    for (let i = 0; i < 8; i++)
      s.add(path(blob(r, v.x0 + r() * v.w, v.y1 - r.range(0, 50) * v.k, r.range(50, 100) * v.k, r.range(30, 60) * v.k, 9, 0.25), dim(c, mix('#3f6a35', m.light, 0.1))))
  },
  valley(c, r, v) {
    const { s, m } = c
    for (let i = 0; i < 3; i++) {
      const kk = i / 2
      s.add(
        path(silhouette(hills(r, v.x0 - 20, v.x1 + 20, v.hy - 80 * v.k + kk * 60 * v.k, 40 * v.k, 14, 1.6), v.y1, true), dim(c, mix('#2f5a3a', m.haze, 0.7 - kk * 0.4))),
      )
      s.add(
        rect(
          v.x0,
          v.hy - 40 * v.k + kk * 60 * v.k,
          v.w,
          40 * v.k,
          s.lin([
            [0, m.haze, 0],
            [0.5, m.haze, 0.45],
            [1, m.haze, 0],
          ]),
        ),
      )
    }
    riceTerraces(c, v.x0 - 20, v.x1 + 20, v.hy + 50 * v.k, v.y1 + 20, r, { rows: 8 })
    for (let i = 0; i < 3; i++) palm(c, v.x0 + r() * v.w, v.hy + r.range(40, 120) * v.k, r.range(120, 200) * v.k, r.jit(0, 20) * v.k, '#4f6a3a')
  },
  'old-town'(c, r, v) {
    const { s, m } = c
    // Hoi An across the Thu Bon: yellow houses, brown tiled roofs, lanterns and their reflections
    let x = v.x0 - 10
    const kk = v.k * 1.8
    const base = v.hy + 20 * v.k
    const houses: [number, number][] = []
    while (x < v.x1) {
      const bw = r.range(80, 140) * kk
      const bh = r.range(70, 100) * kk
      s.add(rect(x, base - bh, bw, bh, dim(c, r.pick(['#e8b84a', '#eec35a', '#e2ad42']), 0.7)))
      s.add(
        path(
          `M${f(x - 6 * kk)} ${f(base - bh)}L${f(x + 10 * kk)} ${f(base - bh - 30 * kk)}H${f(x + bw - 10 * kk)}L${f(x + bw + 6 * kk)} ${f(base - bh)}Z`,
          dim(c, '#9a5a3a'),
        ),
      )
      s.add(rect(x + bw * 0.3, base - bh * 0.6, bw * 0.4, bh * 0.35, m.lights > 0.3 ? '#ffd08a' : dim(c, '#3a2a1e')))
      houses.push([x, x + bw])
      x += bw + 2 * kk
    }
    water(c, v, base, [mix(m.water[0], '#5a6a4a', 0.35), mix(m.water[1], '#2a3a2a', 0.25)])
    const cols = ['#d9362e', '#e8a23a', '#c42a5a', '#f0c640']
    const on = Math.max(0.4, m.lights)
    for (const [a, b] of houses)
      for (let lx = a + 16 * kk; lx < b; lx += 34 * kk) silkLantern(c, lx, base - 28 * kk, 14 * kk, at(cols, Math.floor(r() * cols.length)), on)
    if (m.lights > 0.3) for (let i = 0; i < 10; i++) s.add(glow(s, v.x0 + r() * v.w, base + r() * (v.y1 - base), 16 * v.k, '#ffb860', 0.5))
    bougainvillea(c, v.x0 - 20 * v.k, v.y1 - 80 * v.k, 160 * v.k, 100 * v.k, r)
  },
}
