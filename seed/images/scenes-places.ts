/**
 * City views, temples, gardens and streets of each place: Paris on the Seine, the Baie des Anges
 * from Castle Hill, Zurich's Limmat and Grossmünster, Tokyo and Pudong at night, Kiyomizu-dera,
 * Wat Arun, a Balinese temple gate, Hoi An's covered bridge, a Kyoto moss garden, Yu Garden…
 */
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
  hills,
  lanternGlow,
  lighten,
  mix,
  palm,
  path,
  pd,
  poly,
  rect,
  shimmer,
  silhouette,
  so,
  stroke,
  type Ctx,
  type Pt,
} from './kit'
import { chochin } from './facades-asia'
import {
  alps,
  banana,
  bougainvillea,
  broadTree,
  eiffel,
  frangipani,
  japanesePagoda,
  japanesePine,
  longtail,
  maple,
  prang,
  riceTerraces,
  silkLantern,
  thatchRoof,
} from './motifs'
import { glass, litChance, pagodaRoof, stoneLantern } from './scenes-outdoor'
import { drawView } from './views'

const dimmed = (c: Ctx, col: string, k = 1) => mix(col, c.m.shadow, c.m.dark * k)

// ================================================================ skylines

/** Riverbank with a stone arch bridge and its reflection (Paris, Zurich). */
function archBridge(c: Ctx, y: number, span: number, n: number, stone: string): void {
  const { s, t, m } = c
  const deck = y - span * 0.32
  let d = `M-40 ${f(deck)}H${W + 40}V${f(y)}`
  for (let i = n; i >= 0; i--) {
    const x0 = -40 + i * span
    d += `L${f(x0 + span * 0.9)} ${f(y)}A${f(span * 0.4)} ${f(span * 0.26)} 0 0 0 ${f(x0 + span * 0.1)} ${f(y)}`
  }
  d += `L-40 ${f(y)}Z`
  s.add(`<g transform="matrix(1 0 0 -0.6 0 ${f(y * 1.6)})">` + path(d, t(mix(stone, m.water[1], 0.5)), fo(0.45)) + '</g>')
  s.add(
    path(
      d,
      s.lin([
        [0, t(lighten(stone, 0.1))],
        [1, t(darken(stone, 0.1))],
      ]),
    ),
  )
  s.add(rect(-40, deck - 14, W + 80, 14, t(lighten(stone, 0.15))))
  for (let x = 30; x < W; x += span) {
    s.add(rect(x - 3, deck - 80, 6, 66, t('#2b2a2a')))
    lanternGlow(c, x, deck - 86, 10, Math.max(0.3, m.lights))
  }
}

export function skylineParis(c: Ctx): Pt {
  const { s, r, m, t } = c
  const river = H * 0.66
  const sun = drawSky(c, river - 60)
  // the Eiffel Tower beyond the roofs
  const ex = W * r.range(0.68, 0.82)
  eiffel(c, ex, river - 70, 560, dimmed(c, mix('#7a6250', m.haze, 0.35)), m.lights)
  // Haussmann blocks along the quai: cream stone, zinc roofs, chimney pots
  let x = -r.range(20, 80)
  const quai = river - 40
  const pLit = litChance(c)
  while (x < W + 20) {
    const w = r.range(170, 260)
    // lower roofs in front of the tower let its arches show
    const h = Math.abs(x + w / 2 - ex) < 230 ? r.range(60, 80) : r.range(130, 170)
    const stone = t(r.pick(['#e8dcc6', '#e2d4bb', '#ddd0b8', '#eadfca']))
    s.add(rect(x, quai - h, w, h, stone))
    let win = ''
    let lit = ''
    let rails = ''
    for (let y = quai - h + 30; y < quai - 40; y += 34) {
      for (let xx = x + 14; xx < x + w - 14; xx += 28) {
        const d = `M${f(xx)} ${f(y)}h12v22h-12Z`
        if (r.chance(pLit)) lit += d
        else win += d
      }
      rails += `M${f(x + 8)} ${f(y + 22)}H${f(x + w - 8)}`
    }
    s.add(path(win, glass(c, false)), path(lit, glass(c, true)), stroke(rails, t('#2a2724'), 1.2, so(0.6)))
    const roofH = r.range(34, 50)
    s.add(
      poly(
        [
          [x - 4, quai - h],
          [x + w + 4, quai - h],
          [x + w - 12, quai - h - roofH],
          [x + 12, quai - h - roofH],
        ],
        t(mix('#7f8c98', m.haze, 0.15)),
      ),
    )
    let pots = ''
    for (let i = 0; i < 2; i++) {
      const cx = x + w * r.range(0.2, 0.8)
      s.add(rect(cx - 16, quai - h - roofH - 24, 32, 26, stone))
      for (let j = 0; j < 3; j++) pots += `M${f(cx - 13 + j * 10)} ${f(quai - h - roofH - 24)}v-9h6v9Z`
    }
    s.add(path(pots, t('#c0643e')))
    let dorm = ''
    for (let xx = x + 20; xx < x + w - 24; xx += 40) dorm += `M${f(xx)} ${f(quai - h - 4)}v-18h12v18Z`
    s.add(path(dorm, m.lights > 0.4 ? '#ffd08a' : t('#e8e0d0')))
    x += w + 2
  }
  // the quai with plane trees, the stone embankment
  const tr = r.fork()
  for (let xx = tr.range(-40, 60); xx < W + 40; xx += tr.range(180, 260)) broadTree(c, xx, quai + 20, tr.range(200, 260), tr.pick(['#6f7d45', P.olive]), { r: tr })
  s.add(rect(0, quai, W, river - quai, t(mix('#cbbd9f', m.shadow, 0.1))))
  let blocks = ''
  for (let xx = 0; xx < W; xx += 46) blocks += `M${f(xx)} ${f(quai)}v${f(river - quai)}`
  s.add(stroke(blocks, t('#a89a80'), 1.2, so(0.5)))
  // the Seine and a bridge
  s.add(
    rect(
      0,
      river,
      W,
      H - river,
      s.lin([
        [0, t(mix(m.water[0], '#6a7a70', 0.3))],
        [1, t(m.water[1])],
      ]),
    ),
  )
  shimmer(c, 0, W, river + 4, H, lighten(m.sky[2], 0.3), 110, 0.3, sun[0])
  archBridge(c, river + 70, 220, 8, '#cdbf9f')
  // a bateau-mouche
  const bx = W * r.range(0.2, 0.6)
  const by = river + 220
  s.add(
    path(`M${f(bx - 150)} ${f(by)}h300l-14 16h-272Z`, t('#2f3a40')),
    rect(bx - 120, by - 22, 240, 22, m.lights > 0.4 ? '#ffd08a' : t('#dfe4e6')),
    rect(bx - 124, by - 26, 248, 5, t('#2f3a40')),
  )
  return sun
}

export function skylineNice(c: Ctx): Pt {
  const { s, r, m, t } = c
  const hz = H * 0.4
  const sun = drawSky(c, hz)
  // the Baie des Anges from Castle Hill: the sea, the curve of the promenade, the city, the hills
  s.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      s.lin([
        [0, t(mix(m.water[1], m.haze, 0.25))],
        [1, t(mix(m.water[0], P.aqua, 0.25))],
      ]),
    ),
  )
  shimmer(c, 0, W, hz + 2, H, lighten(m.sky[2], 0.35), 150, 0.3, sun[0])
  s.add(
    path(
      silhouette(
        hills(r, -20, W + 20, hz - 30, 24, 18, 1.2).map(([x, y]): Pt => [x, y + ((W - x) / W) * 40]),
        hz + 2,
        true,
      ),
      mix(mix('#8a9aa8', m.haze, 0.6), m.shadow, m.dark * 0.5),
    ),
  )
  // the curving shore: from the far right down to the near right
  const shore = (u: number): Pt => [W * (1.05 - 0.75 * Math.sin(u * Math.PI * 0.5)), hz + 10 + H * 0.62 * u ** 1.6]
  const pts: Pt[] = []
  for (let u = 0; u <= 1.001; u += 0.04) pts.push(shore(u))
  const land = pd([...pts, [W + 20, H + 20], [W + 20, hz]], true)
  s.add(path(land, t(mix('#d9c8a8', m.haze, 0.2))))
  // the city fills the land behind the shore: rows of pastel houses with terracotta roofs
  const shoreX = (y: number): number => {
    for (let i = 1; i < pts.length; i++) {
      const a = at(pts, i - 1)
      const b = at(pts, i)
      if (y >= a[1] && y <= b[1]) return a[0] + ((b[0] - a[0]) * (y - a[1])) / Math.max(1e-6, b[1] - a[1])
    }
    return at(pts, pts.length - 1)[0]
  }
  const pastel = ['#efd9b0', '#f0d0b8', '#eec9a0', '#f3e3c8', '#e9c2a6', '#f1dcb0']
  for (let y = hz + 6; y < H + 40; y += 6 + ((y - hz) / (H - hz)) * 46) {
    const k = 0.18 + ((y - hz) / (H - hz)) * 1.7
    let walls = ['', '', '']
    let roofs = ''
    let wins = ''
    for (let x = shoreX(Math.min(y, H * 0.99)) + 14 * k; x < W + 20; x += r.range(36, 60) * k) {
      const bw = r.range(34, 56) * k
      const bh = r.range(26, 44) * k
      const wi = Math.floor(r() * 3)
      walls[wi] += `M${f(x)} ${f(y)}V${f(y - bh)}h${f(bw)}V${f(y)}Z`
      roofs += `M${f(x - 2 * k)} ${f(y - bh)}l${f(7 * k)} ${f(-8 * k)}h${f(bw - 10 * k)}l${f(7 * k)} ${f(8 * k)}Z`
      for (let wx = x + 6 * k; wx < x + bw - 8 * k; wx += 12 * k) wins += `M${f(wx)} ${f(y - bh * 0.7)}h${f(4 * k)}v${f(7 * k)}h${f(-4 * k)}Z`
    }
    walls.forEach((d, i) => s.add(path(d, t(mix(at(pastel, (i + Math.floor(y)) % pastel.length), m.haze, 0.3 * (1 - k / 1.9))))))
    s.add(path(roofs, t(mix('#c0643e', m.haze, 0.25 * (1 - k / 1.9)))), path(wins, m.lights > 0.4 ? '#ffd08a' : t('#5a7a8a'), fo(0.85)))
    walls = []
  }
  // the promenade: a pale line with palms along the water
  s.add(stroke(pd(pts.map(([x, y]): Pt => [x - 6, y + 4])), t('#f4efe6'), 5))
  const pr = r.fork()
  for (let u = 0.15; u < 1; u += 0.09) {
    const [x, y] = shore(u)
    palm(c, x - 10, y + 2, (40 + u * 160) * pr.range(0.9, 1.1), pr.jit(0, 8), P.olive)
  }
  // foreground: the hill's umbrella pines and a railing
  const ph = H - 40
  s.add(path(silhouette(hills(r, -20, W * 0.5, ph, 20, 20), H + 10, true), t(mix('#5f6a3a', m.shadow, 0.2))))
  for (const x of [W * 0.06, W * 0.3]) {
    s.add(stroke(`M${f(x)} ${f(ph + 10)}Q${f(x + 30)} ${f(ph - 120)} ${f(x + 10)} ${f(ph - 240)}`, t('#5a4030'), 10))
    let crown = ''
    for (let i = 0; i < 6; i++) crown += blob(r, x + 10 + r.jit(0, 120), ph - 260 + r.jit(0, 20), r.range(60, 110), r.range(24, 40), 9, 0.2)
    s.add(path(crown, t(mix('#3f5a30', m.shadow, 0.2))))
  }
  return sun
}

export function skylineZurich(c: Ctx): Pt {
  const { s, r, m, t } = c
  const river = H * 0.68
  const sun = drawSky(c, river - 180)
  alps(c, -40, W + 40, river - 230, r.range(200, 260))
  s.add(path(silhouette(hills(r, -20, W + 20, river - 250, 20, 16, 2), river, true), t(mix('#55704f', m.haze, 0.5))))
  // old-town houses with steep roofs
  const bank = river - 30
  let x = -r.range(20, 60)
  const pLit = litChance(c)
  let roofs = ''
  let win = ''
  let lit = ''
  while (x < W + 20) {
    const w = r.range(70, 120)
    const h = r.range(110, 170)
    const col = r.pick(['#efe4cf', '#e8d9bc', '#e2cfb0', '#dfe1d6', '#f0e2c8'])
    s.add(rect(x, bank - h, w, h, t(col)))
    roofs += `M${f(x - 4)} ${f(bank - h)}L${f(x + w / 2)} ${f(bank - h - w * 0.55)}L${f(x + w + 4)} ${f(bank - h)}Z`
    for (let y = bank - h + 18; y < bank - 20; y += 30)
      for (let xx = x + 10; xx < x + w - 14; xx += 24) {
        const d = `M${f(xx)} ${f(y)}h10v16h-10Z`
        if (r.chance(pLit)) lit += d
        else win += d
      }
    x += w + 1
  }
  s.add(path(roofs, t('#9a4a34')), path(win, glass(c, false)), path(lit, glass(c, true)))
  // the Grossmünster's twin towers and the Fraumünster's slender green spire
  const gx = W * r.range(0.55, 0.7)
  const stone = t('#e6dccb')
  s.add(rect(gx - 120, bank - 230, 240, 230, stone))
  for (const dx of [-80, 80]) {
    s.add(rect(gx + dx - 34, bank - 430, 68, 220, stone))
    s.add(rect(gx + dx - 34, bank - 360, 68, 6, t('#cbbd9f')), rect(gx + dx - 12, bank - 400, 24, 34, t('#3a3430')))
    s.add(
      path(
        `M${f(gx + dx - 38)} ${f(bank - 430)}Q${f(gx + dx - 30)} ${f(bank - 480)} ${f(gx + dx)} ${f(bank - 500)}Q${f(gx + dx + 30)} ${f(bank - 480)} ${f(gx + dx + 38)} ${f(bank - 430)}Z`,
        t('#5a5a58'),
      ),
    )
    s.add(circle(gx + dx, bank - 380, 12, t('#2f6f5a')))
  }
  const fx = W * r.range(0.15, 0.3)
  s.add(rect(fx - 24, bank - 300, 48, 300, stone), path(`M${f(fx - 26)} ${f(bank - 300)}L${f(fx)} ${f(bank - 470)}L${f(fx + 26)} ${f(bank - 300)}Z`, t('#4f8a72')))
  // the river Limmat and a bridge
  s.add(rect(0, bank, W, river - bank, t(mix('#b9b2a5', m.haze, 0.1))))
  s.add(
    rect(
      0,
      river,
      W,
      H - river,
      s.lin([
        [0, t(mix(m.water[0], '#5f9a9a', 0.3))],
        [1, t(mix(m.water[1], '#1f4f5a', 0.3))],
      ]),
    ),
  )
  shimmer(c, 0, W, river + 4, H, lighten(m.sky[2], 0.3), 110, 0.3, sun[0])
  archBridge(c, river + 80, 220, 8, '#c9c1b0')
  // swans
  for (let i = 0; i < 3; i++) {
    const sx = r.range(W * 0.1, W * 0.9)
    const sy = r.range(river + 160, H - 30)
    s.add(path(`M${f(sx - 22)} ${f(sy)}q20 10 42 0q-6 -12 -20 -12Z`, t('#fbf8f2')), stroke(`M${f(sx + 16)} ${f(sy - 7)}q4 -18 -3 -24`, t('#fbf8f2'), 4))
  }
  return sun
}

export function skylineTokyo(c: Ctx): Pt {
  const { s, r, m } = c
  // Tokyo from a high floor: towers to the horizon, Tokyo Tower and the Skytree
  drawView(c, r.fork(), -2, -2, W + 2, H + 2, 'city', 0.34)
  const sx = W * r.range(0.7, 0.85)
  const base = H * 0.42
  const col = dimmed(c, mix('#9aa6b8', m.haze, 0.3))
  s.add(
    path(`M${f(sx - 14)} ${f(base)}L${f(sx - 6)} ${f(base - 420)}h12L${f(sx + 14)} ${f(base)}Z`, col),
    rect(sx - 16, base - 300, 32, 16, col),
    rect(sx - 12, base - 360, 24, 10, col),
  )
  s.add(stroke(`M${f(sx)} ${f(base - 420)}v-60`, col, 3))
  if (m.lights > 0.4)
    s.add(path(`M${f(sx - 14)} ${f(base)}L${f(sx - 6)} ${f(base - 420)}h12L${f(sx + 14)} ${f(base)}Z`, '#9fd0ff', fo(0.35)), glow(s, sx, base - 300, 60, '#9fd0ff', 0.4))
  return [W * 0.5, H * 0.3]
}

export function skylineShanghai(c: Ctx): Pt {
  const { s, r, m, t } = c
  // Pudong across the Huangpu, seen from the Bund promenade
  drawView(c, r.fork(), -2, -2, W + 2, H + 2, 'pudong', r.range(0.66, 0.72))
  const rail = H * 0.9
  s.add(rect(0, rail, W, H - rail, t(mix('#8a8478', m.shadow, 0.2))))
  let bars = `M0 ${f(rail - 60)}H${W}`
  for (let x = 0; x < W; x += 26) bars += `M${f(x)} ${f(rail - 60)}V${f(rail)}`
  s.add(stroke(bars, t('#2a2826'), 3))
  for (let x = 120; x < W; x += 420) {
    s.add(rect(x - 4, rail - 260, 8, 260, t('#2a2826')))
    s.add(glow(s, x, rail - 268, 60, P.lamp, 0.3 + 0.5 * m.lights), circle(x, rail - 268, 12, mix('#fff3d0', '#c9b88a', 1 - m.lights)))
  }
  return [W * 0.5, H * 0.4]
}

// ================================================================ temples

/** Kiyomizu-dera: the great hall on its wooden stage above a slope of maples, a vermilion pagoda. */
export function templeKyoto(c: Ctx): Pt {
  const { s, r, m, t } = c
  const hz = H * 0.5
  const sun = drawSky(c, hz)
  // the hills beyond and the city roofs in the haze below
  s.add(path(silhouette(hills(r, -20, W + 20, hz - 90, 40, 18, 1.3), hz + 40, true), mix(mix('#5a7a6a', m.haze, 0.65), m.shadow, m.dark * 0.4)))
  s.add(rect(0, hz, W, H - hz, t(mix('#b9b4a8', m.haze, 0.55))))
  let roofs = ''
  for (let y = hz + 8; y < hz + 150; y += 14)
    for (let x = -r.range(0, 40); x < W; x += r.range(26, 50)) roofs += `M${f(x)} ${f(y)}l${f(10)} -6h${f(r.range(10, 24))}l10 6Z`
  s.add(path(roofs, mix(mix('#5a5a60', m.haze, 0.6), m.shadow, m.dark * 0.4)))
  const autumn = m.name === 'golden' || m.name === 'dusk' || r.chance(0.5)
  const cols = autumn ? ['#9e2f22', '#c9452a', '#e07a3a', '#5f7a34'] : ['#4f6a2e', '#6f8a3a', '#9bb35a', '#e8b4c0']
  const canopy = (y0: number, n: number, size: number) => {
    const byCol = cols.map(() => '')
    for (let i = 0; i < n; i++) {
      const x = r.range(-60, W + 60)
      const y = y0 + r.range(0, H - y0)
      byCol[i % cols.length] += blob(r, x, y, size * r.range(0.6, 1.2), size * r.range(0.5, 0.9), 9, 0.25)
    }
    byCol.forEach((d, i) => s.add(path(d, t(mix(at(cols, i), m.shadow, 0.12)))))
  }
  // trees on the slope behind the stage
  canopy(H * 0.6, 160, 46)
  // the stage: tall pillars with ties, holding the platform
  const sx0 = W * r.range(0.08, 0.14)
  const sx1 = sx0 + W * 0.44
  const sy = H * 0.5
  const wood = t('#6a4632')
  let pillars = ''
  for (let x = sx0; x <= sx1 + 1; x += (sx1 - sx0) / 8) pillars += `M${f(x - 8)} ${f(sy)}h16V${f(H + 20)}h-16Z`
  let ties = ''
  for (let y = sy + 90; y < H; y += 110) ties += `M${f(sx0 - 8)} ${f(y)}H${f(sx1 + 8)}`
  s.add(path(pillars, wood), stroke(ties, wood, 10))
  s.add(rect(sx0 - 30, sy - 18, sx1 - sx0 + 60, 20, t('#8a6442')))
  let rail = `M${f(sx0 - 30)} ${f(sy - 44)}H${f(sx1 + 30)}`
  for (let x = sx0 - 30; x <= sx1 + 30; x += 26) rail += `M${f(x)} ${f(sy - 44)}V${f(sy - 18)}`
  s.add(stroke(rail, t('#7a5238'), 4))
  // the main hall behind the stage, under a sweeping cypress-bark roof
  const hx0 = sx0 + 40
  const hx1 = sx1 + 80
  s.add(rect(hx0, sy - 150, hx1 - hx0, 132, t('#9a6a44')))
  let posts = ''
  for (let x = hx0 + 8; x < hx1; x += 46) posts += `M${f(x)} ${f(sy - 150)}h10v132h-10Z`
  s.add(path(posts, t('#5a3a28')), rect(hx0, sy - 150, hx1 - hx0, 18, t('#f4efe6')))
  const hx = (hx0 + hx1) / 2
  s.add(path(pagodaRoof(hx, sy - 150, hx1 - hx0 + 220, 170, (hx1 - hx0) * 0.5, 60), t('#5a4a40')))
  s.add(stroke(`M${f(hx - (hx1 - hx0 + 220) / 2)} ${f(sy - 210)}Q${f(hx)} ${f(sy - 120)} ${f(hx + (hx1 - hx0 + 220) / 2)} ${f(sy - 210)}`, t('#8a7a6a'), 4))
  // the vermilion three-storey pagoda on the hill
  const px = W * r.range(0.78, 0.88)
  let y = H * 0.52
  for (let i = 0; i < 3; i++) {
    const bw = 90 - i * 12
    s.add(rect(px - bw / 2, y - 60, bw, 60, t('#c2412b')))
    s.add(path(pagodaRoof(px, y - 60, bw * 2, 50, bw * 0.6, 22), t('#3a3434')))
    y -= 90
  }
  s.add(rect(px - 3, y - 70, 6, 90, t(P.brass)))
  // the nearest treetops, over the foot of the pillars
  canopy(H * 0.82, 90, 60)
  return sun
}

/** A Japanese temple at dawn: five-storey pagoda among maples and pines, a torii, lanterns. */
export function templeJapan(c: Ctx): Pt {
  const { s, r, m, t } = c
  const ground = H * 0.8
  const sun = drawSky(c, ground - 120)
  for (let i = 0; i < 3; i++) {
    const k = i / 2
    s.add(
      path(
        silhouette(hills(r, -20, W + 20, ground - 380 + k * 150, 70 - k * 30, 18, 1.4), ground, true),
        mix(mix('#4f6a5a', m.haze, 0.75 - k * 0.3), m.shadow, m.dark * 0.5 * k),
      ),
    )
  }
  japanesePagoda(c, W * r.range(0.55, 0.72), ground - 20, 640)
  const autumn = m.name === 'golden' || m.name === 'dusk'
  for (let i = 0; i < 6; i++) maple(c, r.range(-40, W + 40), ground + 20, r.range(200, 300), autumn || r.chance(0.3))
  japanesePine(c, W * r.range(0.05, 0.2), ground + 20, 360, 1)
  s.add(
    rect(
      0,
      ground,
      W,
      H - ground,
      s.lin([
        [0, t(mix('#8a8a78', m.haze, 0.2))],
        [1, t('#6a6a5e')],
      ]),
    ),
  )
  s.add(path(`M${f(W * 0.42)} ${f(H)}L${f(W * 0.55)} ${f(ground)}h60L${f(W * 0.78)} ${f(H)}Z`, t('#b3ad9f')))
  // torii in the foreground
  const tx = W * r.range(0.25, 0.4)
  const th = 380
  const tw = th * 1.05
  const ty = H - 10
  const red = t('#c2412b')
  s.add(rect(tx - tw * 0.38, ty - th, th * 0.07, th, red), rect(tx + tw * 0.38 - th * 0.07, ty - th, th * 0.07, th, red))
  s.add(rect(tx - tw * 0.48, ty - th * 0.8, tw * 0.96, th * 0.06, red))
  s.add(
    path(
      `M${f(tx - tw * 0.62)} ${f(ty - th * 1.02)}Q${f(tx)} ${f(ty - th * 0.9)} ${f(tx + tw * 0.62)} ${f(ty - th * 1.02)}L${f(tx + tw * 0.58)} ${f(ty - th * 0.93)}Q${f(tx)} ${f(ty - th * 0.85)} ${f(tx - tw * 0.58)} ${f(ty - th * 0.93)}Z`,
      t('#2c2623'),
    ),
  )
  stoneLantern(c, W * r.range(0.82, 0.92), H - 30, 200)
  return sun
}

/** Wat Arun from the river: the great prang and its four satellites, boats on the Chao Phraya. */
export function templeThai(c: Ctx): Pt {
  const { s, r, m, t } = c
  const bank = H * 0.68
  const sun = drawSky(c, bank - 40, { sunX: W * r.range(0.6, 0.85) })
  const cx = W * r.range(0.38, 0.55)
  prang(c, cx - 260, bank, 300)
  prang(c, cx + 260, bank, 300)
  prang(c, cx, bank, 620)
  prang(c, cx - 420, bank + 10, 200)
  prang(c, cx + 420, bank + 10, 200)
  // riverside wall, trees, a sala pavilion
  let trees = ''
  for (let x = -20; x < W + 20; x += r.range(40, 80)) if (Math.abs(x - cx) > 480) trees += blob(r, x, bank - 30, r.range(40, 70), r.range(30, 50), 8, 0.2)
  s.add(path(trees, t(mix('#4a6a3a', m.haze, 0.3))))
  palm(c, cx + 560, bank + 6, 340, -30, P.olive)
  palm(c, cx - 600, bank + 6, 300, 30, P.olive)
  s.add(rect(0, bank, W, 26, t('#e9e1d2')), rect(0, bank + 26, W, 16, t(mix('#8a7a66', m.shadow, 0.2))))
  const river = bank + 42
  s.add(
    rect(
      0,
      river,
      W,
      H - river,
      s.lin([
        [0, t(mix(m.water[0], '#8a7a5a', 0.35))],
        [1, t(mix(m.water[1], '#4a4a3a', 0.3))],
      ]),
    ),
  )
  s.add(`<g transform="matrix(1 0 0 -0.5 0 ${f(river * 1.5)})">` + rect(cx - 60, bank - 600, 120, 600, t('#efe6d6'), fo(0.25)) + '</g>')
  shimmer(c, 0, W, river + 4, H, lighten(m.sky[2], 0.3), 130, 0.35, sun[0])
  longtail(c, W * r.range(0.15, 0.35), river + r.range(110, 170), 460, 1, '#3a4a6a', '#c23a32')
  longtail(c, W * r.range(0.6, 0.85), river + r.range(40, 70), 260, -1, '#6a3a2a', '#2f6a5a')
  return sun
}

/** A Balinese temple: the split gate (candi bentar), a tiered meru shrine, offerings, palms. */
export function templeBali(c: Ctx): Pt {
  const { s, r, m, t } = c
  const ground = H * 0.78
  const sun = drawSky(c, ground - 120)
  for (let i = 0; i < 3; i++) {
    const k = i / 2
    s.add(
      path(
        silhouette(hills(r, -20, W + 20, ground - 330 + k * 140, 50 - k * 20, 16, 1.6), ground, true),
        mix(mix('#2f5a3a', m.haze, 0.7 - k * 0.4), m.shadow, m.dark * 0.4),
      ),
    )
  }
  const pr = r.fork()
  for (let i = 0; i < 6; i++) palm(c, pr.range(-40, W + 40), ground - pr.range(0, 40), pr.range(300, 460), pr.jit(0, 50), '#4f6a3a')
  // meru: a black-thatched tiered tower behind the gate
  const mx = W * r.range(0.62, 0.75)
  s.add(rect(mx - 60, ground - 150, 120, 150, t('#6a6258')))
  let y = ground - 150
  for (let i = 0; i < 7; i++) {
    const w = 260 - i * 28
    s.add(path(`M${f(mx - w / 2)} ${f(y)}L${f(mx - w * 0.3)} ${f(y - 44)}H${f(mx + w * 0.3)}L${f(mx + w / 2)} ${f(y)}Z`, t('#2a2a28')))
    s.add(rect(mx - w * 0.25, y - 60, w * 0.5, 16, t('#5a4a3a')))
    y -= 60
  }
  s.add(rect(mx - 4, y - 40, 8, 40, t(P.brass)))
  // the split gate: two mirrored stepped halves of brick and carved stone
  const gx = W * r.range(0.3, 0.42)
  const gw = 150
  const gh = 420
  const brick = t('#a8583a')
  const stone = t('#7a7468')
  for (const sgn of [-1, 1]) {
    const inner = gx + sgn * 50
    const outer = inner + sgn * gw
    let d = `M${f(inner)} ${f(ground)}V${f(ground - gh)}`
    for (let i = 0; i < 6; i++) {
      const yy = ground - gh + i * 50
      d += `H${f(inner + sgn * (gw * (0.25 + i * 0.13)))}V${f(yy + 50)}`
    }
    d += `H${f(outer)}V${f(ground)}Z`
    s.add(path(d, brick))
    let carve = ''
    for (let i = 0; i < 8; i++) carve += `M${f(inner + sgn * 8)} ${f(ground - gh + 20 + i * 48)}h${f(sgn * gw * 0.5)}`
    s.add(stroke(carve, stone, 6, so(0.8)))
    s.add(rect(Math.min(inner, outer), ground - 40, gw, 40, stone))
  }
  // steps up to the gate, offerings, a parasol (tedung)
  s.add(rect(gx - 60, ground - 10, 120, 10, stone), rect(gx - 80, ground, 160, 14, t('#6a6258')))
  s.add(
    rect(
      0,
      ground,
      W,
      H - ground,
      s.lin([
        [0, t(mix('#6a7a4a', m.haze, 0.2))],
        [1, t('#4a5a34')],
      ]),
    ),
  )
  s.add(path(`M${f(gx - 90)} ${f(H)}L${f(gx - 40)} ${f(ground + 14)}h80L${f(gx + 90)} ${f(H)}Z`, t('#8a8070')))
  const ux = gx + 230
  s.add(
    stroke(`M${f(ux)} ${f(ground + 20)}V${f(ground - 220)}`, t('#3a2a1e'), 5),
    path(`M${f(ux - 70)} ${f(ground - 200)}Q${f(ux)} ${f(ground - 260)} ${f(ux + 70)} ${f(ground - 200)}Z`, t('#f0d050')),
  )
  let fringe = ''
  for (let x = ux - 68; x < ux + 70; x += 8) fringe += `M${f(x)} ${f(ground - 200)}v10`
  s.add(stroke(fringe, t('#fff4c0'), 3))
  for (let i = 0; i < 5; i++) {
    const ox = gx - 150 + i * 70
    s.add(rect(ox - 14, ground + 40, 28, 8, t('#7a9a4a')), circle(ox - 5, ground + 38, 5, t('#f0c030')), circle(ox + 5, ground + 38, 5, t('#e05a3a')))
  }
  frangipani(c, W * 0.9, H + 20, 320)
  banana(c, W * 0.06, H + 20, 360)
  return sun
}

/** Hoi An's covered Japanese bridge over the canal, lanterns reflected in the water. */
export function templeHoiAn(c: Ctx): Pt {
  const { s, r, m, t } = c
  const water = H * 0.68
  const sun = drawSky(c, water - 120)
  // yellow houses behind
  let x = -30
  while (x < W + 30) {
    const w = r.range(180, 260)
    const h = r.range(200, 260)
    s.add(rect(x, water - 60 - h, w, h, t(r.pick(['#e8b84a', '#eec35a', '#e2ad42']))))
    s.add(path(`M${f(x - 10)} ${f(water - 60 - h)}L${f(x + 14)} ${f(water - 100 - h)}H${f(x + w - 14)}L${f(x + w + 10)} ${f(water - 60 - h)}Z`, t('#9a5a3a')))
    s.add(rect(x + w * 0.3, water - 60 - h * 0.7, w * 0.4, h * 0.4, m.lights > 0.4 ? '#ffd08a' : t('#3a2a1e')))
    x += w + 4
  }
  if (m.lights > 0.3)
    s.add(
      rect(
        0,
        water - 420,
        W,
        420,
        s.lin([
          [0, '#ffb860', 0],
          [1, '#ffb860', 0.3 * m.lights],
        ]),
      ),
    )
  // the bridge: a short red-brown arch carrying a tiled roof with upturned ends
  const bx0 = W * 0.22
  const bx1 = W * 0.78
  const deck = water - 90
  const wood = t('#7a3a22')
  s.add(
    path(
      `M${f(bx0 - 40)} ${f(water + 30)}L${f(bx0)} ${f(deck)}H${f(bx1)}L${f(bx1 + 40)} ${f(water + 30)}H${f(bx1 - 60)}Q${f((bx0 + bx1) / 2)} ${f(deck + 40)} ${f(bx0 + 60)} ${f(water + 30)}Z`,
      t('#9a8a72'),
    ),
  )
  s.add(rect(bx0 + 30, deck - 160, bx1 - bx0 - 60, 150, wood))
  let posts = ''
  for (let xx = bx0 + 40; xx < bx1 - 30; xx += 70) posts += `M${f(xx)} ${f(deck - 160)}h14v150h-14Z`
  s.add(path(posts, t('#5a2a18')))
  s.add(
    rect(
      bx0 + 50,
      deck - 120,
      bx1 - bx0 - 100,
      80,
      m.lights > 0.3
        ? s.lin([
            [0, '#ffcf80'],
            [1, '#d98c44'],
          ])
        : t('#3a2218'),
    ),
  )
  s.add(path(pagodaRoof((bx0 + bx1) / 2, deck - 160, bx1 - bx0 + 120, 130, (bx1 - bx0) * 0.55, 80), t('#7a4a34')))
  let tiles = ''
  for (let xx = bx0; xx < bx1; xx += 16) tiles += `M${f(xx)} ${f(deck - 190)}v-60`
  s.add(stroke(tiles, t('#4a3024'), 3, so(0.5)))
  const cols = ['#d9362e', '#e8a23a', '#c42a5a', '#f0c640']
  const on = Math.max(0.5, m.lights)
  for (let xx = bx0 + 70; xx < bx1 - 40; xx += 90) silkLantern(c, xx, deck - 150, 36, at(cols, Math.floor(r() * cols.length)), on)
  // canal with reflections and floating lanterns
  s.add(
    rect(
      0,
      water,
      W,
      H - water,
      s.lin([
        [0, t(mix(m.water[0], '#5a6a4a', 0.35))],
        [1, t(mix(m.water[1], '#2a3a2a', 0.25))],
      ]),
    ),
  )
  let refl = ''
  for (let i = 0; i < 70; i++) {
    const xx = r.range(bx0, bx1)
    const yy = water + 60 + Math.pow(r(), 0.8) * (H - water - 60)
    refl += `M${f(xx)} ${f(yy)}h${f(r.range(10, 50))}v3h${f(-r.range(10, 50))}Z`
  }
  s.add(path(refl, m.lights > 0.3 ? '#ffb860' : lighten(m.sky[2], 0.2), fo(0.45)))
  shimmer(c, 0, W, water + 4, H, lighten(m.sky[2], 0.3), 100, 0.3, sun[0])
  if (m.lights > 0.3)
    for (let i = 0; i < 12; i++)
      s.add(glow(s, r() * W, water + 30 + r() * (H - water - 30), 30, '#ffb860', 0.5), rect(r() * W, water + 30 + r() * (H - water - 30), 12, 8, '#e8423a'))
  bougainvillea(c, -20, water - 260, 220, 160)
  return sun
}

// ================================================================ gardens

/** A Kyoto moss garden seen from the engawa: clay wall, bamboo, maple, stone lantern, raked gravel. */
export function gardenKyoto(c: Ctx): Pt {
  const { s, r, t } = c
  drawView(c, r.fork(), -2, -2, W + 2, H * 0.86, 'moss-garden', 0.3)
  // the veranda boards and a post, where the viewer sits
  const ey = H * 0.84
  s.add(
    rect(
      0,
      ey,
      W,
      H - ey,
      s.lin([
        [0, t('#b8905f')],
        [1, t('#8a6642')],
      ]),
    ),
  )
  let boards = ''
  for (let x = -200; x < W + 200; x += 46) boards += `M${f(W / 2 + (x - W / 2) * 0.4)} ${f(ey)}L${f(x)} ${f(H)}`
  s.add(stroke(boards, t('#6a4a30'), 1.6, so(0.6)), rect(0, ey - 8, W, 10, t('#4a3426')))
  const px = r.chance(0.5) ? W * 0.08 : W * 0.92
  s.add(rect(px - 24, -10, 48, H + 20, t('#5a3e2a')), rect(0, -10, W, 34, t('#4a3426')))
  return [W * 0.5, H * 0.2]
}

/** The Imperial Palace East Gardens: a pond with stepping stones, black pines, the old castle walls. */
export function gardenTokyo(c: Ctx): Pt {
  const { s, r, m, t } = c
  const hz = H * 0.46
  const sun = drawSky(c, hz)
  // Edo castle walls and the towers of Marunouchi beyond the trees
  let towers = ''
  for (let x = -20; x < W + 20; x += r.range(70, 140)) towers += `M${f(x)} ${f(hz)}V${f(hz - r.range(100, 260))}h${f(r.range(50, 90))}V${f(hz)}Z`
  s.add(path(towers, mix(mix('#8a96a8', m.haze, 0.6), m.shadow, m.dark * 0.4)))
  s.add(path(silhouette(hills(r, -20, W + 20, hz - 40, 16, 20, 2), hz + 60, true), t(mix('#3f5a3a', m.haze, 0.4))))
  const wy = hz + 40
  s.add(
    poly(
      [
        [-20, wy + 110],
        [W + 20, wy + 110],
        [W + 20, wy + 10],
        [-20, wy + 10],
      ],
      t(mix('#9a948a', m.haze, 0.2)),
    ),
  )
  let stones = ''
  for (let row = 0; row < 5; row++)
    for (let x = -r.range(0, 60); x < W; x += r.range(50, 100)) stones += `M${f(x)} ${f(wy + 10 + row * 20)}h${f(r.range(46, 96))}v20h${f(-r.range(46, 96))}Z`
  s.add(stroke(stones, t('#6e685e'), 1.5, so(0.5)))
  // lawn, pond, stones, pines, a maple
  const g = wy + 110
  s.add(
    rect(
      0,
      g,
      W,
      H - g,
      s.lin([
        [0, t(mix('#7a9a4a', m.haze, 0.2))],
        [1, t('#4f6a30')],
      ]),
    ),
  )
  const pond = `M${f(W * 0.1)} ${f(H * 0.82)}Q${f(W * 0.3)} ${f(g + 30)} ${f(W * 0.62)} ${f(g + 60)}Q${f(W * 0.95)} ${f(g + 90)} ${f(W * 0.8)} ${f(H * 0.9)}Q${f(W * 0.45)} ${f(H + 20)} ${f(W * 0.1)} ${f(H * 0.82)}Z`
  s.add(
    path(
      pond,
      s.lin([
        [0, t(mix(m.water[0], '#4a6a5a', 0.35))],
        [1, t(mix(m.water[1], '#2a3a30', 0.3))],
      ]),
    ),
  )
  for (let i = 0; i < 6; i++) s.add(ellipse(W * (0.25 + i * 0.09), H * (0.8 + (i % 2) * 0.03), 34, 12, t('#8a857a')))
  stoneLantern(c, W * 0.86, H * 0.8, 190)
  const pr = r.fork()
  for (let i = 0; i < 5; i++) japanesePine(c, pr.range(0, W), g + pr.range(10, 60), pr.range(200, 300), pr.chance(0.5) ? 1 : -1, pr)
  maple(c, W * r.range(0.05, 0.2), H + 10, 420, m.name === 'golden' || m.name === 'dusk')
  return sun
}

/** A Chinese garden (Yu Garden, or the Kunming gift garden by Zurich's lake): pond, zigzag bridge, pavilion, rocks. */
export function gardenChinese(c: Ctx): Pt {
  const { s, r, m, t } = c
  const hz = H * 0.5
  const sun = drawSky(c, hz)
  const lakeside = c.place.id === 'zurich'
  if (lakeside) {
    alps(c, -40, W + 40, hz - 10, 180)
    s.add(rect(0, hz - 10, W, 40, t(mix(m.water[0], m.haze, 0.3))))
    for (let i = 0; i < 6; i++) broadTree(c, r.range(-40, W + 40), hz + 60, r.range(220, 300), r.pick([P.olive, P.moss]))
  } else {
    // whitewashed wall with dark tiles and a moon gate, a rockery behind
    s.add(rect(0, hz - 120, W, 190, t('#f2ede2')), rect(0, hz - 140, W, 24, t('#3a3a3c')))
    const gx = W * r.range(0.2, 0.35)
    s.add(circle(gx, hz, 90, t('#3f5a3a')))
    let rock = ''
    for (let i = 0; i < 8; i++) rock += blob(r, W * r.range(0.5, 0.95), hz - r.range(0, 160), r.range(40, 80), r.range(60, 110), 9, 0.35)
    s.add(path(rock, t('#8a8a86')))
    broadTree(c, W * r.range(0.05, 0.15), hz + 80, 360, '#6f8a3a')
  }
  // the pond with lotus leaves and the pavilion's reflection
  const pond = hz + 70
  s.add(
    rect(
      0,
      pond,
      W,
      H - pond,
      s.lin([
        [0, t(mix(m.water[0], '#4a6a5a', 0.35))],
        [1, t(mix(m.water[1], '#2a3a30', 0.3))],
      ]),
    ),
  )
  shimmer(c, 0, W, pond + 4, H, lighten(m.sky[2], 0.3), 80, 0.3, sun[0])
  let lotus = ''
  for (let i = 0; i < 26; i++) {
    const x = r() * W
    const y = pond + 60 + r() * (H - pond - 60)
    const k = 0.6 + (y - pond) / (H - pond)
    lotus += `M${f(x)} ${f(y)}a${f(26 * k)} ${f(9 * k)} 0 1 0 1 0Z`
  }
  s.add(path(lotus, t('#5f8a3a')))
  // pavilion with flying eaves on the water's edge
  const px = W * r.range(0.55, 0.75)
  const py = pond + 10
  const red = t('#a8322a')
  s.add(rect(px - 120, py - 12, 240, 16, t('#b9b2a5')))
  let cols = ''
  for (const dx of [-100, -34, 34, 100]) cols += `M${f(px + dx - 7)} ${f(py - 12)}h14v-150h-14Z`
  s.add(path(cols, red), rect(px - 110, py - 60, 220, 8, red))
  const roof = `M${f(px - 200)} ${f(py - 200)}Q${f(px - 150)} ${f(py - 150)} ${f(px - 90)} ${f(py - 170)}L${f(px)} ${f(py - 260)}L${f(px + 90)} ${f(py - 170)}Q${f(px + 150)} ${f(py - 150)} ${f(px + 200)} ${f(py - 200)}Q${f(px + 160)} ${f(py - 160)} ${f(px + 120)} ${f(py - 158)}H${f(px - 120)}Q${f(px - 160)} ${f(py - 160)} ${f(px - 200)} ${f(py - 200)}Z`
  s.add(path(roof, t('#3a3a3c')), circle(px, py - 266, 10, t(P.brass)))
  // the zigzag bridge
  const by = pond + 150
  let bridge = `M-20 ${f(by + 60)}`
  const zig: Pt[] = [
    [-20, by + 60],
    [W * 0.2, by],
    [W * 0.35, by + 70],
    [W * 0.5, by + 10],
    [W * 0.62, py + 6],
  ]
  bridge = pd(zig)
  s.add(stroke(bridge, t('#d9d2c4'), 26), stroke(pd(zig.map(([x, y]): Pt => [x, y - 22])), t('#a8322a'), 4))
  let posts = ''
  for (const [x, y] of zig) posts += `M${f(x)} ${f(y - 22)}V${f(y)}`
  s.add(stroke(posts, t('#a8322a'), 5))
  // a willow
  const wx = W * r.range(0.85, 0.95)
  s.add(stroke(`M${f(wx)} ${f(H)}Q${f(wx - 20)} ${f(hz)} ${f(wx - 60)} ${f(hz - 200)}`, t('#5a4a3a'), 14))
  let strands = ''
  for (let i = 0; i < 40; i++) {
    const x0 = wx - 60 + r.range(-160, 120)
    const y0 = hz - 200 + r.range(-40, 60)
    strands += `M${f(x0)} ${f(y0)}q${f(r.range(-10, 10))} ${f(120)} ${f(r.range(-20, 20))} ${f(r.range(200, 320))}`
  }
  s.add(stroke(strands, t(mix('#8aa84a', m.light, 0.1)), 3, so(0.8)))
  return sun
}

/** Tropical gardens: Bangkok (frangipani, a teak sala, a spirit house), Ubud (villas under palms), Hoi An (an ochre courtyard). */
export function gardenTropical(c: Ctx): Pt {
  const { s, r, m, t } = c
  const id = c.place.id
  const hz = H * 0.46
  const sun = drawSky(c, hz)
  if (id === 'hoi-an') {
    // an ochre courtyard: walls with tiled copings, bougainvillea, a starfruit tree, lanterns, tiles
    s.add(rect(0, hz - 200, W, 400, t('#e8b84a')), rect(0, hz - 230, W, 34, t('#9a5a3a')))
    let stains = ''
    for (let i = 0; i < 10; i++) stains += blob(r, r() * W, hz - 200 + r() * 400, r.range(40, 120), r.range(30, 80), 8, 0.35)
    s.add(path(stains, t('#c9953a'), fo(0.35)))
    s.add(
      rect(W * 0.35, hz - 120, W * 0.3, 320, t('#5a3a24')),
      rect(
        W * 0.37,
        hz - 100,
        W * 0.26,
        300,
        s.lin([
          [0, mix('#8a6a4a', '#ffd08a', 0.4 + 0.5 * m.lights)],
          [1, mix('#5a3a24', '#d98a44', 0.3 + 0.5 * m.lights)],
        ]),
      ),
    )
    for (const dx of [0.37, 0.55]) s.add(rect(W * dx, hz - 100, W * 0.08, 300, t('#3d7a6a')))
    bougainvillea(c, -40, hz - 260, 460, 260)
    bougainvillea(c, W * 0.7, hz - 250, 520, 230)
    const cols = ['#d9362e', '#e8a23a', '#c42a5a', '#f0c640']
    for (let i = 0; i < 5; i++) silkLantern(c, W * (0.1 + i * 0.2), hz - 150, 84, at(cols, i % cols.length), Math.max(0.5, m.lights))
    const floor = hz + 200
    s.add(rect(0, floor, W, H - floor, t('#c97a4a')))
    let tl = ''
    for (let x = -W; x < W * 2; x += 90) tl += `M${f(W / 2 + (x - W / 2) * 0.3)} ${f(floor)}L${f(x)} ${f(H)}`
    for (let k = 1; k < 8; k++) tl += `M0 ${f(floor + ((H - floor) * k * k) / 64)}H${W}`
    s.add(stroke(tl, t('#a85a34'), 2, so(0.6)))
    broadTree(c, W * r.range(0.75, 0.88), H - 40, 560, '#5a7a35')
    for (const x of [W * 0.12, W * 0.3]) {
      s.add(path(`M${f(x - 60)} ${f(H - 20)}l12 -110h96l12 110Z`, t('#3d7a6a')))
      s.add(path(blob(r, x, H - 170, 100, 70, 9, 0.2), t('#4f7a3a')))
    }
    return sun
  }
  // jungle hills, palms
  for (let i = 0; i < 3; i++) {
    const k = i / 2
    s.add(path(silhouette(hills(r, -20, W + 20, hz - 60 + k * 100, 40, 16, 1.6), H, true), mix(mix('#2f5a3a', m.haze, 0.7 - k * 0.4), m.shadow, m.dark * 0.4)))
  }
  const pr = r.fork()
  for (let i = 0; i < 7; i++) palm(c, pr.range(-40, W + 40), hz + pr.range(60, 220), pr.range(260, 420), pr.jit(0, 50), '#4f6a3a')
  const g = hz + 220
  s.add(
    rect(
      0,
      g,
      W,
      H - g,
      s.lin([
        [0, t(mix('#7a9a4a', m.haze, 0.2))],
        [1, t('#4f6a30')],
      ]),
    ),
  )
  if (id === 'ubud') {
    // villa roofs among the palms, a stone path with offerings
    for (const [x, y, w] of [
      [W * 0.25, g - 20, 300],
      [W * 0.7, g - 40, 360],
      [W * 0.5, g - 90, 220],
    ] as const) {
      s.add(rect(x - w * 0.35, y, w * 0.7, 80, t('#e8dcc8')), rect(x - w * 0.2, y + 20, w * 0.4, 60, m.lights > 0.3 ? '#ffd08a' : t('#5a4a3a')))
      thatchRoof(c, x, y + 4, w, w * 0.55)
    }
    s.add(path(`M${f(W * 0.42)} ${f(H)}Q${f(W * 0.5)} ${f(g + 100)} ${f(W * 0.48)} ${f(g + 20)}h40Q${f(W * 0.58)} ${f(g + 100)} ${f(W * 0.62)} ${f(H)}Z`, t('#8a8070')))
  } else {
    // a teak sala with a Thai roof, a spirit house on its post
    const sx = W * r.range(0.55, 0.7)
    s.add(rect(sx - 150, g - 140, 300, 140, t('#f4efe6')))
    let posts = ''
    for (const dx of [-140, -50, 40, 130]) posts += `M${f(sx + dx)} ${f(g - 140)}h14v140h-14Z`
    s.add(path(posts, t('#7a4a2a')))
    s.add(
      path(`M${f(sx - 200)} ${f(g - 130)}L${f(sx)} ${f(g - 330)}L${f(sx + 200)} ${f(g - 130)}Z`, t('#a8452f')),
      stroke(`M${f(sx - 200)} ${f(g - 130)}L${f(sx)} ${f(g - 330)}L${f(sx + 200)} ${f(g - 130)}`, t('#d9a83a'), 6),
    )
    const hx = W * r.range(0.15, 0.3)
    s.add(
      rect(hx - 6, g - 80, 12, 120, t('#d9d2c4')),
      rect(hx - 50, g - 150, 100, 70, t('#e9d9a8')),
      path(`M${f(hx - 64)} ${f(g - 150)}L${f(hx)} ${f(g - 220)}L${f(hx + 64)} ${f(g - 150)}Z`, t('#c9a040')),
    )
    for (let i = 0; i < 5; i++) s.add(circle(hx - 40 + i * 20, g - 76, 8, t(r.pick(['#f0c030', '#e05a3a', '#ffffff']))))
  }
  frangipani(c, W * r.range(0.05, 0.2), H + 20, 360)
  frangipani(c, W * r.range(0.8, 0.95), H + 20, 300)
  banana(c, W * r.range(0.35, 0.45), H + 30, 320)
  return sun
}

// ================================================================ mountain: Ubud

/** Ubud: misty jungle ridges above rice terraces, or the Campuhan ridge path between two valleys. */
export function mountainUbud(c: Ctx): Pt {
  const { s, r, m, t } = c
  const hz = H * 0.38
  const sun = drawSky(c, hz)
  for (let i = 0; i < 4; i++) {
    const k = i / 3
    s.add(path(silhouette(hills(r, -20, W + 20, hz - 40 + k * 160, 50 - k * 20, 16, 1.6), H, true), mix(mix('#2f5a3a', m.haze, 0.72 - k * 0.45), m.shadow, m.dark * 0.4)))
    s.add(
      rect(
        0,
        hz - 20 + k * 160,
        W,
        70,
        s.lin([
          [0, m.haze, 0],
          [0.5, m.haze, 0.45],
          [1, m.haze, 0],
        ]),
      ),
    )
  }
  const pr = r.fork()
  if (c.view === 'valley') {
    // a grassy ridge with a paved path, palms, the valleys falling away on both sides
    const ridge = `M${f(-40)} ${f(H)}Q${f(W * 0.3)} ${f(H * 0.62)} ${f(W * 0.52)} ${f(H * 0.5)}Q${f(W * 0.7)} ${f(H * 0.62)} ${f(W + 40)} ${f(H)}Z`
    s.add(
      path(
        ridge,
        s.lin([
          [0, t(mix('#a8b860', m.haze, 0.3))],
          [1, t('#7a9a3a')],
        ]),
      ),
    )
    let grass = ''
    for (let i = 0; i < 200; i++) {
      const x = r() * W
      const y = H * 0.55 + r() * H * 0.45
      grass += `M${f(x)} ${f(y)}l${f(r.jit(0, 4))} ${f(-r.range(6, 16))}`
    }
    s.add(stroke(grass, t('#6a8a30'), 2, so(0.6)))
    s.add(path(`M${f(W * 0.4)} ${f(H)}Q${f(W * 0.5)} ${f(H * 0.7)} ${f(W * 0.51)} ${f(H * 0.52)}h8Q${f(W * 0.54)} ${f(H * 0.7)} ${f(W * 0.62)} ${f(H)}Z`, t('#b9ae98')))
    for (let i = 0; i < 5; i++) palm(c, pr.range(0, W), H * pr.range(0.5, 0.75), pr.range(160, 320), pr.jit(0, 40), '#4f6a3a')
  } else {
    for (let i = 0; i < 6; i++) palm(c, pr.range(0, W), hz + pr.range(120, 220), pr.range(160, 240), pr.jit(0, 30), '#4f6a3a')
    riceTerraces(c, -40, W + 40, H * 0.56, H + 40, r)
    palm(c, W * 0.9, H + 20, 640, -60, '#4f6a3a')
    banana(c, W * 0.06, H + 20, 380)
  }
  return sun
}

// ================================================================ streets

type P3 = (X: number, Y: number, Z: number) => Pt

function laneCamera(c: Ctx): { P3: P3; q: (pts: [number, number, number][]) => Pt[]; vx: number; vy: number; fl: number } {
  const { r } = c
  const vx = W * r.range(0.44, 0.56)
  const vy = H * r.range(0.5, 0.56)
  const fl = 820
  const eye = 1.6
  const P3: P3 = (X, Y, Z) => [vx + (X * fl) / Z, vy + ((eye - Y) * fl) / Z]
  return { P3, q: (pts) => pts.map((p) => P3(p[0], p[1], p[2])), vx, vy, fl }
}

/** A Higashiyama lane: machiya on both sides, stone paving and steps, the Yasaka pagoda at the end. */
export function streetKyoto(c: Ctx): Pt {
  const { s, r, m, t } = c
  const sw = r.range(3.4, 4)
  const { P3, q, vy, fl } = laneCamera(c)
  const sun = drawSky(c, vy + 60, { clouds: 1 })
  s.add(path(silhouette(hills(r, -20, W + 20, vy - 80, 40, 18, 1.4), vy + 80, true), t(mix('#3f5a3a', m.haze, 0.45))))
  const [px, py] = P3(r.jit(0, 1), 0, 70)
  japanesePagoda(c, px, py, (38 * fl) / 70)
  const zFar = 60
  // the paving rises gently in steps
  s.add(
    poly(
      q([
        [-sw, 0, 1],
        [sw, 0, 1],
        [sw, 0, zFar],
        [-sw, 0, zFar],
      ]),
      s.lin([
        [0, t(mix('#a8a294', m.haze, 0.3))],
        [1, t('#8a857a')],
      ]),
    ),
  )
  let slabs = ''
  for (let z = zFar; z > 1.3; z *= 0.86)
    slabs += pd(
      q([
        [-sw, 0, z],
        [sw, 0, z],
      ]),
    )
  for (let x = -sw; x <= sw; x += 0.6)
    slabs += pd(
      q([
        [x, 0, zFar],
        [x + 0.2, 0, 1.3],
      ]),
    )
  s.add(stroke(slabs, t('#6a655c'), 1.4, so(0.45)))
  const lanterns: [number, number, number][] = []
  for (const side of [-1, 1]) {
    let z = zFar
    while (z > 1.2) {
      const len = r.range(5, 8)
      const z0 = Math.max(1.1, z - len)
      const X = side * sw
      const wood = t('#4a3226')
      // ground floor: lattice, a doorway with noren, the little roof, plaster above
      s.add(
        poly(
          q([
            [X, 0, z0],
            [X, 0, z],
            [X, 2.6, z],
            [X, 2.6, z0],
          ]),
          wood,
        ),
      )
      const lit = m.lights > 0.4 ? '#f0c680' : t('#2a1e16')
      s.add(
        poly(
          q([
            [X, 0.3, z0 + 0.4],
            [X, 0.3, z - 0.4],
            [X, 2.2, z - 0.4],
            [X, 2.2, z0 + 0.4],
          ]),
          lit,
        ),
      )
      let slats = ''
      for (let zz = z0 + 0.4; zz < z - 0.4; zz += 0.09)
        slats += pd(
          q([
            [X, 0.3, zz],
            [X, 2.2, zz],
          ]),
        )
      s.add(stroke(slats, t('#34231a'), Math.max(1, 24 / z0), so(0.9)))
      const nz = z0 + (z - z0) * 0.5
      s.add(
        poly(
          q([
            [X, 1.4, nz - 0.6],
            [X, 1.4, nz + 0.6],
            [X, 2.2, nz + 0.6],
            [X, 2.2, nz - 0.6],
          ]),
          t(r.pick(['#23324f', '#6b2e26', '#3a4a2e'])),
        ),
      )
      s.add(
        poly(
          q([
            [X, 2.6, z0],
            [X, 2.6, z],
            [X - side * 0.7, 2.9, z],
            [X - side * 0.7, 2.9, z0],
          ]),
          t('#4d5056'),
        ),
      )
      s.add(
        poly(
          q([
            [X, 2.9, z0],
            [X, 2.9, z],
            [X, 4.6, z],
            [X, 4.6, z0],
          ]),
          t(mix('#e8dcc4', m.shadow, 0.12)),
        ),
      )
      let bars = ''
      for (let zz = z0 + 0.6; zz < z - 0.6; zz += 0.16)
        bars += pd(
          q([
            [X, 3.2, zz],
            [X, 4.2, zz],
          ]),
        )
      s.add(stroke(bars, t('#2a201a'), Math.max(1, 30 / z0), so(0.8)))
      s.add(
        poly(
          q([
            [X, 4.6, z0],
            [X, 4.6, z],
            [X - side * 0.9, 5.1, z],
            [X - side * 0.9, 5.1, z0],
          ]),
          t('#3f4248'),
        ),
      )
      lanterns.push([X - side * 0.3, 2.3, nz - 0.9])
      z = z0 - 0.15
    }
  }
  for (const [X, Y, Z] of lanterns.sort((a, b) => b[2] - a[2])) {
    const [x, y] = P3(X, Y, Z)
    if (x < -100 || x > W + 100) continue
    chochin(c, x, y, (0.5 * fl) / Z)
  }
  // a few visitors, one in a kimono
  for (let i = r.int(1, 3); i > 0; i--) {
    const Z = r.range(8, 22)
    const [x, y] = P3(r.range(-sw + 0.6, sw - 0.6), 0, Z)
    const k = fl / Z
    const col = t(r.pick(['#a8322a', '#2c3e5c', '#e8b4c0', '#3a4a2e']), 1.2)
    s.add(
      path(
        `M${f(x - 0.2 * k)} ${f(y)}L${f(x - 0.16 * k)} ${f(y - 1.3 * k)}Q${f(x)} ${f(y - 1.45 * k)} ${f(x + 0.16 * k)} ${f(y - 1.3 * k)}L${f(x + 0.2 * k)} ${f(y)}Z`,
        col,
      ),
      circle(x, y - 1.52 * k, 0.12 * k, t('#2a2220')),
    )
  }
  return sun
}

/** Ginza or Nanjing Road after dark: department stores, vertical neon signs, light trails. */
export function streetNeon(c: Ctx): Pt {
  const { s, r, m, t } = c
  const sw = r.range(7, 9)
  const { P3, q, vy, fl } = laneCamera(c)
  const sun = drawSky(c, vy + 40, { clouds: 1 })
  const night = m.lights > 0.4
  const shanghai = c.place.id === 'shanghai'
  const zFar = 160
  s.add(
    poly(
      q([
        [-sw, 0, 2],
        [sw, 0, 2],
        [sw, 0, zFar],
        [-sw, 0, zFar],
      ]),
      t(shanghai ? '#5a5550' : '#3a3a3e'),
    ),
  )
  // far buildings at the end of the avenue
  s.add(
    poly(
      q([
        [-sw - 20, 0, zFar],
        [sw + 20, 0, zFar],
        [sw + 20, 40, zFar],
        [-sw - 20, 40, zFar],
      ]),
      t(mix('#4a5060', m.haze, 0.4)),
    ),
  )
  const neon = shanghai ? ['#ff3a3a', '#ffd040', '#ff6a9a', '#40e0ff'] : ['#ffffff', '#7fd0ff', '#ff5a8a', '#ffd060']
  for (const side of [-1, 1]) {
    let z = zFar
    while (z > 6) {
      const len = r.range(10, 20)
      const z0 = Math.max(5, z - len)
      const X = side * sw
      const h = r.range(18, 40)
      s.add(
        poly(
          q([
            [X, 0, z0],
            [X, 0, z],
            [X, h, z],
            [X, h, z0],
          ]),
          t(mix(r.pick(['#6a6e78', '#7a7064', '#5a6470', '#8a8070']), m.haze, 0.15)),
        ),
      )
      let win = ''
      let winLit = ''
      for (let y = 5; y < h - 2; y += 3.2)
        for (let zz = z0 + 0.6; zz < z - 1.6; zz += 2.4) {
          const d = pd(
            q([
              [X, y, zz],
              [X, y, zz + 1.5],
              [X, y + 1.8, zz + 1.5],
              [X, y + 1.8, zz],
            ]),
            true,
          )
          if (night && r.chance(0.55)) winLit += d
          else win += d
        }
      s.add(path(win, glass(c, false)), path(winLit, '#ffe6b0', fo(0.75)))
      // shop windows glowing at street level
      s.add(
        poly(
          q([
            [X, 0.2, z0 + 0.3],
            [X, 0.2, z - 0.3],
            [X, 4, z - 0.3],
            [X, 4, z0 + 0.3],
          ]),
          night ? '#ffdca0' : t('#c9b89a'),
        ),
      )
      // a vertical neon sign standing out from the façade
      const sz = z0 + (z - z0) * r.range(0.3, 0.7)
      const col = r.pick(neon)
      const sign = q([
        [X - side * 0.2, 6, sz],
        [X - side * 1.6, 6, sz],
        [X - side * 1.6, 6 + r.range(6, 12), sz],
        [X - side * 0.2, 6 + r.range(6, 12), sz],
      ])
      s.add(path(pd(sign, true), night ? col : t(mix(col, '#6a6a6a', 0.4))))
      if (night) {
        const [gx, gy] = at(sign, 2)
        s.add(glow(s, gx, gy, (3 * fl) / sz, col, 0.35))
      }
      z = z0 - 0.3
    }
  }
  // light trails of traffic, lane markings, a zebra crossing in front
  if (night) {
    s.add(
      stroke(
        pd(
          q([
            [-2, 0.5, 3],
            [-2, 0.5, zFar],
          ]),
        ),
        '#ffefc8',
        4,
        so(0.7),
      ),
      stroke(
        pd(
          q([
            [2.5, 0.5, 3],
            [2.5, 0.5, zFar],
          ]),
        ),
        '#ff4a3a',
        4,
        so(0.7),
      ),
    )
  }
  let zebra = ''
  for (let x = -sw + 0.5; x < sw; x += 1.2)
    zebra += pd(
      q([
        [x, 0.01, 4],
        [x + 0.6, 0.01, 4],
        [x + 0.6, 0.01, 6],
        [x, 0.01, 6],
      ]),
      true,
    )
  s.add(path(zebra, '#f4f0e8', fo(0.7)))
  for (let i = 0; i < 9; i++) {
    const Z = r.range(7, 30)
    const [x, y] = P3(r.range(-sw + 1, sw - 1), 0, Z)
    const k = fl / Z
    const col = t(r.pick([P.navy, P.charcoal, '#6a3a3a', '#2f4a4a']), 1.2)
    s.add(
      path(
        `M${f(x - 0.22 * k)} ${f(y)}L${f(x - 0.25 * k)} ${f(y - 1.35 * k)}Q${f(x)} ${f(y - 1.5 * k)} ${f(x + 0.25 * k)} ${f(y - 1.35 * k)}L${f(x + 0.22 * k)} ${f(y)}Z`,
        col,
      ),
      circle(x, y - 1.58 * k, 0.12 * k, col),
    )
  }
  return sun
}
