/**
 * Motifs that say where a picture is: trees of each climate, landmarks and the small things of a
 * place (a longtail boat, a silk lantern, a prang, the Alps, Pudong's towers, Paris chimney pots).
 * Every function draws into the context's SVG and batches its shapes into a few paths.
 */
import {
  P,
  at,
  blob,
  circle,
  darken,
  ellipse,
  f,
  fo,
  glow,
  glowE,
  jagged,
  lighten,
  mix,
  path,
  pd,
  rect,
  silhouette,
  so,
  stroke,
  type Ctx,
  type Pt,
  type Rand,
} from './kit'

// ================================================================ vegetation

/** Broad deciduous street tree (plane, lime, chestnut): trunk, branches and a layered crown. */
export function broadTree(c: Ctx, x: number, y: number, h: number, green: string, opt: { trunk?: string; r?: Rand; wide?: number } = {}): void {
  const { s, t, m } = c
  const r = opt.r ?? c.r
  const trunkC = t(opt.trunk ?? '#7d6a55')
  const cw = h * (opt.wide ?? r.range(0.7, 0.9))
  const cy = y - h * 0.62
  const tw = h * 0.035
  s.add(
    path(
      `M${f(x - tw)} ${f(y)}C${f(x - tw * 0.8)} ${f(y - h * 0.2)} ${f(x - tw * 0.6)} ${f(y - h * 0.35)} ${f(x - tw * 0.3)} ${f(cy)}h${f(tw * 0.8)}C${f(x + tw * 0.6)} ${f(y - h * 0.35)} ${f(x + tw * 0.8)} ${f(y - h * 0.2)} ${f(x + tw)} ${f(y)}Z`,
      trunkC,
    ),
  )
  let br = ''
  for (let i = 0; i < 4; i++) {
    const a = -Math.PI / 2 + r.range(-1.1, 1.1)
    const l = h * r.range(0.15, 0.28)
    br += `M${f(x)} ${f(y - h * 0.38)}Q${f(x + Math.cos(a) * l * 0.4)} ${f(y - h * 0.45)} ${f(x + Math.cos(a) * l)} ${f(y - h * 0.38 + Math.sin(a) * l)}`
  }
  s.add(stroke(br, trunkC, Math.max(1.5, h * 0.012)))
  const dark = t(mix(green, m.shadow, 0.4))
  const mid = t(green)
  const lit = t(mix(green, m.light, 0.3))
  let d0 = ''
  let d1 = ''
  let d2 = ''
  for (let i = 0; i < 7; i++) d0 += blob(r, x + r.jit(0, cw * 0.3), cy + r.jit(0, h * 0.12), cw * r.range(0.22, 0.3), h * r.range(0.16, 0.22), 9, 0.18)
  for (let i = 0; i < 6; i++) d1 += blob(r, x + r.jit(0, cw * 0.3), cy - h * 0.04 + r.jit(0, h * 0.1), cw * r.range(0.14, 0.2), h * r.range(0.1, 0.15), 8, 0.2)
  for (let i = 0; i < 5; i++) d2 += blob(r, x - cw * r.range(0, 0.25), cy - h * r.range(0.06, 0.16), cw * r.range(0.07, 0.12), h * r.range(0.05, 0.08), 7, 0.2)
  s.add(path(d0, dark), path(d1, mid), path(d2, lit))
}

/** Cloud-pruned Japanese black pine: a leaning trunk and flat layered pads. */
export function japanesePine(c: Ctx, x: number, y: number, h: number, lean = 1, r: Rand = c.r): void {
  const { s, t, m } = c
  const trunk = t('#4a3a30')
  const tx = x + lean * h * 0.22
  const ty = y - h * 0.8
  s.add(
    path(
      `M${f(x - h * 0.03)} ${f(y)}C${f(x + lean * h * 0.02)} ${f(y - h * 0.35)} ${f(x + lean * h * 0.22)} ${f(y - h * 0.42)} ${f(tx - h * 0.01)} ${f(ty)}h${f(h * 0.02)}C${f(x + lean * h * 0.26)} ${f(y - h * 0.42)} ${f(x + lean * h * 0.06)} ${f(y - h * 0.35)} ${f(x + h * 0.03)} ${f(y)}Z`,
      trunk,
    ),
  )
  const pads: [number, number, number][] = [
    [tx, ty - h * 0.04, h * 0.3],
    [x - lean * h * 0.12, y - h * 0.56, h * 0.36],
    [x + lean * h * 0.42, y - h * 0.5, h * 0.32],
    [x + lean * h * 0.08, y - h * 0.7, h * 0.3],
  ]
  let br = ''
  for (const [px, py] of pads.slice(1)) br += `M${f(x + lean * h * 0.1)} ${f(y - h * 0.4)}Q${f((px + x) / 2)} ${f(py + h * 0.03)} ${f(px)} ${f(py)}`
  s.add(stroke(br, trunk, h * 0.02))
  const dark = t(mix('#2f4a36', m.shadow, 0.3))
  const mid = t('#3f5e3c')
  const lit = t(mix('#5f7a44', m.light, 0.25))
  let d0 = ''
  let d1 = ''
  let d2 = ''
  for (const [px, py, pw] of pads) {
    for (let i = 0; i < 5; i++) d0 += blob(r, px + r.jit(0, pw * 0.3), py + r.jit(0, pw * 0.04), pw * r.range(0.3, 0.42), pw * r.range(0.14, 0.2), 9, 0.22)
    for (let i = 0; i < 3; i++) d1 += blob(r, px + r.jit(0, pw * 0.25), py - pw * 0.05, pw * r.range(0.22, 0.3), pw * 0.11, 8, 0.25)
    d2 += blob(r, px - pw * 0.12, py - pw * 0.1, pw * 0.26, pw * 0.06, 8, 0.25)
  }
  s.add(path(d0, dark), path(d1, mid), path(d2, lit))
}

/** Japanese maple: a fine crown of small leaf clusters (autumn red, or spring green). */
export function maple(c: Ctx, x: number, y: number, h: number, autumn: boolean, r: Rand = c.r): void {
  const { s, t, m } = c
  const trunk = t('#4d3b31')
  s.add(
    stroke(
      `M${f(x)} ${f(y)}Q${f(x + h * 0.05)} ${f(y - h * 0.3)} ${f(x - h * 0.02)} ${f(y - h * 0.55)}M${f(x + h * 0.01)} ${f(y - h * 0.35)}Q${f(x + h * 0.15)} ${f(y - h * 0.45)} ${f(x + h * 0.25)} ${f(y - h * 0.55)}M${f(x)} ${f(y - h * 0.42)}Q${f(x - h * 0.15)} ${f(y - h * 0.5)} ${f(x - h * 0.26)} ${f(y - h * 0.58)}`,
      trunk,
      h * 0.02,
    ),
  )
  const cols = autumn ? ['#9e2f22', '#c9452a', '#e07a3a'] : ['#4f6a2e', '#6f8a3a', '#9bb35a']
  const ds = ['', '', '']
  for (let i = 0; i < 46; i++) {
    const a = r() * Math.PI * 2
    const rr = Math.sqrt(r())
    const px = x + Math.cos(a) * rr * h * 0.42
    const py = y - h * 0.65 + Math.sin(a) * rr * h * 0.26
    const k = py < y - h * 0.7 ? 2 : px < x ? 1 : r.int(0, 1)
    ds[k] += blob(r, px, py, h * r.range(0.04, 0.08), h * r.range(0.03, 0.05), 7, 0.3)
  }
  ds.forEach((d, i) => s.add(path(d, t(mix(at(cols, i), m.shadow, i === 0 ? 0.2 : 0)))))
}

/** A grove of bamboo culms with nodes and leaf sprays, x0..x1, growing from y. */
export function bamboo(c: Ctx, x0: number, x1: number, y: number, h: number, r: Rand = c.r): void {
  const { s, t, m } = c
  let culms = ''
  let nodes = ''
  let leaves = ''
  for (let x = x0; x < x1; x += r.range(16, 34)) {
    const w = r.range(5, 9)
    const top = y - h * r.range(0.75, 1.05)
    const lean = r.jit(0, 18)
    culms += `M${f(x)} ${f(y)}L${f(x + lean)} ${f(top)}h${f(w)}L${f(x + w)} ${f(y)}Z`
    for (let ny = y - r.range(30, 60); ny > top + 20; ny -= r.range(40, 70)) {
      const k = (y - ny) / (y - top)
      nodes += `M${f(x + lean * k - 1)} ${f(ny)}h${f(w + 2)}`
      if (r.chance(0.45)) {
        const dir = r.chance(0.5) ? 1 : -1
        for (let j = 0; j < 4; j++) {
          const lx = x + lean * k + (dir > 0 ? w : 0)
          const ex = lx + dir * r.range(20, 44)
          const ey = ny + r.range(-6, 22)
          leaves += `M${f(lx)} ${f(ny)}Q${f((lx + ex) / 2)} ${f(ny - 8)} ${f(ex)} ${f(ey)}Q${f((lx + ex) / 2)} ${f(ny + 4)} ${f(lx)} ${f(ny)}Z`
        }
      }
    }
  }
  s.add(path(culms, t(mix('#7a8a4a', m.shadow, 0.1))), stroke(nodes, t('#4f5a30'), 2), path(leaves, t(mix('#5f7a3a', m.light, 0.1))))
}

/** Banana plant: a few large paddle leaves with torn edges. */
export function banana(c: Ctx, x: number, y: number, h: number, r: Rand = c.r): void {
  const { s, t, m } = c
  s.add(path(`M${f(x - h * 0.03)} ${f(y)}L${f(x - h * 0.015)} ${f(y - h * 0.55)}h${f(h * 0.03)}L${f(x + h * 0.03)} ${f(y)}Z`, t('#6f7a3e')))
  const n = r.int(5, 7)
  let dark = ''
  let lit = ''
  let ribs = ''
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + ((i / (n - 1)) * 2 - 1) * r.range(0.9, 1.3)
    const len = h * r.range(0.45, 0.62)
    const bx = x
    const by = y - h * 0.52
    const ex = bx + Math.cos(a) * len
    const ey = by + Math.sin(a) * len * 0.7 + Math.abs(Math.cos(a)) * len * 0.35
    const nx = -Math.sin(a) * len * 0.16
    const ny = Math.cos(a) * len * 0.16
    const mx = (bx + ex) / 2
    const my = (by + ey) / 2 - len * 0.08
    const leaf = `M${f(bx)} ${f(by)}Q${f(mx + nx)} ${f(my + ny)} ${f(ex)} ${f(ey)}Q${f(mx - nx)} ${f(my - ny)} ${f(bx)} ${f(by)}Z`
    if (i % 2) dark += leaf
    else lit += leaf
    ribs += `M${f(bx)} ${f(by)}Q${f(mx)} ${f(my)} ${f(ex)} ${f(ey)}`
  }
  s.add(path(dark, t(mix('#3f6a2e', m.shadow, 0.3))), path(lit, t(mix('#6a9a3e', m.light, 0.15))), stroke(ribs, t('#a8b86a'), Math.max(1, h * 0.006), so(0.7)))
}

/** Frangipani: forked grey branches, leaf rosettes and cream-and-yellow flowers. */
export function frangipani(c: Ctx, x: number, y: number, h: number, r: Rand = c.r): void {
  const { s, t, m } = c
  let br = ''
  const tips: Pt[] = []
  const grow = (x0: number, y0: number, a: number, len: number, depth: number) => {
    const x1 = x0 + Math.cos(a) * len
    const y1 = y0 + Math.sin(a) * len
    br += `M${f(x0)} ${f(y0)}Q${f((x0 + x1) / 2 + len * 0.1)} ${f((y0 + y1) / 2)} ${f(x1)} ${f(y1)}`
    if (depth === 0) tips.push([x1, y1])
    else for (const da of [-0.45, 0.45]) grow(x1, y1, a + da + r.jit(0, 0.15), len * 0.72, depth - 1)
  }
  grow(x, y, -Math.PI / 2 + r.jit(0, 0.1), h * 0.36, 3)
  s.add(stroke(br, t('#8a8070'), Math.max(2, h * 0.022)))
  let lv = ''
  let fl = ''
  let cen = ''
  for (const [tx, ty] of tips) {
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + (i - 2) * 0.55
      lv += blob(r, tx + Math.cos(a) * h * 0.06, ty + Math.sin(a) * h * 0.04, h * 0.07, h * 0.025, 7, 0.12, a)
    }
    for (let i = 0; i < 3; i++) {
      const fx = tx + r.jit(0, h * 0.04)
      const fy = ty - h * 0.03 + r.jit(0, h * 0.02)
      fl += `M${f(fx - h * 0.022)} ${f(fy)}a${f(h * 0.022)} ${f(h * 0.022)} 0 1 0 ${f(h * 0.044)} 0a${f(h * 0.022)} ${f(h * 0.022)} 0 1 0 ${f(-h * 0.044)} 0`
      cen += `M${f(fx - h * 0.008)} ${f(fy)}a${f(h * 0.008)} ${f(h * 0.008)} 0 1 0 ${f(h * 0.016)} 0a${f(h * 0.008)} ${f(h * 0.008)} 0 1 0 ${f(-h * 0.016)} 0`
    }
  }
  s.add(path(lv, t(mix('#4f7a3a', m.shadow, 0.15))), path(fl, t('#fbf6ea')), path(cen, t('#f2c14e')))
}

/** Bougainvillea spilling over a wall: magenta clusters over a dark leaf mass. */
export function bougainvillea(c: Ctx, x: number, y: number, w: number, h: number, r: Rand = c.r): void {
  const { s, t, m } = c
  let leaf = ''
  let pink = ''
  let pink2 = ''
  for (let i = 0; i < 14; i++) leaf += blob(r, x + r() * w, y + r() * h, r.range(16, 34), r.range(12, 26), 8, 0.25)
  for (let i = 0; i < 34; i++) {
    const d = blob(r, x + r() * w, y + Math.pow(r(), 0.8) * h, r.range(8, 18), r.range(6, 14), 7, 0.3)
    if (i % 3) pink += d
    else pink2 += d
  }
  s.add(path(leaf, t(mix('#4f7a3a', m.light, 0.1))), path(pink, t('#d23a78')), path(pink2, t('#ee6a9e')))
}

/** Flat, mossy ground mounds (Kyoto gardens) between x0 and x1 at y. */
export function mossMounds(c: Ctx, x0: number, x1: number, y: number, h: number, r: Rand = c.r): void {
  const { s, t, m } = c
  let d0 = ''
  let d1 = ''
  for (let x = x0; x < x1; x += r.range(h * 1.2, h * 2.6)) {
    const w = r.range(h * 1.4, h * 3)
    const hh = h * r.range(0.6, 1.1)
    d0 += `M${f(x - w / 2)} ${f(y)}Q${f(x - w * 0.3)} ${f(y - hh)} ${f(x)} ${f(y - hh)}Q${f(x + w * 0.3)} ${f(y - hh)} ${f(x + w / 2)} ${f(y)}Z`
    d1 += `M${f(x - w * 0.35)} ${f(y - hh * 0.35)}Q${f(x - w * 0.2)} ${f(y - hh * 0.95)} ${f(x)} ${f(y - hh * 0.95)}Q${f(x + w * 0.1)} ${f(y - hh * 0.9)} ${f(x + w * 0.15)} ${f(y - hh * 0.7)}Q${f(x - w * 0.1)} ${f(y - hh * 0.6)} ${f(x - w * 0.35)} ${f(y - hh * 0.35)}Z`
  }
  s.add(path(d0, t(mix('#4f6a2e', m.shadow, 0.12))), path(d1, t(mix('#7a9a44', m.light, 0.15)), fo(0.8)))
}

// ================================================================ landmarks

/** The Eiffel Tower (silhouette with lattice hints), base centre x, feet at y, height h. */
export function eiffel(c: Ctx, x: number, y: number, h: number, col: string, lights = 0): void {
  const { s } = c
  const w = h * 0.36
  const l1 = y - h * 0.2
  const l2 = y - h * 0.45
  const top = y - h
  const d = `M${f(x - w / 2)} ${f(y)}Q${f(x - w * 0.25)} ${f(l1 + h * 0.05)} ${f(x - w * 0.17)} ${f(l1)}L${f(x - w * 0.09)} ${f(l2)}Q${f(x - w * 0.04)} ${f(y - h * 0.75)} ${f(x - w * 0.012)} ${f(top + h * 0.06)}L${f(x)} ${f(top)}L${f(x + w * 0.012)} ${f(top + h * 0.06)}Q${f(x + w * 0.04)} ${f(y - h * 0.75)} ${f(x + w * 0.09)} ${f(l2)}L${f(x + w * 0.17)} ${f(l1)}Q${f(x + w * 0.25)} ${f(l1 + h * 0.05)} ${f(x + w / 2)} ${f(y)}H${f(x + w * 0.3)}Q${f(x)} ${f(y - h * 0.17)} ${f(x - w * 0.3)} ${f(y)}Z`
  s.add(path(d, col))
  // platforms
  s.add(rect(x - w * 0.2, l1 - h * 0.012, w * 0.4, h * 0.02, col), rect(x - w * 0.1, l2 - h * 0.01, w * 0.2, h * 0.016, col))
  s.add(stroke(`M${f(x)} ${f(top)}v${f(-h * 0.05)}`, col, Math.max(1, h * 0.006)))
  if (lights > 0.2) {
    s.add(glow(s, x, y - h * 0.5, h * 0.45, '#ffcf7a', 0.35 * lights))
    s.add(path(d, '#ffc870', fo(0.45 * lights)))
  }
}

/** Snow on a ridge line: down to a ragged snow line, never deeper than `depth` below the crest. */
function snowOn(top: Pt[], snowY: number, depth: number, r: Rand): string {
  const waves = Array.from({ length: 3 }, (_, i) => ({ k: r.range(0.02, 0.06) * (i + 1), p: r() * 6, a: (depth * 0.25) / (i + 1) }))
  const back: Pt[] = []
  for (let i = top.length - 1; i >= 0; i--) {
    const [x, y] = at(top, i)
    let line = snowY
    for (const w of waves) line += Math.sin(x * w.k + w.p) * w.a
    back.push([x, Math.max(y, Math.min(line, y + depth * (0.5 + 0.5 * Math.abs(Math.sin(x * 0.031 + 1)))))])
  }
  return pd([...top, ...back], true)
}

/** A snow-capped Alpine range along the horizon: far silhouette and a nearer, sharper one. */
export function alps(c: Ctx, x0: number, x1: number, base: number, height: number, r: Rand = c.r): void {
  const { s, m, t } = c
  const rock = '#6d7488'
  const snow = mix('#ffffff', m.light, 0.2)
  const far: Pt[] = []
  for (let x = x0 - 40; x <= x1 + 40; x += r.range(70, 140) * Math.max(0.5, height / 300)) far.push([x, base - height * r.range(0.45, 0.8)])
  const farTop = jagged(r, far, height * 0.16, 5)
  s.add(path(silhouette(farTop, base, false), mix(mix(rock, m.haze, 0.7), m.sky[1], 0.2)))
  s.add(path(snowOn(farTop, base - height * 0.5, height * 0.25, r), mix(snow, m.haze, 0.45)))
  const near: Pt[] = []
  for (let x = x0 - 40; x <= x1 + 40; x += r.range(90, 180) * Math.max(0.5, height / 300))
    near.push([x, base - height * (r.chance(0.35) ? r.range(0.75, 1) : r.range(0.3, 0.55))])
  const nearTop = jagged(r, near, height * 0.18, 5)
  s.add(path(silhouette(nearTop, base, false), t(mix(mix(rock, m.haze, 0.45), m.sky[1], 0.1))))
  // shaded east faces: a darker band under each crest
  s.add(path(snowOn(nearTop, base - height * 0.55, height * 0.3, r), t(mix(snow, m.haze, 0.2), 0.5)))
}

/** A Thai prang (Khmer-style tower, as at Wat Arun): banded, tapering, with a spire. */
export function prang(c: Ctx, x: number, y: number, h: number, col = '#efe6d6', r: Rand = c.r): void {
  const { s, t, m } = c
  const w = h * 0.34
  const body = t(col)
  const shade = t(mix(col, m.shadow, 0.28))
  const band = t(mix(col, '#8a6f5a', 0.45))
  // stepped base terraces
  let base = ''
  for (let i = 0; i < 3; i++) {
    const bw = w * (1.25 - i * 0.18)
    const by = y - i * h * 0.06
    base += `M${f(x - bw / 2)} ${f(by)}V${f(by - h * 0.06)}H${f(x + bw / 2)}V${f(by)}Z`
  }
  s.add(path(base, body))
  // the corn-cob tower
  const y0 = y - h * 0.18
  const pts: Pt[] = []
  const n = 14
  for (let i = 0; i <= n; i++) {
    const k = i / n
    const ww = w * 0.42 * (1 - k ** 1.6 * 0.9) * (1 + 0.08 * Math.sin(k * Math.PI))
    pts.push([x - ww, y0 - k * h * 0.7])
  }
  const right = pts.map(([px, py]): Pt => [2 * x - px, py]).reverse()
  const tower = pd([...pts, ...right], true)
  s.add(path(tower, body))
  s.add(path(pd([...pts.map(([px, py]): Pt => [x + (px - x) * 0.35, py]), ...right], true), shade, fo(0.55)))
  let bands = ''
  for (let i = 1; i < n; i++) {
    const [px, py] = at(pts, i)
    bands += `M${f(px)} ${f(py)}H${f(2 * x - px)}`
  }
  s.add(stroke(bands, band, Math.max(1.2, h * 0.008), so(0.8)))
  // porcelain dots
  let dots = ''
  for (let i = 0; i < 60; i++) {
    const k = r() * 0.9
    const [px, py] = at(pts, Math.floor(k * n))
    const dx = (x - px) * r.range(-0.9, 0.9)
    dots += `M${f(x + dx)} ${f(py - h * 0.02)}h${f(h * 0.006)}v${f(h * 0.006)}h${f(-h * 0.006)}Z`
  }
  s.add(path(dots, t(r.pick(['#5f8fb0', '#c26a4a', '#6a9a7a']))))
  // spire + trident
  const top = y0 - h * 0.7
  s.add(path(`M${f(x - h * 0.012)} ${f(top + 2)}L${f(x)} ${f(y - h)}L${f(x + h * 0.012)} ${f(top + 2)}Z`, t(mix(col, P.brass, 0.5))))
  // niches with small figures
  s.add(path(`M${f(x - w * 0.12)} ${f(y0 - h * 0.05)}v${f(-h * 0.1)}q${f(w * 0.12)} ${f(-h * 0.06)} ${f(w * 0.24)} 0v${f(h * 0.1)}Z`, t(mix(col, '#5a4a3a', 0.4))))
}

/** A longtail boat on the water: slender hull with a raised bow, canopy and the long propeller shaft. */
export function longtail(c: Ctx, x: number, y: number, len: number, dir: 1 | -1, hull: string, canopy: string): void {
  const { s, t, m } = c
  const h = len * 0.08
  const bow = x + (dir * len) / 2
  const stern = x - (dir * len) / 2
  const d = `M${f(stern)} ${f(y - h * 0.7)}Q${f(x)} ${f(y + h * 0.4)} ${f(bow - dir * len * 0.08)} ${f(y - h * 0.4)}L${f(bow)} ${f(y - h * 2.2)}L${f(bow - dir * len * 0.06)} ${f(y - h * 0.9)}Q${f(x)} ${f(y - h * 0.6)} ${f(stern)} ${f(y - h * 1.1)}Z`
  s.add(ellipse(x, y + h * 0.3, len * 0.5, h * 0.5, t(m.shadow), fo(0.25)))
  s.add(path(d, t(hull)))
  s.add(
    stroke(`M${f(stern)} ${f(y - h * 1.05)}Q${f(x)} ${f(y - h * 0.55)} ${f(bow - dir * len * 0.06)} ${f(y - h * 0.85)}`, t(lighten(hull, 0.4)), Math.max(1, h * 0.25)),
  )
  // garland at the bow
  s.add(circle(bow - dir * len * 0.02, y - h * 1.9, h * 0.35, t('#e0a030')))
  // canopy
  const c0 = x - dir * len * 0.25
  const c1 = x + dir * len * 0.2
  const ct = y - h * 3.2
  s.add(rect(Math.min(c0, c1), ct, Math.abs(c1 - c0), h * 0.5, t(canopy)))
  s.add(
    stroke(
      `M${f(c0)} ${f(ct)}V${f(y - h * 0.8)}M${f(c1)} ${f(ct)}V${f(y - h * 0.8)}M${f((c0 + c1) / 2)} ${f(ct)}V${f(y - h * 0.8)}`,
      t('#3a2e26'),
      Math.max(1, h * 0.12),
    ),
  )
  // engine and shaft
  s.add(rect(stern + dir * len * 0.02 - h * 0.4, y - h * 2, h * 0.9, h * 0.8, t('#5a5550')))
  s.add(stroke(`M${f(stern + dir * len * 0.03)} ${f(y - h * 1.6)}L${f(stern - dir * len * 0.28)} ${f(y + h * 0.3)}`, t('#2a2623'), Math.max(1, h * 0.16)))
  // wake
  s.add(
    stroke(
      `M${f(stern - dir * len * 0.28)} ${f(y + h * 0.4)}q${f(-dir * len * 0.1)} ${f(h * 0.3)} ${f(-dir * len * 0.3)} ${f(h * 0.2)}`,
      '#ffffff',
      Math.max(1, h * 0.25),
      so(0.5),
    ),
  )
}

/** A round silk lantern (Hoi An): glowing body, ribs, cap and tassel. */
export function silkLantern(c: Ctx, x: number, y: number, size: number, col: string, on: number): void {
  const { s, m } = c
  const body = mix(mix(col, '#000', m.dark * 0.3), P.lampHot, on * 0.35)
  if (on > 0.1) s.add(glow(s, x, y, size * 3.2, mix(col, P.lamp, 0.5), 0.5 * on))
  s.add(ellipse(x, y, size * 0.62, size * 0.5, body))
  s.add(
    stroke(
      `M${f(x)} ${f(y - size * 0.5)}V${f(y + size * 0.5)}M${f(x - size * 0.35)} ${f(y - size * 0.41)}Q${f(x - size * 0.45)} ${f(y)} ${f(x - size * 0.35)} ${f(y + size * 0.41)}M${f(x + size * 0.35)} ${f(y - size * 0.41)}Q${f(x + size * 0.45)} ${f(y)} ${f(x + size * 0.35)} ${f(y + size * 0.41)}`,
      mix(col, '#3a1a10', 0.5),
      Math.max(0.8, size * 0.04),
      so(0.6),
    ),
  )
  s.add(rect(x - size * 0.22, y - size * 0.58, size * 0.44, size * 0.1, '#3a2a1a'), rect(x - size * 0.22, y + size * 0.48, size * 0.44, size * 0.1, '#3a2a1a'))
  s.add(stroke(`M${f(x)} ${f(y + size * 0.58)}v${f(size * 0.45)}`, mix(col, '#000', 0.2), Math.max(1, size * 0.08)))
  if (on > 0.1) s.add(glowE(s, x, y, size * 0.4, size * 0.3, P.lampHot, 0.55 * on))
}

/** Steep alang-alang thatched roof of a Balinese bale: base centre x, eaves at y, width w, height h. */
export function thatchRoof(c: Ctx, x: number, y: number, w: number, h: number, r: Rand = c.r): void {
  const { s, t, m } = c
  const base = '#8a6a44'
  const d = `M${f(x - w / 2)} ${f(y)}Q${f(x - w * 0.3)} ${f(y - h * 0.55)} ${f(x - w * 0.06)} ${f(y - h)}H${f(x + w * 0.06)}Q${f(x + w * 0.3)} ${f(y - h * 0.55)} ${f(x + w / 2)} ${f(y)}Q${f(x)} ${f(y + h * 0.06)} ${f(x - w / 2)} ${f(y)}Z`
  s.add(
    path(
      d,
      s.lin([
        [0, t(mix(base, m.light, 0.2))],
        [0.7, t(base)],
        [1, t(darken(base, 0.3))],
      ]),
    ),
  )
  let straw = ''
  for (let i = 0; i < 60; i++) {
    const k = r()
    const yy = y - h * r.range(0.02, 0.95)
    const half = (w / 2) * (1 - ((y - yy) / h) * 0.85)
    const xx = x + (k * 2 - 1) * half
    straw += `M${f(xx)} ${f(yy)}l${f((xx - x) * 0.04)} ${f(h * 0.08)}`
  }
  s.add(stroke(straw, t(darken(base, 0.35)), Math.max(1, w * 0.004), so(0.5)))
  s.add(stroke(`M${f(x - w / 2)} ${f(y)}Q${f(x)} ${f(y + h * 0.06)} ${f(x + w / 2)} ${f(y)}`, t(darken(base, 0.45)), Math.max(2, h * 0.04)))
  s.add(rect(x - w * 0.07, y - h - h * 0.04, w * 0.14, h * 0.06, t('#3a2e22')))
}

/** Rice terraces: stepped, curving paddies between y0 and y1, some flooded (sky-coloured), some green. */
export function riceTerraces(c: Ctx, x0: number, x1: number, y0: number, y1: number, r: Rand = c.r, opt: { flooded?: number; rows?: number } = {}): void {
  const { s, t, m } = c
  const rows = opt.rows ?? 13
  const flooded = opt.flooded ?? 0.2
  const greens = ['#86a63c', '#9bbb48', '#a9c655', '#7a9a34', '#93b043']
  const riserC = t(mix('#5a6a2a', m.shadow, 0.3))
  const lines: Pt[][] = []
  const ph = r() * 6
  const ph2 = r() * 6
  for (let i = 0; i <= rows; i++) {
    const k = i / rows
    const y = y0 + (y1 - y0) * k ** 1.35
    const amp = 10 + k * 70
    const pts: Pt[] = []
    for (let x = x0 - 40; x <= x1 + 40; x += 32) pts.push([x, y + Math.sin(x * 0.0035 + ph + k * 0.8) * amp + Math.sin(x * 0.009 + ph2) * amp * 0.25])
    lines.push(pts)
  }
  let rowsD = ''
  for (let i = 1; i <= rows; i++) {
    const k = i / rows
    const prev = at(lines, i - 1)
    const pts = at(lines, i)
    const riser = 3 + k * 16
    const water = r.chance(flooded)
    // the paddy: from the previous edge (plus its riser) down to this edge
    const top = prev.map(([x, y]): Pt => [x, y + (3 + ((i - 1) / rows) * 16)])
    const fill = water ? t(mix(mix(m.sky[1], m.sky[2], 0.5), '#8ab070', 0.25), 0.6) : t(mix(at(greens, (i * 3) % greens.length), m.haze, 0.4 * (1 - k)))
    s.add(path(pd([...top, ...pts.slice().reverse()], true), fill))
    if (water) s.add(stroke(pd(top.map(([x, y]): Pt => [x, y + 3 + k * 4])), lighten(m.sky[2], 0.35), 1 + k * 2, so(0.5)))
    else for (const [x, y] of top) if (r.chance(0.7)) rowsD += `M${f(x)} ${f(y + 5 + k * 6)}l${f(8 + k * 14)} ${f(1 + k * 3)}`
    // the riser (the terrace wall) below this edge
    s.add(
      path(
        pd(
          [
            ...pts,
            ...pts
              .slice()
              .reverse()
              .map(([x, y]): Pt => [x, y + riser]),
          ],
          true,
        ),
        riserC,
      ),
    )
  }
  s.add(stroke(rowsD, t(mix('#5f8a2e', m.shadow, 0.15)), 2, so(0.45)))
}

/** Pudong's towers across the river (Oriental Pearl, Shanghai Tower, SWFC, Jin Mao) plus filler towers. */
export function pudong(c: Ctx, x0: number, x1: number, base: number, scale: number, r: Rand = c.r): void {
  const { s, t, m } = c
  const night = m.lights > 0.5
  const body = (k: number) => t(mix(mix('#5d6b80', m.haze, 0.35 + k * 0.2), m.sky[1], 0.15), 0.9)
  const glassLit = night ? '#8fd0ff' : lighten(m.sky[2], 0.3)
  // filler towers
  let filler = ''
  let lit = ''
  for (let x = Math.min(x0, x1 - 2000 * scale); x < Math.max(x1, x0 + 2000 * scale); x += r.range(30, 70) * scale) {
    const w = r.range(22, 46) * scale
    const h = r.range(100, 320) * scale * (1 - 0.5 * Math.min(1, Math.abs(x - (x0 + x1) / 2) / (1200 * scale)))
    filler += `M${f(x)} ${f(base)}V${f(base - h)}H${f(x + w)}V${f(base)}Z`
    if (night)
      for (let yy = base - h + 8 * scale; yy < base - 6; yy += 9 * scale)
        if (r.chance(0.7)) lit += `M${f(x + 3 * scale)} ${f(yy)}h${f(w - 6 * scale)}v${f(3 * scale)}h${f(-(w - 6 * scale))}Z`
  }
  s.add(path(filler, body(0.4)))
  if (lit) s.add(path(lit, P.lamp, fo(0.45)))
  const cx = x0 + (x1 - x0) * 0.5
  // Shanghai Tower: tapering, slightly twisted
  const stx = cx + 150 * scale
  const sth = 620 * scale
  s.add(
    path(
      `M${f(stx - 40 * scale)} ${f(base)}C${f(stx - 38 * scale)} ${f(base - sth * 0.6)} ${f(stx - 20 * scale)} ${f(base - sth * 0.9)} ${f(stx + 2 * scale)} ${f(base - sth)}L${f(stx + 14 * scale)} ${f(base - sth * 0.97)}C${f(stx + 24 * scale)} ${f(base - sth * 0.75)} ${f(stx + 38 * scale)} ${f(base - sth * 0.4)} ${f(stx + 40 * scale)} ${f(base)}Z`,
      body(0),
    ),
  )
  s.add(
    stroke(
      `M${f(stx + 8 * scale)} ${f(base - sth * 0.97)}C${f(stx + 18 * scale)} ${f(base - sth * 0.6)} ${f(stx + 10 * scale)} ${f(base - sth * 0.3)} ${f(stx + 20 * scale)} ${f(base)}`,
      glassLit,
      2 * scale,
      so(0.5),
    ),
  )
  // SWFC: the "bottle opener"
  const swx = cx + 60 * scale
  const swh = 560 * scale
  s.add(path(`M${f(swx - 32 * scale)} ${f(base)}L${f(swx - 14 * scale)} ${f(base - swh)}H${f(swx + 14 * scale)}L${f(swx + 32 * scale)} ${f(base)}Z`, body(0.1)))
  s.add(rect(swx - 10 * scale, base - swh + 12 * scale, 20 * scale, 22 * scale, mix(m.sky[1], m.sky[2], 0.5)))
  // Jin Mao: stepped pagoda-like tower with a spire
  const jmx = cx - 30 * scale
  const jmh = 470 * scale
  let jm = `M${f(jmx - 28 * scale)} ${f(base)}`
  for (let i = 0; i < 8; i++) {
    const k = i / 8
    const ww = 28 * scale * (1 - k * 0.75)
    jm += `V${f(base - jmh * (0.5 + k * 0.055))}H${f(jmx - ww * 0.85)}`
  }
  jm += `L${f(jmx)} ${f(base - jmh)}`
  const jmPath = jm + `L${f(jmx)} ${f(base)}Z`
  s.add(path(jmPath, body(0.1)), `<g transform="translate(${f(2 * jmx)} 0) scale(-1 1)">${path(jmPath, body(0.15))}</g>`)
  // Oriental Pearl: tripod, two spheres, spire
  const opx = cx - 220 * scale
  const oph = 470 * scale
  const pink = night ? '#ff6fa8' : '#c4587a'
  s.add(
    stroke(
      `M${f(opx - 40 * scale)} ${f(base)}L${f(opx - 8 * scale)} ${f(base - oph * 0.22)}M${f(opx + 40 * scale)} ${f(base)}L${f(opx + 8 * scale)} ${f(base - oph * 0.22)}M${f(opx)} ${f(base)}V${f(base - oph * 0.95)}`,
      body(0.05),
      9 * scale,
    ),
  )
  s.add(
    stroke(
      `M${f(opx - 6 * scale)} ${f(base - oph * 0.2)}V${f(base - oph * 0.7)}M${f(opx + 6 * scale)} ${f(base - oph * 0.2)}V${f(base - oph * 0.7)}`,
      body(0.05),
      7 * scale,
    ),
  )
  s.add(circle(opx, base - oph * 0.25, 34 * scale, pink), circle(opx, base - oph * 0.68, 24 * scale, pink), circle(opx, base - oph * 0.82, 8 * scale, pink))
  s.add(circle(opx - 10 * scale, base - oph * 0.25 - 10 * scale, 10 * scale, '#ffffff', fo(0.25)))
  s.add(stroke(`M${f(opx)} ${f(base - oph * 0.84)}V${f(base - oph)}`, body(0), 3 * scale))
  if (night) {
    s.add(glow(s, opx, base - oph * 0.25, 90 * scale, pink, 0.5), glow(s, opx, base - oph * 0.68, 70 * scale, pink, 0.4))
    s.add(glow(s, stx, base - sth * 0.98, 60 * scale, '#c8e8ff', 0.4))
    // LED outlines and lit floors of the towers
    s.add(
      stroke(
        `M${f(stx - 40 * scale)} ${f(base)}C${f(stx - 38 * scale)} ${f(base - sth * 0.6)} ${f(stx - 20 * scale)} ${f(base - sth * 0.9)} ${f(stx + 2 * scale)} ${f(base - sth)}M${f(swx - 32 * scale)} ${f(base)}L${f(swx - 14 * scale)} ${f(base - swh)}`,
        '#8fd0ff',
        2 * scale,
        so(0.7),
      ),
    )
    let floorsLit = ''
    for (let yy = base - jmh * 0.5; yy < base - 8; yy += 10 * scale) floorsLit += `M${f(jmx - 24 * scale)} ${f(yy)}h${f(48 * scale)}v${f(3 * scale)}h${f(-48 * scale)}Z`
    for (let yy = base - swh * 0.9; yy < base - 8; yy += 12 * scale) floorsLit += `M${f(swx - 12 * scale)} ${f(yy)}h${f(24 * scale)}v${f(3 * scale)}h${f(-24 * scale)}Z`
    s.add(path(floorsLit, '#ffd890', fo(0.7)))
  }
}

/** A Japanese five-storey pagoda (Yasaka, Tō-ji): dark timber, deep grey eaves, bronze spire. */
export function japanesePagoda(c: Ctx, x: number, y: number, h: number): void {
  const { s, t, m } = c
  const wood = t(mix('#5a3a2a', m.haze, 0.15))
  const roof = t(mix('#3a3d42', m.haze, 0.12))
  const roofLit = t(mix('#6a6e74', m.light, 0.2))
  const tiers = 5
  const spire = h * 0.24
  const bodyH = h - spire
  const tierH = bodyH / tiers
  const w0 = h * 0.2
  let yy = y
  let walls = ''
  let roofs = ''
  let edges = ''
  for (let i = 0; i < tiers; i++) {
    const bw = w0 * (1 - i * 0.1)
    const bh = tierH * 0.46
    walls += `M${f(x - bw / 2)} ${f(yy)}h${f(bw)}v${f(-bh)}h${f(-bw)}Z`
    const ye = yy - bh
    const rw = bw * 2.05
    const rh = tierH * 0.5
    roofs += `M${f(x - rw / 2)} ${f(ye - rh * 0.28)}Q${f(x - rw * 0.3)} ${f(ye + rh * 0.12)} ${f(x)} ${f(ye + rh * 0.1)}Q${f(x + rw * 0.3)} ${f(ye + rh * 0.12)} ${f(x + rw / 2)} ${f(ye - rh * 0.28)}L${f(x + bw * 0.42)} ${f(ye - rh)}H${f(x - bw * 0.42)}Z`
    edges += `M${f(x - rw / 2)} ${f(ye - rh * 0.28)}Q${f(x - rw * 0.3)} ${f(ye + rh * 0.12)} ${f(x)} ${f(ye + rh * 0.1)}Q${f(x + rw * 0.3)} ${f(ye + rh * 0.12)} ${f(x + rw / 2)} ${f(ye - rh * 0.28)}`
    yy = ye - rh * 0.9
  }
  s.add(path(walls, wood), path(roofs, roof), stroke(edges, roofLit, Math.max(1.5, h * 0.006)))
  // spire with rings
  const bronze = t(mix('#6a5a3a', m.light, 0.1))
  s.add(rect(x - h * 0.006, yy - spire, h * 0.012, spire, bronze))
  let rings = ''
  for (let i = 0; i < 9; i++) rings += `M${f(x - h * 0.025)} ${f(yy - spire * 0.12 - i * spire * 0.075)}h${f(h * 0.05)}`
  s.add(stroke(rings, bronze, Math.max(1, h * 0.008)))
}

/** A Thai gable seen end-on: tiered steep roofs with gold barge boards and chofa finials. */
export function thaiGable(c: Ctx, x: number, y: number, w: number, h: number, tile = '#b0452f', trim = '#d9a83a'): void {
  const { s, t, m } = c
  const layers = 3
  for (let i = 0; i < layers; i++) {
    const k = i / layers
    const ww = w * (1 - k * 0.28)
    const yy = y - h * k * 0.22
    const hh = h * (1 - k * 0.22)
    s.add(
      path(
        `M${f(x - ww / 2)} ${f(yy)}Q${f(x - ww * 0.2)} ${f(yy - hh * 0.6)} ${f(x)} ${f(yy - hh)}Q${f(x + ww * 0.2)} ${f(yy - hh * 0.6)} ${f(x + ww / 2)} ${f(yy)}Z`,
        t(i === layers - 1 ? mix(tile, '#2f6a4a', 0.0) : mix(tile, m.shadow, 0.15 * (layers - i))),
      ),
    )
    s.add(
      stroke(
        `M${f(x - ww / 2)} ${f(yy)}Q${f(x - ww * 0.2)} ${f(yy - hh * 0.6)} ${f(x)} ${f(yy - hh)}Q${f(x + ww * 0.2)} ${f(yy - hh * 0.6)} ${f(x + ww / 2)} ${f(yy)}`,
        t(trim),
        Math.max(2, w * 0.018),
      ),
    )
    // eave-end finials (hang hong)
    s.add(
      stroke(
        `M${f(x - ww / 2)} ${f(yy)}q${f(-w * 0.03)} ${f(-h * 0.06)} ${f(-w * 0.01)} ${f(-h * 0.12)}M${f(x + ww / 2)} ${f(yy)}q${f(w * 0.03)} ${f(-h * 0.06)} ${f(w * 0.01)} ${f(-h * 0.12)}`,
        t(trim),
        Math.max(2, w * 0.014),
      ),
    )
  }
  // chofa at the apex
  s.add(stroke(`M${f(x)} ${f(y - h)}q${f(w * 0.02)} ${f(-h * 0.14)} ${f(w * 0.07)} ${f(-h * 0.16)}`, t(trim), Math.max(2, w * 0.02)))
  // gable pediment with gilded carving
  s.add(path(`M${f(x - w * 0.3)} ${f(y)}L${f(x)} ${f(y - h * 0.62)}L${f(x + w * 0.3)} ${f(y)}Z`, t(mix('#5a3a22', m.shadow, 0.1))))
  s.add(path(`M${f(x - w * 0.18)} ${f(y - h * 0.06)}L${f(x)} ${f(y - h * 0.44)}L${f(x + w * 0.18)} ${f(y - h * 0.06)}Z`, t(trim), fo(0.7)))
}
