/** Outdoor scenes: facade, pool, skyline, beach, mountain, temple, garden, street. */
import {
  H,
  P,
  W,
  at,
  blob,
  circle,
  cumulus,
  cypress,
  darken,
  drawSky,
  ellipse,
  f,
  fo,
  glow,
  glowE,
  hills,
  jagged,
  lanternGlow,
  lighten,
  mix,
  palm,
  path,
  pd,
  pineD,
  poly,
  rect,
  roundTree,
  rrect,
  shimmer,
  shrub,
  silhouette,
  smoothClosed,
  smoothOpen,
  so,
  stroke,
  type Ctx,
  type Pt,
} from './kit'
import { bougainvillea, longtail, prang, riceTerraces, silkLantern } from './motifs'
import { palmsGrow } from './places'

export const litChance = (c: Ctx) => ({ dawn: 0.3, day: 0.04, golden: 0.22, dusk: 0.62, night: 0.78 })[c.m.name]

/** Window glass: lit (warm) or reflecting the sky. */
export function glass(c: Ctx, lit: boolean): string {
  const { s, m, t } = c
  if (lit)
    return s.lin([
      [0, '#ffe7ae'],
      [0.6, '#f6b862'],
      [1, '#e58f45'],
    ])
  return s.lin([
    [0, t(mix(m.sky[1], P.navy, 0.35), 0.6)],
    [0.55, t(mix(m.sky[0], P.ink, 0.55), 0.6)],
    [1, t(mix(P.ink, m.sky[0], 0.2), 0.6)],
  ])
}

// ================================================================ facade

export function facade(c: Ctx): Pt {
  const { s, r, m, t } = c
  const ground = H * r.range(0.8, 0.85)
  const sun = drawSky(c, ground, { clouds: r.int(1, 3) })
  s.add(path(silhouette(hills(r, -20, W + 20, ground - r.range(170, 260), 36, 30), ground, true), mix(mix(P.sage, m.haze, 0.62), m.shadow, m.dark * 0.6)))

  const bw = W * r.range(0.52, 0.68)
  const bx0 = (W - bw) / 2 + r.jit(0, W * 0.08)
  const bx1 = bx0 + bw
  const litLeft = sun[0] < (bx0 + bx1) / 2
  const pLit = litChance(c)

  // neighbours, a little hazier
  const neighbour = (x0: number, x1: number) => {
    const base = r.pick([P.sand, '#e7cdb0', '#d7b79b', P.cream, '#cfc6b0', '#e3c1a8'])
    const wall = t(mix(base, m.haze, 0.22))
    const top = ground - r.range(380, 640)
    s.add(rect(x0, top, x1 - x0, ground - top, wall))
    s.add(rect(x0, top - 10, x1 - x0, 14, t(mix(lighten(base, 0.3), m.haze, 0.2))))
    s.add(rect(x0, top - 28, x1 - x0, 18, t(mix(P.terracotta, m.haze, 0.3))))
    const cols = Math.max(1, Math.floor((x1 - x0) / 90))
    const rows = Math.floor((ground - top - 120) / 100)
    let dLit = ''
    let dDark = ''
    let dSh = ''
    const ww = 34
    for (let i = 0; i < cols; i++) {
      const x = x0 + ((i + 0.5) * (x1 - x0)) / cols
      for (let j = 0; j < rows; j++) {
        const y = top + 40 + j * 100
        const piece = `M${f(x - ww / 2)} ${f(y)}h${ww}v56h${-ww}Z`
        if (r.chance(pLit)) dLit += piece
        else dDark += piece
        dSh += `M${f(x - ww / 2 - 16)} ${f(y)}h14v56h-14ZM${f(x + ww / 2 + 2)} ${f(y)}h14v56h-14Z`
      }
    }
    s.add(path(dDark, glass(c, false)), path(dLit, glass(c, true)), path(dSh, t(mix(r.pick([P.olive, P.teal, P.sage]), m.haze, 0.2)), fo(0.9)))
    s.add(rect(x0, ground - 110, x1 - x0, 110, t(mix(darken(base, 0.15), m.haze, 0.15))))
  }
  neighbour(-20, bx0 - r.range(0, 30))
  neighbour(bx1 + r.range(0, 30), W + 20)

  // main building
  let bays = Math.round(bw / r.range(100, 135))
  if (bays % 2 === 0) bays += 1
  const bayW = bw / bays
  const floors = r.int(3, 5)
  const gH = r.range(150, 185)
  const roofKind = r.pick(['mansard', 'tiles', 'flat'] as const)
  const roofH = roofKind === 'mansard' ? r.range(90, 115) : roofKind === 'tiles' ? r.range(55, 80) : 46
  const fH = Math.min(r.range(100, 128), (ground - gH - roofH - 90) / floors)
  const top = ground - gH - floors * fH
  const wallBase = r.pick(['#f0e3cd', P.sand, '#ecc7a3', '#e3b598', '#efe6d6', '#d9c6a2', '#cdd2bd', '#e8d2c4'])
  const trim = lighten(wallBase, 0.45)
  const wl = t(mix(wallBase, m.light, 0.22))
  const ws = t(mix(wallBase, m.shadow, 0.16))
  s.add(
    rect(
      bx0,
      top,
      bw,
      ground - top,
      s.lin(
        [
          [0, litLeft ? wl : ws],
          [1, litLeft ? ws : wl],
        ],
        'h',
      ),
    ),
  )
  const modern = r.chance(0.35)
  const mid = Math.floor(bays / 2)
  const stoneC = mix(wallBase, P.stone, 0.55)
  if (modern) modernFloors(c, bx0, bx1, top, ground, floors, fH, gH, bays, litLeft)
  else {
    // ground floor stone
    s.add(
      rect(
        bx0,
        ground - gH,
        bw,
        gH,
        s.lin(
          [
            [0, t(lighten(stoneC, 0.08))],
            [1, t(darken(stoneC, 0.08))],
          ],
          litLeft ? 'h' : [1, 0, 0, 0],
        ),
      ),
    )
    let joints = ''
    for (let y = ground - gH + 24; y < ground; y += 24) joints += `M${f(bx0)} ${f(y)}h${f(bw)}`
    s.add(stroke(joints, t(darken(stoneC, 0.3)), 1.5, so(0.35)))
    // pilasters
    let pil = ''
    for (let i = 0; i <= bays; i += bays > 7 ? 2 : 1) {
      const x = bx0 + i * bayW
      pil += `M${f(x - 9)} ${f(top)}h18V${f(ground - gH)}h-18Z`
    }
    s.add(path(pil, t(trim), fo(0.55)))

    const wstyle = r.pick(['rect', 'arch', 'pediment'] as const)
    const shutters = r.chance(0.55)
    const shutterC = r.pick([P.teal, P.olive, P.sage, P.navy, '#5d7a6e', P.tealLight])
    const ww = bayW * r.range(0.4, 0.5)
    const wh = fH * r.range(0.56, 0.66)
    const balconyFloors = new Set<number>()
    if (r.chance(0.75)) balconyFloors.add(0)
    for (let i = 1; i < floors; i++) if (r.chance(0.35)) balconyFloors.add(i)
    const continuous = r.chance(0.45)
    const iron = t('#2a2724')

    let dGlassDark = ''
    let dGlassLit = ''
    let dFrames = ''
    let dShut = ''
    let dLouv = ''
    let dHead = ''
    const lit: Pt[] = []
    for (let fl = 0; fl < floors; fl++) {
      const fy = ground - gH - (fl + 1) * fH
      // string course
      s.add(rect(bx0 - 6, fy + fH - 9, bw + 12, 11, t(trim)))
      s.add(rect(bx0 - 6, fy + fH + 2, bw + 12, 5, t(m.shadow), fo(0.18)))
      for (let b = 0; b < bays; b++) {
        const cx = bx0 + (b + 0.5) * bayW
        const x = cx - ww / 2
        const y = fy + fH * 0.2
        const isLit = r.chance(pLit)
        let g: string
        if (wstyle === 'arch') g = `M${f(x)} ${f(y + wh)}V${f(y + ww / 2)}A${f(ww / 2)} ${f(ww / 2)} 0 0 1 ${f(x + ww)} ${f(y + ww / 2)}V${f(y + wh)}Z`
        else g = `M${f(x)} ${f(y)}h${f(ww)}v${f(wh)}h${f(-ww)}Z`
        if (isLit) {
          dGlassLit += g
          lit.push([cx, y + wh / 2])
        } else dGlassDark += g
        // frame/mullions
        dFrames += `M${f(cx - 1.5)} ${f(y + 4)}h3v${f(wh - 4)}h-3ZM${f(x)} ${f(y + wh * 0.42)}h${f(ww)}v3h${f(-ww)}Z`
        // sill + head
        dHead += `M${f(x - 7)} ${f(y + wh)}h${f(ww + 14)}v7h${f(-ww - 14)}Z`
        if (wstyle === 'pediment') dHead += `M${f(x - 10)} ${f(y - 6)}L${f(cx)} ${f(y - 26)}L${f(x + ww + 10)} ${f(y - 6)}Z`
        else if (wstyle === 'rect') dHead += `M${f(x - 8)} ${f(y - 12)}h${f(ww + 16)}v9h${f(-ww - 16)}Z`
        if (shutters && wstyle !== 'arch') {
          const sw = ww * 0.48
          dShut += `M${f(x - sw - 3)} ${f(y)}h${f(sw)}v${f(wh)}h${f(-sw)}ZM${f(x + ww + 3)} ${f(y)}h${f(sw)}v${f(wh)}h${f(-sw)}Z`
          for (let k = y + 7; k < y + wh - 3; k += 7) dLouv += `M${f(x - sw - 1)} ${f(k)}h${f(sw - 4)}M${f(x + ww + 5)} ${f(k)}h${f(sw - 4)}`
        }
      }
    }
    s.add(path(dGlassDark, glass(c, false)), path(dGlassLit, glass(c, true)))
    if (m.lights > 0.3) for (const [x, y] of lit) s.add(glow(s, x, y, ww * 1.3, P.lamp, 0.3 * m.lights))
    s.add(path(dFrames, t(trim), fo(0.9)), path(dHead, t(trim)))
    if (dShut) s.add(path(dShut, t(shutterC)), stroke(dLouv, t(darken(shutterC, 0.35)), 1.4, so(0.5)))
    // balconies
    let rails = ''
    let slabs = ''
    for (const fl of balconyFloors) {
      const fy = ground - gH - (fl + 1) * fH
      const y = fy + fH * 0.2 + wh
      const rh = fH * 0.3
      const spans: [number, number][] = []
      if (continuous && fl === 0) spans.push([bx0 + 14, bx1 - 14])
      else for (let b = 0; b < bays; b++) spans.push([bx0 + (b + 0.5) * bayW - ww / 2 - 14, bx0 + (b + 0.5) * bayW + ww / 2 + 14])
      for (const [a, z] of spans) {
        slabs += `M${f(a - 4)} ${f(y)}h${f(z - a + 8)}v9h${f(-(z - a + 8))}Z`
        rails += `M${f(a)} ${f(y - rh)}H${f(z)}`
        for (let x = a; x <= z; x += 8) rails += `M${f(x)} ${f(y - rh)}V${f(y)}`
      }
    }
    if (slabs) s.add(path(slabs, t(trim)), stroke(rails, iron, 2.2, so(0.85)), path(slabs.replace(/v9h/g, 'v4h'), t(m.shadow), fo(0.15)))

    // ground floor openings
    const awnings = r.chance(0.65)
    const awnC = c.accent
    for (let b = 0; b < bays; b++) {
      const cx = bx0 + (b + 0.5) * bayW
      const isDoor = b === mid
      const ow = bayW * (isDoor ? 0.7 : 0.56)
      const oh = gH * (isDoor ? 0.8 : 0.68)
      const oy = ground - oh
      const d = `M${f(cx - ow / 2)} ${f(ground)}V${f(oy + ow / 2)}A${f(ow / 2)} ${f(ow / 2)} 0 0 1 ${f(cx + ow / 2)} ${f(oy + ow / 2)}V${f(ground)}Z`
      s.add(path(d, t(trim)))
      const inner = `M${f(cx - ow / 2 + 7)} ${f(ground)}V${f(oy + ow / 2)}A${f(ow / 2 - 7)} ${f(ow / 2 - 7)} 0 0 1 ${f(cx + ow / 2 - 7)} ${f(oy + ow / 2)}V${f(ground)}Z`
      const warm = 0.35 + 0.65 * m.lights
      s.add(
        path(
          inner,
          s.lin([
            [0, mix('#4a3b30', '#ffcf86', warm * 0.8)],
            [1, mix('#2a221d', '#e79a52', warm * 0.7)],
          ]),
        ),
      )
      if (m.lights > 0.3) s.add(glow(s, cx, ground - oh * 0.3, ow * 1.2, P.lamp, 0.35 * m.lights))
      if (isDoor) {
        // canopy
        const cw = bayW * 1.25
        s.add(rect(cx - cw / 2, oy - 22, cw, 20, t(P.navy)), rect(cx - cw / 2, oy - 4, cw, 4, P.brass))
        s.add(rect(cx - cw / 2 + 6, oy, cw - 12, 10, t(m.shadow), fo(0.3)))
        for (let k = 0; k < 3; k++) s.add(glow(s, cx - cw * 0.3 + k * cw * 0.3, oy + 4, 26, P.lampHot, 0.5 + 0.4 * m.lights))
        // steps
        s.add(rect(cx - ow * 0.75, ground - 6, ow * 1.5, 10, t(lighten(stoneC, 0.2))))
      } else if (awnings) {
        const aw = ow + 22
        const ay = oy - 6
        const ah = 46
        const x0 = cx - aw / 2
        s.add(rect(x0 + 4, ay + ah, aw - 8, 26, t(m.shadow), fo(0.22)))
        s.add(
          path(
            `M${f(x0 + 6)} ${f(ay)}h${f(aw - 12)}l6 ${ah}h${f(-aw)}Z`,
            s.lin([
              [0, t(darken(awnC, 0.25))],
              [1, t(awnC)],
            ]),
          ),
        )
        let st = ''
        const n = 7
        for (let k = 0; k < n; k += 2) {
          const a0 = k / n
          const a1 = (k + 1) / n
          st += `M${f(x0 + 6 + (aw - 12) * a0)} ${f(ay)}L${f(x0 + 6 + (aw - 12) * a1)} ${f(ay)}L${f(x0 + aw * a1)} ${f(ay + ah)}L${f(x0 + aw * a0)} ${f(ay + ah)}Z`
        }
        s.add(path(st, t(P.cream), fo(0.92)))
        let sc = `M${f(x0)} ${f(ay + ah)}`
        const sN = 6
        for (let k = 0; k < sN; k++) sc += `a${f(aw / sN / 2)} ${f(aw / sN / 2.4)} 0 0 0 ${f(aw / sN)} 0`
        s.add(path(sc + 'Z', t(awnC)))
      }
    }

    // roof
    const tl = t(trim)
    if (roofKind === 'mansard') {
      const slate = r.pick(['#4c5963', '#3f5656', '#55565e'])
      s.add(
        poly(
          [
            [bx0 - 8, top],
            [bx1 + 8, top],
            [bx1 - 34, top - roofH],
            [bx0 + 34, top - roofH],
          ],
          s.lin([
            [0, t(lighten(slate, 0.2))],
            [1, t(slate)],
          ]),
        ),
      )
      s.add(rect(bx0 + 30, top - roofH - 6, bw - 60, 8, t(darken(slate, 0.2))))
      for (let b = 0; b < bays; b += 2) {
        const cx = bx0 + (b + 0.5) * bayW
        const dw = ww * 0.8
        const dy = top - roofH * 0.78
        s.add(path(`M${f(cx - dw / 2 - 8)} ${f(top - 4)}V${f(dy + 8)}L${f(cx)} ${f(dy - 18)}L${f(cx + dw / 2 + 8)} ${f(dy + 8)}V${f(top - 4)}Z`, tl))
        s.add(rect(cx - dw / 2, dy + 10, dw, roofH * 0.55, glass(c, r.chance(pLit))))
      }
      for (const x of [bx0 + bw * 0.18, bx1 - bw * 0.18])
        s.add(rect(x - 14, top - roofH - 40, 28, 42, t(darken(stoneC, 0.05))), rect(x - 18, top - roofH - 46, 36, 8, tl))
    } else if (roofKind === 'tiles') {
      const tile = r.pick([P.terracotta, P.clay, '#b5573a'])
      s.add(
        poly(
          [
            [bx0 - 34, top],
            [bx1 + 34, top],
            [bx1 - 70, top - roofH],
            [bx0 + 70, top - roofH],
          ],
          s.lin([
            [0, t(lighten(tile, 0.12))],
            [1, t(darken(tile, 0.1))],
          ]),
        ),
      )
      let tl2 = ''
      for (let k = 1; k < 6; k++) {
        const y = top - (roofH * k) / 6
        const inset = 34 + ((70 - 34) * k) / 6 + 4
        tl2 += `M${f(bx0 - inset + 70)} ${f(y)}H${f(bx1 + inset - 70)}`
      }
      s.add(stroke(tl2, t(darken(tile, 0.35)), 2, so(0.45)))
      s.add(rect(bx0 - 34, top, bw + 68, 12, t(darken(tile, 0.45))), rect(bx0 - 6, top + 12, bw + 12, 8, t(m.shadow), fo(0.25)))
    } else {
      s.add(rect(bx0 - 14, top - 18, bw + 28, 22, tl), rect(bx0 - 8, top + 4, bw + 16, 8, t(m.shadow), fo(0.2)))
      let bal = ''
      for (let x = bx0; x < bx1 - 4; x += 16) bal += `M${f(x + 4)} ${f(top - 52)}h8v34h-8Z`
      s.add(rect(bx0 - 6, top - 62, bw + 12, 12, tl), path(bal, t(mix(trim, wallBase, 0.4))))
      for (let k = 0; k < 4; k++) shrub(c, bx0 + bw * r.range(0.1, 0.9), top - 60, r.range(40, 80), r.range(30, 50), P.olive)
    }
  }
  // shade side cast shadow
  const shX = litLeft ? bx1 : bx0
  s.add(rect(litLeft ? shX - bw * 0.08 : shX, top, bw * 0.08, ground - top, t(m.shadow), fo(0.12)))

  // street
  s.add(
    rect(
      0,
      ground,
      W,
      H - ground,
      s.lin([
        [0, t(mix(P.stone, m.haze, 0.1))],
        [1, t(darken(P.stone, 0.1))],
      ]),
    ),
  )
  const kerb = ground + (H - ground) * r.range(0.5, 0.62)
  s.add(rect(0, kerb, W, 8, t(lighten(P.stone, 0.25))), rect(0, kerb + 8, W, H - kerb, t(mix(P.charcoal, m.sky[1], 0.15))))
  let pav = ''
  for (let x = -W; x < W * 2; x += 80) pav += `M${f(W / 2 + (x - W / 2) * 0.7)} ${f(ground)}L${f(x)} ${f(kerb)}`
  s.add(stroke(pav, t(darken(P.stone, 0.3)), 1.2, so(0.25)))
  s.add(rect(0, ground, W, 14, t(m.shadow), fo(0.15)))

  // trees + lamps
  const kind = modern ? r.pick(['palm', 'palm', 'plane'] as const) : r.pick(['plane', 'palm', 'cypress', 'topiary'] as const)
  const lampXs = [bx0 - r.range(20, 80), bx1 + r.range(20, 80)]
  for (const x of lampXs) {
    s.add(rect(x - 4, ground - 230, 8, 236, t('#26231f')), rect(x - 10, ground - 6, 20, 14, t('#26231f')))
    lanternGlow(c, x, ground - 250, 20, Math.max(0.25, m.lights))
  }
  if (kind === 'plane') {
    for (const x of [r.range(-60, bx0 + 40), r.range(bx1 - 40, W + 60)]) {
      s.add(ellipse(x + 60, ground + 40, 190, 26, t(m.shadow), fo(0.2)))
      roundTree(c, x, ground + 30, r.range(520, 700), r.pick([P.olive, P.moss, '#6f7d45']))
    }
  } else if (kind === 'palm') {
    const n = r.int(2, 3)
    for (let i = 0; i < n; i++) {
      const x = i === 0 ? r.range(bx0 - 160, bx0 + 60) : i === 1 ? r.range(bx1 - 60, bx1 + 160) : r.range(bx0 + 80, bx1 - 80)
      palm(c, x, ground + 24, r.range(520, 720), r.jit(0, 90), P.olive)
    }
  } else if (kind === 'cypress') {
    for (const x of [bx0 - 30, bx0 + r.range(50, 110), bx1 - r.range(50, 110), bx1 + 30]) cypress(c, x, ground + 8, r.range(300, 460))
  } else {
    for (const x of [bx0 + (mid - 0.15) * bayW, bx0 + (mid + 1.15) * bayW, bx0 + 40, bx1 - 40]) {
      s.add(rect(x - 26, ground - 50, 52, 54, t(P.terracotta)), rect(x - 3, ground - 90, 6, 44, t(P.walnut)))
      s.add(circle(x, ground - 108, 34, t(P.moss)), circle(x - 9, ground - 118, 18, t(mix(P.olive, m.light, 0.2))))
    }
  }
  return sun
}

/** Contemporary resort facade: glass bands, white balcony slabs with glass railings, planters. */
function modernFloors(c: Ctx, bx0: number, bx1: number, top: number, ground: number, floors: number, fH: number, gH: number, bays: number, litLeft: boolean): void {
  const { s, r, m, t } = c
  const bw = bx1 - bx0
  const white = r.pick(['#f4f0e8', '#efe9de', '#f2ece4'])
  const clad = r.pick([P.sand, P.stone, '#d9c2a0', P.oak])
  s.add(
    rect(
      bx0,
      top - 20,
      bw,
      ground - top + 20,
      s.lin(
        [
          [0, t(mix(white, m.light, litLeft ? 0.2 : 0))],
          [1, t(mix(white, m.shadow, litLeft ? 0.15 : 0.02))],
        ],
        'h',
      ),
    ),
  )
  const pLit = litChance(c)
  const panel = bw / (bays * 2)
  let lit = ''
  let dark = ''
  let mull = ''
  for (let fl = 0; fl < floors; fl++) {
    const fy = ground - gH - (fl + 1) * fH
    const gy = fy + fH * 0.1
    const gh = fH * 0.72
    for (let i = 0; i < bays * 2; i++) {
      const x = bx0 + 28 + i * ((bw - 56) / (bays * 2))
      const d = `M${f(x)} ${f(gy)}h${f((bw - 56) / (bays * 2))}v${f(gh)}h${f(-(bw - 56) / (bays * 2))}Z`
      if (r.chance(pLit)) lit += d
      else dark += d
      mull += `M${f(x)} ${f(gy)}V${f(gy + gh)}`
    }
  }
  s.add(path(dark, glass(c, false)), path(lit, glass(c, true)), stroke(mull, t('#d9d4ca'), 2.5))
  void panel
  for (let fl = 0; fl < floors; fl++) {
    const fy = ground - gH - (fl + 1) * fH
    const sy = fy + fH * 0.82
    s.add(rect(bx0 - 14, fy + fH * 0.5, bw + 28, fH * 0.32, '#dff0f2', fo(0.22)))
    s.add(stroke(`M${f(bx0 - 14)} ${f(fy + fH * 0.5)}H${f(bx1 + 14)}`, t('#e8e4dc'), 3))
    s.add(rect(bx0 - 18, sy, bw + 36, fH * 0.12, t(white)), rect(bx0 - 18, sy + fH * 0.12, bw + 36, 8, t(m.shadow), fo(0.2)))
    for (let k = 0; k < 3; k++) {
      if (!r.chance(0.55)) continue
      const px = bx0 + bw * r.range(0.05, 0.9)
      const pw = r.range(50, 90)
      s.add(path(`M${f(px)} ${f(sy)}h${f(pw)}v${f(fH * 0.12 + r.range(10, 26))}q${f(-pw / 2)} 10 ${f(-pw)} 0Z`, t(P.moss), fo(0.9)))
      shrub(c, px + pw / 2, sy + 2, pw * 1.1, r.range(22, 34), P.olive)
    }
  }
  // cladding fins at both ends
  s.add(
    rect(bx0 - 24, top - 30, 40, ground - top + 30, t(mix(clad, m.light, litLeft ? 0.15 : 0))),
    rect(bx1 - 16, top - 30, 40, ground - top + 30, t(mix(clad, m.shadow, 0.15))),
  )
  // roof slab + pergola
  s.add(rect(bx0 - 30, top - 40, bw + 60, 22, t(white)), rect(bx0 - 30, top - 18, bw + 60, 8, t(m.shadow), fo(0.2)))
  let perg = ''
  const px0 = bx0 + bw * r.range(0.1, 0.4)
  for (let x = px0; x < px0 + bw * 0.4; x += 18) perg += `M${f(x)} ${f(top - 82)}h8v42h-8Z`
  s.add(path(perg, t(clad)), rect(px0 - 10, top - 90, bw * 0.42, 10, t(clad)))
  // glazed lobby with a long canopy
  const gy = ground - gH
  s.add(
    rect(
      bx0 + 28,
      gy + 30,
      bw - 56,
      gH - 30,
      s.lin([
        [0, mix('#6a5646', '#ffd08a', 0.4 + 0.5 * m.lights)],
        [1, mix('#3a2e26', '#e99a50', 0.3 + 0.5 * m.lights)],
      ]),
    ),
  )
  let gm = ''
  for (let x = bx0 + 28; x < bx1 - 28; x += bw / (bays * 2)) gm += `M${f(x)} ${f(gy + 30)}V${f(ground)}`
  s.add(stroke(gm, t('#2a2724'), 3))
  const cw = bw * 0.34
  const cx = (bx0 + bx1) / 2
  s.add(rect(cx - cw / 2, gy + 18, cw, 16, t(P.charcoal)), rect(cx - cw / 2, gy + 34, cw, 3, P.brass))
  for (let k = 0; k < 5; k++) s.add(glow(s, cx - cw * 0.4 + k * cw * 0.2, gy + 40, 30, P.lampHot, 0.45 + 0.4 * m.lights))
  if (m.lights > 0.3) s.add(glowE(s, cx, ground - gH * 0.4, bw * 0.5, gH * 0.7, P.lamp, 0.3 * m.lights))
}

// ================================================================ pool

export function parasol(c: Ctx, x: number, baseY: number, h: number, col: string, col2: string, tilt: number): void {
  const { s, t, m, r } = c
  const R = h * 0.62
  const ax = x + tilt
  const ay = baseY - h
  s.add(ellipse(x + R * 0.35, baseY + h * 0.04, R * 0.95, R * 0.18, t(m.shadow), fo(0.22)))
  s.add(stroke(`M${f(x)} ${f(baseY)}L${f(ax)} ${f(ay - h * 0.05)}`, t('#e8e0d2'), Math.max(2, h * 0.018)))
  const rimY = ay + R * 0.3
  const n = 8
  const pts: Pt[] = []
  for (let i = 0; i <= n; i++) {
    const th = Math.PI * (1 - i / n)
    pts.push([ax + Math.cos(th) * R, rimY + Math.sin(th) * R * 0.16])
  }
  const apex: Pt = [ax, ay - R * 0.18]
  for (let i = 0; i < n; i++) {
    const a = at(pts, i)
    const b = at(pts, i + 1)
    const mx = (a[0] + b[0]) / 2
    const my = (a[1] + b[1]) / 2
    const base = i % 2 ? col2 : col
    const shade = i >= n / 2 ? 0.18 : 0
    const d = `M${f(apex[0])} ${f(apex[1])}Q${f((apex[0] + a[0]) / 2 - (mx - ax) * 0.08)} ${f((apex[1] + a[1]) / 2 - R * 0.06)} ${f(a[0])} ${f(a[1])}Q${f(mx)} ${f(my + R * 0.06)} ${f(b[0])} ${f(b[1])}Q${f((apex[0] + b[0]) / 2)} ${f((apex[1] + b[1]) / 2 - R * 0.06)} ${f(apex[0])} ${f(apex[1])}Z`
    s.add(path(d, t(mix(base, m.shadow, shade))))
  }
  const p0 = at(pts, 0)
  let val = `M${f(p0[0])} ${f(p0[1])}`
  for (let i = 0; i < n; i++) {
    const a = at(pts, i)
    const b = at(pts, i + 1)
    val += `Q${f((a[0] + b[0]) / 2)} ${f((a[1] + b[1]) / 2 + R * 0.1)} ${f(b[0])} ${f(b[1])}`
  }
  s.add(path(val + 'Z', t(darken(col, 0.15)), fo(0.95)))
  s.add(circle(apex[0], apex[1] - 3, Math.max(2, h * 0.02), t(P.brass)))
  void r
}

export function lounger(c: Ctx, x: number, y: number, sc: number, dir: 1 | -1, towel: string): void {
  const { s, t, m } = c
  const L = 260 * sc
  const th = 16 * sc
  s.add(ellipse(x, y + 8 * sc, L * 0.6, 16 * sc, t(m.shadow), fo(0.25)))
  const frame = t('#d9d2c4')
  const x0 = x - L / 2
  // legs
  s.add(
    path(
      `M${f(x0 + 16 * sc)} ${f(y - th)}v${f(th + 4 * sc)}h${f(6 * sc)}v${f(-th - 4 * sc)}ZM${f(x0 + L - 22 * sc)} ${f(y - th)}v${f(th + 4 * sc)}h${f(6 * sc)}v${f(-th - 4 * sc)}Z`,
      t('#8b7f6e'),
    ),
  )
  s.add(rrect(x0, y - th - 30 * sc, L, 16 * sc, 6 * sc, frame))
  // cushion
  const cush = t('#fbf7ef')
  s.add(rrect(x0 + 4 * sc, y - th - 42 * sc, L * 0.7, 14 * sc, 6 * sc, cush))
  // backrest
  const bx = dir === 1 ? x0 + L * 0.72 : x0 + L * 0.28
  const ang = dir === 1 ? -38 : 38
  s.add(
    `<g transform="translate(${f(dir === 1 ? x0 + L * 0.7 : x0 + L * 0.3)} ${f(y - th - 30 * sc)}) rotate(${ang})">` +
      rrect(dir === 1 ? 0 : -L * 0.34, -16 * sc, L * 0.34, 16 * sc, 6 * sc, cush) +
      '</g>',
  )
  void bx
  if (dir === -1) s.add(rrect(x0 + L * 0.3, y - th - 42 * sc, L * 0.68, 14 * sc, 6 * sc, cush))
  // towel stripe
  s.add(rect(x0 + L * (dir === 1 ? 0.35 : 0.5), y - th - 43 * sc, L * 0.14, 16 * sc, t(towel)))
  s.add(rect(x0 + L * (dir === 1 ? 0.38 : 0.53), y - th - 43 * sc, L * 0.02, 16 * sc, t(P.cream)))
}

export function pool(c: Ctx): Pt {
  const { s, r, m, t } = c
  const horizon = H * r.range(0.36, 0.46)
  const sun = drawSky(c, horizon)
  const id = c.place.id
  const edge = horizon + (id === 'ubud' ? r.range(200, 240) : r.range(70, 140))
  const deck = H * r.range(0.74, 0.8)
  const kind = id === 'ubud' ? 'valley' : id === 'bangkok' ? 'river' : id === 'hoi-an' ? 'garden' : id === 'nice' ? 'sea' : r.pick(['sea', 'sea', 'hills'] as const)
  if (kind === 'valley') {
    // an infinity edge over the jungle valley and its terraces
    for (let i = 0; i < 2; i++) {
      const k = i / 2
      s.add(path(silhouette(hills(r, -20, W + 20, horizon + k * (edge - horizon) * 0.3, 40 - i * 8, 20), edge + 2, true), t(mix('#2f5a3a', m.haze, 0.6 - k * 0.35))))
      s.add(
        rect(
          0,
          horizon + k * (edge - horizon) * 0.3 - 10,
          W,
          30,
          s.lin([
            [0, m.haze, 0],
            [0.5, m.haze, 0.4],
            [1, m.haze, 0],
          ]),
        ),
      )
    }
    for (let i = 0; i < 8; i++) palm(c, r() * W, horizon + (edge - horizon) * 0.4 - r.range(0, 30), r.range(50, 110), r.jit(0, 10), '#4f6a3a')
    riceTerraces(c, -40, W + 40, horizon + (edge - horizon) * 0.45, edge + 4, r, { rows: 6 })
  } else if (kind === 'river') {
    let trees = ''
    for (let x = -20; x < W + 20; x += r.range(40, 70)) trees += blob(r, x, horizon + 10, r.range(40, 70), r.range(24, 40), 8, 0.2)
    s.add(path(trees, t(mix('#4a6a3a', m.haze, 0.4))))
    prang(c, W * r.range(0.2, 0.8), horizon + 20, 300)
    s.add(
      rect(
        0,
        horizon + 20,
        W,
        edge - horizon - 20,
        s.lin([
          [0, t(mix(m.water[0], '#8a7a5a', 0.35))],
          [1, t(mix(m.water[1], '#4a4a3a', 0.3))],
        ]),
      ),
    )
    longtail(c, W * r.range(0.2, 0.8), horizon + 20 + (edge - horizon - 20) * 0.6, 260, r.chance(0.5) ? 1 : -1, '#3a4a6a', '#c23a32')
  } else if (kind === 'garden') {
    // the ochre house beyond the pool, bougainvillea on its wall
    s.add(rect(0, horizon - 160, W, edge - horizon + 160, t('#e8b84a')), rect(0, horizon - 190, W, 34, t('#9a5a3a')))
    for (let x = 80; x < W; x += 260)
      s.add(
        rect(x, horizon - 110, 110, 160, m.lights > 0.3 ? '#ffd08a' : t('#3a2a1e')),
        rect(x - 40, horizon - 110, 36, 160, t('#3d7a6a')),
        rect(x + 114, horizon - 110, 36, 160, t('#3d7a6a')),
      )
    bougainvillea(c, W * r.range(0.1, 0.6), horizon - 220, 300, 160)
  } else if (kind === 'sea') {
    s.add(
      rect(
        0,
        horizon,
        W,
        edge - horizon,
        s.lin([
          [0, t(mix(m.water[0], m.haze, 0.35))],
          [1, t(m.water[1])],
        ]),
      ),
    )
    shimmer(c, 0, W, horizon + 2, edge, lighten(m.sky[2], 0.3), 70, 0.35, sun[0])
    const side = r.chance(0.5)
    const hx0 = side ? -40 : W * r.range(0.55, 0.75)
    const hx1 = side ? W * r.range(0.25, 0.45) : W + 40
    const hl = hills(r, hx0, hx1, horizon - 30, 24, 16).map(([x, y]): Pt => [
      x,
      horizon + 3 - (horizon - y + 50) * Math.sin(Math.PI * Math.min(1, Math.max(0, (x - hx0) / (hx1 - hx0)))) ** 0.6,
    ])
    s.add(path(silhouette(hl, horizon + 2, true), mix(mix(P.olive, m.haze, 0.5), m.shadow, m.dark * 0.5)))
  } else {
    for (let i = 0; i < 3; i++) {
      const k = i / 2
      s.add(
        path(
          silhouette(hills(r, -20, W + 20, horizon + k * (edge - horizon) * 0.8, 40 - i * 8, 20), edge + 2, true),
          t(mix(mix(P.olive, P.sage, k), m.haze, 0.55 - k * 0.35)),
        ),
      )
    }
    for (let i = 0; i < 14; i++) cypress(c, r() * W, edge - r.range(0, 30), r.range(30, 60), mix(P.forest, m.haze, 0.35))
  }
  // pool water
  const pw0 = t(mix(P.aqua, m.sky[1], 0.45))
  const pw1 = t('#2a9fb0')
  const pw2 = t('#157f95')
  s.add(
    rect(
      0,
      edge,
      W,
      deck - edge,
      s.lin([
        [0, pw0],
        [0.4, pw1],
        [1, pw2],
      ]),
    ),
  )
  s.add(rect(0, edge - 2, W, 5, t(lighten(P.stone, 0.3)), fo(0.9)))
  if (m.lights > 0.5) for (let x = W * 0.1; x < W; x += W * 0.27) s.add(glowE(s, x, deck - 10, 260, (deck - edge) * 0.8, '#7ff0ff', 0.5 * m.lights))
  // sky reflection + ripples
  shimmer(c, 0, W, edge + 6, deck - 4, lighten(m.sky[2], 0.4), 60, 0.3, sun[0])
  let rip = ''
  for (let y = edge + 18; y < deck - 6; y += 9 + ((y - edge) / (deck - edge)) * 22) {
    const k = (y - edge) / (deck - edge)
    let x = r.range(-40, 0)
    rip += `M${f(x)} ${f(y)}`
    while (x < W) {
      const seg = r.range(30, 80) * (0.5 + k)
      rip += `q${f(seg / 2)} ${f(r.jit(0, 6 * (0.4 + k)))} ${f(seg)} 0`
      x += seg
      if (r.chance(0.25)) {
        x += seg * 0.6
        rip += `M${f(x)} ${f(y + r.jit(0, 3))}`
      }
    }
  }
  s.add(stroke(rip, '#e8fbff', 1.6, so(0.35)))
  // coping + deck
  const stoneC = r.pick([P.sand, P.stone, '#e6dccb'])
  s.add(
    rect(
      0,
      deck,
      W,
      H - deck,
      s.lin([
        [0, t(lighten(stoneC, 0.15))],
        [1, t(darken(stoneC, 0.05))],
      ]),
    ),
  )
  s.add(rect(0, deck - 4, W, 18, t(lighten(stoneC, 0.35))), rect(0, deck + 14, W, 6, t(m.shadow), fo(0.18)))
  let joints = ''
  const vpx = W / 2 + r.jit(0, 200)
  for (let k = 1; k < 6; k++) joints += `M0 ${f(deck + 14 + ((H - deck) * k * k) / 30)}H${W}`
  for (let x = -W; x < W * 2; x += 120) joints += `M${f(vpx + (x - vpx) * 0.55)} ${f(deck + 14)}L${f(x)} ${f(H)}`
  s.add(stroke(joints, t(darken(stoneC, 0.25)), 1.3, so(0.3)))

  // palms, where they grow
  const palmSide = r.chance(0.5) ? -1 : 1
  const np = palmsGrow(c.place) || !c.place.id ? r.int(1, 2) : 0
  for (let i = 0; i < np; i++) {
    const x = palmSide < 0 ? r.range(-40, W * 0.2) : r.range(W * 0.8, W + 40)
    s.add(ellipse(x + 200, deck + 70, 260, 20, t(m.shadow), fo(0.12)))
    palm(c, x, deck + r.range(20, 100), r.range(620, 860), -palmSide * r.range(40, 160), r.pick([P.olive, P.moss]))
  }
  // loungers + parasol
  const n = r.int(2, 3)
  const towel = c.accent
  const ly = deck + r.range(120, 170)
  const sc = 0.85 + (ly - deck) / 400
  const start = r.range(W * 0.12, W * 0.3)
  const gap = r.range(300, 360) * sc
  const dir = r.chance(0.5) ? 1 : -1
  for (let i = 0; i < n; i++) {
    const x = start + i * gap
    if (i === 1 || (n === 2 && i === 0)) parasol(c, x + gap * 0.5, ly + 4, 340 * sc, c.accent2 === towel ? P.cream : c.accent2, P.cream, r.jit(0, 10))
    lounger(c, x, ly, sc, dir as 1 | -1, towel)
  }
  if (r.chance(0.6)) {
    const x = r.range(W * 0.7, W * 0.9)
    s.add(rect(x - 40, H - 150, 80, 90, t(P.terracotta)), rect(x - 46, H - 158, 92, 12, t(darken(P.terracotta, 0.2))))
    shrub(c, x, H - 150, 130, 120, P.olive)
  }
  return sun
}

// ================================================================ skyline

interface Bld {
  x: number
  w: number
  h: number
  top: 'flat' | 'spire' | 'dome' | 'step' | 'gable'
}

function cityLayer(r: Ctx['r'], x0: number, x1: number, minH: number, maxH: number, minW: number, maxW: number): Bld[] {
  const out: Bld[] = []
  let x = x0
  while (x < x1) {
    const w = r.range(minW, maxW)
    const tall = r.chance(0.15)
    const h = tall ? r.range(maxH * 0.85, maxH * 1.25) : r.range(minH, maxH * 0.7)
    const top = tall ? r.pick(['spire', 'step', 'flat', 'dome'] as const) : r.pick(['flat', 'flat', 'flat', 'gable', 'step', 'dome'] as const)
    out.push({ x, w, h, top })
    x += w * r.range(0.7, 1.05)
  }
  return out
}

function bldPath(b: Bld, base: number): string {
  const { x, w, h } = b
  const y = base - h
  switch (b.top) {
    case 'spire':
      return `M${f(x)} ${f(base)}V${f(y)}H${f(x + w * 0.2)}V${f(y - h * 0.08)}H${f(x + w * 0.42)}L${f(x + w * 0.5)} ${f(y - h * 0.35)}L${f(x + w * 0.58)} ${f(y - h * 0.08)}H${f(x + w * 0.8)}V${f(y)}H${f(x + w)}V${f(base)}Z`
    case 'dome':
      return `M${f(x)} ${f(base)}V${f(y)}H${f(x + w * 0.15)}A${f(w * 0.35)} ${f(w * 0.38)} 0 0 1 ${f(x + w * 0.85)} ${f(y)}H${f(x + w)}V${f(base)}ZM${f(x + w * 0.48)} ${f(y - w * 0.36)}h${f(w * 0.04)}v${f(-w * 0.2)}h${f(-w * 0.04)}Z`
    case 'step':
      return `M${f(x)} ${f(base)}V${f(y)}H${f(x + w * 0.12)}V${f(y - h * 0.08)}H${f(x + w * 0.25)}V${f(y - h * 0.15)}H${f(x + w * 0.75)}V${f(y - h * 0.08)}H${f(x + w * 0.88)}V${f(y)}H${f(x + w)}V${f(base)}Z`
    case 'gable':
      return `M${f(x)} ${f(base)}V${f(y)}L${f(x + w / 2)} ${f(y - w * 0.35)}L${f(x + w)} ${f(y)}V${f(base)}Z`
    default:
      return `M${f(x)} ${f(base)}V${f(y)}H${f(x + w)}V${f(base)}Z`
  }
}

export function skyline(c: Ctx): Pt {
  const { s, r, m, t } = c
  const river = H * r.range(0.64, 0.71)
  const sun = drawSky(c, river)
  s.add(path(silhouette(hills(r, -20, W + 20, river - r.range(120, 190), 30, 30), river, true), mix(m.haze, m.sky[1], 0.35)))
  const layers = [
    { hz: 0.62, minH: 60, maxH: 240, minW: 40, maxW: 90, col: P.taupe },
    { hz: 0.34, minH: 70, maxH: 330, minW: 45, maxW: 110, col: '#7a6f72' },
    { hz: 0.08, minH: 40, maxH: 200, minW: 60, maxW: 150, col: '#4b4a55' },
  ]
  const pLit = litChance(c)
  let nearD = ''
  const winLitAll: string[] = []
  const reflectLit: Pt[] = []
  const wr = r.fork() // window lighting depends on the mood: keep it off the main sequence
  layers.forEach((L, li) => {
    const blds = cityLayer(r, r.range(-80, -10), W + 20, L.minH, L.maxH, L.minW, L.maxW)
    const tints = li === 0 ? [L.col] : li === 1 ? [L.col, '#8d7a70', '#6f7580', '#a58a72'] : [L.col, '#6b5448', '#4f5763', '#7a6452', '#5a4a4f']
    const byTint: string[] = tints.map(() => '')
    let dl = ''
    for (const b of blds) {
      const bp = bldPath(b, river + 4)
      byTint[Math.floor(r() * tints.length)] += bp
      if (li === 2) nearD += bp
      // lit side facet
      const sunLeft = sun[0] < b.x + b.w / 2
      dl += `M${f(sunLeft ? b.x : b.x + b.w * 0.72)} ${f(river + 4)}V${f(river + 4 - b.h)}h${f(b.w * 0.28)}V${f(river + 4)}Z`
      if (li >= 1) {
        let win = ''
        const cols = Math.max(2, Math.floor(b.w / 14))
        const rows = Math.floor((b.h - 20) / 16)
        for (let i = 0; i < cols; i++)
          for (let j = 0; j < rows; j++) {
            if (!wr.chance(pLit * (li === 1 ? 0.8 : 1))) continue
            const wx = b.x + 6 + (i * (b.w - 12)) / cols
            const wy = river + 4 - b.h + 14 + j * 16
            win += `M${f(wx)} ${f(wy)}h5v8h-5Z`
            if (li === 2 && wr.chance(0.2)) reflectLit.push([wx, wy])
          }
        winLitAll.push(win)
      }
    }
    tints.forEach((tc, i) => byTint[i] && s.add(path(byTint[i], t(mix(mix(tc, m.sky[0], 0.12), m.haze, L.hz)))))
    s.add(path(dl, t(mix(mix(lighten(L.col, 0.3), m.light, 0.3), m.haze, L.hz)), fo(0.4)))
    if (winLitAll.length) {
      s.add(path(winLitAll.join(''), li === 1 ? mix(P.lamp, m.haze, 0.3) : P.lamp, fo(0.35 + 0.6 * m.lights)))
      winLitAll.length = 0
    }
    if (li === 1) {
      // hazy band between mid and near
      s.add(
        rect(
          0,
          river - 140,
          W,
          144,
          s.lin([
            [0, m.haze, 0],
            [1, m.haze, 0.45],
          ]),
        ),
      )
    }
  })
  // river
  s.add(
    rect(
      0,
      river,
      W,
      H - river,
      s.lin([
        [0, t(mix(m.sky[2], m.water[0], 0.4))],
        [0.35, t(m.water[0])],
        [1, t(m.water[1])],
      ]),
    ),
  )
  s.add(`<g transform="matrix(1 0 0 -0.75 0 ${f(river * 1.75 + 6)})">` + path(nearD, t(mix('#4b4a55', m.water[1], 0.45)), fo(0.55)) + '</g>')
  for (const [x, y] of reflectLit) {
    const ry = river + (river - y) * 0.75 + 8
    s.add(rect(x - 1, ry, 7, wr.range(10, 30), P.lamp, fo(0.35 * m.lights + 0.05)))
  }
  shimmer(c, 0, W, river + 4, H, lighten(m.sky[2], 0.25), 110, 0.3, sun[0])
  shimmer(c, 0, W, river + 4, H, t(m.water[1]), 60, 0.35)
  // bridge across the river, in the middle distance
  const kind = r.pick(['arch', 'suspension', 'arch'] as const)
  const deckY = river + r.range(70, 110)
  const pierY = deckY + r.range(80, 110)
  const bcol = mix(t(r.pick(['#a8876a', '#9a8270', '#b09070'])), '#2a2238', 0.12 + m.dark * 0.9)
  const bcolD = t(darken(bcol, 0.3))
  if (kind === 'arch') {
    const n = r.int(4, 6)
    const span = (W + 120) / n
    const ox = -60 - r.range(0, span * 0.5)
    const pw = span * 0.14
    const right = ox + (n + 1) * span
    let d = `M${f(ox)} ${f(deckY - 24)}H${f(right)}V${f(pierY)}`
    for (let i = n; i >= 0; i--) {
      const x0 = ox + i * span
      const xr = x0 + span - pw / 2
      const xl = x0 + pw / 2
      d += `L${f(xr)} ${f(pierY)}A${f((xr - xl) / 2)} ${f(pierY - deckY - 10)} 0 0 0 ${f(xl)} ${f(pierY)}`
    }
    d += `L${f(ox)} ${f(pierY)}Z`
    s.add(`<g transform="matrix(1 0 0 -0.7 0 ${f(pierY * 1.7)})">` + path(d, t(mix(bcol, m.water[1], 0.55)), fo(0.5)) + '</g>')
    s.add(
      path(
        d,
        s.lin([
          [0, t(lighten(bcol, 0.1))],
          [1, t(darken(bcol, 0.12))],
        ]),
      ),
    )
    let post = `M-20 ${f(deckY - 44)}H${W + 20}`
    for (let x = -10; x < W + 20; x += 14) post += `M${f(x)} ${f(deckY - 44)}V${f(deckY - 24)}`
    s.add(stroke(post, bcolD, 3), rect(-20, deckY - 26, W + 40, 5, bcolD))
    let piers = ''
    for (let i = 0; i <= n; i++) {
      const x = ox + i * span
      piers += `M${f(x - span * 0.07)} ${f(pierY)}h${f(span * 0.14)}v8h${f(-span * 0.14)}Z`
    }
    s.add(path(piers, bcolD))
    for (let i = 0; i <= n; i++) {
      const x = ox + i * span
      s.add(rect(x - 3, deckY - 110, 6, 70, t('#2b2a2a')))
      lanternGlow(c, x, deckY - 118, 12, Math.max(0.3, m.lights))
    }
  } else {
    const tx0 = W * r.range(0.2, 0.3)
    const tx1 = W - tx0 + r.jit(0, 60)
    const th = r.range(330, 400)
    const col = t(r.pick(['#b5523b', '#8a8f94', '#c98b4a']))
    let cab = ''
    cab += `M-20 ${f(deckY - 40)}Q${f(tx0 * 0.55)} ${f(deckY - 60)} ${f(tx0)} ${f(deckY - th)}`
    cab += `M${f(tx0)} ${f(deckY - th)}Q${f((tx0 + tx1) / 2)} ${f(deckY + 30)} ${f(tx1)} ${f(deckY - th)}`
    cab += `M${f(tx1)} ${f(deckY - th)}Q${f(tx1 + (W - tx1) * 0.45)} ${f(deckY - 60)} ${f(W + 20)} ${f(deckY - 40)}`
    let hang = ''
    for (let x = tx0 + 22; x < tx1; x += 22) {
      const k = (x - tx0) / (tx1 - tx0)
      const cy = (1 - k) * (1 - k) * (deckY - th) + 2 * (1 - k) * k * (deckY + 30) + k * k * (deckY - th)
      hang += `M${f(x)} ${f(cy)}V${f(deckY - 18)}`
    }
    s.add(`<g transform="matrix(1 0 0 -0.7 0 ${f(pierY * 1.7)})">` + rect(-20, deckY - 18, W + 40, 20, t(mix(col, m.water[1], 0.5)), fo(0.5)) + '</g>')
    s.add(stroke(hang, col, 1.6, so(0.8)), stroke(cab, col, 5))
    for (const x of [tx0, tx1]) {
      s.add(path(`M${f(x - 26)} ${f(pierY)}L${f(x - 16)} ${f(deckY - th - 14)}h32L${f(x + 26)} ${f(pierY)}Z`, col))
      s.add(path(`M${f(x - 10)} ${f(pierY)}L${f(x - 8)} ${f(deckY - th * 0.45)}h16L${f(x + 10)} ${f(pierY)}Z`, t(mix(m.water[0], m.sky[1], 0.5))))
      s.add(rect(x - 20, deckY - th * 0.72, 40, 12, t(darken(col, 0.2))), rect(x - 18, deckY - th + 10, 36, 12, t(darken(col, 0.2))))
      s.add(rect(x - 34, pierY - 4, 68, 14, bcolD))
    }
    s.add(
      rect(
        -20,
        deckY - 18,
        W + 40,
        20,
        s.lin([
          [0, t(lighten(col, 0.1))],
          [1, t(darken(col, 0.3))],
        ]),
      ),
    )
    if (m.lights > 0.3) {
      for (let x = 10; x < W; x += 48) s.add(glow(s, x, deckY - 22, 18, P.lamp, 0.8 * m.lights), circle(x, deckY - 22, 2.4, P.lampHot))
      // fairy lights along the main cable
      let bulbs = ''
      for (let k = 0.04; k < 1; k += 0.04) {
        const x = tx0 + (tx1 - tx0) * k
        const y = (1 - k) * (1 - k) * (deckY - th) + 2 * (1 - k) * k * (deckY + 30) + k * k * (deckY - th)
        bulbs += `M${f(x - 2.5)} ${f(y)}a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0`
      }
      s.add(path(bulbs, P.lampHot, fo(0.9 * m.lights)))
      for (const x of [tx0, tx1]) s.add(glow(s, x, deckY - th - 10, 40, P.lamp, 0.6 * m.lights))
    }
  }
  // near embankment with trees
  if (r.chance(0.55)) {
    const ey = H - r.range(40, 70)
    s.add(rect(0, ey, W, H - ey, t(mix(P.stone, P.charcoal, 0.35))), rect(0, ey - 6, W, 8, t(lighten(P.stone, 0.1))))
    let rail = `M0 ${f(ey - 34)}H${W}`
    for (let x = 0; x < W; x += 22) rail += `M${f(x)} ${f(ey - 34)}V${f(ey - 6)}`
    s.add(stroke(rail, t('#2b2a2a'), 2))
    for (let x = r.range(80, 200); x < W; x += r.range(280, 420)) {
      s.add(rect(x - 3, ey - 110, 6, 110, t('#2b2a2a')))
      lanternGlow(c, x, ey - 118, 12, Math.max(0.3, m.lights))
    }
  }
  return sun
}

// ================================================================ beach

export function beach(c: Ctx): Pt {
  const { s, r, m, t } = c
  const id = c.place.id
  const pebbles = id === 'nice'
  const horizon = H * r.range(0.36, 0.46)
  const shore = H * r.range(0.6, 0.68)
  const sun = drawSky(c, horizon)
  // headland
  const side = r.chance(0.5)
  const hx0 = side ? -40 : W * r.range(0.5, 0.7)
  const hx1 = side ? W * r.range(0.3, 0.5) : W + 40
  const bump = (x: number) => Math.sin(Math.PI * Math.min(1, Math.max(0, (x - hx0) / (hx1 - hx0)))) ** 0.7
  const bump2 = (x: number) => Math.sin(Math.PI * Math.min(1, Math.max(0, (x - hx0 + 260) / (hx1 - hx0 + 520)))) ** 0.8
  const far = hills(r, hx0 - 260, hx1 + 260, horizon, 14, 20).map(([x, y]): Pt => [x, y + 16 - (110 * bump(x) + 40) * bump2(x)])
  s.add(path(silhouette(far, horizon + 2, true), mix(mix(P.sage, m.haze, 0.7), m.shadow, m.dark * 0.4)))
  const near = hills(r, hx0, hx1, horizon, 18, 16).map(([x, y]): Pt => [x, y - 70 * bump(x) + 10])
  s.add(path(silhouette(near, horizon + 3, true), t(mix(P.olive, m.haze, 0.35))))
  if (pebbles || r.chance(0.6)) {
    // white village on the headland
    let d = ''
    let dw = ''
    for (let i = 0; i < 18; i++) {
      const x = hx0 + (hx1 - hx0) * r.range(0.15, 0.85)
      const y = horizon - 70 * bump(x) * r.range(0.1, 0.8)
      const w = r.range(12, 26)
      const h = r.range(10, 20)
      d += `M${f(x)} ${f(y)}h${f(w)}v${f(-h)}h${f(-w)}Z`
      dw += `M${f(x + w * 0.3)} ${f(y - h * 0.6)}h3v4h-3Z`
    }
    s.add(path(d, t(mix('#f6f0e4', m.haze, 0.2))), path(dw, t(P.navy), fo(0.6)))
  }
  // sea
  s.add(
    rect(
      0,
      horizon,
      W,
      shore - horizon,
      s.lin([
        [0, t(mix(m.water[1], m.haze, 0.25))],
        [0.6, t(m.water[0])],
        [1, t(mix(P.aqua, m.water[0], 0.4))],
      ]),
    ),
  )
  shimmer(c, 0, W, horizon + 2, shore, lighten(m.sky[2], 0.35), 120, 0.35, sun[0])
  for (let i = r.int(0, 2); i > 0; i--) {
    const x = r.range(80, W - 80)
    const y = horizon + r.range(14, 40)
    const sz = r.range(26, 46)
    s.add(
      path(`M${f(x)} ${f(y)}L${f(x)} ${f(y - sz)}L${f(x + sz * 0.55)} ${f(y - 4)}Z`, t('#fbf7ef')),
      path(`M${f(x - sz * 0.3)} ${f(y)}h${f(sz * 0.9)}l-6 6h${f(-sz * 0.8)}Z`, t(P.navy)),
    )
  }
  // surf
  let foam = ''
  for (let k = 0; k < 4; k++) {
    const y = shore - 60 + k * 18 + r.jit(0, 6)
    let x = -30
    foam += `M${f(x)} ${f(y)}`
    while (x < W + 40) {
      const seg = r.range(60, 160)
      foam += `q${f(seg / 2)} ${f(r.jit(0, 8))} ${f(seg)} ${f(r.jit(0, 3))}`
      x += seg
    }
  }
  s.add(stroke(foam, '#ffffff', 3, so(0.55)))
  // wet sand + sand
  const sand = pebbles ? r.pick(['#cfc6b6', '#d6cdbd']) : r.pick([P.sand, '#ead7b5', '#e6cfa4'])
  s.add(
    rect(
      0,
      shore,
      W,
      H - shore,
      s.lin([
        [0, t(mix(sand, m.water[0], 0.35))],
        [0.1, t(mix(sand, m.sky[2], 0.2))],
        [0.25, t(lighten(sand, 0.15))],
        [1, t(darken(sand, 0.06))],
      ]),
    ),
  )
  let edgeD = `M-20 ${f(shore)}`
  for (let x = -20; x < W + 60; x += 80) edgeD += `Q${f(x + 40)} ${f(shore - 10 + r.jit(0, 8))} ${f(x + 80)} ${f(shore + r.jit(0, 4))}`
  s.add(path(edgeD + `V${f(shore + 26)}H-20Z`, '#ffffff', fo(0.6)))
  let ripple = ''
  for (let i = 0; i < 40; i++) {
    const y = shore + 60 + r() * (H - shore - 60)
    const x = r() * W
    const l = r.range(40, 160) * (0.5 + (y - shore) / (H - shore))
    ripple += `M${f(x)} ${f(y)}q${f(l / 2)} -6 ${f(l)} 0`
  }
  if (pebbles) {
    let peb = ''
    let peb2 = ''
    for (let i = 0; i < 220; i++) {
      const y = shore + 20 + Math.pow(r(), 0.8) * (H - shore - 20)
      const k = (y - shore) / (H - shore)
      const x = r() * W
      const rr = 2 + k * 8
      const d = `M${f(x - rr)} ${f(y)}a${f(rr)} ${f(rr * 0.6)} 0 1 0 ${f(2 * rr)} 0a${f(rr)} ${f(rr * 0.6)} 0 1 0 ${f(-2 * rr)} 0`
      if (i % 2) peb += d
      else peb2 += d
    }
    s.add(path(peb, t('#9a8f80'), fo(0.45)), path(peb2, t('#efe8dc'), fo(0.5)))
  } else s.add(stroke(ripple, t(darken(sand, 0.2)), 2, so(0.35)))
  if (id === 'hoi-an') {
    // casuarinas shading the beach, round basket boats pulled up on the sand
    for (const x of [r.range(-40, 120), r.range(W - 160, W + 40)]) {
      s.add(stroke(`M${f(x)} ${f(H + 10)}Q${f(x + 20)} ${f(shore)} ${f(x + 10)} ${f(shore - 260)}`, t('#6a4a34'), 12))
      let needles = ''
      for (let i = 0; i < 40; i++) {
        const nx = x + r.jit(0, 140)
        const ny = shore - 360 + r.range(0, 300)
        needles += `M${f(nx)} ${f(ny)}q${f(r.jit(0, 10))} ${f(40)} ${f(r.jit(0, 20))} ${f(r.range(60, 110))}`
      }
      s.add(stroke(needles, t(mix('#4a6a3a', m.shadow, 0.2)), 5, so(0.8)))
    }
    for (let i = 0; i < 3; i++) {
      const bx = W * r.range(0.25, 0.75)
      const by = shore + r.range(90, 200)
      const k = 0.7 + (by - shore) / (H - shore)
      s.add(
        ellipse(bx, by, 70 * k, 22 * k, t('#4a3424')),
        ellipse(bx, by - 8 * k, 62 * k, 16 * k, t('#6a5236')),
        stroke(`M${f(bx - 60 * k)} ${f(by - 8 * k)}h${f(120 * k)}`, t('#3a2a1c'), 3),
      )
    }
  } else if (r.chance(0.65)) {
    // palm at the edge
    const left = r.chance(0.5)
    palm(c, left ? r.range(-30, 120) : r.range(W - 120, W + 30), H + 20, r.range(760, 920), left ? r.range(60, 200) : -r.range(60, 200), P.olive)
  }
  // parasols + towels, back to front
  const n = r.int(2, 4)
  const items = Array.from({ length: n }, (_, i) => ({ x: r.range(W * 0.08, W * 0.92), y: i === 0 ? H - r.range(80, 170) : r.range(shore + 80, H - 120) }))
  const [first, second] = items
  if (first && second && Math.abs(first.x - second.x) < W * 0.25) second.x = (first.x + W * 0.45) % W
  items.sort((a, b) => a.y - b.y)
  const cols = pebbles ? ['#2f6fa8', '#f4f0e8', '#2f6fa8'] : [c.accent, c.accent2, P.terracotta, P.teal, P.ochre]
  items.forEach((it, i) => {
    const sc = 0.5 + ((it.y - shore) / (H - shore)) * 1.05
    const col = at(cols, i % cols.length)
    // towel
    const tw = 150 * sc
    const th = 40 * sc
    const tx = it.x + r.jit(0, 60 * sc) - tw / 2
    const ty = it.y + 12 * sc
    if (r.chance(0.5)) {
      lounger(c, it.x + r.pick([-1, 1]) * 70 * sc, it.y + 30 * sc, sc * 0.85, r.chance(0.5) ? 1 : -1, col)
      parasol(c, it.x, it.y, 330 * sc, col, P.cream, r.jit(0, 18 * sc))
      return
    }
    s.add(path(`M${f(tx + 14 * sc)} ${f(ty)}h${f(tw)}l${f(-14 * sc)} ${f(th)}h${f(-tw)}Z`, t(i % 2 ? P.cream : col)))
    let st = ''
    for (let k = 1; k < 5; k += 2) st += `M${f(tx + 14 * sc + (tw * k) / 6)} ${f(ty)}h${f(tw / 8)}l${f(-14 * sc)} ${f(th)}h${f(-tw / 8)}Z`
    s.add(path(st, t(i % 2 ? col : P.cream), fo(0.9)))
    parasol(c, it.x, it.y, 330 * sc, col, P.cream, r.jit(0, 18 * sc))
  })
  return sun
}

// ================================================================ mountain

export function mountain(c: Ctx): Pt {
  const { s, r, m, t } = c
  const lake = H * r.range(0.62, 0.7)
  const sun = drawSky(c, lake)
  const volcanic = c.place.climate === 'alpine' ? (r(), false) : r.chance(0.33)
  const rock = volcanic ? '#5b4b52' : r.pick(['#6d7488', '#757089', '#6b7a86'])
  const snow = mix('#ffffff', m.light, 0.25)
  // far range
  const farCtrl: Pt[] = []
  for (let x = -60; x <= W + 60; x += r.range(160, 280)) farCtrl.push([x, lake - r.range(230, 360)])
  const far = jagged(r, farCtrl, 70, 5)
  s.add(path(silhouette(far, lake, false), mix(mix(rock, m.haze, 0.68), m.sky[1], 0.15)))
  s.add(path(snowCap(far, lake - 300), mix(snow, m.haze, 0.45), fo(0.9)))
  let mainTop: Pt[]
  if (!volcanic) {
    const peaks = r.int(2, 3)
    const ctrl: Pt[] = [[-60, lake - r.range(120, 200)]]
    for (let i = 0; i < peaks; i++) {
      const x = ((i + 0.5) / peaks) * W + r.jit(0, 120)
      ctrl.push([x - r.range(120, 200), lake - r.range(200, 330)])
      ctrl.push([x, lake - r.range(440, 600)])
      ctrl.push([x + r.range(120, 220), lake - r.range(220, 340)])
    }
    ctrl.push([W + 60, lake - r.range(120, 220)])
    mainTop = jagged(r, ctrl, 60, 6)
    const body = t(mix(rock, m.haze, 0.25))
    s.add(path(silhouette(mainTop, lake, false), body))
    // shaded facets
    const sunLeft = sun[0] < W / 2
    let shade = ''
    for (let i = 1; i < mainTop.length - 1; i++) {
      const p = at(mainTop, i)
      if (p[1] < at(mainTop, i - 1)[1] && p[1] < at(mainTop, i + 1)[1] && p[1] < lake - 260) {
        let j = i
        const dir = sunLeft ? 1 : -1
        while (j + dir > 0 && j + dir < mainTop.length - 1 && at(mainTop, j + dir)[1] >= at(mainTop, j)[1] - 4) j += dir
        const foot: Pt = [p[0] + dir * (lake - p[1]) * 0.12, lake]
        const pts: Pt[] = [p]
        for (let k = i; k !== j; k += dir) pts.push(at(mainTop, k))
        const pj = at(mainTop, j)
        pts.push(pj, [pj[0] - dir * 20, pj[1] + (lake - pj[1]) * 0.55], foot)
        shade += pd(pts, true)
      }
    }
    s.add(path(shade, t(mix(rock, m.shadow, 0.45)), fo(0.55)))
    s.add(path(snowCap(mainTop, lake - r.range(300, 380)), t(snow, 0.5)))
    s.add(path(shade, t(m.shadow), fo(0.12)))
  } else {
    const cx = W * r.range(0.35, 0.65)
    const peakY = lake - r.range(460, 560)
    const crater = r.range(70, 120)
    const base = r.range(650, 850)
    const left: Pt[] = []
    const right: Pt[] = []
    for (let i = 0; i <= 20; i++) {
      const k = i / 20
      const y = peakY + (lake - peakY) * k
      const dx = crater / 2 + (base - crater / 2) * Math.pow(k, 1.8)
      left.push([cx - dx + r.jit(0, 6), y])
      right.push([cx + dx + r.jit(0, 6), y])
    }
    mainTop = [[-60, lake - 60], ...left.slice().reverse(), [cx, peakY + 14], ...right, [W + 60, lake - 40]]
    s.add(
      path(
        silhouette([[-60, lake], ...left.slice().reverse(), [cx - crater * 0.2, peakY + 16], [cx + crater * 0.2, peakY + 10], ...right, [W + 60, lake]], lake, false),
        s.lin([
          [0, t(mix(rock, m.haze, 0.2))],
          [1, t(mix('#4f5b3a', m.haze, 0.3))],
        ]),
      ),
    )
    const sunLeft = sun[0] < cx
    const halfD = sunLeft ? right : left
    s.add(path(pd([[cx, peakY + 10], ...halfD, [cx, lake]], true), t(m.shadow), fo(0.25)))
    let ribs = ''
    for (let i = 0; i < 9; i++) {
      const a = r.range(-0.8, 0.8)
      ribs += `M${f(cx + a * crater * 0.5)} ${f(peakY + 14)}L${f(cx + a * base * 0.9)} ${f(lake - r.range(0, 80))}`
    }
    s.add(stroke(ribs, t(darken(rock, 0.25)), 6, so(0.35)))
    // smoke
    let puff = ''
    for (let i = 0; i < 6; i++) puff += blob(r, cx + i * r.range(20, 45), peakY - 20 - i * 34, 40 + i * 12, 22 + i * 6, 8, 0.2)
    s.add(path(puff, mix(m.cloud, m.haze, 0.4), fo(0.55)))
  }
  // forested foothills
  const fh = hills(r, -20, W + 20, lake - r.range(40, 90), 30, 20)
  s.add(path(silhouette(fh, lake + 2, true), t(mix(P.forest, m.haze, 0.35))))
  let forest = ''
  for (let x = -10; x < W + 10; x += r.range(10, 22)) {
    const i = Math.min(fh.length - 1, Math.max(0, Math.round((x + 20) / 20)))
    forest += pineD(x, at(fh, i)[1] + r.range(8, 40), r.range(36, 70))
  }
  s.add(path(forest, t(mix(P.forest, m.haze, 0.2))))
  // lake + reflection
  s.add(
    rect(
      0,
      lake,
      W,
      H - lake,
      s.lin([
        [0, t(mix(m.sky[2], m.water[0], 0.45))],
        [0.5, t(m.water[0])],
        [1, t(m.water[1])],
      ]),
    ),
  )
  s.add(`<g transform="matrix(1 0 0 -0.55 0 ${f(lake * 1.55)})">` + path(silhouette(mainTop, lake, false), t(mix(rock, m.water[1], 0.5)), fo(0.45)) + '</g>')
  s.add(`<g transform="matrix(1 0 0 -0.55 0 ${f(lake * 1.55)})">` + path(forest, t(mix(P.forest, m.water[1], 0.4)), fo(0.7)) + '</g>')
  shimmer(c, 0, W, lake + 4, H, lighten(m.sky[2], 0.3), 90, 0.3, sun[0])
  // foreground shore
  const side = r.chance(0.5)
  const shoreTop = hills(r, side ? -20 : W * 0.45, side ? W * 0.55 : W + 20, H - r.range(60, 140), 30, 24).map(([x, y]): Pt => {
    const k = side ? x / (W * 0.55) : (W - x) / (W * 0.55)
    return [x, y + Math.max(0, k) ** 3 * 160]
  })
  s.add(path(silhouette(shoreTop, H + 10, true), t(mix(P.moss, P.forest, 0.4))))
  let fg = ''
  for (let i = 0; i < 7; i++) {
    const x = side ? r.range(0, W * 0.35) : r.range(W * 0.65, W)
    fg += pineD(x, H - r.range(20, 120), r.range(180, 330))
  }
  s.add(path(fg, t(mix(P.forest, P.ink, 0.3))))
  if (r.chance(0.6)) {
    // lodge
    const x = side ? r.range(W * 0.25, W * 0.4) : r.range(W * 0.6, W * 0.75)
    const y = H - r.range(70, 110)
    s.add(rect(x - 70, y - 60, 140, 60, t(P.walnut)), path(`M${f(x - 90)} ${f(y - 56)}L${f(x)} ${f(y - 120)}L${f(x + 90)} ${f(y - 56)}Z`, t('#3c3a3c')))
    for (const k of [-40, -10, 20, 50]) {
      const on = r.chance(0.3)
      s.add(rect(x + k - 8, y - 44, 16, 22, glass(c, m.lights > 0.3 || on)))
    }
    if (m.lights > 0.3) s.add(glow(s, x, y - 30, 140, P.lamp, 0.3 * m.lights))
  }
  return sun
}

export function snowCap(top: Pt[], snowY: number): string {
  const back: Pt[] = []
  for (let i = top.length - 1; i >= 0; i--) {
    const [x, y] = at(top, i)
    const jag = Math.sin(x * 0.05) * 14 + Math.sin(x * 0.13 + 1) * 10
    back.push([x, Math.max(y, snowY + jag + (snowY - y) * 0.25)])
  }
  return pd([...top, ...back], true)
}

// ================================================================ temple

export function pagodaRoof(cx: number, ye: number, rw: number, rh: number, topW: number, up: number): string {
  const xl = cx - rw / 2
  const xr = cx + rw / 2
  const yt = ye - rh
  return (
    `M${f(xl)} ${f(ye - up)}` +
    `C${f(xl + rw * 0.18)} ${f(ye + up * 0.05)} ${f(cx - rw * 0.2)} ${f(ye + up * 0.25)} ${f(cx)} ${f(ye + up * 0.25)}` +
    `C${f(cx + rw * 0.2)} ${f(ye + up * 0.25)} ${f(xr - rw * 0.18)} ${f(ye + up * 0.05)} ${f(xr)} ${f(ye - up)}` +
    `C${f(xr - rw * 0.12)} ${f(ye - up * 0.7)} ${f(cx + topW * 0.7)} ${f(yt + rh * 0.35)} ${f(cx + topW / 2)} ${f(yt)}` +
    `H${f(cx - topW / 2)}` +
    `C${f(cx - topW * 0.7)} ${f(yt + rh * 0.35)} ${f(xl + rw * 0.12)} ${f(ye - up * 0.7)} ${f(xl)} ${f(ye - up)}Z`
  )
}

export function stoneLantern(c: Ctx, x: number, y: number, h: number): void {
  const { s, t, m } = c
  const st = t(mix(P.stone, P.charcoal, 0.25))
  const sd = t(mix(P.stone, P.charcoal, 0.5))
  s.add(rect(x - h * 0.2, y - h * 0.1, h * 0.4, h * 0.1, sd))
  s.add(rect(x - h * 0.06, y - h * 0.5, h * 0.12, h * 0.42, st))
  s.add(rect(x - h * 0.17, y - h * 0.56, h * 0.34, h * 0.07, sd))
  s.add(rect(x - h * 0.13, y - h * 0.76, h * 0.26, h * 0.2, st))
  const on = Math.max(0.3, m.lights)
  s.add(rect(x - h * 0.07, y - h * 0.72, h * 0.14, h * 0.12, mix('#3a2e24', P.lamp, on)))
  s.add(glow(s, x, y - h * 0.66, h * 0.9, P.lamp, 0.45 * on))
  s.add(
    path(
      `M${f(x - h * 0.3)} ${f(y - h * 0.76)}Q${f(x)} ${f(y - h * 0.84)} ${f(x)} ${f(y - h * 0.95)}Q${f(x)} ${f(y - h * 0.84)} ${f(x + h * 0.3)} ${f(y - h * 0.76)}Z`,
      sd,
    ),
  )
  s.add(circle(x, y - h * 0.97, h * 0.04, sd))
}

export function temple(c: Ctx): Pt {
  const { s, r, m, t } = c
  const ground = H * r.range(0.74, 0.8)
  const sun = drawSky(c, ground - 100)
  // misty mountains
  for (let i = 0; i < 3; i++) {
    const k = i / 2
    const top = hills(r, -20, W + 20, ground - 330 + k * 150, 90 - k * 40, 18, 1.4)
    s.add(path(silhouette(top, ground, true), mix(mix(P.teal, m.haze, 0.75 - k * 0.3), m.shadow, m.dark * 0.5 * k)))
    s.add(
      rect(
        0,
        ground - 250 + k * 150,
        W,
        120,
        s.lin([
          [0, m.haze, 0],
          [0.7, m.haze, 0.5],
          [1, m.haze, 0],
        ]),
      ),
    )
  }
  // tree band behind
  const pal = r.pick<[string, string, string]>([
    [P.forest, P.moss, '#6b7a3f'],
    [P.forest, '#b5542f', '#d48a3a'],
    [P.forest, '#e2a3b0', '#f1c9cf'],
  ])
  const band = Array.from({ length: 26 }, (_, i) => ({ x: r() * W, h: r.range(130, 270), col: at(pal, i % 3) })).sort((a, b) => b.h - a.h)
  for (const b of band) roundTree(c, b.x, ground + 10, b.h, mix(b.col, m.haze, 0.12 + (b.h - 130) / 500))
  // pagoda
  const px = W * r.range(0.3, 0.7)
  const tiers = r.int(3, 5)
  const baseW = r.range(190, 240)
  const totalH = r.range(500, 640)
  const tierH = (totalH * 0.78) / tiers
  const wall = r.pick(['#b4432c', '#a8392b', '#6b4530'])
  const roofC = r.pick(['#2f3c3f', '#33403a', '#3b3434'])
  let y = ground
  s.add(rect(px - baseW * 0.75, ground - 24, baseW * 1.5, 28, t(P.stone)))
  y -= 24
  for (let i = 0; i < tiers; i++) {
    const bw = baseW * (1 - i * 0.13)
    const bh = tierH * 0.52
    s.add(rect(px - bw / 2, y - bh, bw, bh, t(wall)))
    s.add(rect(px - bw / 2, y - bh, bw * 0.12, bh, t(darken(wall, 0.25))), rect(px + bw * 0.38, y - bh, bw * 0.12, bh, t(darken(wall, 0.25))))
    s.add(
      rect(
        px - bw * 0.16,
        y - bh * 0.85,
        bw * 0.32,
        bh * 0.7,
        m.lights > 0.4
          ? s.lin([
              [0, '#ffcf80'],
              [1, '#d98c44'],
            ])
          : t('#2a1f1a'),
      ),
    )
    s.add(rect(px - bw / 2 - 6, y - bh * 0.3, bw + 12, 6, t(darken(wall, 0.4))))
    const ye = y - bh
    const rw = bw * 1.75
    const rh = tierH * 0.5
    s.add(rect(px - bw * 0.6, ye - 8, bw * 1.2, 14, t(m.shadow), fo(0.5)))
    s.add(path(pagodaRoof(px, ye, rw, rh, bw * 0.62, rh * 0.55), t(roofC)))
    s.add(path(pagodaRoof(px, ye - rh * 0.5, rw * 0.92, rh * 0.5, bw * 0.62, rh * 0.45), t(lighten(roofC, 0.12)), fo(0.6)))
    s.add(
      stroke(
        `M${f(px - rw / 2)} ${f(ye - rh * 0.55)}C${f(px - rw * 0.32)} ${f(ye + rh * 0.05)} ${f(px - rw * 0.2)} ${f(ye + rh * 0.14)} ${f(px)} ${f(ye + rh * 0.14)}C${f(px + rw * 0.2)} ${f(ye + rh * 0.14)} ${f(px + rw * 0.32)} ${f(ye + rh * 0.05)} ${f(px + rw / 2)} ${f(ye - rh * 0.55)}`,
        t(lighten(roofC, 0.35)),
        3,
      ),
    )
    y = ye - rh * 0.85
  }
  // finial
  s.add(rect(px - 4, y - 110, 8, 114, t(P.brass)))
  for (let k = 0; k < 6; k++) s.add(ellipse(px, y - 20 - k * 14, 12 - k, 4, t(P.brass)))
  s.add(circle(px, y - 116, 8, t(P.gold)))
  // hall on the other side
  if (r.chance(0.65)) {
    const hx = px < W / 2 ? r.range(W * 0.72, W * 0.9) : r.range(W * 0.1, W * 0.28)
    const hw = r.range(300, 420)
    s.add(rect(hx - hw * 0.4, ground - 120, hw * 0.8, 120, t(wall)))
    for (let k = -3; k <= 3; k++) s.add(rect(hx + k * hw * 0.11 - 5, ground - 120, 10, 120, t(darken(wall, 0.3))))
    s.add(path(pagodaRoof(hx, ground - 120, hw, 110, hw * 0.55, 40), t(roofC)))
  }
  // torii
  if (r.chance(0.45)) {
    const tx = W * r.range(0.15, 0.85)
    const th = r.range(260, 340)
    const tw = th * 0.95
    const ty = H - r.range(10, 40)
    const red = t('#c2412b')
    s.add(rect(tx - tw * 0.38, ty - th, th * 0.07, th, red), rect(tx + tw * 0.38 - th * 0.07, ty - th, th * 0.07, th, red))
    s.add(rect(tx - tw * 0.48, ty - th * 0.8, tw * 0.96, th * 0.06, red))
    s.add(
      path(
        `M${f(tx - tw * 0.62)} ${f(ty - th * 1.02)}Q${f(tx)} ${f(ty - th * 0.9)} ${f(tx + tw * 0.62)} ${f(ty - th * 1.02)}L${f(tx + tw * 0.58)} ${f(ty - th * 0.93)}Q${f(tx)} ${f(ty - th * 0.85)} ${f(tx - tw * 0.58)} ${f(ty - th * 0.93)}Z`,
        t('#2c2623'),
      ),
    )
  }
  // ground & mist
  s.add(
    rect(
      0,
      ground,
      W,
      H - ground,
      s.lin([
        [0, t(mix(P.moss, m.haze, 0.3))],
        [1, t(mix(P.forest, P.ink, 0.2))],
      ]),
    ),
  )
  s.add(
    rect(
      0,
      ground - 60,
      W,
      90,
      s.lin([
        [0, m.haze, 0],
        [0.6, m.haze, 0.5],
        [1, m.haze, 0],
      ]),
    ),
  )
  s.add(path(`M${f(W * 0.45)} ${f(H)}L${f(px - 40)} ${f(ground)}h80L${f(W * 0.75)} ${f(H)}Z`, t(mix(P.stone, m.haze, 0.2))))
  // foreground trees / lanterns
  for (let i = 0; i < 2; i++) stoneLantern(c, r.pick([r.range(W * 0.05, W * 0.3), r.range(W * 0.7, W * 0.95)]), H - r.range(40, 90), r.range(150, 210))
  const fgx = r.chance(0.5) ? r.range(-80, 80) : r.range(W - 80, W + 80)
  roundTree(c, fgx, H + 60, r.range(620, 760), pal[1])
  roundTree(c, fgx + r.jit(0, 200), H + 100, r.range(420, 520), pal[2])
  return sun
}

// ================================================================ garden

export function garden(c: Ctx): Pt {
  const { s, r, m, t } = c
  const vpY = H * r.range(0.5, 0.58)
  const vpX = W * r.range(0.38, 0.62)
  const sun = drawSky(c, vpY - 40, { clouds: r.int(1, 3) })
  // far treeline
  s.add(path(silhouette(hills(r, -20, W + 20, vpY - r.range(160, 230), 40, 14, 3), vpY + 10, true), mix(mix(P.moss, m.haze, 0.55), m.shadow, m.dark * 0.4)))
  for (let i = 0; i < 10; i++) cypress(c, r() * W, vpY + 6, r.range(200, 320), mix(P.forest, m.haze, 0.3))
  for (let i = 0; i < 8; i++) roundTree(c, r() * W, vpY + 10, r.range(200, 300), mix(r.pick([P.olive, P.moss, P.sage]), m.haze, 0.25))
  // lawn
  s.add(
    rect(
      0,
      vpY,
      W,
      H - vpY,
      s.lin([
        [0, t(mix('#8a9a5a', m.haze, 0.25))],
        [1, t('#4f6a34')],
      ]),
    ),
  )
  // path
  const bl = W * r.range(0.12, 0.3)
  const br = W * r.range(0.7, 0.88)
  const bend = r.jit(0, 260)
  const pathD = `M${f(vpX - 8)} ${f(vpY)}C${f(vpX - 20 + bend)} ${f(vpY + (H - vpY) * 0.4)} ${f(bl + bend * 0.5)} ${f(H - (H - vpY) * 0.3)} ${f(bl)} ${f(H)}H${f(br)}C${f(br + bend * 0.5)} ${f(H - (H - vpY) * 0.3)} ${f(vpX + 20 + bend)} ${f(vpY + (H - vpY) * 0.4)} ${f(vpX + 8)} ${f(vpY)}Z`
  const gravel = r.pick([P.sand, '#d9cbb0', '#cdb89a'])
  s.add(
    path(
      pathD,
      s.lin([
        [0, t(mix(gravel, m.haze, 0.3))],
        [1, t(darken(gravel, 0.05))],
      ]),
    ),
  )
  // edge along the path: sample the two bezier edges
  const bez = (p0: Pt, p1: Pt, p2: Pt, p3: Pt, k: number): Pt => {
    const u = 1 - k
    return [
      u * u * u * p0[0] + 3 * u * u * k * p1[0] + 3 * u * k * k * p2[0] + k * k * k * p3[0],
      u * u * u * p0[1] + 3 * u * u * k * p1[1] + 3 * u * k * k * p2[1] + k * k * k * p3[1],
    ]
  }
  const L = (k: number) => bez([vpX - 8, vpY], [vpX - 20 + bend, vpY + (H - vpY) * 0.4], [bl + bend * 0.5, H - (H - vpY) * 0.3], [bl, H], k)
  const R = (k: number) => bez([vpX + 8, vpY], [vpX + 20 + bend, vpY + (H - vpY) * 0.4], [br + bend * 0.5, H - (H - vpY) * 0.3], [br, H], k)
  let pebbles = ''
  for (let i = 0; i < 140; i++) {
    const k = r() ** 0.7
    const a = L(k)
    const b = R(k)
    const u = r()
    const x = a[0] + (b[0] - a[0]) * u
    const y = a[1] + (b[1] - a[1]) * u
    const sz = 1 + k * 5
    pebbles += `M${f(x)} ${f(y)}h${f(sz * 2)}v${f(sz)}h${f(-sz * 2)}Z`
  }
  s.add(path(pebbles, t(darken(gravel, 0.25)), fo(0.45)))
  // hedges + flower beds along both edges
  const flowers: [string, string, string] = [r.pick(['#e9a3b4', '#f2c2c9', '#d96a7b']), r.pick(['#f7f1e1', '#fff8ee']), r.pick(['#e8c24f', '#9a86c6', '#c9583f'])]
  const fd: string[] = ['', '', '']
  for (const side of [L, R]) {
    for (let i = 0; i < 16; i++) {
      const k = i / 16 + r() * 0.04
      const [x, y] = side(k)
      const sc = 0.15 + k * 1.1
      const off = (side === L ? -1 : 1) * (40 + 120 * sc)
      shrub(c, x + off, y + 6, 180 * sc, 90 * sc, r.pick([P.moss, P.olive, '#5e7440']))
      for (let j = 0; j < 10; j++) {
        const fx = x + off * r.range(0.2, 1.4)
        const fy = y - r.range(0, 60) * sc
        const fr = 3 + 7 * sc * r.range(0.6, 1.2)
        fd[j % 3] += `M${f(fx - fr)} ${f(fy)}a${f(fr)} ${f(fr)} 0 1 0 ${f(2 * fr)} 0a${f(fr)} ${f(fr)} 0 1 0 ${f(-2 * fr)} 0`
      }
    }
  }
  fd.forEach((d, i) => s.add(path(d, t(at(flowers, i), 0.6))))
  // lanterns along the path
  const kind = r.pick(['post', 'stone', 'hanging'] as const)
  const on = Math.max(0.35, m.lights)
  const lk = [0.2, 0.38, 0.6, 0.86]
  if (kind === 'hanging') {
    const y0 = vpY - 120
    for (let j = 0; j < 3; j++) {
      const yy = y0 + j * 70 + r.jit(0, 20)
      const sag = 60 + j * 40
      const d = `M-20 ${f(yy - 40)}Q${f(W / 2)} ${f(yy + sag)} ${f(W + 20)} ${f(yy - 40 + r.jit(0, 30))}`
      s.add(stroke(d, t('#2a2623'), 2))
      for (let x = 60 + j * 30; x < W; x += 120 + j * 30) {
        const u = (x + 20) / (W + 40)
        const y = (1 - u) * (1 - u) * (yy - 40) + 2 * (1 - u) * u * (yy + sag) + u * u * (yy - 40)
        const sz = 10 + j * 6
        s.add(glow(s, x, y + sz, sz * 4, P.lamp, 0.4 * on), ellipse(x, y + sz, sz * 0.8, sz, mix(r.pick(['#e86e4a', '#f3e2c0', '#e9b44c']), P.lampHot, on * 0.4)))
      }
    }
  } else {
    for (const side of [L, R]) {
      for (const k of lk) {
        const [x, y] = side(k)
        const sc = 0.2 + k * 1.2
        const lx = x + (side === L ? -1 : 1) * 26 * sc
        if (kind === 'stone') stoneLantern(c, lx, y, 170 * sc)
        else {
          s.add(rect(lx - 3 * sc, y - 150 * sc, 6 * sc, 150 * sc, t('#2a2623')))
          lanternGlow(c, lx, y - 160 * sc, 16 * sc, on)
        }
      }
    }
  }
  // pergola arch
  if (r.chance(0.45)) {
    const k = r.range(0.3, 0.45)
    const a = L(k)
    const b = R(k)
    const w = b[0] - a[0] + 80
    const cx = (a[0] + b[0]) / 2
    const h = w * 0.95
    const iron = t('#2d2a26')
    s.add(stroke(`M${f(cx - w / 2)} ${f(a[1])}V${f(a[1] - h * 0.6)}A${f(w / 2)} ${f(h * 0.4)} 0 0 1 ${f(cx + w / 2)} ${f(a[1] - h * 0.6)}V${f(b[1])}`, iron, 5))
    let roses = ''
    for (let i = 0; i < 24; i++) {
      const u = r()
      const th = Math.PI * u
      const x = cx - Math.cos(th) * w * 0.5
      const y = a[1] - h * 0.6 - Math.sin(th) * h * 0.4 + r.range(0, h * 0.3) * (u < 0.15 || u > 0.85 ? 1 : 0.1)
      roses += blob(r, x, y, r.range(14, 26), r.range(12, 20), 7, 0.25)
    }
    s.add(path(roses, t(P.moss)))
    let bl2 = ''
    for (let i = 0; i < 30; i++) {
      const th = Math.PI * r()
      const x = cx - Math.cos(th) * w * 0.5 + r.jit(0, 14)
      const y = a[1] - h * 0.6 - Math.sin(th) * h * 0.4 + r.jit(0, 14)
      bl2 += `M${f(x - 5)} ${f(y)}a5 5 0 1 0 10 0a5 5 0 1 0 -10 0`
    }
    s.add(path(bl2, t(flowers[0], 0.6)))
  }
  // framing foliage
  const leafC = t(mix(P.forest, P.ink, 0.3))
  const leafL = t(P.moss)
  for (const corner of [0, 1]) {
    if (!r.chance(0.75)) continue
    const ox = corner ? W + 20 : -20
    for (let i = 0; i < 9; i++) {
      const a = corner ? Math.PI - r.range(0.15, 1.3) : r.range(0.15, 1.3)
      const len = r.range(240, 420)
      const oy = r.range(H * 0.78, H * 1.05)
      const ex = ox + Math.cos(a) * len
      const ey = oy - Math.sin(a) * len * 0.4 + r.jit(0, 60)
      const wdt = len * 0.2
      const nx = -Math.sin(Math.atan2(ey - oy, ex - ox)) * wdt
      const ny = Math.cos(Math.atan2(ey - oy, ex - ox)) * wdt
      s.add(
        path(
          `M${f(ox)} ${f(oy)}Q${f((ox + ex) / 2 + nx)} ${f((oy + ey) / 2 + ny)} ${f(ex)} ${f(ey)}Q${f((ox + ex) / 2 - nx)} ${f((oy + ey) / 2 - ny)} ${f(ox)} ${f(oy)}Z`,
          i % 2 ? leafC : leafL,
        ),
      )
      s.add(stroke(`M${f(ox)} ${f(oy)}Q${f((ox + ex) / 2 + nx * 0.1)} ${f((oy + ey) / 2 + ny * 0.1)} ${f(ex)} ${f(ey)}`, t(P.olive), 2, so(0.5)))
    }
  }
  return sun
}

// ================================================================ street

export function street(c: Ctx): Pt {
  const { s, r, m, t } = c
  const vx = W * r.range(0.4, 0.6)
  const vy = H * r.range(0.5, 0.58)
  const fl = 820
  const eye = 1.65
  const sw = r.range(2.6, 3.6)
  const P3 = (X: number, Y: number, Z: number): Pt => [vx + (X * fl) / Z, vy + ((eye - Y) * fl) / Z]
  const q = (pts: [number, number, number][]) => pts.map((p) => P3(p[0], p[1], p[2]))
  const sun = drawSky(c, vy + 40, { clouds: 2 })
  const zFar = r.range(42, 60)
  // end building / tower
  const endH = r.range(10, 16)
  const id = c.place.id
  const walls =
    id === 'hoi-an'
      ? ['#e8b84a', '#eec35a', '#e2ad42', '#f0c866', '#d9a63e']
      : id === 'zurich'
        ? ['#ece4d2', '#e2d9c2', '#d9dcd2', '#efe0c4', '#e4cfb4', '#d2c7b2']
        : [P.sand, P.clay, P.cream, '#e6b89a', '#d9c59c', '#c98f6a', '#e4d3b8', P.blush]
  const shutters =
    id === 'hoi-an' ? ['#2f6a5a', '#3d7a6a', '#5a3a24'] : id === 'zurich' ? ['#3f5a46', '#5a4a3a', '#e8e2d6'] : [P.teal, P.olive, P.sage, P.navy, '#6f8a7a']
  const endCol = r.pick(walls)
  s.add(
    poly(
      q([
        [-sw - 6, 0, zFar],
        [sw + 6, 0, zFar],
        [sw + 6, endH, zFar],
        [-sw - 6, endH, zFar],
      ]),
      t(mix(endCol, m.haze, 0.3)),
    ),
  )
  if (id !== 'hoi-an' && r.chance(id === 'zurich' ? 1 : 0.6)) {
    const tx = r.range(-sw, sw)
    const tw = 3.2
    const tH = endH + r.range(12, 20)
    s.add(
      poly(
        q([
          [tx - tw / 2, endH - 1, zFar + 4],
          [tx + tw / 2, endH - 1, zFar + 4],
          [tx + tw / 2, tH, zFar + 4],
          [tx - tw / 2, tH, zFar + 4],
        ]),
        t(mix(endCol, m.haze, 0.4)),
      ),
    )
    s.add(
      poly(
        q([
          [tx - tw / 2 - 0.3, tH, zFar + 4],
          [tx + tw / 2 + 0.3, tH, zFar + 4],
          [tx, tH + (id === 'zurich' ? 12 : 5), zFar + 4],
        ]),
        t(mix(id === 'zurich' ? '#4f8a72' : P.terracotta, m.haze, 0.35)),
      ),
    )
    const [bx, by] = P3(tx, tH - 2.5, zFar + 4)
    s.add(path(`M${f(bx - 6)} ${f(by + 12)}v-10a6 6 0 0 1 12 0v10Z`, t(P.ink), fo(0.8)))
  }
  // ground
  s.add(
    poly(
      q([
        [-sw, 0, 0.9],
        [sw, 0, 0.9],
        [sw, 0, zFar],
        [-sw, 0, zFar],
      ]),
      s.lin([
        [0, t(mix('#8c7b6a', m.haze, 0.35))],
        [1, t('#5d5048')],
      ]),
    ),
  )
  let cob = ''
  for (let z = zFar; z > 1.2; z *= 0.9) {
    const a = P3(-sw, 0, z)
    const b = P3(sw, 0, z)
    cob += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`
  }
  for (let x = -sw; x <= sw; x += 0.5) {
    const a = P3(x, 0, zFar)
    const b = P3(x, 0, 1.2)
    cob += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`
  }
  s.add(stroke(cob, t('#3a322d'), 1.3, so(0.35)))
  let stones = ''
  for (let i = 0; i < 160; i++) {
    const z = 1.3 + r() ** 2 * 14
    const x = r.range(-sw, sw)
    const [px, py] = P3(x, 0, z)
    const rx = (0.14 * fl) / z
    stones += `M${f(px - rx)} ${f(py)}a${f(rx)} ${f(rx * 0.35)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(rx * 0.35)} 0 1 0 ${f(-2 * rx)} 0`
  }
  s.add(path(stones, t('#a89686'), fo(0.35)))

  const on = Math.max(0.45, m.lights)
  const lamps: [number, number, number][] = []
  // facades, far to near, both sides
  for (const side of [-1, 1]) {
    const segs: { z0: number; z1: number; h: number; col: string }[] = []
    let z = zFar
    while (z > 1) {
      const len = r.range(5, 10)
      segs.push({ z0: Math.max(1.1, z - len), z1: z, h: id === 'hoi-an' ? r.range(6.5, 8.5) : r.range(8, 15), col: r.pick(walls) })
      z -= len
    }
    for (const sg of segs) {
      const X = side * sw
      const wall = t(side === (sun[0] < vx ? 1 : -1) ? mix(sg.col, m.light, 0.12) : mix(sg.col, m.shadow, 0.18))
      // end face (building depth) so roof steps read
      s.add(
        poly(
          q([
            [X, 0, sg.z0],
            [X + side * 10, 0, sg.z0],
            [X + side * 10, sg.h, sg.z0],
            [X, sg.h, sg.z0],
          ]),
          t(mix(sg.col, m.shadow, 0.35)),
        ),
      )
      s.add(
        poly(
          q([
            [X, 0, sg.z0],
            [X, 0, sg.z1],
            [X, sg.h, sg.z1],
            [X, sg.h, sg.z0],
          ]),
          wall,
        ),
      )
      s.add(
        poly(
          q([
            [X, sg.h - 0.5, sg.z0],
            [X, sg.h - 0.5, sg.z1],
            [X - side * 0.5, sg.h, sg.z1],
            [X - side * 0.5, sg.h, sg.z0],
          ]),
          t(mix(P.terracotta, m.shadow, 0.2)),
        ),
      )
      const shutterC = r.pick(shutters)
      const shopC = r.pick([P.teal, P.navy, P.oxblood, P.olive, '#2f3a36', P.walnut])
      s.add(
        poly(
          q([
            [X, 0, sg.z0],
            [X, 0, sg.z1],
            [X, 0.45, sg.z1],
            [X, 0.45, sg.z0],
          ]),
          t(mix(sg.col, P.charcoal, 0.45)),
        ),
      )
      let dDark = ''
      let dLit = ''
      let dSh = ''
      let dBal = ''
      const floors = Math.floor((sg.h - 3.6) / 3.1)
      for (let zc = sg.z0 + 1.4; zc < sg.z1 - 1; zc += 2.6) {
        for (let k = 0; k < floors; k++) {
          const y0 = 4.2 + k * 3.1
          const pts = q([
            [X, y0, zc - 0.5],
            [X, y0, zc + 0.5],
            [X, y0 + 1.7, zc + 0.5],
            [X, y0 + 1.7, zc - 0.5],
          ])
          if (r.chance(litChance(c) + 0.1)) dLit += pd(pts, true)
          else dDark += pd(pts, true)
          dSh += pd(
            q([
              [X, y0, zc - 1.0],
              [X, y0, zc - 0.55],
              [X, y0 + 1.7, zc - 0.55],
              [X, y0 + 1.7, zc - 1.0],
            ]),
            true,
          )
          dSh += pd(
            q([
              [X, y0, zc + 0.55],
              [X, y0, zc + 1.0],
              [X, y0 + 1.7, zc + 1.0],
              [X, y0 + 1.7, zc + 0.55],
            ]),
            true,
          )
          if (k === 0 && r.chance(0.35))
            dBal += pd(
              q([
                [X, y0, zc - 0.8],
                [X, y0, zc + 0.8],
                [X - side * 0.6, y0, zc + 0.8],
                [X - side * 0.6, y0, zc - 0.8],
              ]),
              true,
            )
        }
        // shop front: painted frame, warm interior, arched transom
        const fr = t(shopC)
        s.add(
          poly(
            q([
              [X, 0.45, zc - 0.85],
              [X, 0.45, zc + 0.85],
              [X, 2.9, zc + 0.85],
              [X, 2.9, zc - 0.85],
            ]),
            fr,
          ),
        )
        const inner = q([
          [X, 0.6, zc - 0.7],
          [X, 0.6, zc + 0.7],
          [X, 2.5, zc + 0.7],
          [X, 2.5, zc - 0.7],
        ])
        s.add(
          poly(
            inner,
            s.lin([
              [0, mix('#f7c97f', '#6a5242', 0.75 - 0.7 * on)],
              [1, mix('#c8773a', '#33271f', 0.75 - 0.7 * on)],
            ]),
          ),
        )
        s.add(
          stroke(
            pd(
              q([
                [X, 0.6, zc],
                [X, 2.5, zc],
              ]),
            ) +
              pd(
                q([
                  [X, 1.9, zc - 0.7],
                  [X, 1.9, zc + 0.7],
                ]),
              ),
            fr,
            Math.max(1, 90 / zc),
          ),
        )
        if (on > 0.5) {
          const [in0, in1, in2]: [Pt, Pt, Pt] = [at(inner, 0), at(inner, 1), at(inner, 2)]
          s.add(glowE(s, in0[0] + (in1[0] - in0[0]) / 2, (in0[1] + in2[1]) / 2, Math.abs(in1[0] - in0[0]) * 1.2, Math.abs(in0[1] - in2[1]) * 0.8, P.lamp, 0.3 * on))
        }
      }
      s.add(path(dDark, glass(c, false)), path(dLit, glass(c, true)), path(dSh, t(shutterC)), path(dBal, t('#2a2724')))
      // awning
      if (r.chance(0.6)) {
        const za = sg.z0 + 0.6
        const zb = Math.min(sg.z1 - 0.4, za + r.range(2.5, 5))
        s.add(
          poly(
            q([
              [X, 3.0, za],
              [X, 3.0, zb],
              [X - side * 1.2, 2.5, zb],
              [X - side * 1.2, 2.5, za],
            ]),
            t(r.pick([c.accent, c.accent2, P.terracotta])),
          ),
        )
        s.add(
          poly(
            q([
              [X - side * 1.2, 2.5, za],
              [X - side * 1.2, 2.5, zb],
              [X - side * 1.2, 2.2, zb],
              [X - side * 1.2, 2.2, za],
            ]),
            t(P.cream),
          ),
        )
      }
      lamps.push([X - side * 0.45, 3.6, sg.z0 + 0.5])
      // plants
      if (r.chance(0.5)) {
        const [px, py] = P3(X - side * 0.4, 0, sg.z0 + 1.5)
        const sc = fl / (sg.z0 + 1.5)
        s.add(rect(px - 0.25 * sc, py - 0.5 * sc, 0.5 * sc, 0.5 * sc, t(P.terracotta)))
        s.add(path(blob(r, px, py - 0.8 * sc, 0.45 * sc, 0.45 * sc, 8, 0.2), t(P.moss)))
      }
    }
  }
  // wall lanterns
  for (const [X, Y, Z] of lamps.sort((a, b) => b[2] - a[2])) {
    const [x, y] = P3(X, Y, Z)
    const sc = fl / Z
    if (x < -200 || x > W + 200) continue
    s.add(glowE(s, x, P3(X, 0, Z)[1], 2.2 * sc, 0.6 * sc, P.lamp, 0.35 * on))
    lanternGlow(c, x, y, 0.28 * sc, on)
  }
  // string lights across
  const strings = r.int(3, 5)
  for (let i = 0; i < strings; i++) {
    const Z = 2.6 + i * r.range(3, 5.5)
    const Y = r.range(5.5, 7)
    const a = P3(-sw, Y, Z)
    const b = P3(sw, Y, Z)
    const sag = (1.1 * fl) / Z
    s.add(stroke(`M${f(a[0])} ${f(a[1])}Q${f((a[0] + b[0]) / 2)} ${f((a[1] + b[1]) / 2 + sag * 2)} ${f(b[0])} ${f(b[1])}`, t('#2a2623'), Math.max(1, 12 / Z)))
    const n = 9
    const paper = id === 'hoi-an' || r.chance(0.5)
    for (let k = 1; k < n; k++) {
      const u = k / n
      const x = (1 - u) * (1 - u) * a[0] + 2 * (1 - u) * u * ((a[0] + b[0]) / 2) + u * u * b[0]
      const y = (1 - u) * (1 - u) * a[1] + 2 * (1 - u) * u * ((a[1] + b[1]) / 2 + sag * 2) + u * u * b[1]
      const sz = (paper ? 0.22 : 0.08) * (fl / Z)
      s.add(glow(s, x, y + sz, sz * (paper ? 3 : 6), P.lamp, 0.5 * on))
      if (paper && id === 'hoi-an') silkLantern(c, x, y + sz, sz * 1.3, r.pick(['#d9362e', '#e8a23a', '#c42a5a', '#f0c640', '#7a3aa0']), on)
      else if (paper) s.add(ellipse(x, y + sz, sz * 0.8, sz, mix(r.pick(['#d9543a', '#f2e4c4', '#e7a53c']), P.lampHot, 0.35 * on)))
      else s.add(circle(x, y + sz, sz * 0.5, P.lampHot))
    }
  }
  // a few figures
  for (let i = r.int(0, 3); i > 0; i--) {
    const Z = r.range(8, 24)
    const X = r.range(-sw + 0.8, sw - 0.8)
    const [x, y] = P3(X, 0, Z)
    const sc = fl / Z
    const col = t(r.pick([P.navy, P.charcoal, P.rust, P.teal]), 1.2)
    s.add(
      path(
        `M${f(x - 0.22 * sc)} ${f(y)}L${f(x - 0.26 * sc)} ${f(y - 1.35 * sc)}Q${f(x)} ${f(y - 1.5 * sc)} ${f(x + 0.26 * sc)} ${f(y - 1.35 * sc)}L${f(x + 0.22 * sc)} ${f(y)}Z`,
        col,
      ),
    )
    s.add(circle(x, y - 1.58 * sc, 0.12 * sc, col))
  }
  return [vx, vy - 200]
}

void smoothClosed
void smoothOpen
void cumulus
void rrect
