/**
 * The façade of each house, true to its place: a Haussmann building in Paris, a Belle Époque palace
 * on the Promenade des Anglais, a lakeside residence on Zurich's Utoquai, a Kyoto machiya, a glass
 * tower above Marunouchi, a bank on the Bund, teak pavilions on the Chao Phraya, a thatched bale
 * above Ubud's rice terraces and ochre merchant houses on the Thu Bon in Hoi An.
 */
import {
  H,
  P,
  W,
  blob,
  circle,
  darken,
  drawSky,
  ellipse,
  f,
  fo,
  glow,
  hills,
  lanternGlow,
  lighten,
  mix,
  palm,
  path,
  poly,
  rect,
  shimmer,
  silhouette,
  so,
  stroke,
  type Ctx,
  type Pt,
} from './kit'
import { alps, broadTree } from './motifs'
import { glass, litChance, lounger, parasol } from './scenes-outdoor'

// ================================================================ Paris: Haussmann

/** Ironwork railing between x0 and x1, from y (bottom) up h: rails, bars and scrolls. */
export function ironRail(x0: number, x1: number, y: number, h: number): string {
  let d = `M${f(x0)} ${f(y - h)}H${f(x1)}M${f(x0)} ${f(y - 2)}H${f(x1)}`
  const step = Math.max(5, Math.min(h * 0.22, 16))
  let i = 0
  for (let x = x0 + step / 2; x < x1; x += step, i++) {
    if (i % 4 === 2) {
      const r = step * 0.9
      d += `M${f(x - r)} ${f(y - h / 2)}a${f(r)} ${f(h * 0.28)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(h * 0.28)} 0 1 0 ${f(-2 * r)} 0`
    } else if (i % 4 !== 1 && i % 4 !== 3) d += `M${f(x)} ${f(y - h)}V${f(y)}`
    else d += `M${f(x)} ${f(y - h)}v${f(h * 0.18)}M${f(x)} ${f(y)}v${f(-h * 0.18)}`
  }
  return d
}

interface Block {
  x0: number
  x1: number
  bays: number
  stone: string
  floors: number[]
  ground: number
  /** Main building: entrance, lanterns, finer detail. */
  main: boolean
  /** Balconies: Haussmann (continuous on the second and top floors), one per window on every floor, or none. */
  balconies?: 'haussmann' | 'each' | 'none'
  shutters?: string
  /** 'french': tall French windows; 'steel': wide windows with slim dark steel frames. */
  windows?: 'french' | 'steel'
  archedTop?: boolean
}

function classicBlock(c: Ctx, b: Block, sunLeft: boolean): number {
  const { s, r, m, t } = c
  const { x0, x1, bays, stone, ground } = b
  const bw = x1 - x0
  const bayW = bw / bays
  const gH = at0(b.floors)
  const upper = b.floors.slice(1)
  const top = ground - b.floors.reduce((a, v) => a + v, 0)
  const pLit = litChance(c)
  const lit = t(mix(stone, m.light, 0.25))
  const shade = t(mix(stone, m.shadow, 0.12))
  s.add(
    rect(
      x0,
      top,
      bw,
      ground - top,
      s.lin(
        [
          [0, sunLeft ? lit : shade],
          [1, sunLeft ? shade : lit],
        ],
        'h',
      ),
    ),
  )
  const joint = t(darken(stone, 0.28))
  // rusticated ground floor
  let grooves = ''
  for (let y = ground - gH + 20; y < ground; y += 20) grooves += `M${f(x0)} ${f(y)}H${f(x1)}`
  s.add(stroke(grooves, joint, 1.6, so(0.45)))
  const trim = t(lighten(stone, 0.35))
  const ironC = t('#1f1d1b')
  let dark = ''
  let litG = ''
  let frames = ''
  let heads = ''
  let shadows = ''
  let rails = ''
  let slabs = ''
  let consoles = ''
  let flowers = ''
  let muntins = ''
  let shut = ''
  let louvres = ''
  const balconies = b.balconies ?? 'haussmann'
  let y = ground - gH
  upper.forEach((fh, fl) => {
    const fy = y - fh
    // string course + cornice line under each floor
    s.add(rect(x0, y - 8, bw, 8, trim), rect(x0, y, bw, 4, t(m.shadow), fo(0.15)))
    const steel = b.windows === 'steel'
    const ww = bayW * (steel ? 0.6 : 0.44)
    const wh = fh * (fl === 0 ? 0.8 : 0.74)
    const wy = y - wh - fh * 0.07
    const arched = b.archedTop && fl === upper.length - 1
    for (let k = 0; k < bays; k++) {
      const cx = x0 + (k + 0.5) * bayW
      const wx = cx - ww / 2
      const g = arched
        ? `M${f(wx)} ${f(wy + wh)}V${f(wy + ww / 2)}A${f(ww / 2)} ${f(ww / 2)} 0 0 1 ${f(wx + ww)} ${f(wy + ww / 2)}V${f(wy + wh)}Z`
        : `M${f(wx)} ${f(wy)}h${f(ww)}v${f(wh)}h${f(-ww)}Z`
      if (r.chance(pLit)) litG += g
      else dark += g
      if (steel) {
        for (let j = 1; j < 4; j++) muntins += `M${f(wx + (ww * j) / 4)} ${f(wy)}V${f(wy + wh)}`
        for (let j = 1; j < 4; j++) muntins += `M${f(wx)} ${f(wy + (wh * j) / 4)}H${f(wx + ww)}`
        frames += `M${f(wx - 5)} ${f(wy + wh)}h${f(ww + 10)}v6h${f(-ww - 10)}Z`
      } else {
        frames += `M${f(cx - 1.5)} ${f(wy + (arched ? ww / 2 : 0))}h3v${f(wh - (arched ? ww / 2 : 0))}h-3ZM${f(wx)} ${f(wy + wh * 0.22)}h${f(ww)}v3h${f(-ww)}Z`
        if (!arched) frames += `M${f(wx - 7)} ${f(wy - 7)}h${f(ww + 14)}v${f(wh + 7)}h-7V${f(wy)}h${f(-ww)}v${f(wh)}h-7Z`
      }
      if (b.shutters && !arched) {
        const sw = ww * 0.5
        shut += `M${f(wx - sw - 4)} ${f(wy)}h${f(sw)}v${f(wh)}h${f(-sw)}ZM${f(wx + ww + 4)} ${f(wy)}h${f(sw)}v${f(wh)}h${f(-sw)}Z`
        for (let ly = wy + 8; ly < wy + wh - 3; ly += 10) louvres += `M${f(wx - sw - 2)} ${f(ly)}h${f(sw - 4)}M${f(wx + ww + 6)} ${f(ly)}h${f(sw - 4)}`
      }
      if (steel) heads += `M${f(wx - 6)} ${f(wy - 8)}h${f(ww + 12)}v6h${f(-ww - 12)}Z`
      else if (fl === 0) heads += `M${f(wx - 14)} ${f(wy - 10)}Q${f(cx)} ${f(wy - 40)} ${f(wx + ww + 14)} ${f(wy - 10)}Z`
      else if (fl === 1) heads += `M${f(wx - 12)} ${f(wy - 18)}h${f(ww + 24)}v9h${f(-ww - 24)}Z`
      else if (!arched) heads += `M${f(cx - 7)} ${f(wy - 14)}h14l-3 12h-8Z`
      shadows += arched ? '' : `M${f(wx)} ${f(wy)}h${f(ww)}v${f(wh * 0.12)}h${f(-ww)}Z`
      // single balconies
      const single = balconies === 'each' ? fl !== 0 : balconies === 'haussmann' && fl !== 0 && fl !== upper.length - 1
      if (single) {
        if (balconies === 'each') {
          slabs += `M${f(wx - 14)} ${f(wy + wh)}h${f(ww + 28)}v8h${f(-ww - 28)}Z`
          rails += ironRail(wx - 10, wx + ww + 10, wy + wh, wh * 0.3)
        } else rails += ironRail(wx - 4, wx + ww + 4, wy + wh, wh * 0.3)
        if (b.main && r.chance(0.3)) for (let j = 0; j < 4; j++) flowers += blob(r, wx + ww * (0.15 + j * 0.23), wy + wh - wh * 0.3, 8, 6, 6, 0.3)
      }
    }
    // continuous balconies: second and top floor
    if ((balconies === 'haussmann' && (fl === 0 || fl === upper.length - 1)) || (balconies === 'each' && fl === 0)) {
      const by = wy + wh
      slabs += `M${f(x0 + 4)} ${f(by)}h${f(bw - 8)}v10h${f(-(bw - 8))}Z`
      rails += ironRail(x0 + 8, x1 - 8, by, wh * 0.3)
      for (let k = 0; k <= bays * 2; k++) consoles += `M${f(x0 + 10 + (k * (bw - 20)) / (bays * 2))} ${f(by + 10)}h8l-2 12h-4Z`
    }
    y = fy
  })
  s.add(path(dark, glass(c, false)), path(litG, glass(c, true)), path(shadows, t(m.shadow), fo(0.25)))
  if (m.lights > 0.3) s.add(path(litG, P.lamp, fo(0.15 * m.lights)))
  s.add(path(frames, trim, fo(0.95)), path(heads, trim))
  if (muntins) s.add(stroke(muntins, t('#2d2f2e'), 2.2))
  if (shut) s.add(path(shut, t(b.shutters ?? P.teal)), stroke(louvres, t(darken(b.shutters ?? P.teal, 0.3)), 1.2, so(0.5)))
  s.add(path(slabs, trim), path(consoles, t(darken(stone, 0.1))), path(slabs.replace(/v10h/g, 'v22h'), t(m.shadow), fo(0.12)))
  s.add(stroke(rails, ironC, b.main ? 2 : 1.6, so(0.9)))
  if (flowers) s.add(path(flowers, t('#c23a32')))
  // top cornice with modillions
  s.add(rect(x0 - 10, top - 16, bw + 20, 18, trim), rect(x0 - 10, top + 2, bw + 20, 6, t(m.shadow), fo(0.25)))
  let mod = ''
  for (let x = x0; x < x1; x += 16) mod += `M${f(x)} ${f(top + 2)}h7v8h-7Z`
  s.add(path(mod, t(darken(stone, 0.15))))
  return top - 16
}

const at0 = (list: number[]) => list[0] ?? 0

function mansard(c: Ctx, x0: number, x1: number, y: number, h: number, bays: number, chimneys: number): void {
  const { s, r, m, t } = c
  const zinc = '#7f8c98'
  const bw = x1 - x0
  s.add(
    poly(
      [
        [x0 - 6, y],
        [x1 + 6, y],
        [x1 - 22, y - h],
        [x0 + 22, y - h],
      ],
      s.lin([
        [0, t(lighten(zinc, 0.18))],
        [1, t(zinc)],
      ]),
    ),
  )
  let seams = ''
  for (let x = x0 + 10; x < x1 - 6; x += 12) seams += `M${f(x)} ${f(y)}L${f(x + (x < (x0 + x1) / 2 ? 1 : -1) * 8)} ${f(y - h)}`
  s.add(stroke(seams, t(darken(zinc, 0.25)), 1.2, so(0.5)))
  s.add(rect(x0 + 18, y - h - 6, bw - 36, 8, t(darken(zinc, 0.3))))
  const pLit = litChance(c)
  const bayW = bw / bays
  const stone = t('#efe6d6')
  for (let k = 0; k < bays; k++) {
    const cx = x0 + (k + 0.5) * bayW
    const dw = bayW * 0.36
    const dy = y - h * 0.82
    s.add(path(`M${f(cx - dw / 2 - 8)} ${f(y)}V${f(dy)}A${f(dw / 2 + 8)} ${f(dw / 2 + 8)} 0 0 1 ${f(cx + dw / 2 + 8)} ${f(dy)}V${f(y)}Z`, stone))
    s.add(path(`M${f(cx - dw / 2)} ${f(y - 4)}V${f(dy + 4)}A${f(dw / 2)} ${f(dw / 2)} 0 0 1 ${f(cx + dw / 2)} ${f(dy + 4)}V${f(y - 4)}Z`, glass(c, r.chance(pLit))))
    s.add(stroke(`M${f(cx)} ${f(y - 4)}V${f(dy - dw / 2 + 6)}`, stone, 2.5))
  }
  // chimney stacks with terracotta pots
  for (let i = 0; i < chimneys; i++) {
    const cx = x0 + bw * ((i + 0.5) / chimneys) + r.jit(0, bayW * 0.3)
    const cw = r.range(54, 80)
    const ch = r.range(40, 60)
    const cy = y - h - ch
    s.add(rect(cx - cw / 2, cy, cw, ch + 6, t(mix('#d9c8b0', m.shadow, 0.08))), rect(cx - cw / 2 - 4, cy - 6, cw + 8, 8, t('#cbb89c')))
    let pots = ''
    const n = Math.floor(cw / 12)
    for (let j = 0; j < n; j++) pots += `M${f(cx - cw / 2 + 4 + j * 12)} ${f(cy - 6)}v${f(-r.range(10, 18))}h7v${f(18)}Z`
    s.add(path(pots, t('#c0643e')))
  }
}

function parisLamp(c: Ctx, x: number, ground: number, h: number): void {
  const { s, t, m } = c
  const iron = t('#26302a')
  s.add(path(`M${f(x - h * 0.035)} ${f(ground)}L${f(x - h * 0.012)} ${f(ground - h * 0.85)}h${f(h * 0.024)}L${f(x + h * 0.035)} ${f(ground)}Z`, iron))
  s.add(rect(x - h * 0.05, ground - h * 0.12, h * 0.1, h * 0.12, iron))
  lanternGlow(c, x, ground - h * 0.92, h * 0.07, Math.max(0.2, m.lights))
}

export function facadeParis(c: Ctx): Pt {
  const { s, r, m, t } = c
  const ground = H * 0.88
  const sun = drawSky(c, ground - 260, { clouds: r.int(1, 2) })
  const sunLeft = sun[0] < W / 2
  const stones = ['#e8dcc6', '#e4d6bd', '#ddd0b8', '#eadfca']
  // neighbours, cut by the frame
  const bx0 = W * r.range(0.13, 0.17)
  const bx1 = W - W * r.range(0.13, 0.17)
  const leftTop = classicBlock(c, { x0: -30, x1: bx0 - 4, bays: 2, stone: t(r.pick(stones)), floors: [150, 104, 98, 94, 90, 84], ground, main: false }, sunLeft)
  mansard(c, -30, bx0 - 4, leftTop, 80, 2, 1)
  const rightTop = classicBlock(c, { x0: bx1 + 4, x1: W + 30, bays: 2, stone: t(r.pick(stones)), floors: [146, 110, 100, 96, 88], ground, main: false }, sunLeft)
  mansard(c, bx1 + 4, W + 30, rightTop, 90, 2, 1)
  // the house
  const bays = 7
  const top = classicBlock(c, { x0: bx0, x1: bx1, bays, stone: '#ebe1cd', floors: [156, 116, 106, 100, 94], ground, main: true }, sunLeft)
  mansard(c, bx0, bx1, top, 104, bays, 3)
  // ground floor: arched openings, carriage door in the middle
  const bayW = (bx1 - bx0) / bays
  const gH = 156
  const warm = 0.35 + 0.65 * m.lights
  for (let k = 0; k < bays; k++) {
    const cx = bx0 + (k + 0.5) * bayW
    const door = k === Math.floor(bays / 2)
    const ow = bayW * (door ? 0.66 : 0.56)
    const oy = ground - gH * (door ? 0.86 : 0.78)
    const arch = (a: number, b: number, yt: number) =>
      `M${f(a)} ${f(ground)}V${f(yt + (b - a) / 2)}A${f((b - a) / 2)} ${f((b - a) / 2)} 0 0 1 ${f(b)} ${f(yt + (b - a) / 2)}V${f(ground)}Z`
    s.add(path(arch(cx - ow / 2 - 8, cx + ow / 2 + 8, oy - 8), t('#f1e8d6')))
    if (door) {
      s.add(path(arch(cx - ow / 2, cx + ow / 2, oy), t('#1f3a34')))
      let panels = ''
      for (const sx of [-1, 1])
        for (let j = 0; j < 3; j++)
          panels += `M${f(cx + sx * ow * 0.27 - ow * 0.15)} ${f(oy + ow * 0.55 + j * ow * 0.36)}h${f(ow * 0.3)}v${f(ow * 0.28)}h${f(-ow * 0.3)}Z`
      s.add(path(panels, t('#2c4a43')), stroke(`M${f(cx)} ${f(oy + ow * 0.2)}V${f(ground)}`, t('#14241f'), 3))
      s.add(circle(cx - 10, oy + ow * 1.05, 4, P.brass), circle(cx + 10, oy + ow * 1.05, 4, P.brass))
      for (const sx of [-1, 1]) lanternGlow(c, cx + sx * (ow / 2 + 30), oy + 20, 16, Math.max(0.4, m.lights))
    } else {
      s.add(
        path(
          arch(cx - ow / 2, cx + ow / 2, oy),
          s.lin([
            [0, mix('#4a3b30', '#ffd08a', warm * 0.8)],
            [1, mix('#2a221d', '#e79a52', warm * 0.7)],
          ]),
        ),
      )
      s.add(stroke(`M${f(cx)} ${f(oy + ow * 0.3)}V${f(ground)}M${f(cx - ow / 2)} ${f(oy + ow * 0.55)}H${f(cx + ow / 2)}`, t('#1f3a34'), 3))
      if (m.lights > 0.3) s.add(glow(s, cx, ground - gH * 0.35, ow, P.lamp, 0.3 * m.lights))
      // a clipped box ball in a planter by every other arch
      if (k % 2 === 0) {
        s.add(rect(cx + ow / 2 + 2, ground - 26, 26, 26, t('#2f3230')))
        s.add(circle(cx + ow / 2 + 15, ground - 40, 18, t(mix(P.moss, m.light, 0.1))))
      }
    }
  }
  // left neighbour: café awning and terrace
  const aw0 = -30
  const aw1 = bx0 - 20
  s.add(
    rect(
      aw0,
      ground - 150,
      aw1 - aw0,
      150,
      s.lin([
        [0, mix('#4a3b30', '#ffd08a', warm * 0.7)],
        [1, mix('#2a221d', '#e79a52', warm * 0.6)],
      ]),
    ),
  )
  s.add(path(`M${f(aw0)} ${f(ground - 160)}H${f(aw1 + 10)}l16 58H${f(aw0)}Z`, t('#8a2a2a')))
  let st = ''
  for (let x = aw0; x < aw1; x += 34) st += `M${f(x)} ${f(ground - 160)}h14l${f(6 + ((x - aw0) / (aw1 - aw0)) * 4)} 58h-14Z`
  s.add(path(st, t('#f1e6d2'), fo(0.85)))
  for (let x = aw0 + 30; x < aw1 - 10; x += 70) {
    s.add(ellipse(x, ground + 4, 22, 5, t(m.shadow), fo(0.3)), rect(x - 2, ground - 40, 4, 40, t('#26231f')), ellipse(x, ground - 40, 20, 5, t('#d9d2c4')))
  }
  // pavement, kerb, road
  s.add(rect(0, ground, W, H - ground, t(mix('#bdb5a6', m.haze, 0.1))))
  const kerb = ground + (H - ground) * 0.55
  s.add(rect(0, kerb, W, 8, t('#ddd6c8')), rect(0, kerb + 8, W, H - kerb, t(mix('#4a4a4c', m.sky[1], 0.12))))
  let slabs = ''
  for (let x = -40; x < W + 40; x += 70) slabs += `M${f(x)} ${f(ground)}L${f(x - 20)} ${f(kerb)}`
  s.add(stroke(slabs, t('#8f887c'), 1.2, so(0.35)), rect(0, ground, W, 10, t(m.shadow), fo(0.15)))
  parisLamp(c, bx1 + r.range(20, 60), kerb, 300)
  parisLamp(c, bx0 - r.range(40, 90), kerb, 300)
  return sun
}

// ================================================================ Nice: Belle Époque palace on the Promenade

function flag(c: Ctx, x: number, y: number, h: number, col: string): void {
  const { s, t } = c
  s.add(stroke(`M${f(x)} ${f(y)}V${f(y - h)}`, t('#e8e4dc'), 2.5))
  s.add(
    path(
      `M${f(x)} ${f(y - h)}q${f(h * 0.2)} ${f(-h * 0.06)} ${f(h * 0.42)} ${f(h * 0.02)}v${f(h * 0.26)}q${f(-h * 0.22)} ${f(-h * 0.06)} ${f(-h * 0.42)} ${f(-h * 0.02)}Z`,
      t(col),
    ),
  )
}

/** The pebble beach below the promenade wall, with the sea reaching in from one corner. */
function pebbleBeach(c: Ctx, y0: number, seaLeft: boolean): void {
  const { s, r, m, t } = c
  s.add(
    rect(
      0,
      y0,
      W,
      H - y0,
      s.lin([
        [0, t('#d6cdbd')],
        [1, t('#b9ad98')],
      ]),
    ),
  )
  let peb = ''
  let peb2 = ''
  for (let i = 0; i < 200; i++) {
    const y = y0 + Math.pow(r(), 0.8) * (H - y0)
    const k = (y - y0) / (H - y0)
    const x = r() * W
    const rr = 2 + k * 7
    const d = `M${f(x - rr)} ${f(y)}a${f(rr)} ${f(rr * 0.6)} 0 1 0 ${f(2 * rr)} 0a${f(rr)} ${f(rr * 0.6)} 0 1 0 ${f(-2 * rr)} 0`
    if (i % 2) peb += d
    else peb2 += d
  }
  s.add(path(peb, t('#9a8f80'), fo(0.45)), path(peb2, t('#efe8dc'), fo(0.5)))
  // the sea in the near corner, foam along the shore
  const x0 = seaLeft ? -20 : W + 20
  const xs = seaLeft ? W * 0.42 : W * 0.58
  const shore = `M${f(x0)} ${f(y0 + (H - y0) * 0.15)}Q${f((x0 + xs) / 2)} ${f(y0 + (H - y0) * 0.5)} ${f(xs)} ${f(H + 10)}L${f(x0)} ${f(H + 10)}Z`
  s.add(
    path(
      shore,
      s.lin([
        [0, t(mix(m.water[0], P.aqua, 0.3))],
        [1, t(m.water[1])],
      ]),
    ),
  )
  s.add(stroke(`M${f(x0)} ${f(y0 + (H - y0) * 0.15)}Q${f((x0 + xs) / 2)} ${f(y0 + (H - y0) * 0.5)} ${f(xs)} ${f(H + 10)}`, '#ffffff', 7, so(0.7)))
  s.add(
    stroke(
      `M${f(x0)} ${f(y0 + (H - y0) * 0.3)}Q${f((x0 + xs) / 2 - (seaLeft ? 60 : -60))} ${f(y0 + (H - y0) * 0.62)} ${f(xs - (seaLeft ? 120 : -120))} ${f(H + 10)}`,
      '#ffffff',
      3,
      so(0.45),
    ),
  )
}

export function facadeNice(c: Ctx): Pt {
  const { s, r, m, t } = c
  const ground = H * 0.71
  const sun = drawSky(c, ground - 120, { clouds: r.int(1, 2) })
  const sunLeft = sun[0] < W / 2
  // distant Riviera hills behind the town
  s.add(path(silhouette(hills(r, -20, W + 20, ground - 470, 40, 20, 1.2), ground, true), mix(mix('#8a9aa8', m.haze, 0.55), m.shadow, m.dark * 0.5)))
  // pastel neighbours
  const leftTop = classicBlock(
    c,
    {
      x0: -30,
      x1: W * 0.13,
      bays: 2,
      stone: t(r.pick(['#f0d9a8', '#ecc9a0', '#f2dcc0'])),
      floors: [120, 84, 82, 80],
      ground,
      main: false,
      balconies: 'each',
      shutters: '#6f9a8a',
    },
    sunLeft,
  )
  s.add(
    poly(
      [
        [-40, leftTop + 16],
        [W * 0.13 + 14, leftTop + 16],
        [W * 0.13 - 20, leftTop - 30],
        [-40, leftTop - 30],
      ],
      t('#c0643e'),
    ),
  )
  const rx0 = W * 0.915
  const rightTop = classicBlock(
    c,
    {
      x0: rx0,
      x1: W + 30,
      bays: 1,
      stone: t(r.pick(['#efc8b8', '#f0d9a8', '#e9c2a6'])),
      floors: [120, 86, 84, 82, 80],
      ground,
      main: false,
      balconies: 'each',
      shutters: '#7f9aa8',
    },
    sunLeft,
  )
  s.add(
    poly(
      [
        [rx0 - 14, rightTop + 16],
        [W + 40, rightTop + 16],
        [W + 40, rightTop - 30],
        [rx0 + 20, rightTop - 30],
      ],
      t('#c0643e'),
    ),
  )
  // the palace: main wing and a domed corner pavilion
  const x0 = W * 0.14
  const x1 = W * 0.72
  const px1 = W * 0.895
  const floors = [104, 68, 66, 66, 64, 62]
  const white = '#f6f0e4'
  const shutters = r.pick(['#8fa8b4', '#9fb4b0', '#a4b8c4'])
  const top = classicBlock(c, { x0, x1, bays: 7, stone: white, floors, ground, main: true, balconies: 'each', shutters, archedTop: true }, sunLeft)
  const ptop = classicBlock(
    c,
    { x0: x1 + 2, x1: px1, bays: 2, stone: mix(white, '#f3e6d0', 0.5), floors: [...floors, 64], ground, main: true, balconies: 'each', shutters, archedTop: true },
    sunLeft,
  )
  // parapet with balusters on the main wing, flags
  let bal = ''
  for (let x = x0; x < x1 - 8; x += 14) bal += `M${f(x + 3)} ${f(top - 34)}h7v34h-7Z`
  s.add(rect(x0 - 8, top - 44, x1 - x0 + 16, 12, t('#f9f5ec')), path(bal, t(mix(white, P.stone, 0.25))))
  for (const fx of [x0 + (x1 - x0) * 0.3, x0 + (x1 - x0) * 0.5, x0 + (x1 - x0) * 0.7]) flag(c, fx, top - 44, 90, r.pick(['#2f6fa8', '#c23a32', '#f2f0ea', '#d3a24f']))
  // the dome
  const cx = (x1 + px1) / 2
  const rx = (px1 - x1) * 0.46
  const drum = 44
  s.add(rect(cx - rx - 6, ptop - 10, rx * 2 + 12, 12, t('#f9f5ec')))
  s.add(rect(cx - rx, ptop - drum, rx * 2, drum, t(white)))
  let dw = ''
  for (let i = -2; i <= 2; i++) dw += `M${f(cx + i * rx * 0.36 - rx * 0.09)} ${f(ptop - drum + 12)}h${f(rx * 0.18)}v${f(drum - 26)}h${f(-rx * 0.18)}Z`
  s.add(path(dw, glass(c, m.lights > 0.4)))
  const domeC = r.pick(['#d9836e', '#cf7a66', '#c96f5c'])
  const dy = ptop - drum
  s.add(
    path(
      `M${f(cx - rx - 4)} ${f(dy)}C${f(cx - rx)} ${f(dy - rx * 1.25)} ${f(cx + rx)} ${f(dy - rx * 1.25)} ${f(cx + rx + 4)} ${f(dy)}Z`,
      s.lin(
        [
          [0, t(lighten(domeC, sunLeft ? 0.25 : 0))],
          [0.5, t(domeC)],
          [1, t(darken(domeC, sunLeft ? 0.25 : 0))],
        ],
        'h',
      ),
    ),
  )
  let ribs = ''
  for (const u of [-0.6, -0.2, 0.2, 0.6]) ribs += `M${f(cx + u * rx)} ${f(dy)}Q${f(cx + u * rx * 0.75)} ${f(dy - rx * 0.75)} ${f(cx)} ${f(dy - rx * 0.94)}`
  s.add(stroke(ribs, t(darken(domeC, 0.3)), 2.5, so(0.6)))
  s.add(
    rect(cx - rx * 0.14, dy - rx * 1.14, rx * 0.28, rx * 0.24, t('#f9f5ec')),
    path(`M${f(cx - rx * 0.2)} ${f(dy - rx * 1.12)}Q${f(cx)} ${f(dy - rx * 1.45)} ${f(cx + rx * 0.2)} ${f(dy - rx * 1.12)}Z`, t(domeC)),
  )
  flag(c, cx, dy - rx * 1.38, 80, '#2f6fa8')
  // ground floor: canopy over the entrance, lit arcades
  const bayW = (x1 - x0) / 7
  for (let k = 0; k < 7; k++) {
    const bx = x0 + (k + 0.5) * bayW
    const ow = bayW * 0.6
    const oy = ground - 104 * 0.76
    s.add(
      path(
        `M${f(bx - ow / 2)} ${f(ground)}V${f(oy + ow / 2)}A${f(ow / 2)} ${f(ow / 2)} 0 0 1 ${f(bx + ow / 2)} ${f(oy + ow / 2)}V${f(ground)}Z`,
        s.lin([
          [0, mix('#5a4a3c', '#ffd08a', 0.35 + 0.6 * m.lights)],
          [1, mix('#3a2e26', '#e99a50', 0.3 + 0.6 * m.lights)],
        ]),
      ),
    )
  }
  const ex = x0 + 3.5 * bayW
  s.add(
    path(`M${f(ex - bayW * 0.9)} ${f(ground - 100)}h${f(bayW * 1.8)}l14 22h${f(-bayW * 1.8 - 28)}Z`, t('#1f3a5a')),
    rect(ex - bayW * 0.9 - 14, ground - 78, bayW * 1.8 + 28, 4, P.brass),
  )
  // promenade: road hidden, balustrade wall, palms, blue chairs
  const wallTop = ground + 38
  const palms = [0.06, 0.27, 0.5, 0.73, 0.95].map((k) => W * k + r.jit(0, 30))
  const pr = r.fork()
  for (const x of palms) palm(c, x, wallTop + 6, pr.range(560, 660), pr.jit(0, 70), P.olive)
  s.add(rect(0, ground, W, wallTop - ground, t(mix('#d8cdb8', m.haze, 0.2))))
  s.add(rect(0, wallTop - 10, W, 12, t('#f4efe6')))
  let balu = ''
  for (let x = 6; x < W; x += 18) balu += `M${f(x)} ${f(wallTop + 14)}h9v44h-9Z`
  s.add(rect(0, wallTop + 2, W, 74, t(mix('#efe8dc', m.shadow, 0.06))), path(balu, t(mix('#d9d0c0', m.shadow, 0.1))))
  s.add(rect(0, wallTop + 58, W, 18, t('#e2dacb')), rect(0, wallTop + 76, W, 8, t(m.shadow), fo(0.25)))
  const blue = t('#2f6fa8')
  for (let x = 40 + r.range(0, 40); x < W; x += r.range(90, 170)) {
    const y = wallTop - 8
    s.add(stroke(`M${f(x - 14)} ${f(y)}v-18M${f(x + 14)} ${f(y)}v-18`, t('#d8dde2'), 2))
    s.add(rect(x - 18, y - 22, 36, 6, blue), path(`M${f(x - 16)} ${f(y - 22)}l-4 -26h40l-4 26Z`, blue))
  }
  // beach club on the pebbles, the sea in the corner
  const seaLeft = r.chance(0.5)
  pebbleBeach(c, wallTop + 84, seaLeft)
  const br = r.fork()
  const n = 3
  for (let i = 0; i < n; i++) {
    const x = seaLeft ? W * (0.5 + i * 0.17) : W * (0.14 + i * 0.17)
    const y = wallTop + 84 + br.range(60, 150)
    lounger(c, x + 40, y + 30, 0.8, br.chance(0.5) ? 1 : -1, '#2f6fa8')
    parasol(c, x, y, 260, '#f6f1e6', '#2f6fa8', br.jit(0, 10))
  }
  return sun
}

// ================================================================ Zurich: lakeside residence on the Utoquai

export function facadeZurich(c: Ctx): Pt {
  const { s, r, m, t } = c
  const quay = H * 0.72
  const sun = drawSky(c, quay - 40, { sunX: W * r.range(0.6, 0.9), clouds: r.int(2, 3) })
  const sunLeft = sun[0] < W / 2
  const hx1 = W * r.range(0.6, 0.64)
  // the Alps beyond the lake, on the right
  alps(c, hx1 - 100, W + 40, quay - 44, r.range(250, 320))
  s.add(path(silhouette(hills(r, hx1 - 140, W + 20, quay - 56, 14, 16, 2), quay - 30, true), t(mix('#55704f', m.haze, 0.55))))
  s.add(rect(hx1 - 140, quay - 42, W - hx1 + 160, 14, t(mix(m.water[0], m.haze, 0.45))))
  // wooded Zürichberg behind the town
  s.add(path(silhouette(hills(r, -20, hx1 + 40, quay - 420, 40, 20, 1.5), quay, true), t(mix('#4f6a45', m.haze, 0.45))))
  // neighbours and the house: sandstone, steel windows, a copper hip roof with dormers
  const x0 = W * 0.1
  const floors = [110, 92, 90, 90, 88]
  const stone = '#dcc59c'
  const lTop = classicBlock(
    c,
    { x0: -30, x1: x0 - 4, bays: 2, stone: t('#e6dccb'), floors: [104, 86, 86, 84], ground: quay, main: false, balconies: 'none', windows: 'french' },
    sunLeft,
  )
  s.add(
    poly(
      [
        [-40, lTop + 16],
        [x0 + 6, lTop + 16],
        [x0 - 40, lTop - 80],
        [-40, lTop - 80],
      ],
      t('#8a4a3a'),
    ),
  )
  const top = classicBlock(c, { x0, x1: hx1, bays: 7, stone, floors, ground: quay, main: true, balconies: 'none', windows: 'steel' }, sunLeft)
  const roofH = 120
  const copper = r.pick(['#5f8f82', '#6a9a8a', '#587f76'])
  s.add(
    poly(
      [
        [x0 - 16, top + 16],
        [hx1 + 16, top + 16],
        [hx1 - 80, top - roofH],
        [x0 + 80, top - roofH],
      ],
      s.lin([
        [0, t(lighten(copper, 0.15))],
        [1, t(copper)],
      ]),
    ),
  )
  let seams = ''
  for (let x = x0; x < hx1; x += 16) seams += `M${f(x)} ${f(top + 14)}L${f(x0 + 80 + ((x - x0) / (hx1 - x0)) * (hx1 - x0 - 160))} ${f(top - roofH)}`
  s.add(stroke(seams, t(darken(copper, 0.2)), 1.2, so(0.45)))
  const bayW = (hx1 - x0) / 7
  for (let k = 1; k < 7; k += 2) {
    const dx = x0 + (k + 0.5) * bayW
    s.add(path(`M${f(dx - 40)} ${f(top + 6)}V${f(top - 50)}L${f(dx)} ${f(top - 80)}L${f(dx + 40)} ${f(top - 50)}V${f(top + 6)}Z`, t(stone)))
    s.add(rect(dx - 26, top - 48, 52, 46, glass(c, r.chance(litChance(c)))))
  }
  // ground floor: tall arched windows of the restaurant and the door
  for (let k = 0; k < 7; k++) {
    const bx = x0 + (k + 0.5) * bayW
    const ow = bayW * 0.56
    const oy = quay - 110 * 0.8
    s.add(
      path(
        `M${f(bx - ow / 2)} ${f(quay)}V${f(oy + ow / 2)}A${f(ow / 2)} ${f(ow / 2)} 0 0 1 ${f(bx + ow / 2)} ${f(oy + ow / 2)}V${f(quay)}Z`,
        s.lin([
          [0, mix('#5a4a3c', '#ffd08a', 0.3 + 0.6 * m.lights)],
          [1, mix('#3a2e26', '#e99a50', 0.3 + 0.6 * m.lights)],
        ]),
      ),
    )
  }
  // the quay: lime trees, lamps, railing
  const tr = r.fork()
  for (let x = -40 + tr.range(0, 80); x < hx1 + 80; x += tr.range(230, 300))
    broadTree(c, x, quay + 18, tr.range(330, 400), tr.pick([P.olive, '#6f7d45', P.moss]), { r: tr, wide: 0.8 })
  for (let x = 120; x < W; x += 360) {
    s.add(rect(x - 3, quay - 150, 6, 168, t('#2b2d2c')))
    lanternGlow(c, x, quay - 158, 12, Math.max(0.25, m.lights))
  }
  s.add(rect(0, quay, W, 22, t(mix('#b9b2a5', m.haze, 0.1))), rect(0, quay + 22, W, 26, t(mix('#8f887a', m.shadow, 0.1))))
  let rail = `M0 ${f(quay - 24)}H${W}`
  for (let x = 0; x < W; x += 24) rail += `M${f(x)} ${f(quay - 24)}V${f(quay)}`
  s.add(stroke(rail, t('#2b2d2c'), 2, so(0.8)))
  // the lake, with the house reflected
  const lake = quay + 48
  s.add(
    rect(
      0,
      lake,
      W,
      H - lake,
      s.lin([
        [0, t(mix(m.water[0], '#5f9a9a', 0.3))],
        [1, t(mix(m.water[1], '#1f4f5a', 0.3))],
      ]),
    ),
  )
  s.add(`<g transform="matrix(1 0 0 -0.6 0 ${f(lake * 1.6)})">` + rect(x0, top, hx1 - x0, quay - top, t(mix(stone, m.water[1], 0.45)), fo(0.5)) + '</g>')
  shimmer(c, 0, W, lake + 4, H, lighten(m.sky[2], 0.3), 120, 0.35, sun[0])
  // swans and a small sailing boat
  for (let i = 0; i < 3; i++) {
    const x = r.range(W * 0.1, W * 0.9)
    const y = r.range(lake + 60, H - 40)
    const k = 0.6 + (y - lake) / (H - lake)
    s.add(path(`M${f(x - 30 * k)} ${f(y)}q${f(28 * k)} ${f(14 * k)} ${f(58 * k)} 0q${f(-8 * k)} ${f(-16 * k)} ${f(-28 * k)} ${f(-16 * k)}Z`, t('#fbf8f2')))
    s.add(
      stroke(`M${f(x + 22 * k)} ${f(y - 9 * k)}q${f(6 * k)} ${f(-24 * k)} ${f(-4 * k)} ${f(-32 * k)}`, t('#fbf8f2'), 5 * k),
      circle(x + 17 * k, y - 40 * k, 3 * k, t('#e0803a')),
    )
  }
  const bx = W * r.range(0.7, 0.85)
  const by = lake + r.range(20, 50)
  s.add(
    path(`M${f(bx)} ${f(by)}v-90l52 84Z`, t('#fbf7ef')),
    path(`M${f(bx - 4)} ${f(by - 70)}l-34 64h34Z`, t('#f0ebe0')),
    path(`M${f(bx - 44)} ${f(by)}h96l-12 12h-72Z`, t(P.navy)),
  )
  return sun
}
