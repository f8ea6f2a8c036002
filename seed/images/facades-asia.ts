/** Façades of the Asian houses: Kyoto, Tokyo, Shanghai, Bangkok, Ubud, Hoi An. */
import {
  H,
  P,
  W,
  at,
  blob,
  circle,
  darken,
  drawSky,
  ellipse,
  f,
  fo,
  glow,
  glowE,
  hills,
  lighten,
  mix,
  palm,
  path,
  rect,
  shimmer,
  silhouette,
  so,
  stroke,
  type Ctx,
  type Pt,
} from './kit'
import {
  banana,
  bougainvillea,
  broadTree,
  frangipani,
  japanesePagoda,
  japanesePine,
  longtail,
  maple,
  prang,
  riceTerraces,
  silkLantern,
  thaiGable,
  thatchRoof,
} from './motifs'
import { glass } from './scenes-outdoor'

// ================================================================ Kyoto: machiya on a stone lane

/** Paper lantern (chōchin) hanging at a door. */
export function chochin(c: Ctx, x: number, y: number, size: number, col = '#f4ead6'): void {
  const { s, m } = c
  const on = Math.max(0.35, m.lights)
  s.add(glow(s, x, y, size * 3.5, P.lamp, 0.5 * on))
  s.add(ellipse(x, y, size * 0.42, size * 0.62, mix(col, P.lampHot, on * 0.4)))
  let ribs = ''
  for (let k = -3; k <= 3; k++)
    ribs += `M${f(x - size * 0.42 * Math.sqrt(1 - (k / 3.6) ** 2))} ${f(y + (k * size * 0.62) / 3.6)}h${f(2 * size * 0.42 * Math.sqrt(1 - (k / 3.6) ** 2))}`
  s.add(stroke(ribs, '#b08a5a', Math.max(0.8, size * 0.02), so(0.5)))
  s.add(rect(x - size * 0.22, y - size * 0.7, size * 0.44, size * 0.1, '#2a2220'), rect(x - size * 0.22, y + size * 0.6, size * 0.44, size * 0.1, '#2a2220'))
  s.add(path(`M${f(x - size * 0.12)} ${f(y - size * 0.1)}h${f(size * 0.24)}v${f(size * 0.24)}h${f(-size * 0.24)}Z`, '#b0302a', fo(0.75)))
}

/** Grey kawara tiles: a sloping band from eave y down to y+h (seen from below), x0..x1. */
function kawara(c: Ctx, x0: number, x1: number, y: number, h: number, lift = 0): void {
  const { s, t, m } = c
  const tile = t('#4d5056')
  s.add(
    path(
      `M${f(x0 - 18)} ${f(y + h)}L${f(x0)} ${f(y + lift)}H${f(x1)}L${f(x1 + 18)} ${f(y + h)}Z`,
      s.lin([
        [0, t(mix('#6a6e74', m.light, 0.12))],
        [1, tile],
      ]),
    ),
  )
  let rows = ''
  for (let x = x0 - 12; x < x1 + 12; x += 14) rows += `M${f(x)} ${f(y + lift + 2)}L${f(x + (x - (x0 + x1) / 2) * 0.02)} ${f(y + h - 4)}`
  s.add(stroke(rows, t('#34363b'), 3, so(0.55)))
  let ends = ''
  for (let x = x0 - 14; x < x1 + 14; x += 14) ends += `M${f(x)} ${f(y + h)}a7 6 0 0 0 14 0Z`
  s.add(path(ends, t('#3a3c41')), rect(x0 - 20, y + h, x1 - x0 + 40, 5, t(m.shadow), fo(0.3)))
}

function machiya(c: Ctx, x0: number, x1: number, ground: number, main: boolean): void {
  const { s, r, m, t } = c
  const gH = 290
  const uH = 165
  const wood = t('#4a3226')
  const lattice = t('#34231a')
  const plaster = t(mix('#e8dcc4', m.light, 0.1))
  const w = x1 - x0
  // upper floor: plaster with mushiko-mado slits, under the main roof
  const uy = ground - gH - 40 - uH
  s.add(rect(x0, uy, w, uH + 44, plaster))
  s.add(stroke(`M${f(x0 + 4)} ${f(uy)}V${f(uy + uH + 40)}M${f(x1 - 4)} ${f(uy)}V${f(uy + uH + 40)}`, wood, 8))
  const slits = Math.max(2, Math.floor(w / 160))
  for (let i = 0; i < slits; i++) {
    const cx = x0 + (w * (i + 0.5)) / slits
    const sw = Math.min(130, w / slits - 40)
    s.add(rect(cx - sw / 2, uy + 30, sw, uH - 40, t('#2a201a')))
    const lit = m.lights > 0.4 && r.chance(0.6)
    if (lit) s.add(rect(cx - sw / 2, uy + 30, sw, uH - 40, P.lamp, fo(0.5 * m.lights)))
    let bars = ''
    for (let x = cx - sw / 2 + 6; x < cx + sw / 2; x += 13) bars += `M${f(x)} ${f(uy + 30)}h7v${f(uH - 40)}h-7Z`
    s.add(path(bars, plaster))
  }
  // main roof above
  kawara(c, x0 - 10, x1 + 10, uy - 56, 56)
  // little roof (ichimonji) between the floors
  kawara(c, x0 - 6, x1 + 6, ground - gH - 44, 40)
  // ground floor: timber lattice (koshi), entrance with noren
  s.add(rect(x0, ground - gH, w, gH, wood))
  const doorW = main ? 260 : 150
  const doorX = x0 + w * (main ? 0.5 : 0.3) - doorW / 2
  const warm = 0.25 + 0.6 * Math.max(m.lights, 0.3)
  s.add(
    rect(
      doorX,
      ground - gH + 20,
      doorW,
      gH - 20,
      s.lin([
        [0, mix('#5a4030', '#ffd08a', warm)],
        [1, mix('#3a2a20', '#e99a50', warm * 0.8)],
      ]),
    ),
  )
  // lattice panels either side of the door
  let slats = ''
  for (const [a, b] of [
    [x0 + 14, doorX - 14],
    [doorX + doorW + 14, x1 - 14],
  ] as const) {
    if (b - a < 30) continue
    s.add(
      rect(
        a,
        ground - gH + 24,
        b - a,
        gH - 70,
        m.lights > 0.4
          ? s.lin([
              [0, '#f0c680'],
              [1, '#c98a4a'],
            ])
          : t('#2a1e16'),
      ),
    )
    for (let x = a; x < b; x += 9) slats += `M${f(x)} ${f(ground - gH + 24)}h5.5v${f(gH - 70)}h-5.5Z`
    slats += `M${f(a)} ${f(ground - gH + 24)}h${f(b - a)}v6h${f(-(b - a))}ZM${f(a)} ${f(ground - 52)}h${f(b - a)}v6h${f(-(b - a))}Z`
    // inuyarai: curved bamboo screen at the foot of the wall
    const iy = ground
    let iv = ''
    for (let x = a; x < b; x += 10) iv += `M${f(x)} ${f(iy)}Q${f(x + 26)} ${f(iy - 6)} ${f(x + 30)} ${f(iy - 44)}`
    s.add(stroke(iv, t('#8a6a3e'), 4))
  }
  s.add(path(slats, lattice))
  // noren: three indigo panels with a white crest
  const ny = ground - gH + 24
  const indigo = t(main ? '#23324f' : r.pick(['#23324f', '#6b2e26', '#3a4a2e']))
  for (let i = 0; i < 3; i++) {
    const px = doorX + 10 + i * ((doorW - 20) / 3)
    s.add(path(`M${f(px + 2)} ${f(ny)}h${f((doorW - 20) / 3 - 4)}v${f(gH * 0.42)}q${f(-(doorW - 20) / 6)} 6 ${f(-((doorW - 20) / 3 - 4))} 0Z`, indigo))
  }
  if (main) {
    s.add(circle(doorX + doorW / 2, ny + gH * 0.22, 18, t('#f4efe6')), circle(doorX + doorW / 2, ny + gH * 0.22, 11, indigo))
    chochin(c, doorX - 44, ground - gH + 96, 64)
    // a stone step and a small andon by the door
    s.add(rect(doorX - 10, ground - 8, doorW + 20, 12, t('#9a9488')))
  }
  s.add(rect(doorX - 6, ground - gH + 14, doorW + 12, 10, wood))
}

export function facadeKyoto(c: Ctx): Pt {
  const { s, r, m, t } = c
  const ground = H * 0.9
  const sun = drawSky(c, ground - 400, { clouds: r.int(1, 2) })
  // wooded eastern hills and the Yasaka pagoda rising behind the roofs
  s.add(path(silhouette(hills(r, -20, W + 20, ground - 700, 50, 20, 1.3), ground, true), t(mix('#3f5a3a', m.haze, 0.5))))
  s.add(path(silhouette(hills(r, -20, W + 20, ground - 620, 30, 18, 2), ground, true), t(mix('#4a6a40', m.haze, 0.35))))
  // the row: a neighbour, the house, a neighbour
  const x0 = W * r.range(0.12, 0.16)
  const x1 = W * r.range(0.7, 0.74)
  const px = r.chance(0.5) ? W * 0.86 : W * 0.06
  japanesePagoda(c, px, ground - 520, 600)
  machiya(c, -40, x0 - 6, ground, false)
  machiya(c, x1 + 6, W + 40, ground, false)
  machiya(c, x0, x1, ground, true)
  // a maple branch framing the top corner
  maple(c, px < W / 2 ? W * 1.02 : -W * 0.02, 330, 520, m.name === 'golden' || m.name === 'dusk')
  // stone-paved lane
  s.add(
    rect(
      0,
      ground,
      W,
      H - ground,
      s.lin([
        [0, t(mix('#9a958a', m.haze, 0.1))],
        [1, t('#7a756c')],
      ]),
    ),
  )
  let flags = ''
  for (let row = 0; row < 6; row++) {
    const y = ground + 6 + row * row * 6 + row * 14
    const hh = 10 + row * 8
    for (let x = -r.range(0, 120); x < W; x += r.range(80, 160) * (0.6 + row * 0.15))
      flags += `M${f(x + 4)} ${f(y)}h${f(r.range(60, 140) * (0.6 + row * 0.15))}v${f(hh)}h${f(-r.range(60, 140) * (0.6 + row * 0.15))}Z`
  }
  s.add(path(flags, t('#b3ad9f'), fo(0.45)))
  s.add(rect(0, ground, W, 10, t(m.shadow), fo(0.2)))
  // a gutter of stones along the houses
  s.add(rect(0, ground, W, 18, t('#6f6a62')))
  return sun
}

// ================================================================ Tokyo: a tower above Marunouchi, seen across the palace moat

function tower(c: Ctx, x: number, w: number, base: number, floors: number, floorH: number, hotel: number, tone: string): number {
  const { s, r, m, t } = c
  const h = floors * floorH
  const top = base - h
  const night = m.lights > 0.5
  s.add(
    rect(
      x,
      top,
      w,
      h,
      s.lin(
        [
          [0, t(mix(tone, m.sky[1], 0.25), 0.8)],
          [0.5, t(tone, 0.8)],
          [1, t(mix(tone, m.sky[0], 0.3), 0.8)],
        ],
        'h',
      ),
    ),
  )
  let bands = ''
  let lit = ''
  let warm = ''
  const cols = Math.max(4, Math.floor(w / 14))
  const cw = (w - 6) / cols
  for (let i = 0; i < floors; i++) {
    const y = base - (i + 1) * floorH
    bands += `M${f(x)} ${f(y)}h${f(w)}`
    const isHotel = i >= floors - hotel
    const pOn = isHotel ? (night ? 0.75 : 0.3) : night ? 0.4 : 0
    // lit stretches of a floor: runs of neighbouring windows, like offices and rooms
    let j = 0
    while (j < cols) {
      const run = r.int(2, 6)
      if (r.chance(pOn)) {
        const n = Math.min(run, cols - j)
        const d = `M${f(x + 3 + j * cw)} ${f(y + floorH * 0.22)}h${f(n * cw - 2)}v${f(floorH * 0.6)}h${f(-(n * cw - 2))}Z`
        if (isHotel) warm += d
        else lit += d
      }
      j += run
    }
  }
  s.add(stroke(bands, t(mix(tone, '#000', 0.35), 0.8), 1, so(0.5)))
  if (lit) s.add(path(lit, '#e6eef4', fo(0.6)))
  if (warm) s.add(path(warm, '#ffd08a', fo(night ? 0.9 : 0.55)))
  // mullion lines and a lit sky-edge
  let mull = ''
  for (let j = 1; j < cols; j++) mull += `M${f(x + (j * w) / cols)} ${f(top)}V${f(base)}`
  s.add(stroke(mull, t(mix(tone, '#000', 0.2), 0.8), 1, so(0.35)))
  s.add(rect(x, top, w * 0.08, h, '#ffffff', fo(0.08)))
  return top
}

export function facadeTokyo(c: Ctx): Pt {
  const { s, r, m, t } = c
  const base = H * 0.66
  const sun = drawSky(c, base, { clouds: r.int(1, 2) })
  const night = m.lights > 0.5
  // distant city
  let far = ''
  let farLit = ''
  for (let x = -20; x < W + 20; x += r.range(30, 70)) {
    const w = r.range(30, 70)
    const h = r.range(90, 260)
    far += `M${f(x)} ${f(base)}V${f(base - h)}h${f(w)}V${f(base)}Z`
    if (night) for (let y = base - h + 8; y < base - 10; y += 10) if (r.chance(0.35)) farLit += `M${f(x + 4)} ${f(y)}h${f(w - 8)}v3h${f(-(w - 8))}Z`
  }
  s.add(path(far, t(mix('#4a5568', m.haze, 0.55))), path(farLit, '#dfe8f0', fo(0.35)))
  // Marunouchi towers; the house occupies the top floors of the tallest
  const hx = W * r.range(0.44, 0.52)
  const hw = 200
  const towers: [number, number, number, string][] = [
    [hx - 520, 170, 30, '#5a6a7a'],
    [hx - 300, 210, 34, '#6a7a88'],
    [hx + hw + 40, 200, 33, '#586878'],
    [hx + hw + 270, 180, 29, '#647484'],
    [hx + hw + 470, 160, 24, '#5a6a78'],
    [hx - 700, 190, 26, '#647080'],
  ]
  for (const [x, w, n, tone] of towers) tower(c, x, w, base + 40, n, 13, 0, tone)
  const top = tower(c, hx, hw, base + 40, 46, 13, 12, '#4e6278')
  // crown: setback, lit band, mast with a red aviation light
  s.add(rect(hx + 20, top - 40, hw - 40, 40, t('#3e4f62', 0.8)), rect(hx + 20, top - 24, hw - 40, 6, night ? '#ffe1a8' : t('#d9e2ea'), fo(0.9)))
  s.add(stroke(`M${f(hx + hw / 2)} ${f(top - 40)}V${f(top - 110)}`, t('#3e4f62'), 4), circle(hx + hw / 2, top - 112, 5, '#ff4a3a'))
  if (night) s.add(glow(s, hx + hw / 2, top - 112, 30, '#ff4a3a', 0.5), glowE(s, hx + hw / 2, top + 100, hw * 0.8, 200, '#ffd08a', 0.18))
  // the road, the palace lawn with black pines, the moat and its stone wall
  const lawn = base + 40
  s.add(rect(0, lawn, W, 26, t(mix('#5a5a5e', m.haze, 0.1))))
  if (night) for (let x = 0; x < W; x += 40) s.add(rect(x, lawn + 10, 24, 3, r.chance(0.5) ? '#ffefc8' : '#ff6a4a', fo(0.7)))
  s.add(rect(0, lawn + 26, W, 90, t(mix('#5f7a3e', m.haze, 0.15))))
  const pr = r.fork()
  for (let i = 0; i < 7; i++) japanesePine(c, W * (i / 6) + pr.jit(0, 60), lawn + 110, pr.range(150, 230), pr.chance(0.5) ? 1 : -1, pr)
  const wall = lawn + 116
  s.add(rect(0, wall, W, 70, t(mix('#8a8478', m.haze, 0.1))))
  let stones = ''
  for (let row = 0; row < 4; row++)
    for (let x = -r.range(0, 60); x < W; x += r.range(40, 80)) stones += `M${f(x)} ${f(wall + row * 17)}h${f(r.range(36, 76))}v17h${f(-r.range(36, 76))}Z`
  s.add(stroke(stones, t('#5e594f'), 1.5, so(0.5)))
  const moat = wall + 70
  s.add(
    rect(
      0,
      moat,
      W,
      H - moat,
      s.lin([
        [0, t(mix(m.water[0], '#3a5a5a', 0.4))],
        [1, t(mix(m.water[1], '#1a2a2a', 0.3))],
      ]),
    ),
  )
  s.add(`<g transform="matrix(1 0 0 -0.45 0 ${f(moat * 1.45)})">` + rect(hx, top, hw, lawn - top, night ? '#ffd08a' : t('#4e6278'), fo(0.3)) + '</g>')
  shimmer(c, 0, W, moat + 4, H, night ? '#ffd08a' : lighten(m.sky[2], 0.3), 80, 0.35, hx + hw / 2)
  return sun
}

// ================================================================ Shanghai: the Bund at night

interface BundBuilding {
  x: number
  w: number
  h: number
  kind: 'bank' | 'deco' | 'clock' | 'plain'
}

function bundBuilding(c: Ctx, b: BundBuilding, ground: number): void {
  const { s, r, m, t } = c
  const night = m.lights > 0.5
  const stone = b.kind === 'deco' ? '#d9cdb4' : b.kind === 'bank' ? '#d8cfbf' : r.pick(['#cfc3ab', '#d6c9ae', '#c9bea8'])
  const lit = night ? mix(stone, '#ffc46a', 0.45) : t(stone)
  const top = ground - b.h
  s.add(
    rect(
      b.x,
      top,
      b.w,
      b.h,
      night
        ? s.lin([
            [0, mix(lit, '#3a2a30', 0.35)],
            [0.6, lit],
            [1, mix(lit, '#ffd890', 0.35)],
          ])
        : s.lin(
            [
              [0, t(lighten(stone, 0.1))],
              [1, t(stone)],
            ],
            'h',
          ),
    ),
  )
  // windows grid
  const floors = Math.floor((b.h - 60) / 44)
  const cols = Math.max(3, Math.floor(b.w / 40))
  let win = ''
  let winLit = ''
  for (let i = 0; i < floors; i++)
    for (let j = 0; j < cols; j++) {
      const d = `M${f(b.x + 14 + (j * (b.w - 28)) / cols)} ${f(top + 40 + i * 44)}h${f((b.w - 28) / cols - 12)}v26h${f(-((b.w - 28) / cols - 12))}Z`
      if (r.chance(night ? 0.5 : 0.1)) winLit += d
      else win += d
    }
  s.add(path(win, night ? '#3a2e30' : glass(c, false)), path(winLit, night ? '#ffe0a0' : glass(c, true)))
  const cornice = night ? mix(lit, '#fff0c8', 0.3) : t(lighten(stone, 0.25))
  s.add(rect(b.x - 6, top, b.w + 12, 12, cornice))
  if (b.kind === 'bank') {
    // a portico of columns over the lower floors and a low dome
    const ph = b.h * 0.45
    const py = ground - ph
    s.add(
      rect(b.x + b.w * 0.15, py - 20, b.w * 0.7, 20, cornice),
      path(`M${f(b.x + b.w * 0.13)} ${f(py - 20)}L${f(b.x + b.w / 2)} ${f(py - 64)}L${f(b.x + b.w * 0.87)} ${f(py - 20)}Z`, cornice),
    )
    let cols2 = ''
    for (let k = 0; k < 6; k++) {
      const cx = b.x + b.w * 0.2 + (k * b.w * 0.6) / 5
      cols2 += `M${f(cx - 9)} ${f(py)}h18V${f(ground - 16)}h-18Z`
    }
    s.add(rect(b.x + b.w * 0.15, py, b.w * 0.7, ph - 16, night ? '#5a3a28' : t('#6a5a4a')))
    if (night) s.add(rect(b.x + b.w * 0.15, py, b.w * 0.7, ph - 16, '#ffc46a', fo(0.5)))
    s.add(path(cols2, cornice), rect(b.x + b.w * 0.12, ground - 16, b.w * 0.76, 16, cornice))
    const dr = b.w * 0.2
    s.add(
      rect(b.x + b.w / 2 - dr, top - 40, dr * 2, 40, lit),
      path(
        `M${f(b.x + b.w / 2 - dr - 4)} ${f(top - 40)}C${f(b.x + b.w / 2 - dr)} ${f(top - 40 - dr * 1.1)} ${f(b.x + b.w / 2 + dr)} ${f(top - 40 - dr * 1.1)} ${f(b.x + b.w / 2 + dr + 4)} ${f(top - 40)}Z`,
        night ? mix('#7a8a7a', '#ffd890', 0.35) : t('#7f9a8a'),
      ),
    )
  } else if (b.kind === 'deco') {
    // stepped tower with a green copper pyramid roof (the Peace Hotel)
    const tw = b.w * 0.42
    const tx = b.x + (b.w - tw) / 2
    s.add(rect(tx, top - 110, tw, 110, lit))
    let fins = ''
    for (let x = tx + 10; x < tx + tw - 6; x += 16) fins += `M${f(x)} ${f(top - 104)}h5V${f(ground - 40)}h-5Z`
    s.add(path(fins, cornice, fo(0.6)))
    s.add(path(`M${f(tx - 6)} ${f(top - 110)}L${f(tx + tw / 2)} ${f(top - 110 - tw * 0.95)}L${f(tx + tw + 6)} ${f(top - 110)}Z`, night ? '#3f7a62' : t('#4f8a72')))
    if (night) s.add(glow(s, tx + tw / 2, top - 110 - tw * 0.4, tw * 0.9, '#7fe0b0', 0.3))
  } else if (b.kind === 'clock') {
    const tw = b.w * 0.3
    const tx = b.x + (b.w - tw) / 2
    s.add(rect(tx, top - 190, tw, 190, lit), rect(tx - 8, top - 196, tw + 16, 10, cornice))
    s.add(
      circle(tx + tw / 2, top - 140, tw * 0.32, night ? '#fff3d0' : t('#f4efe6')),
      stroke(`M${f(tx + tw / 2)} ${f(top - 140)}v${f(-tw * 0.24)}M${f(tx + tw / 2)} ${f(top - 140)}l${f(tw * 0.16)} ${f(tw * 0.1)}`, '#2a2420', 3),
    )
    s.add(path(`M${f(tx + 4)} ${f(top - 196)}L${f(tx + tw / 2)} ${f(top - 250)}L${f(tx + tw - 4)} ${f(top - 196)}Z`, cornice))
  }
  if (night) s.add(glowE(s, b.x + b.w / 2, ground, b.w * 0.7, 120, '#ffc46a', 0.35))
}

export function facadeShanghai(c: Ctx): Pt {
  const { s, r, m, t } = c
  const ground = H * 0.72
  const sun = drawSky(c, ground - 100, { clouds: r.int(1, 2) })
  // the waterfront row, the house (a 1925 bank) among its neighbours
  const order: BundBuilding['kind'][] = r.pick([
    ['plain', 'deco', 'bank', 'clock', 'plain', 'plain'],
    ['plain', 'clock', 'bank', 'deco', 'plain', 'plain'],
  ])
  const widths = [260, 330, 380, 300, 280, 300]
  let x = -r.range(80, 160)
  const heights = { plain: 300, deco: 360, bank: 330, clock: 340 }
  for (const [i, kind] of order.entries()) {
    const w = at(widths, i)
    bundBuilding(c, { x, w, h: heights[kind] + r.jit(0, 20), kind }, ground)
    x += w + 8
  }
  // the road with light trails, the promenade railing and lamps, the Huangpu
  const night = m.lights > 0.5
  s.add(rect(0, ground, W, 40, t('#3a3a3e')))
  if (night) s.add(stroke(`M0 ${f(ground + 14)}H${W}`, '#ffefc8', 3, so(0.6)), stroke(`M0 ${f(ground + 28)}H${W}`, '#ff5a3a', 3, so(0.6)))
  s.add(rect(0, ground + 40, W, 40, t(mix('#9a9488', m.haze, 0.1))))
  let rail = `M0 ${f(ground + 56)}H${W}`
  for (let xx = 0; xx < W; xx += 20) rail += `M${f(xx)} ${f(ground + 56)}V${f(ground + 80)}`
  s.add(stroke(rail, t('#2a2826'), 2))
  for (let xx = 90; xx < W; xx += 260) {
    s.add(rect(xx - 3, ground - 60, 6, 140, t('#2a2826')))
    s.add(glow(s, xx, ground - 66, 50, P.lamp, 0.4 + 0.4 * m.lights), circle(xx, ground - 66, 10, mix('#fff3d0', '#c9b88a', 1 - m.lights)))
  }
  const river = ground + 80
  s.add(
    rect(
      0,
      river,
      W,
      H - river,
      s.lin([
        [0, t(mix(m.water[0], '#5a5040', 0.3))],
        [1, t(m.water[1])],
      ]),
    ),
  )
  if (night) {
    let refl = ''
    for (let i = 0; i < 160; i++) {
      const xx = r() * W
      const y = river + Math.pow(r(), 0.7) * (H - river)
      refl += `M${f(xx)} ${f(y)}h${f(r.range(10, 60))}v${f(2 + (y - river) / 60)}h${f(-r.range(10, 60))}Z`
    }
    s.add(path(refl, '#ffc46a', fo(0.45)))
  } else shimmer(c, 0, W, river + 4, H, lighten(m.sky[2], 0.3), 100, 0.3, sun[0])
  // a barge passing
  const bx = W * r.range(0.2, 0.7)
  const by = river + r.range(60, 110)
  s.add(path(`M${f(bx - 160)} ${f(by)}h320l-20 22h-280Z`, t('#2a2a2e')), rect(bx + 80, by - 30, 60, 30, t('#3a3a40')))
  if (night) s.add(circle(bx + 110, by - 36, 4, '#ff4a3a'), circle(bx - 150, by - 6, 4, '#7fff9a'))
  return sun
}

// ================================================================ Bangkok: teak pavilions on the Chao Phraya

export function facadeBangkok(c: Ctx): Pt {
  const { s, r, m, t } = c
  const bank = H * 0.62
  const sun = drawSky(c, bank - 40, { clouds: r.int(1, 3) })
  // hazy towers of the city behind
  let towers = ''
  for (let x = W * 0.45; x < W + 20; x += r.range(60, 120)) towers += `M${f(x)} ${f(bank)}V${f(bank - r.range(160, 360))}h${f(r.range(40, 70))}V${f(bank)}Z`
  s.add(path(towers, mix(mix('#8a8a9a', m.haze, 0.65), m.sky[1], 0.2)))
  // the temple's prang on the far left, across the water
  const tx = W * r.range(0.08, 0.16)
  prang(c, tx, bank - 20, 420)
  prang(c, tx - 110, bank - 20, 190)
  prang(c, tx + 110, bank - 20, 190)
  // tree line of the far bank
  let trees = ''
  for (let x = -20; x < W * 0.45; x += r.range(30, 60)) trees += blob(r, x, bank - 30, r.range(30, 60), r.range(20, 40), 8, 0.2)
  s.add(path(trees, t(mix('#4a6a3a', m.haze, 0.45))))
  // the house: three teak-and-white pavilions with Thai roofs on a riverside terrace
  const terrace = bank + 40
  s.add(rect(0, bank - 10, W, 60, t(mix('#5f7a3e', m.haze, 0.2))))
  const xs = [W * 0.38, W * 0.62, W * 0.86]
  const pr = r.fork()
  for (const [i, x] of xs.entries()) {
    const w = i === 1 ? 330 : 260
    const wallH = i === 1 ? 170 : 140
    const y = terrace
    s.add(rect(x - w / 2, y - wallH, w, wallH, t(mix('#f4efe6', m.light, 0.1))))
    let teak = ''
    for (let k = 0; k <= 4; k++) teak += `M${f(x - w / 2 + (k * w) / 4 - 7)} ${f(y - wallH)}h14V${f(y)}h-14Z`
    s.add(path(teak, t('#7a4a2a')))
    let shutters = ''
    for (let k = 0; k < 4; k++) {
      const wx = x - w / 2 + (k + 0.5) * (w / 4)
      shutters += `M${f(wx - 22)} ${f(y - wallH + 30)}h44v${f(wallH - 50)}h-44Z`
    }
    s.add(
      path(
        shutters,
        m.lights > 0.3
          ? s.lin([
              [0, '#ffd08a'],
              [1, '#d98a44'],
            ])
          : t('#5a3a22'),
      ),
    )
    s.add(rect(x - w / 2 - 16, y - wallH - 8, w + 32, 12, t('#6a3e22')))
    thaiGable(c, x, y - wallH - 4, w * 1.2, i === 1 ? 230 : 190, pr.pick(['#a8452f', '#9a3e2a']), '#d9a83a')
    if (m.lights > 0.3) s.add(glowE(s, x, y - wallH * 0.5, w * 0.7, wallH, P.lamp, 0.25 * m.lights))
  }
  // frangipani and palms in the garden
  frangipani(c, W * 0.22, terrace + 10, 220)
  frangipani(c, W * 0.745, terrace + 10, 170)
  palm(c, W * 0.5, terrace + 14, 470, r.jit(0, 40), P.olive)
  palm(c, W * 0.97, terrace + 14, 520, -r.range(20, 60), P.olive)
  // terrace edge, the riverside pool, a landing stage
  s.add(rect(0, terrace, W, 20, t('#e9e1d2')), rect(W * 0.3, terrace + 4, W * 0.4, 10, t(mix(P.aqua, m.sky[1], 0.3))))
  s.add(rect(0, terrace + 20, W, 26, t(mix('#8a7a66', m.shadow, 0.2))))
  const river = terrace + 46
  s.add(
    rect(
      0,
      river,
      W,
      H - river,
      s.lin([
        [0, t(mix(m.water[0], '#8a7a5a', 0.4))],
        [1, t(mix(m.water[1], '#4a4a3a', 0.3))],
      ]),
    ),
  )
  shimmer(c, 0, W, river + 4, H, lighten(m.sky[2], 0.3), 130, 0.35, sun[0])
  const lx = W * r.range(0.55, 0.7)
  s.add(rect(lx, river - 6, 200, 14, t('#6a4a32')))
  let piles = ''
  for (let k = 0; k < 6; k++) piles += `M${f(lx + 8 + k * 36)} ${f(river + 8)}h6v40h-6Z`
  s.add(path(piles, t('#4a3222')))
  // longtail boats and a rice barge
  const br = r.fork()
  longtail(c, W * br.range(0.2, 0.4), river + br.range(90, 130), 420, 1, '#3a4a6a', '#c23a32')
  longtail(c, W * br.range(0.65, 0.85), river + br.range(180, 240), 520, -1, '#6a3a2a', '#2f6a5a')
  const bx = W * br.range(0.05, 0.2)
  const by = river + 40
  s.add(
    path(`M${f(bx - 120)} ${f(by)}Q${f(bx)} ${f(by + 26)} ${f(bx + 140)} ${f(by - 6)}L${f(bx + 130)} ${f(by - 16)}H${f(bx - 120)}Z`, t('#4a3020')),
    path(`M${f(bx - 80)} ${f(by - 16)}Q${f(bx)} ${f(by - 60)} ${f(bx + 80)} ${f(by - 16)}Z`, t('#6a4a2a')),
  )
  return sun
}

// ================================================================ Ubud: a thatched bale above the rice terraces

export function facadeUbud(c: Ctx): Pt {
  const { s, r, m, t } = c
  const hz = H * 0.4
  const sun = drawSky(c, hz, { clouds: r.int(1, 3) })
  // misty ridges of jungle
  for (let i = 0; i < 4; i++) {
    const k = i / 3
    const top = hills(r, -20, W + 20, hz - 60 + k * 170, 50 - k * 20, 16, 1.6)
    s.add(path(silhouette(top, H, true), mix(mix('#2f5a3a', m.haze, 0.7 - k * 0.45), m.shadow, m.dark * 0.4)))
    let crowns = ''
    for (const [x, y] of top) if (r.chance(0.25)) crowns += blob(r, x, y, r.range(14, 30) * (0.5 + k), r.range(10, 20) * (0.5 + k), 8, 0.2)
    s.add(path(crowns, mix(mix('#2f5a3a', m.haze, 0.65 - k * 0.45), m.shadow, m.dark * 0.4)))
    s.add(
      rect(
        0,
        hz - 40 + k * 170,
        W,
        70,
        s.lin([
          [0, m.haze, 0],
          [0.5, m.haze, 0.4],
          [1, m.haze, 0],
        ]),
      ),
    )
  }
  // palms on the ridge
  const pr = r.fork()
  for (let i = 0; i < 6; i++) palm(c, pr.range(0, W), hz + pr.range(150, 240), pr.range(160, 240), pr.jit(0, 30), '#4f6a3a')
  // the terraces, sweeping down the slope
  riceTerraces(c, -40, W + 40, H * 0.58, H + 40)
  // the bale on its stone base, on the right, framed by palms and bananas
  const bx = W * r.range(0.64, 0.74)
  const by = H * 0.66
  const stone = t('#6a6258')
  s.add(rect(bx - 170, by, 340, 50, stone), rect(bx - 180, by - 6, 360, 10, t('#857c70')))
  let carv = ''
  for (let x = bx - 160; x < bx + 160; x += 30) carv += `M${f(x)} ${f(by + 12)}h20v26h-20Z`
  s.add(path(carv, t('#564e44')))
  let posts = ''
  for (const px of [-130, -45, 45, 130]) posts += `M${f(bx + px - 8)} ${f(by)}h16v-150h-16Z`
  s.add(path(posts, t('#6a4a2e')))
  s.add(
    rect(
      bx - 150,
      by - 60,
      300,
      56,
      m.lights > 0.3
        ? s.lin([
            [0, '#ffd08a'],
            [1, '#c98a4a'],
          ])
        : t('#3a2a1e'),
      fo(0.9),
    ),
  )
  thatchRoof(c, bx, by - 140, 440, 230)
  // a smaller villa roof further down
  thatchRoof(c, W * 0.2, H * 0.76, 240, 130)
  s.add(rect(W * 0.2 - 90, H * 0.76, 180, 60, t('#e8dcc8')))
  const fr = r.fork()
  banana(c, bx + 260, by + 120, 300, fr)
  banana(c, W * 0.06, H * 0.95, 360, fr)
  palm(c, bx - 260, by + 80, 520, fr.jit(0, 50), '#4f6a3a')
  palm(c, W * 0.93, H + 10, 620, -fr.range(30, 80), '#4f6a3a')
  frangipani(c, W * 0.36, H + 20, 260, fr)
  return sun
}

// ================================================================ Hoi An: ochre merchant houses on the Thu Bon

function shophouse(c: Ctx, x0: number, x1: number, ground: number, wall: string, door: string): void {
  const { s, r, m, t } = c
  const w = x1 - x0
  const gH = 215
  const uH = 175
  const lit = Math.max(0.3, m.lights)
  // upper floor: yellow wall with weathering, shutters, a wooden balcony
  const uy = ground - gH - 30 - uH
  s.add(rect(x0, uy, w, uH + 30, t(wall)))
  let stains = ''
  for (let i = 0; i < 6; i++) stains += blob(r, x0 + r() * w, uy + r() * uH, r.range(20, 60), r.range(14, 40), 8, 0.35)
  s.add(path(stains, t(darken(wall, 0.12)), fo(0.35)))
  const n = Math.max(1, Math.floor(w / 170))
  for (let i = 0; i < n; i++) {
    const cx = x0 + (w * (i + 0.5)) / n
    s.add(
      rect(
        cx - 40,
        uy + 30,
        80,
        uH - 60,
        m.lights > 0.4
          ? s.lin([
              [0, '#ffd08a'],
              [1, '#d98a44'],
            ])
          : t('#3a2a1e'),
      ),
    )
    s.add(rect(cx - 82, uy + 30, 40, uH - 60, t(door)), rect(cx + 42, uy + 30, 40, uH - 60, t(door)))
    let lv = ''
    for (let y = uy + 36; y < uy + uH - 34; y += 9) lv += `M${f(cx - 80)} ${f(y)}h36M${f(cx + 44)} ${f(y)}h36`
    s.add(stroke(lv, t(darken(door, 0.3)), 1.5, so(0.6)))
  }
  let rail = `M${f(x0 + 6)} ${f(uy + uH - 30)}H${f(x1 - 6)}M${f(x0 + 6)} ${f(uy + uH + 4)}H${f(x1 - 6)}`
  for (let x = x0 + 10; x < x1 - 6; x += 14) rail += `M${f(x)} ${f(uy + uH - 30)}V${f(uy + uH + 4)}`
  s.add(stroke(rail, t('#5a3a24'), 3))
  // tiled roof: terracotta "yin-yang" tiles
  const roofY = uy - 84
  s.add(
    path(
      `M${f(x0 - 20)} ${f(uy + 6)}L${f(x0 + 10)} ${f(roofY)}H${f(x1 - 10)}L${f(x1 + 20)} ${f(uy + 6)}Z`,
      s.lin([
        [0, t('#8a5a3e')],
        [1, t('#a8643e')],
      ]),
    ),
  )
  let ribs = ''
  for (let x = x0 - 10; x < x1 + 14; x += 12) ribs += `M${f(x)} ${f(uy + 4)}L${f(x + (x0 + x1 - 2 * x) * 0.02)} ${f(roofY + 2)}`
  s.add(stroke(ribs, t('#6a3e26'), 4, so(0.7)), stroke(`M${f(x0 - 20)} ${f(uy + 6)}H${f(x1 + 20)}`, t('#5a3a24'), 6))
  s.add(path(blob(r, x0 + w * r.range(0.2, 0.8), roofY + 20, 50, 10, 8, 0.3), t('#5f6a3a'), fo(0.5)))
  // the eave between the floors
  const ey = ground - gH - 30
  s.add(path(`M${f(x0 - 14)} ${f(ground - gH)}L${f(x0)} ${f(ey)}H${f(x1)}L${f(x1 + 14)} ${f(ground - gH)}Z`, t('#9a5a3a')))
  let ribs2 = ''
  for (let x = x0 - 8; x < x1 + 10; x += 12) ribs2 += `M${f(x)} ${f(ground - gH - 2)}L${f(x)} ${f(ey + 2)}`
  s.add(stroke(ribs2, t('#6a3e26'), 3.5, so(0.7)))
  // ground floor: wooden panel doors, open onto a lit shop
  s.add(rect(x0, ground - gH, w, gH, t('#5a3a24')))
  const dn = Math.max(2, Math.floor(w / 60))
  let panels = ''
  for (let i = 0; i < dn; i++) {
    const px = x0 + 6 + (i * (w - 12)) / dn
    const pw = (w - 12) / dn - 6
    if (i === Math.floor(dn / 2) || i === Math.floor(dn / 2) - 1) {
      s.add(
        rect(
          px,
          ground - gH + 10,
          pw,
          gH - 10,
          s.lin([
            [0, mix('#5a4030', '#ffd08a', 0.35 + 0.55 * lit)],
            [1, mix('#3a2a20', '#e99a50', 0.3 + 0.5 * lit)],
          ]),
        ),
      )
    } else panels += `M${f(px)} ${f(ground - gH + 10)}h${f(pw)}v${f(gH - 10)}h${f(-pw)}Z`
  }
  s.add(path(panels, t(mix(door, '#5a3a24', 0.4))))
}

export function facadeHoiAn(c: Ctx): Pt {
  const { s, r, m, t } = c
  const ground = H * 0.74
  const sun = drawSky(c, ground - 300, { clouds: r.int(1, 2) })
  // trees and a few coconut palms behind the roofs
  const tr = r.fork()
  for (let i = 0; i < 3; i++) palm(c, tr.range(0, W), ground - 420, tr.range(260, 340), tr.jit(0, 40), '#4f6a3a')
  for (let x = tr.range(-60, 100); x < W + 60; x += tr.range(300, 460)) broadTree(c, x, ground - 300, tr.range(300, 380), tr.pick(['#4f6a35', '#5a7a3a']), { r: tr })
  const walls = ['#e8b84a', '#eec35a', '#e2ad42', '#f0c866', '#d9a63e']
  const doors = ['#2f6a5a', '#3d7a6a', '#5a3a24', '#2f5a6a']
  let x = -r.range(40, 120)
  const houses: [number, number][] = []
  while (x < W) {
    const w = r.range(340, 440)
    houses.push([x, x + w])
    shophouse(c, x, x + w, ground, r.pick(walls), r.pick(doors))
    x += w
  }
  // warm light of the lanterns on the walls
  if (m.lights > 0.3)
    s.add(
      rect(
        0,
        ground - 520,
        W,
        520,
        s.lin([
          [0, '#ffb860', 0],
          [0.6, '#ffb860', 0.18 * m.lights],
          [1, '#ffb860', 0.3 * m.lights],
        ]),
      ),
    )
  const fr = r.fork()
  bougainvillea(c, at(houses, 1)[0] + 10, ground - 440, 200, 150, fr)
  bougainvillea(c, at(houses, Math.min(3, houses.length - 1))[1] - 210, ground - 430, 190, 140, fr)
  // strings of silk lanterns along the eaves
  const cols = ['#d9362e', '#e8a23a', '#c42a5a', '#e86a2a', '#f0c640', '#7a3aa0']
  const on = Math.max(0.5, m.lights)
  for (const [a, b] of houses) {
    for (let lx = a + 46; lx < b - 20; lx += 78) {
      const u = (lx - a) / (b - a)
      silkLantern(c, lx, ground - 236 + Math.sin(u * Math.PI) * 26, 44, r.pick(cols), on)
    }
  }
  let string = ''
  for (const [a, b] of houses) string += `M${f(a)} ${f(ground - 268)}Q${f((a + b) / 2)} ${f(ground - 210)} ${f(b)} ${f(ground - 268)}`
  s.add(stroke(string, t('#2a2220'), 1.5))
  // the riverbank, a boat, the Thu Bon with floating lanterns
  s.add(rect(0, ground, W, 40, t(mix('#9a8a72', m.haze, 0.1))), rect(0, ground + 40, W, 14, t('#6a5a48')))
  const river = ground + 54
  s.add(
    rect(
      0,
      river,
      W,
      H - river,
      s.lin([
        [0, t(mix(m.water[0], '#5a6a4a', 0.35))],
        [1, t(mix(m.water[1], '#2a3a2a', 0.25))],
      ]),
    ),
  )
  s.add(
    rect(
      0,
      river,
      W,
      (H - river) * 0.6,
      s.lin([
        [0, t('#e8b84a'), 0.3],
        [1, t('#e8b84a'), 0],
      ]),
    ),
  )
  let refl = ''
  for (let i = 0; i < 90; i++) {
    const xx = r() * W
    const y = river + Math.pow(r(), 0.8) * (H - river)
    refl += `M${f(xx)} ${f(y)}h${f(r.range(8, 40))}v2h${f(-r.range(8, 40))}Z`
  }
  s.add(path(refl, mix('#ffb860', m.sky[2], 0.3), fo(0.4 * on)))
  // a sampan with a canopy
  const bx = W * r.range(0.25, 0.6)
  const by = river + r.range(110, 160)
  s.add(
    path(
      `M${f(bx - 190)} ${f(by - 20)}Q${f(bx)} ${f(by + 30)} ${f(bx + 190)} ${f(by - 24)}L${f(bx + 170)} ${f(by - 4)}Q${f(bx)} ${f(by + 14)} ${f(bx - 170)} ${f(by - 2)}Z`,
      t('#4a3424'),
    ),
  )
  s.add(path(`M${f(bx - 90)} ${f(by - 8)}Q${f(bx)} ${f(by - 90)} ${f(bx + 90)} ${f(by - 8)}Z`, t('#6a5236')))
  s.add(path(`M${f(bx + 150)} ${f(by - 22)}a10 6 0 1 0 20 0a10 6 0 1 0 -20 0`, t('#e0c060')))
  // floating paper lanterns on the water, in the evening
  for (let i = 0; i < (m.lights > 0.3 ? 14 : 0); i++) {
    const lx = r() * W
    const ly = river + 20 + r() * (H - river - 20)
    const k = 0.6 + (ly - river) / (H - river)
    s.add(
      glow(s, lx, ly, 40 * k, '#ffb860', 0.45 * on),
      rect(lx - 7 * k, ly - 8 * k, 14 * k, 10 * k, r.pick(['#e8423a', '#f0c640', '#e86a2a'])),
      circle(lx, ly - 4 * k, 3 * k, P.lampHot),
    )
  }
  return sun
}
