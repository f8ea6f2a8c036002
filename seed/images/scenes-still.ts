/** Still-life and portrait scenes: food (top-down table), spa (stones, candles, towels, water), portrait (avatar). */
import {
  H,
  P,
  W,
  at,
  blob,
  circle,
  darken,
  ellipse,
  f,
  fo,
  glow,
  glowE,
  lighten,
  mix,
  path,
  pd,
  rect,
  rrect,
  smoothClosed,
  so,
  stroke,
  type Ctx,
  type Pt,
  type Rand,
} from './kit'

const dot = (x: number, y: number, r: number) => `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`

/** Warm, dim overlay for evening moods, then the candle/lamp glows on top. */
function evening(c: Ctx, glows: [number, number, number][]): void {
  const { s, m } = c
  if (m.dark > 0.05) s.add(rect(0, 0, W, H, mix(m.shadow, '#3a2418', 0.6), fo(m.dark * 0.75)))
  for (const [x, y, r] of glows) s.add(glow(s, x, y, r, P.lamp, 0.5 + 0.3 * m.lights), glow(s, x, y, r * 0.25, P.lampHot, 0.8))
}

// ================================================================ food

type Dish = 'salad' | 'pasta' | 'steak' | 'fish' | 'dessert' | 'breakfast' | 'poke' | 'sushi' | 'dimsum' | 'curry' | 'noodles' | 'kaiseki'

function leaf(r: Rand, x: number, y: number, len: number, w: number, a: number): string {
  const ca = Math.cos(a)
  const sa = Math.sin(a)
  const ex = x + ca * len
  const ey = y + sa * len
  const mx = (x + ex) / 2
  const my = (y + ey) / 2
  return `M${f(x)} ${f(y)}Q${f(mx - sa * w)} ${f(my + ca * w)} ${f(ex)} ${f(ey)}Q${f(mx + sa * w * r.range(0.6, 1))} ${f(my - ca * w)} ${f(x)} ${f(y)}Z`
}

function drawDish(c: Ctx, x: number, y: number, R: number, dish: Dish): void {
  const { s, r, t } = c
  const greens = ['#5f8a34', '#7fa443', '#4a7030', '#9bbd52']
  const herbs = () => {
    let d = ''
    for (let i = 0; i < 6; i++) d += leaf(r, x + r.jit(0, R * 0.6), y + r.jit(0, R * 0.6), R * 0.16, R * 0.06, r() * 6.3)
    s.add(path(d, t('#4f7a30')))
  }
  switch (dish) {
    case 'sushi': {
      let rice = ''
      let fish = ''
      let fish2 = ''
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2 + 0.3
        const px = x + Math.cos(a) * R * 0.5
        const py = y + Math.sin(a) * R * 0.5
        rice += blob(r, px, py, R * 0.16, R * 0.1, 8, 0.08, a + Math.PI / 2)
        const top = blob(r, px, py - R * 0.02, R * 0.17, R * 0.08, 8, 0.08, a + Math.PI / 2)
        if (i % 2) fish += top
        else fish2 += top
      }
      s.add(path(rice, t('#f8f5ee')), path(fish, t('#f08a5a')), path(fish2, t('#c9423a')), circle(x, y, R * 0.14, t('#9ab85a')))
      return
    }
    case 'dimsum': {
      // a bamboo steamer with dumplings
      s.add(circle(x, y, R * 0.95, t('#c9a86a')), circle(x, y, R * 0.85, t('#b8955a')))
      let weave = ''
      for (let k = -R * 0.8; k < R * 0.8; k += R * 0.12) weave += `M${f(x - R * 0.8)} ${f(y + k)}H${f(x + R * 0.8)}`
      s.add(stroke(weave, t('#a8854a'), 1.5, so(0.5)))
      let dump = ''
      let pleat = ''
      for (const [dx, dy] of [
        [-0.35, -0.3],
        [0.35, -0.3],
        [-0.35, 0.32],
        [0.35, 0.32],
      ] as const) {
        dump += blob(r, x + dx * R, y + dy * R, R * 0.28, R * 0.26, 9, 0.08)
        pleat += `M${f(x + dx * R - R * 0.12)} ${f(y + dy * R)}q${f(R * 0.12)} ${f(-R * 0.12)} ${f(R * 0.24)} 0`
      }
      s.add(path(dump, t('#f4ecdc')), stroke(pleat, t('#d8ccb4'), 2))
      return
    }
    case 'curry': {
      s.add(circle(x, y, R * 0.85, t('#7a9a3a')), circle(x - R * 0.1, y - R * 0.1, R * 0.5, t('#9ab84a'), fo(0.5)))
      let chili = ''
      for (let i = 0; i < 6; i++) chili += blob(r, x + r.jit(0, R * 0.55), y + r.jit(0, R * 0.55), R * 0.08, R * 0.04, 6, 0.1, r() * 3)
      s.add(path(chili, t('#d2452f')))
      herbs()
      return
    }
    case 'noodles': {
      s.add(circle(x, y, R * 0.85, t('#c9955a')))
      let nd = ''
      for (let i = 0; i < 18; i++) {
        const a = r() * 6.3
        const d = r() * R * 0.55
        nd += `M${f(x + Math.cos(a) * d)} ${f(y + Math.sin(a) * d)}q${f(r.jit(0, R * 0.3))} ${f(r.jit(0, R * 0.3))} ${f(r.jit(0, R * 0.5))} ${f(r.jit(0, R * 0.5))}`
      }
      s.add(stroke(nd, t('#f0d890'), R * 0.05))
      let pork = ''
      for (let i = 0; i < 3; i++) pork += blob(r, x + r.jit(0, R * 0.4), y + r.jit(0, R * 0.4), R * 0.18, R * 0.1, 7, 0.1, r() * 3)
      s.add(path(pork, t('#b8644a')))
      herbs()
      return
    }
    case 'kaiseki': {
      // a lacquer tray of small dishes
      s.add(rect(x - R * 0.95, y - R * 0.95, R * 1.9, R * 1.9, t('#2a1a16')), rect(x - R * 0.9, y - R * 0.9, R * 1.8, R * 1.8, t('#3a2420')))
      const cells: [number, number, string][] = [
        [-0.45, -0.45, '#e8d7a8'],
        [0.45, -0.45, '#c9423a'],
        [-0.45, 0.45, '#7a9a3a'],
        [0.45, 0.45, '#f0b070'],
      ]
      for (const [dx, dy, col] of cells) {
        s.add(circle(x + dx * R, y + dy * R, R * 0.36, t('#f4efe6')), circle(x + dx * R, y + dy * R, R * 0.22, t(col)))
      }
      s.add(path(leaf(r, x, y, R * 0.4, R * 0.12, 0.8), t('#c9452a')))
      return
    }
    case 'salad': {
      const ds = greens.map(() => '')
      for (let i = 0; i < 22; i++) {
        const a = r() * 6.3
        const d = r() ** 0.7 * R * 0.75
        ds[i % 4] += leaf(r, x + Math.cos(a) * d, y + Math.sin(a) * d, R * r.range(0.3, 0.45), R * 0.14, r() * 6.3)
      }
      ds.forEach((d, i) => s.add(path(d, t(at(greens, i)))))
      let tom = ''
      let seeds = ''
      for (let i = 0; i < 6; i++) {
        const a = r() * 6.3
        const d = r() * R * 0.6
        const tx = x + Math.cos(a) * d
        const ty = y + Math.sin(a) * d
        tom += dot(tx, ty, R * 0.11)
        seeds += dot(tx, ty, R * 0.06)
      }
      s.add(path(tom, t('#d2452f')), path(seeds, t('#f08a6a'), fo(0.8)))
      let feta = ''
      for (let i = 0; i < 5; i++) {
        const fx = x + r.jit(0, R * 0.5)
        const fy = y + r.jit(0, R * 0.5)
        feta += `M${f(fx)} ${f(fy)}l${f(R * 0.09)} ${f(R * 0.02)}l${f(-R * 0.02)} ${f(R * 0.09)}l${f(-R * 0.09)} ${f(-R * 0.02)}Z`
      }
      s.add(path(feta, t('#f7f3e6')))
      let ol = ''
      for (let i = 0; i < 4; i++) ol += dot(x + r.jit(0, R * 0.55), y + r.jit(0, R * 0.55), R * 0.06)
      s.add(path(ol, t('#3b2a33')))
      break
    }
    case 'pasta': {
      s.add(path(blob(r, x, y, R * 0.62, R * 0.58, 9, 0.12), t('#c8432c'), fo(0.85)))
      let d = ''
      for (let i = 0; i < 34; i++) {
        const rr = R * r.range(0.12, 0.55)
        const a0 = r() * 6.3
        const a1 = a0 + r.range(1.2, 2.8)
        d += `M${f(x + Math.cos(a0) * rr)} ${f(y + Math.sin(a0) * rr)}A${f(rr)} ${f(rr)} 0 0 1 ${f(x + Math.cos(a1) * rr)} ${f(y + Math.sin(a1) * rr)}`
      }
      s.add(stroke(d, t('#f1cf7a'), R * 0.05), stroke(d, t('#d9a94a'), R * 0.015, so(0.6)))
      let sauce = ''
      for (let i = 0; i < 7; i++) sauce += dot(x + r.jit(0, R * 0.35), y + r.jit(0, R * 0.35), R * r.range(0.04, 0.08))
      s.add(path(sauce, t('#b8321f')))
      let basil = ''
      for (let i = 0; i < 3; i++) basil += leaf(r, x + r.jit(0, R * 0.2), y + r.jit(0, R * 0.2), R * 0.28, R * 0.12, r() * 6.3)
      s.add(path(basil, t('#3f7a2f')))
      let parm = ''
      for (let i = 0; i < 25; i++) parm += dot(x + r.jit(0, R * 0.4), y + r.jit(0, R * 0.4), R * 0.015)
      s.add(path(parm, '#fffbe8'))
      break
    }
    case 'steak': {
      s.add(stroke(`M${f(x - R * 0.6)} ${f(y + R * 0.35)}Q${f(x)} ${f(y + R * 0.75)} ${f(x + R * 0.6)} ${f(y + R * 0.3)}`, t('#6b2a1c'), R * 0.1, so(0.9)))
      const a = r() * 6.3
      s.add(
        path(
          blob(r, x - R * 0.05, y - R * 0.05, R * 0.48, R * 0.34, 10, 0.1, a),
          s.lin([
            [0, t('#8a4128')],
            [1, t('#5e2a19')],
          ]),
        ),
      )
      let grill = ''
      for (let i = -2; i <= 2; i++) grill += `M${f(x - R * 0.3 + i * R * 0.14)} ${f(y - R * 0.3)}l${f(R * 0.2)} ${f(R * 0.5)}`
      s.add(stroke(grill, t('#3a170e'), R * 0.035, so(0.7)))
      let pot = ''
      for (let i = 0; i < 4; i++) pot += dot(x + R * 0.45 + r.jit(0, R * 0.1), y + r.jit(0, R * 0.4), R * 0.1)
      s.add(path(pot, t('#e2b050')))
      let gr = ''
      for (let i = 0; i < 6; i++) gr += leaf(r, x - R * 0.45 + r.jit(0, R * 0.1), y + r.jit(0, R * 0.4), R * 0.3, R * 0.06, r.range(-0.5, 0.5) - Math.PI / 2)
      s.add(path(gr, t('#4f7a30')))
      break
    }
    case 'fish': {
      const a = r.range(-0.5, 0.5)
      s.add(
        `<g transform="rotate(${f((a * 180) / Math.PI)} ${f(x)} ${f(y)})">` +
          rrect(
            x - R * 0.5,
            y - R * 0.22,
            R * 1.0,
            R * 0.44,
            R * 0.18,
            s.lin([
              [0, t('#f2a06e')],
              [1, t('#de7a4e')],
            ]),
          ) +
          stroke(
            `M${f(x - R * 0.3)} ${f(y - R * 0.2)}q${f(R * 0.1)} ${f(R * 0.2)} 0 ${f(R * 0.4)}M${f(x - R * 0.05)} ${f(y - R * 0.2)}q${f(R * 0.1)} ${f(R * 0.2)} 0 ${f(R * 0.4)}M${f(x + R * 0.2)} ${f(y - R * 0.2)}q${f(R * 0.1)} ${f(R * 0.2)} 0 ${f(R * 0.4)}`,
            '#fde2cc',
            R * 0.03,
            so(0.8),
          ) +
          '</g>',
      )
      const lx = x + R * 0.4
      const ly = y + R * 0.4
      s.add(circle(lx, ly, R * 0.18, t('#f3d34a')), circle(lx, ly, R * 0.14, t('#f8e78a')))
      let seg = ''
      for (let i = 0; i < 6; i++) seg += `M${f(lx)} ${f(ly)}l${f(Math.cos(i) * R * 0.14)} ${f(Math.sin(i) * R * 0.14)}`
      s.add(stroke(seg, t('#f3d34a'), 1.5))
      herbs()
      break
    }
    case 'dessert': {
      s.add(circle(x, y, R * 0.5, t('#d69a52')))
      let crimp = ''
      for (let i = 0; i < 22; i++) crimp += dot(x + Math.cos((i / 22) * 6.283) * R * 0.5, y + Math.sin((i / 22) * 6.283) * R * 0.5, R * 0.06)
      s.add(path(crimp, t('#c98a45')), circle(x, y, R * 0.42, t('#f4e3bd')))
      const berry = [t('#b3262e'), t('#3c3a6e'), t('#d94a5a')]
      const bd = ['', '', '']
      for (let i = 0; i < 16; i++) bd[i % 3] += dot(x + r.jit(0, R * 0.3), y + r.jit(0, R * 0.3), R * r.range(0.06, 0.09))
      bd.forEach((d, i) => s.add(path(d, at(berry, i))))
      s.add(path(leaf(r, x + R * 0.05, y - R * 0.05, R * 0.2, R * 0.08, -0.8) + leaf(r, x + R * 0.05, y - R * 0.05, R * 0.18, R * 0.07, 0.6), t('#4f8a3a')))
      let sugar = ''
      for (let i = 0; i < 40; i++) sugar += dot(x + r.jit(0, R * 0.8), y + r.jit(0, R * 0.8), 1.4)
      s.add(path(sugar, '#ffffff', fo(0.7)))
      s.add(stroke(`M${f(x - R * 0.75)} ${f(y + R * 0.55)}q${f(R * 0.3)} ${f(R * 0.15)} ${f(R * 0.6)} 0`, t('#8a2a2a'), R * 0.04))
      break
    }
    case 'breakfast': {
      const yolks: Pt[] = [
        [-0.28, -0.2],
        [0.25, -0.25],
      ]
      for (const [ox, oy] of yolks) {
        s.add(path(blob(r, x + ox * R, y + oy * R, R * 0.3, R * 0.26, 9, 0.15), t('#fbf8f0')))
        s.add(circle(x + ox * R + R * 0.03, y + oy * R, R * 0.11, t('#f2a81d')), circle(x + ox * R, y + oy * R - R * 0.03, R * 0.04, '#ffe29a', fo(0.7)))
      }
      s.add(
        `<g transform="rotate(${f(r.range(-20, 20))} ${f(x)} ${f(y + R * 0.35)})">` +
          rrect(x - R * 0.45, y + R * 0.15, R * 0.9, R * 0.42, R * 0.12, t('#b9783e')) +
          rrect(x - R * 0.4, y + R * 0.19, R * 0.8, R * 0.34, R * 0.1, t('#e8b36a')) +
          '</g>',
      )
      let av = ''
      for (let i = 0; i < 5; i++) av += leaf(r, x - R * 0.3 + i * R * 0.13, y + R * 0.45, R * 0.22, R * 0.05, -1.2)
      s.add(path(av, t('#9cbc4a')))
      herbs()
      break
    }
    default: {
      // poke bowl sectors
      s.add(circle(x, y, R * 0.75, t('#f5f1e6')))
      const parts = [t('#ee8a62'), t('#8fbc4a'), t('#e9c46a'), t('#c0504d'), t('#6aa84f')]
      parts.forEach((col, i) => {
        const a0 = (i / parts.length) * 6.283 + 0.2
        const a1 = a0 + 6.283 / parts.length - 0.2
        let d = ''
        for (let j = 0; j < 6; j++) {
          const a = a0 + r() * (a1 - a0)
          const dd = R * r.range(0.3, 0.6)
          d += `M${f(x + Math.cos(a) * dd)} ${f(y + Math.sin(a) * dd)}h${f(R * 0.13)}v${f(R * 0.13)}h${f(-R * 0.13)}Z`
        }
        s.add(path(d, col))
      })
      let ses = ''
      for (let i = 0; i < 30; i++) ses += dot(x + r.jit(0, R * 0.6), y + r.jit(0, R * 0.6), 1.6)
      s.add(path(ses, '#2b2622'))
    }
  }
}

function cutlery(c: Ctx, x: number, y: number, len: number, kind: 'fork' | 'knife' | 'spoon', metal: string, rot: number): void {
  const { s, t } = c
  const w = len * 0.055
  let d = ''
  d += `M${f(x - w / 2)} ${f(y)}h${f(w)}v${f(len * 0.55)}q0 ${f(w)} ${f(-w / 2)} ${f(w)}q${f(-w / 2)} 0 ${f(-w / 2)} ${f(-w)}Z`
  if (kind === 'fork') {
    d += `M${f(x - w * 0.35)} ${f(y)}L${f(x - w * 0.9)} ${f(y - len * 0.15)}h${f(w * 1.8)}L${f(x + w * 0.35)} ${f(y)}Z`
    for (let i = 0; i < 4; i++) d += `M${f(x - w * 0.9 + i * w * 0.5)} ${f(y - len * 0.15)}h${f(w * 0.3)}v${f(-len * 0.2)}h${f(-w * 0.3)}Z`
  } else if (kind === 'knife') {
    d += `M${f(x - w / 2)} ${f(y)}V${f(y - len * 0.35)}Q${f(x + w * 0.6)} ${f(y - len * 0.4)} ${f(x + w * 0.6)} ${f(y - len * 0.2)}V${f(y)}Z`
  } else {
    d +=
      `M${f(x - w * 0.3)} ${f(y)}L${f(x - w * 0.3)} ${f(y - len * 0.05)}` +
      `M${f(x)} ${f(y - len * 0.2)}m${f(-w * 1.1)} 0a${f(w * 1.1)} ${f(len * 0.14)} 0 1 0 ${f(w * 2.2)} 0a${f(w * 1.1)} ${f(len * 0.14)} 0 1 0 ${f(-w * 2.2)} 0`
  }
  const g = `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})">`
  s.add(g + `<g transform="translate(${f(len * 0.02)} ${f(len * 0.025)})">` + path(d, t(c.m.shadow), fo(0.25)) + '</g></g>')
  s.add(
    g +
      path(
        d,
        s.lin(
          [
            [0, t(lighten(metal, 0.3))],
            [0.5, t(metal)],
            [1, t(darken(metal, 0.2))],
          ],
          'h',
        ),
      ) +
      '</g>',
  )
}

/** Chopsticks on a small rest. */
function chopsticks(c: Ctx, x: number, y: number, len: number, rot: number): void {
  const { s, t } = c
  const g = `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})">`
  const d = `M${f(x - len * 0.012)} ${f(y - len * 0.55)}h${f(len * 0.024)}l${f(len * 0.006)} ${f(len)}h${f(-len * 0.036)}ZM${f(x + len * 0.04)} ${f(y - len * 0.55)}h${f(len * 0.024)}l${f(len * 0.006)} ${f(len)}h${f(-len * 0.036)}Z`
  s.add(g + path(d, t('#3a2420')) + rect(x - len * 0.05, y + len * 0.3, len * 0.16, len * 0.04, t('#c9b89a')) + '</g>')
}

function glassTop(c: Ctx, x: number, y: number, R: number, drink: string | null): void {
  const { s, t, m } = c
  s.add(
    circle(
      x + R * 0.3,
      y + R * 0.35,
      R * 1.1,
      s.rad([
        [0, m.shadow, 0.25],
        [1, m.shadow, 0],
      ]),
    ),
  )
  s.add(circle(x + R * 0.1, y + R * 0.1, R * 0.9, '#ffffff', fo(0.12)))
  if (drink) s.add(circle(x, y, R * 0.82, t(drink), fo(0.88)))
  else s.add(circle(x, y, R * 0.85, '#dfeff2', fo(0.3)))
  s.add(stroke(`M${f(x - R)} ${f(y)}a${f(R)} ${f(R)} 0 1 0 ${f(2 * R)} 0a${f(R)} ${f(R)} 0 1 0 ${f(-2 * R)} 0`, '#ffffff', R * 0.08, so(0.55)))
  s.add(stroke(`M${f(x - R * 0.6)} ${f(y - R * 0.45)}A${f(R * 0.75)} ${f(R * 0.75)} 0 0 1 ${f(x + R * 0.1)} ${f(y - R * 0.74)}`, '#ffffff', R * 0.12, so(0.7)))
}

export function food(c: Ctx): void {
  const { s, r, m, t } = c
  const surface = c.place.cuisine === 'western' ? r.pick(['linen', 'marble', 'wood', 'terrazzo', 'wood'] as const) : r.pick(['wood', 'wood', 'linen'] as const)
  if (surface === 'wood') {
    const base = r.pick([P.oak, P.walnut, '#b08a62', '#8a6446'])
    s.add(rect(0, 0, W, H, t(base)))
    const ph = r.range(140, 200)
    let d = ''
    let g = ''
    for (let y = r.range(-ph, 0); y < H; y += ph) {
      d += `M0 ${f(y)}H${W}`
      for (let i = 0; i < 8; i++) {
        const gy = y + r.range(10, ph - 10)
        g += `M${f(r.range(-100, W))} ${f(gy)}c${f(200)} ${f(r.jit(0, 6))} ${f(400)} ${f(r.jit(0, 6))} ${f(r.range(500, 900))} ${f(r.jit(0, 8))}`
      }
    }
    s.add(stroke(g, t(darken(base, 0.2)), 2, so(0.35)), stroke(d, t(darken(base, 0.4)), 3, so(0.7)))
  } else if (surface === 'marble') {
    s.add(rect(0, 0, W, H, t('#eeeae3')))
    let v = ''
    for (let i = 0; i < 9; i++) {
      let x = r.range(-200, W)
      let y = r.range(-100, H)
      v += `M${f(x)} ${f(y)}`
      for (let j = 0; j < 10; j++) {
        x += r.range(40, 140)
        y += r.jit(30, 60)
        v += `L${f(x)} ${f(y)}`
      }
    }
    s.add(stroke(v, t('#b9b0a6'), 2, so(0.5)), stroke(v, t('#d5cec5'), 7, so(0.25)))
  } else if (surface === 'terrazzo') {
    const base = r.pick(['#ece3d6', '#e9d8c8'])
    s.add(rect(0, 0, W, H, t(base)))
    const chips = [P.terracotta, P.sage, P.ochre, '#8a8f8a']
    chips.forEach((col) => {
      let d = ''
      for (let i = 0; i < 70; i++) d += blob(r, r() * W, r() * H, r.range(4, 14), r.range(4, 12), 5, 0.3)
      s.add(path(d, t(col), fo(0.8)))
    })
  } else {
    const base = r.pick(['#efe6d6', '#e6ddd0', '#dfe3dc', '#f0e2d2'])
    s.add(rect(0, 0, W, H, t(base)))
    let w = ''
    for (let y = 0; y < H; y += 6) w += `M0 ${y}H${W}`
    s.add(stroke(w, t(darken(base, 0.08)), 1, so(0.4)))
    if (r.chance(0.5)) {
      const stc = t(r.pick([P.terracotta, P.navy, P.teal]))
      const sy = r.range(0.1, 0.85) * H
      s.add(rect(0, sy, W, 16, stc, fo(0.8)), rect(0, sy + 28, W, 6, stc, fo(0.8)))
    }
  }
  // window light across the table
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.lin(
        [
          [0, m.light, m.name === 'night' ? 0 : 0.25],
          [0.6, m.light, 0],
          [1, m.shadow, 0.18],
        ],
        [0, 0, 1, 1],
      ),
    ),
  )

  // place items without overlap
  interface Item {
    kind: 'plate' | 'bowl' | 'glass' | 'cup' | 'dish' | 'napkin' | 'flowers' | 'candle' | 'bread'
    R: number
    x: number
    y: number
  }
  const items: Item[] = []
  // plates on a loose, editorial layout (some cropped by the frame), then the rest fills in
  const layouts: [Pt, Pt, Pt][] = [
    [
      [0.27, 0.3],
      [0.73, 0.34],
      [0.5, 0.86],
    ],
    [
      [0.3, 0.72],
      [0.7, 0.26],
      [0.05, 0.1],
    ],
    [
      [0.22, 0.36],
      [0.58, 0.7],
      [0.93, 0.2],
    ],
    [
      [0.5, 0.45],
      [0.1, 0.9],
      [0.9, 0.92],
    ],
  ]
  const lay = r.pick(layouts)
  const nPlates = r.int(2, 3)
  for (let i = 0; i < nPlates; i++) items.push({ kind: 'plate', R: r.range(215, 250), x: (at(lay, i)[0] + r.jit(0, 0.04)) * W, y: (at(lay, i)[1] + r.jit(0, 0.05)) * H })
  const want: Omit<Item, 'x' | 'y'>[] = []
  want.push({ kind: 'bowl', R: r.range(115, 140) })
  if (c.place.cuisine === 'western' && r.chance(0.7)) want.push({ kind: 'bread', R: r.range(120, 140) })
  want.push({ kind: 'glass', R: r.range(58, 68) }, { kind: 'glass', R: r.range(58, 68) })
  if (r.chance(0.5)) want.push({ kind: 'glass', R: r.range(58, 68) })
  if (r.chance(0.6)) want.push({ kind: 'cup', R: 78 })
  want.push({ kind: 'dish', R: r.range(62, 78) }, { kind: 'flowers', R: r.range(85, 105) }, { kind: 'dish', R: r.range(55, 66) })
  want.push({ kind: 'candle', R: 42 }, { kind: 'candle', R: 42 })
  for (const it of want) {
    for (let tries = 0; tries < 120; tries++) {
      const x = r.range(-it.R * 0.2, W + it.R * 0.2)
      const y = r.range(-it.R * 0.2, H + it.R * 0.2)
      const ok = items.every((o) => Math.hypot(o.x - x, o.y - y) > o.R + it.R + (o.kind === 'plate' ? 100 : 14))
      if (ok) {
        items.push({ ...it, x, y })
        break
      }
    }
  }
  const metal = r.pick(['#cfd0cc', '#cfd0cc', P.brass])
  const plateC = r.pick(['#fbf9f4', '#f4efe6', '#fbf9f4', '#e9e1d4'])
  const rimC = r.pick([null, P.navy, P.terracotta, P.teal, P.olive])
  const cuisine = c.place.cuisine
  const asian = cuisine !== 'western'
  const menus: Record<typeof cuisine, Dish[]> = {
    western: ['salad', 'pasta', 'steak', 'fish', 'dessert', 'breakfast', 'poke'],
    japanese: ['sushi', 'kaiseki', 'fish', 'kaiseki'],
    chinese: ['dimsum', 'noodles', 'dimsum', 'fish'],
    thai: ['curry', 'noodles', 'salad', 'fish'],
    vietnamese: ['noodles', 'salad', 'noodles', 'fish'],
    balinese: ['curry', 'salad', 'fish', 'poke'],
  }
  const dishes = r.shuffle([...menus[cuisine]])
  let di = 0
  const glows: [number, number, number][] = []
  // napkins under the first plates
  for (const it of items.filter((i) => i.kind === 'plate').slice(0, 2)) {
    const nc = r.pick([c.accent, P.cream, c.accent2])
    const a = r.range(-25, 25)
    s.add(
      `<g transform="rotate(${f(a)} ${f(it.x - it.R * 0.9)} ${f(it.y)})">` +
        rect(it.x - it.R * 1.45, it.y - it.R * 0.9, it.R * 0.75, it.R * 1.5, t(nc)) +
        rect(it.x - it.R * 1.45, it.y - it.R * 0.78, it.R * 0.75, it.R * 0.05, t(lighten(nc, 0.4)), fo(0.7)) +
        '</g>',
    )
  }
  for (const it of items) {
    const { x, y, R } = it
    if (it.kind === 'plate' || it.kind === 'bowl') {
      s.add(
        circle(
          x + R * 0.1,
          y + R * 0.12,
          R * 1.08,
          s.rad([
            [0, m.shadow, 0.35],
            [0.85, m.shadow, 0.12],
            [1, m.shadow, 0],
          ]),
        ),
      )
      const pc = it.kind === 'bowl' ? t(r.pick([P.terracotta, '#e9e1d4', P.teal, '#d9c7a7'])) : t(plateC)
      s.add(
        circle(
          x,
          y,
          R,
          s.lin(
            [
              [0, lighten(pc, 0.2)],
              [1, mix(pc, m.shadow, 0.12)],
            ],
            [0, 0, 1, 1],
          ),
        ),
      )
      if (rimC && it.kind === 'plate')
        s.add(
          stroke(
            `M${f(x - R * 0.94)} ${f(y)}a${f(R * 0.94)} ${f(R * 0.94)} 0 1 0 ${f(R * 1.88)} 0a${f(R * 0.94)} ${f(R * 0.94)} 0 1 0 ${f(-R * 1.88)} 0`,
            t(rimC),
            R * 0.025,
          ),
        )
      const inner = it.kind === 'bowl' ? 0.82 : 0.72
      s.add(
        circle(
          x,
          y,
          R * inner,
          s.lin(
            [
              [0, mix(pc, m.shadow, 0.1)],
              [1, lighten(pc, 0.1)],
            ],
            [0, 0, 1, 1],
          ),
        ),
      )
      if (it.kind === 'plate') {
        drawDish(c, x, y, R * 0.7, at(dishes, di++ % dishes.length))
        if (asian) chopsticks(c, x + R + 50, y, R * 1.2, r.jit(0, 6))
        else {
          cutlery(c, x - R - 40, y + R * 0.35, R * 1.1, 'fork', metal, r.jit(0, 4))
          cutlery(c, x + R + 40, y + R * 0.35, R * 1.1, r.chance(0.7) ? 'knife' : 'spoon', metal, r.jit(0, 4))
        }
      } else {
        const soup = r.pick(['#e0913c', '#c94a3a', '#9fb86a', '#e8d7a8'])
        s.add(circle(x, y, R * 0.74, t(soup)))
        s.add(stroke(`M${f(x)} ${f(y)}a8 8 0 0 1 16 0a16 16 0 0 1 -32 0a24 24 0 0 1 48 0`, '#fbf4e4', 4, so(0.85)))
        let hb = ''
        for (let i = 0; i < 12; i++) hb += dot(x + r.jit(0, R * 0.5), y + r.jit(0, R * 0.5), 3)
        s.add(path(hb, t('#3f7a2f')))
      }
    } else if (it.kind === 'glass') {
      glassTop(c, x, y, R, r.pick(['#6e1426', '#f1dc9a', null, '#6e1426']))
    } else if (it.kind === 'cup') {
      s.add(
        circle(
          x + 8,
          y + 10,
          R * 1.05,
          s.rad([
            [0, m.shadow, 0.3],
            [1, m.shadow, 0],
          ]),
        ),
      )
      s.add(circle(x, y, R, t('#f6f2ea')), circle(x, y, R * 0.62, t('#ece5d8')))
      s.add(rrect(x + R * 0.55, y - R * 0.1, R * 0.4, R * 0.2, R * 0.1, t('#f6f2ea')))
      s.add(circle(x, y, R * 0.52, t('#5a3621')), circle(x, y, R * 0.44, t('#b27a4a')), circle(x - R * 0.05, y - R * 0.05, R * 0.18, t('#d9ad7c')))
      cutlery(c, x - R * 0.3, y + R * 0.55, R * 0.9, 'spoon', metal, -60)
    } else if (it.kind === 'dish') {
      s.add(
        circle(
          x + 6,
          y + 8,
          R * 1.05,
          s.rad([
            [0, m.shadow, 0.3],
            [1, m.shadow, 0],
          ]),
        ),
      )
      s.add(circle(x, y, R, t('#f2ece2')), circle(x, y, R * 0.72, t(r.pick(['#b9b03a', '#6a7a2a', '#3b2a33']))))
      let ol = ''
      for (let i = 0; i < 7; i++) ol += blob(r, x + r.jit(0, R * 0.4), y + r.jit(0, R * 0.4), R * 0.16, R * 0.12, 6, 0.1)
      s.add(path(ol, t(r.pick(['#4d5a23', '#2b2029', '#6b7a2a']))))
    } else if (it.kind === 'bread') {
      s.add(rrect(x - R + 8, y - R * 0.6 + 10, R * 2, R * 1.2, 24, m.shadow, fo(0.25)))
      s.add(rrect(x - R, y - R * 0.6, R * 2, R * 1.2, 24, t(P.oak)))
      for (let i = 0; i < 3; i++) {
        const bx = x - R * 0.55 + i * R * 0.55
        s.add(ellipse(bx, y, R * 0.3, R * 0.42, t('#c98a45')), ellipse(bx, y, R * 0.23, R * 0.34, t('#efd9a8')))
      }
    } else if (it.kind === 'flowers') {
      s.add(
        circle(
          x + 8,
          y + 10,
          R * 0.6,
          s.rad([
            [0, m.shadow, 0.3],
            [1, m.shadow, 0],
          ]),
        ),
      )
      s.add(circle(x, y, R * 0.45, t(r.pick(['#dfe8e6', P.terracotta, P.ivory]))))
      let lv = ''
      for (let i = 0; i < 8; i++) lv += leaf(r, x, y, R * r.range(0.8, 1.1), R * 0.15, (i / 8) * 6.283 + r.jit(0, 0.3))
      s.add(path(lv, t('#56793a')))
      const pc = r.pick(['#f3c5cf', '#ffffff', '#f2d35b', '#e9866e'])
      for (let i = 0; i < 4; i++) {
        const fx = x + r.jit(0, R * 0.5)
        const fy = y + r.jit(0, R * 0.5)
        let pet = ''
        for (let k = 0; k < 6; k++) pet += dot(fx + Math.cos(k) * R * 0.13, fy + Math.sin(k) * R * 0.13, R * 0.1)
        s.add(path(pet, t(pc)), circle(fx, fy, R * 0.07, t('#e0a23a')))
      }
    } else if (it.kind === 'candle') {
      s.add(
        circle(
          x + 6,
          y + 8,
          R * 1.1,
          s.rad([
            [0, m.shadow, 0.3],
            [1, m.shadow, 0],
          ]),
        ),
      )
      s.add(circle(x, y, R * 1.1, t(P.brass)), circle(x, y, R * 0.8, t(P.ivory)))
      if (m.lights > 0.3) glows.push([x, y, R * 7])
      else s.add(circle(x, y, R * 0.12, t('#3a2e26')))
    }
  }
  evening(c, glows)
}

// ================================================================ spa

export function spa(c: Ctx): void {
  const { s, r, m, t } = c
  const ledge = H * r.range(0.58, 0.66)
  // back wall: plaster / slatted wood / stone
  const wallKind = r.pick(['plaster', 'slats', 'stone'] as const)
  const wallC = r.pick(['#d9c8b2', '#cdbfa8', '#c9b49a', '#b8b5a2', '#d6c1ad'])
  s.add(
    rect(
      0,
      0,
      W,
      ledge,
      s.lin([
        [0, t(darken(wallC, 0.15))],
        [1, t(wallC)],
      ]),
    ),
  )
  if (wallKind === 'slats') {
    let d = ''
    for (let x = 0; x < W; x += 36) d += `M${f(x)} 0h22V${f(ledge)}h-22Z`
    s.add(path(d, t(mix(P.oak, wallC, 0.3)), fo(0.85)))
  } else if (wallKind === 'stone') {
    let d = ''
    for (let y = 0; y < ledge; y += 90) for (let x = (y / 90) % 2 ? -90 : 0; x < W; x += 180) d += `M${f(x + 4)} ${f(y + 4)}h172v82h-172Z`
    s.add(path(d, t(lighten(wallC, 0.08)), fo(0.7)))
  }
  // soft light pool on the wall + leaf shadows
  const lx = W * r.range(0.25, 0.75)
  s.add(
    ellipse(
      lx,
      ledge * 0.45,
      W * 0.45,
      ledge * 0.6,
      s.rad([
        [0, m.light, 0.35],
        [1, m.light, 0],
      ]),
    ),
  )
  if (m.name !== 'night') {
    const sx = r.range(W * 0.1, W * 0.6)
    s.add(
      path(
        `M${f(sx)} 0h${f(W * 0.16)}L${f(sx + W * 0.36)} ${f(ledge)}h${f(-W * 0.16)}Z`,
        s.lin([
          [0, m.light, 0.22],
          [1, m.light, 0.04],
        ]),
      ),
    )
  }
  // ledge (stone or teak)
  const ledgeC = r.pick([P.stone, P.oak, '#a89a88', '#e2d8c6'])
  s.add(
    rect(
      0,
      ledge,
      W,
      26,
      s.lin([
        [0, t(lighten(ledgeC, 0.15))],
        [1, t(ledgeC)],
      ]),
    ),
  )
  s.add(rect(0, ledge + 26, W, 44, t(darken(ledgeC, 0.2))))
  // water
  const wTop = ledge + 70
  s.add(
    rect(
      0,
      wTop,
      W,
      H - wTop,
      s.lin([
        [0, t('#2f6a6a')],
        [1, t('#153a42')],
      ]),
    ),
  )
  const glows: [number, number, number][] = []
  // groups, positions shuffled
  const slots = r.shuffle([0.18, 0.42, 0.66, 0.86])
  const stonesX = W * at(slots, 0) + r.jit(0, 40)
  const candleX = W * at(slots, 1) + r.jit(0, 40)
  const towelX = W * at(slots, 2) + r.jit(0, 40)
  const plantX = W * at(slots, 3) + r.jit(0, 30)
  // stone stack
  {
    let y = ledge + 4
    const n = r.int(3, 5)
    let w = r.range(150, 190)
    const col = r.pick(['#3b3a3a', '#4a4744', '#2f3331'])
    s.add(ellipse(stonesX + 20, ledge + 10, w * 0.7, 14, m.shadow, fo(0.35)))
    for (let i = 0; i < n; i++) {
      const h = w * r.range(0.3, 0.38)
      const x = stonesX + r.jit(0, 6)
      s.add(
        path(
          blob(r, x, y - h / 2, w / 2, h / 2, 10, 0.06),
          s.lin(
            [
              [0, t(lighten(col, 0.25))],
              [0.5, t(col)],
              [1, t(darken(col, 0.3))],
            ],
            [0, 0, 0.3, 1],
          ),
        ),
      )
      s.add(ellipse(x - w * 0.15, y - h * 0.75, w * 0.2, h * 0.1, '#ffffff', fo(0.18)))
      y -= h * 0.9
      w *= r.range(0.72, 0.82)
    }
    s.add(leafD(r, stonesX + 40, y + 8, t('#4f7a3a')))
  }
  // candles
  {
    const n = r.int(2, 4)
    for (let i = 0; i < n; i++) {
      const x = candleX + (i - (n - 1) / 2) * 70 + r.jit(0, 10)
      const h = r.range(90, 200)
      const w = r.range(50, 64)
      const y = ledge + 6
      s.add(
        rect(
          x - w / 2,
          y - h,
          w,
          h,
          s.lin(
            [
              [0, t('#efe6d4')],
              [0.4, t('#fbf6ea')],
              [1, t('#d8ccb6')],
            ],
            'h',
          ),
        ),
      )
      s.add(ellipse(x, y - h, w / 2, 7, t('#e8dcc4')))
      s.add(stroke(`M${f(x)} ${f(y - h)}v-10`, '#2a2420', 2))
      s.add(path(`M${f(x)} ${f(y - h - 40)}Q${f(x + 9)} ${f(y - h - 18)} ${f(x)} ${f(y - h - 8)}Q${f(x - 9)} ${f(y - h - 18)} ${f(x)} ${f(y - h - 40)}Z`, P.lampHot))
      glows.push([x, y - h - 20, 150])
      // reflection in the water
      s.add(rect(x - 5, wTop + 12 + r.range(0, 20), 10, r.range(60, 140), P.lamp, fo(0.35)))
    }
  }
  // rolled towels pyramid
  {
    const tc = r.pick(['#f4efe6', '#fbf8f2', P.sand, '#e6ddd0'])
    const rr = r.range(46, 56)
    const pos: Pt[] = [
      [-rr, 0],
      [rr, 0],
      [0, -rr * 1.75],
    ]
    if (r.chance(0.5)) pos.push([-rr * 2, 0], [rr * 2, 0], [-rr, -rr * 1.75], [rr, -rr * 1.75], [0, -rr * 3.5])
    s.add(ellipse(towelX, ledge + 8, rr * 3, 12, m.shadow, fo(0.3)))
    for (const [ox, oy] of pos) {
      const x = towelX + ox
      const y = ledge - rr + 4 + oy
      s.add(
        circle(
          x,
          y,
          rr,
          s.lin(
            [
              [0, t(lighten(tc, 0.1))],
              [1, t(mix(tc, m.shadow, 0.15))],
            ],
            [0, 0, 1, 1],
          ),
        ),
      )
      s.add(stroke(`M${f(x)} ${f(y)}m-6 0a6 6 0 0 1 12 0a12 12 0 0 1 -24 0a20 20 0 0 1 40 0a28 28 0 0 1 -56 0`, t(darken(tc, 0.18)), 3, so(0.7)))
    }
  }
  // orchid / plant
  {
    const pot = r.pick(['#e8e1d5', P.charcoal, P.terracotta])
    s.add(
      rect(
        plantX - 45,
        ledge - 80,
        90,
        86,
        s.lin(
          [
            [0, t(lighten(pot, 0.1))],
            [1, t(darken(pot, 0.15))],
          ],
          'h',
        ),
      ),
    )
    let lv = ''
    for (let i = 0; i < 4; i++) lv += blob(r, plantX + (i - 1.5) * 40, ledge - 90, 55, 20, 8, 0.1, (i - 1.5) * 0.5)
    s.add(path(lv, t('#3f6a34')))
    const stemTop: Pt = [plantX + r.jit(0, 60), ledge - r.range(330, 420)]
    s.add(stroke(`M${f(plantX)} ${f(ledge - 90)}Q${f(plantX - 20)} ${f(ledge - 260)} ${f(stemTop[0])} ${f(stemTop[1])}`, t('#5b6a3a'), 4))
    const pet = r.pick(['#f7f3ee', '#f2c6d6', '#f4f1f5'])
    for (let i = 0; i < 5; i++) {
      const u = i / 5
      const fx = plantX - 20 * u + (stemTop[0] - plantX) * u * u + 20 + i * 8
      const fy = ledge - 260 + (stemTop[1] - ledge + 260) * (u + 0.15) - 40
      let d = ''
      for (let k = 0; k < 5; k++) d += blob(r, fx + Math.cos((k / 5) * 6.283) * 20, fy + Math.sin((k / 5) * 6.283) * 20, 18, 14, 6, 0.1, (k / 5) * 6.283)
      s.add(path(d, t(pet)), circle(fx, fy, 7, t('#d9587a')))
    }
  }
  // water ripples + reflections
  let rip = ''
  for (let i = 0; i < 5; i++) {
    const cx = r.range(W * 0.2, W * 0.8)
    const cy = r.range(wTop + 80, H - 60)
    for (let k = 1; k < 4; k++) rip += `M${f(cx - k * 60)} ${f(cy)}a${f(k * 60)} ${f(k * 12)} 0 1 0 ${f(k * 120)} 0a${f(k * 60)} ${f(k * 12)} 0 1 0 ${f(-k * 120)} 0`
  }
  s.add(stroke(rip, '#cfeeee', 2, so(0.25)))
  let shim = ''
  for (let i = 0; i < 50; i++) shim += `M${f(r() * W)} ${f(wTop + r() * (H - wTop))}h${f(r.range(20, 90))}`
  s.add(stroke(shim, '#9fd3d0', 2, so(0.3)))
  if (r.chance(0.6)) {
    // floating flower
    const fx = r.range(W * 0.2, W * 0.8)
    const fy = r.range(wTop + 100, H - 80)
    let d = ''
    for (let k = 0; k < 5; k++) d += blob(r, fx + Math.cos((k / 5) * 6.283) * 22, fy + Math.sin((k / 5) * 6.283) * 9, 22, 10, 6, 0.1, (k / 5) * 6.283)
    s.add(ellipse(fx, fy + 8, 60, 12, '#0b2227', fo(0.3)), path(d, t('#f7efe6')), circle(fx, fy, 8, t(P.ochre)))
  }
  evening(c, glows)
}

function leafD(r: Rand, x: number, y: number, col: string): string {
  const a = r.range(-0.6, 0.2)
  const len = 90
  const ex = x + Math.cos(a) * len
  const ey = y + Math.sin(a) * len
  return path(`M${f(x)} ${f(y)}Q${f((x + ex) / 2)} ${f((y + ey) / 2 - 30)} ${f(ex)} ${f(ey)}Q${f((x + ex) / 2)} ${f((y + ey) / 2 + 20)} ${f(x)} ${f(y)}Z`, col)
}

// ================================================================ portrait

const SKIN = ['#f3d6c1', '#e8bf9f', '#d9a37f', '#c28660', '#9c6644', '#7a4a30', '#5c3824']
const HAIR = ['#1f1a17', '#2e221b', '#4a3323', '#6b4a2e', '#a0703f', '#c9a46a', '#8c8c8c', '#d9d4cc', '#7a2e1e']

export function portrait(c: Ctx): void {
  const { s, r, m, t } = c
  const cx = W / 2
  // background: soft colour field with a brand arch behind the head
  const bg = r.pick([P.sage, P.blush, P.sand, '#b9c6c1', '#d9c2a8', '#c9cfd8', P.clay])
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.lin(
        [
          [0, t(lighten(bg, 0.15))],
          [1, t(darken(bg, 0.08))],
        ],
        [0, 0, 1, 1],
      ),
    ),
  )
  const archW = r.range(520, 640)
  const archTop = r.range(90, 150)
  const archC = t(lighten(bg, r.chance(0.5) ? 0.3 : -0.0), 1)
  s.add(
    path(
      `M${f(cx - archW / 2)} ${f(H)}V${f(archTop + archW / 2)}A${f(archW / 2)} ${f(archW / 2)} 0 0 1 ${f(cx + archW / 2)} ${f(archTop + archW / 2)}V${f(H)}Z`,
      mix(archC, m.light, 0.25),
    ),
  )
  if (r.chance(0.5))
    s.add(
      stroke(
        `M${f(cx - archW / 2 - 30)} ${f(H)}V${f(archTop + archW / 2)}A${f(archW / 2 + 30)} ${f(archW / 2 + 30)} 0 0 1 ${f(cx + archW / 2 + 30)} ${f(archTop + archW / 2)}V${f(H)}`,
        t(P.brass),
        3,
        so(0.7),
      ),
    )
  const skin = r.pick(SKIN)
  const hair = r.pick(HAIR)
  const style = r.pick(['short', 'long', 'bun', 'bob', 'curly', 'side', 'crop'] as const)
  const cloth = r.pick([P.navy, P.teal, P.charcoal, P.cream, P.oxblood, P.olive, '#3c4a5c', P.taupe])
  const top = r.pick(['jacket', 'crew', 'collar', 'vneck'] as const)
  const headX = cx + r.jit(0, 10)
  const headY = r.range(400, 440)
  const hrx = r.range(108, 124)
  const hry = hrx * r.range(1.22, 1.32)
  const shY = headY + hry + r.range(70, 95)
  const shW = r.range(380, 450)
  const lightLeft = r.chance(0.5)
  const skinL = t(mix(skin, m.light, 0.12), 0.6)
  const skinD = t(mix(skin, m.shadow, 0.22), 0.6)
  // long hair behind
  if (style === 'long' || style === 'bob') {
    const len = style === 'long' ? r.range(300, 380) : r.range(110, 150)
    s.add(
      path(
        `M${f(headX - hrx * 1.15)} ${f(headY + len)}C${f(headX - hrx * 1.35)} ${f(headY)} ${f(headX - hrx * 1.1)} ${f(headY - hry * 1.15)} ${f(headX)} ${f(headY - hry * 1.1)}C${f(headX + hrx * 1.1)} ${f(headY - hry * 1.15)} ${f(headX + hrx * 1.35)} ${f(headY)} ${f(headX + hrx * 1.15)} ${f(headY + len)}Z`,
        t(darken(hair, 0.1), 0.6),
      ),
    )
  }
  // neck
  const nw = hrx * 0.56
  s.add(
    path(
      `M${f(headX - nw)} ${f(headY + hry * 0.5)}L${f(headX - nw * 1.05)} ${f(shY - 10)}Q${f(headX)} ${f(shY + 40)} ${f(headX + nw * 1.05)} ${f(shY - 10)}L${f(headX + nw)} ${f(headY + hry * 0.5)}Z`,
      skinD,
    ),
  )
  // shoulders/torso
  const tip = (sx: number): string => `${f(cx + sx * shW * 0.86)} ${f(shY + 56)}`
  const torso =
    `M${f(cx - shW - 20)} ${f(H + 10)}L${f(cx - shW)} ${f(shY + 200)}C${f(cx - shW)} ${f(shY + 120)} ${f(cx - shW * 0.98)} ${f(shY + 70)} ${tip(-1)}` +
    `Q${f(cx - shW * 0.5)} ${f(shY + 2)} ${f(cx - nw * 1.1)} ${f(shY - 14)}Q${f(cx)} ${f(shY - 4)} ${f(cx + nw * 1.1)} ${f(shY - 14)}Q${f(cx + shW * 0.5)} ${f(shY + 2)} ${tip(1)}` +
    `C${f(cx + shW * 0.98)} ${f(shY + 70)} ${f(cx + shW)} ${f(shY + 120)} ${f(cx + shW)} ${f(shY + 200)}L${f(cx + shW + 20)} ${f(H + 10)}Z`
  s.add(
    path(
      torso,
      s.lin(
        [
          [0, t(lightLeft ? lighten(cloth, 0.12) : darken(cloth, 0.12), 0.6)],
          [1, t(lightLeft ? darken(cloth, 0.15) : lighten(cloth, 0.1), 0.6)],
        ],
        'h',
      ),
    ),
  )
  if (top === 'jacket') {
    const shirt = r.pick(['#f6f2ea', '#dfe6ea', P.sand])
    s.add(path(`M${f(cx - 95)} ${f(shY - 20)}L${f(cx)} ${f(shY + 170)}L${f(cx + 95)} ${f(shY - 20)}Z`, t(shirt, 0.6)))
    s.add(path(`M${f(cx - 110)} ${f(shY - 18)}L${f(cx - 10)} ${f(shY + 200)}L${f(cx - 60)} ${f(H + 10)}L${f(cx - 200)} ${f(shY + 60)}Z`, t(darken(cloth, 0.18), 0.6)))
    s.add(path(`M${f(cx + 110)} ${f(shY - 18)}L${f(cx + 10)} ${f(shY + 200)}L${f(cx + 60)} ${f(H + 10)}L${f(cx + 200)} ${f(shY + 60)}Z`, t(darken(cloth, 0.24), 0.6)))
    if (r.chance(0.4)) s.add(path(`M${f(cx - 16)} ${f(shY + 10)}h32l-8 ${f(170)}h-16Z`, t(c.accent, 0.6)))
  } else if (top === 'collar') {
    s.add(path(`M${f(cx - 70)} ${f(shY - 40)}L${f(cx - 5)} ${f(shY + 40)}L${f(cx - 95)} ${f(shY + 20)}Z`, t(lighten(cloth, 0.25), 0.6)))
    s.add(path(`M${f(cx + 70)} ${f(shY - 40)}L${f(cx + 5)} ${f(shY + 40)}L${f(cx + 95)} ${f(shY + 20)}Z`, t(lighten(cloth, 0.2), 0.6)))
  } else if (top === 'vneck') {
    s.add(path(`M${f(cx - 80)} ${f(shY - 22)}L${f(cx)} ${f(shY + 90)}L${f(cx + 80)} ${f(shY - 22)}Z`, skinD))
    if (r.chance(0.5)) s.add(stroke(`M${f(cx - 60)} ${f(shY - 10)}Q${f(cx)} ${f(shY + 70)} ${f(cx + 60)} ${f(shY - 10)}`, t(P.gold), 3))
  } else {
    s.add(stroke(`M${f(cx - 78)} ${f(shY - 24)}Q${f(cx)} ${f(shY + 36)} ${f(cx + 78)} ${f(shY - 24)}`, t(darken(cloth, 0.2), 0.6), 10))
    if (r.chance(0.4))
      s.add(
        path(
          `M${f(cx - 150)} ${f(shY - 20)}Q${f(cx)} ${f(shY + 80)} ${f(cx + 150)} ${f(shY - 20)}Q${f(cx + 40)} ${f(shY + 150)} ${f(cx - 30)} ${f(shY + 240)}L${f(cx - 70)} ${f(shY + 60)}Z`,
          t(c.accent, 0.6),
        ),
      )
  }
  // ears + head
  s.add(ellipse(headX - hrx * 0.97, headY + 10, 20, 34, skinD), ellipse(headX + hrx * 0.97, headY + 10, 20, 34, skinD))
  const headD = `M${f(headX)} ${f(headY - hry)}C${f(headX + hrx * 0.58)} ${f(headY - hry)} ${f(headX + hrx)} ${f(headY - hry * 0.55)} ${f(headX + hrx)} ${f(headY - hry * 0.05)}C${f(headX + hrx)} ${f(headY + hry * 0.5)} ${f(headX + hrx * 0.52)} ${f(headY + hry)} ${f(headX)} ${f(headY + hry)}C${f(headX - hrx * 0.52)} ${f(headY + hry)} ${f(headX - hrx)} ${f(headY + hry * 0.5)} ${f(headX - hrx)} ${f(headY - hry * 0.05)}C${f(headX - hrx)} ${f(headY - hry * 0.55)} ${f(headX - hrx * 0.58)} ${f(headY - hry)} ${f(headX)} ${f(headY - hry)}Z`
  s.add(
    path(
      headD,
      s.lin(
        [
          [0, lightLeft ? skinL : skinD],
          [0.55, t(skin, 0.6)],
          [1, lightLeft ? skinD : skinL],
        ],
        'h',
      ),
    ),
  )
  // subtle cheek/jaw shadow
  s.add(
    path(
      `M${f(headX + (lightLeft ? 1 : -1) * hrx * 0.2)} ${f(headY + hry * 0.98)}Q${f(headX + (lightLeft ? 1 : -1) * hrx * 1.05)} ${f(headY + hry * 0.6)} ${f(headX + (lightLeft ? 1 : -1) * hrx * 0.98)} ${f(headY)}Q${f(headX + (lightLeft ? 1 : -1) * hrx * 0.75)} ${f(headY + hry * 0.6)} ${f(headX + (lightLeft ? 1 : -1) * hrx * 0.2)} ${f(headY + hry * 0.98)}Z`,
      t(m.shadow),
      fo(0.12),
    ),
  )
  // hair on top
  const hc = t(hair, 0.6)
  const hcL = t(mix(hair, m.light, 0.18), 0.6)
  const cap = (depth: number, part: number) =>
    `M${f(headX - hrx * 1.04)} ${f(headY + hry * depth)}C${f(headX - hrx * 1.12)} ${f(headY - hry * 0.9)} ${f(headX - hrx * 0.5)} ${f(headY - hry * 1.18)} ${f(headX + part)} ${f(headY - hry * 1.12)}C${f(headX + hrx * 0.7)} ${f(headY - hry * 1.1)} ${f(headX + hrx * 1.14)} ${f(headY - hry * 0.8)} ${f(headX + hrx * 1.04)} ${f(headY + hry * depth)}Q${f(headX + hrx * 0.8)} ${f(headY - hry * 0.45)} ${f(headX + part)} ${f(headY - hry * 0.62)}Q${f(headX - hrx * 0.8)} ${f(headY - hry * 0.45)} ${f(headX - hrx * 1.04)} ${f(headY + hry * depth)}Z`
  if (style === 'curly') {
    let d = ''
    for (let i = 0; i < 16; i++) {
      const a = Math.PI + (i / 15) * Math.PI
      d += dot(headX + Math.cos(a) * hrx * 1.0, headY - hry * 0.25 + Math.sin(a) * hry * 0.95, r.range(34, 48))
    }
    s.add(path(d, hc))
  } else if (style !== 'crop') {
    s.add(path(cap(style === 'short' || style === 'side' ? -0.1 : 0.1, style === 'side' ? -hrx * 0.35 : 0), hc))
    s.add(
      stroke(
        `M${f(headX - hrx * 0.6)} ${f(headY - hry * 0.9)}Q${f(headX - hrx * 0.1)} ${f(headY - hry * 1.08)} ${f(headX + hrx * 0.4)} ${f(headY - hry * 0.98)}`,
        hcL,
        8,
        so(0.6),
      ),
    )
  } else {
    s.add(path(cap(-0.25, 0), hc, fo(0.85)))
  }
  if (style === 'bun') s.add(circle(headX + r.jit(0, 20), headY - hry * 1.15, hrx * 0.42, hc))
  // optional glasses
  if (r.chance(0.25)) {
    const gy = headY - hry * 0.05
    s.add(
      stroke(
        `M${f(headX - 92)} ${f(gy)}a38 34 0 1 0 76 0a38 34 0 1 0 -76 0M${f(headX + 16)} ${f(gy)}a38 34 0 1 0 76 0a38 34 0 1 0 -76 0M${f(headX - 16)} ${f(gy - 4)}q16 -10 32 0`,
        t('#2a2522', 0.6),
        5,
      ),
    )
  }
  // rim light
  s.add(
    stroke(
      `M${f(headX + (lightLeft ? -1 : 1) * hrx * 0.98)} ${f(headY - hry * 0.2)}Q${f(headX + (lightLeft ? -1 : 1) * hrx * 1.02)} ${f(headY + hry * 0.4)} ${f(headX + (lightLeft ? -1 : 1) * hrx * 0.6)} ${f(headY + hry * 0.85)}`,
      m.light,
      4,
      so(0.35),
    ),
  )
  void smoothClosed
  void pd
  void glowE
}
