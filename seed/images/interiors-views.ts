/**
 * Interiors that open onto their place: a bar with the view (Tokyo's whisky bar, the rooftop above
 * the Bund, a terrace on the Chao Phraya, a bale in Ubud, Hoi An's lantern-lit river), a sky pool in
 * Tokyo looking towards Fuji, and a Kyoto onsen among rocks and maples.
 */
import { H, P, W, at, blob, circle, darken, ellipse, f, fo, lighten, mix, path, rect, so, stroke, type Ctx } from './kit'
import { maple, silkLantern, thatchRoof } from './motifs'
import { ambient, type Light } from './scenes-interior'
import { stoneLantern } from './scenes-outdoor'
import { drawView } from './views'

function bottle(x: number, base: number, h: number, w: number): string {
  const neck = w * 0.28
  const sh = base - h * 0.62
  return `M${f(x - w / 2)} ${f(base)}V${f(sh)}Q${f(x - w / 2)} ${f(sh - h * 0.12)} ${f(x - neck / 2)} ${f(sh - h * 0.16)}V${f(base - h)}H${f(x + neck / 2)}V${f(sh - h * 0.16)}Q${f(x + w / 2)} ${f(sh - h * 0.12)} ${f(x + w / 2)} ${f(sh)}V${f(base)}Z`
}

/** A bar whose back is a window (or an open terrace) onto the view. */
export function barView(c: Ctx): void {
  const { s, r, m, t } = c
  const style = c.place.style
  const open = style === 'thai' || style === 'bali' || style === 'hoian'
  const lights: Light[] = []
  const wallC = style === 'deco' ? '#1f2a28' : style === 'tokyo' ? '#2a2622' : open ? '#6a4a30' : '#2f3a40'
  s.add(rect(0, 0, W, H, t(wallC)))
  const counter = H * r.range(0.64, 0.7)
  const wx0 = W * 0.04
  const wx1 = W * 0.96
  const wy0 = open ? H * 0.14 : H * 0.08
  const wy1 = counter - 30
  drawView(c, r.fork(), wx0, wy0, wx1, wy1, c.view, 0.62)
  if (open) {
    // posts and a roof edge: thatch in Ubud, tiles elsewhere; lanterns in Hoi An
    if (style === 'bali') thatchRoof(c, W / 2, wy0 + 30, W * 1.3, 260)
    else s.add(rect(0, 0, W, wy0 + 20, t(style === 'thai' ? '#7a4a2a' : '#9a5a3a')), rect(0, wy0 + 12, W, 12, t('#d9a83a')))
    let posts = ''
    for (const x of [wx0, W * 0.35, W * 0.65, wx1]) posts += `M${f(x - 18)} ${f(wy0)}h36V${f(counter)}h-36Z`
    s.add(path(posts, t('#5a3a22')))
    if (style === 'hoian')
      for (let i = 0; i < 6; i++) silkLantern(c, W * (0.1 + i * 0.16), wy0 + 70, 46, at(['#d9362e', '#e8a23a', '#c42a5a', '#f0c640'], i % 4), Math.max(0.5, m.lights))
    else for (let i = 0; i < 4; i++) lights.push({ x: W * (0.2 + i * 0.2), y: wy0 + 60, r: 160, a: 0.35 * Math.max(0.4, m.lights), color: P.lamp })
  } else {
    let mull = ''
    const n = style === 'tokyo' ? 4 : 5
    for (let i = 1; i < n; i++) mull += `M${f(wx0 + ((wx1 - wx0) * i) / n - 6)} ${f(wy0)}h12V${f(wy1)}h-12Z`
    s.add(path(mull, t('#1a1a1a')), stroke(`M${f(wx0)} ${f(wy0)}H${f(wx1)}V${f(wy1)}H${f(wx0)}Z`, t('#1a1a1a'), 14))
    // a shelf of bottles to one side, lit from below
    const sx = r.chance(0.5) ? wx0 + 20 : wx1 - 300
    s.add(rect(sx, wy1 - 190, 280, 190, t(mix(wallC, '#000', 0.3))))
    for (let k = 0; k < 2; k++) {
      const y = wy1 - 10 - k * 90
      let d = ''
      for (let x = sx + 20; x < sx + 270; x += r.range(30, 42)) d += bottle(x, y, r.range(50, 78), r.range(20, 30))
      s.add(path(d, t(r.pick(['#b8621f', '#d9a040', '#5a3a1a', '#9fc0c4'])), fo(0.9)), rect(sx, y, 280, 6, t(P.brass)))
      lights.push({ x: sx + 140, y: y - 40, r: 120, a: 0.3, color: P.lamp })
    }
  }
  // pendant lamps
  for (let i = 0; i < 3; i++) {
    const x = W * (0.25 + i * 0.25)
    const y = H * 0.2
    if (!open) s.add(stroke(`M${f(x)} 0V${f(y)}`, '#111', 2))
    s.add(
      circle(
        x,
        y + 26,
        26,
        s.rad([
          [0, P.lampHot],
          [0.7, '#ffd89a'],
          [1, '#e9b060'],
        ]),
      ),
    )
    lights.push({ x, y: y + 26, r: 170, a: 0.35, color: P.lamp }, { x, y: counter, r: 140, a: 0.22, color: P.lamp })
  }
  // the counter: stone top, a brass rail, a timber front
  const topC = style === 'deco' ? '#2e2b28' : style === 'tokyo' ? '#c9a87a' : '#ece6dc'
  const front = style === 'thai' || style === 'bali' ? '#6a4a2e' : style === 'deco' ? '#1f3a34' : style === 'tokyo' ? '#5a3e2a' : P.walnut
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
    rect(0, counter + 26, W, 10, t(P.brass)),
  )
  s.add(
    rect(
      0,
      counter + 36,
      W,
      H - counter - 36,
      s.lin([
        [0, t(darken(front, 0.1))],
        [1, t(darken(front, 0.4))],
      ]),
    ),
  )
  let flutes = ''
  for (let x = 0; x < W; x += 26) flutes += `M${f(x)} ${f(counter + 40)}h10V${f(H)}h-10Z`
  s.add(path(flutes, t(lighten(front, 0.15)), fo(0.35)))
  // two drinks
  for (let i = 0; i < 2; i++) {
    const x = W * r.range(0.2, 0.8)
    const y = counter + 14
    const drink = r.pick(['#e4823a', '#c93f3f', '#f1d780', '#b8621f'])
    s.add(path(`M${f(x - 40)} ${f(y - 90)}Q${f(x)} ${f(y - 40)} ${f(x + 40)} ${f(y - 90)}Z`, drink, fo(0.9)))
    s.add(
      stroke(
        `M${f(x - 42)} ${f(y - 92)}Q${f(x)} ${f(y - 38)} ${f(x + 42)} ${f(y - 92)}M${f(x)} ${f(y - 66)}V${f(y - 4)}M${f(x - 22)} ${f(y - 2)}h44`,
        '#f6f1e6',
        3,
        so(0.85),
      ),
    )
  }
  ambient(c, lights, 0.3)
}

/** Tokyo: the spa's pool on a high floor, a wall of glass onto the city and, on clear mornings, Fuji. */
export function poolTokyo(c: Ctx): void {
  const { s, r, m, t } = c
  const lights: Light[] = []
  s.add(rect(0, 0, W, H, t('#d9d2c4')))
  // the glass wall
  const gy0 = H * 0.08
  const gy1 = H * 0.56
  drawView(c, r.fork(), 0, gy0, W, gy1, 'city', 0.5)
  let mull = ''
  for (let x = 0; x <= W; x += W / 5) mull += `M${f(x - 5)} ${f(gy0)}h10V${f(gy1)}h-10Z`
  s.add(path(mull, t('#3a3b3d')), rect(0, gy0 - 30, W, 30, t('#e8e2d6')))
  // ceiling slats
  let slats = ''
  for (let x = -W; x < W * 2; x += 60) slats += `M${f(W / 2 + (x - W / 2) * 0.3)} ${f(gy0 - 30)}L${f(x)} 0`
  s.add(rect(0, 0, W, gy0 - 30, t('#c9a87a')), stroke(slats, t('#8a6a44'), 2, so(0.7)))
  // pool: dark stone edge, water reflecting the window
  const py = gy1 + 40
  s.add(rect(0, gy1, W, 40, t('#4a4a48')))
  s.add(
    rect(
      0,
      py,
      W,
      H - py,
      s.lin([
        [0, t(mix('#7fb0c0', m.sky[1], 0.4))],
        [0.4, t('#3a8a9a')],
        [1, t('#1f5a6a')],
      ]),
    ),
  )
  s.add(`<g transform="matrix(1 0 0 -0.5 0 ${f(py * 1.5)})">` + rect(0, gy0, W, gy1 - gy0, t(m.sky[1]), fo(0.25)) + '</g>')
  let rip = ''
  for (let y = py + 16; y < H; y += 14 + (y - py) * 0.08) {
    let x = r.range(-40, 0)
    rip += `M${f(x)} ${f(y)}`
    while (x < W) {
      const seg = r.range(40, 90)
      rip += `q${f(seg / 2)} ${f(r.jit(0, 5))} ${f(seg)} 0`
      x += seg
    }
  }
  s.add(stroke(rip, '#e8fbff', 1.5, so(0.35)))
  // loungers on the near edge, a towel
  s.add(rect(W * 0.62, H * 0.9, W * 0.4, H * 0.12, t('#5a5a56')))
  for (const x of [W * 0.68, W * 0.86]) s.add(rect(x - 90, H * 0.9 - 26, 180, 26, t('#f4f0e8')), rect(x - 20, H * 0.9 - 30, 60, 30, t('#22345a')))
  for (const x of [W * 0.2, W * 0.5, W * 0.8]) lights.push({ x, y: gy0 - 30, r: 180, a: 0.2, color: P.lamp })
  ambient(c, lights, 0.4)
}

/** A Kyoto onsen: a rock-edged hot spring, steam, a bamboo fence, a maple and a stone lantern. */
export function onsen(c: Ctx): void {
  const { s, r, m, t } = c
  // bamboo fence and the sky above
  s.add(
    rect(
      0,
      0,
      W,
      H * 0.3,
      s.lin([
        [0, m.sky[0]],
        [1, m.sky[2]],
      ]),
    ),
  )
  s.add(rect(0, H * 0.12, W, H * 0.4, t('#b8a46a')))
  let canes = ''
  for (let x = 0; x < W; x += 14) canes += `M${f(x)} ${f(H * 0.12)}V${f(H * 0.52)}`
  s.add(stroke(canes, t('#8a7a4a'), 3, so(0.7)), rect(0, H * 0.2, W, 10, t('#5a4a2a')), rect(0, H * 0.42, W, 10, t('#5a4a2a')))
  maple(c, W * r.range(0.65, 0.85), H * 0.55, 620, m.name === 'golden' || m.name === 'dusk' || r.chance(0.5))
  stoneLantern(c, W * r.range(0.1, 0.2), H * 0.56, 230)
  // the pool ringed by rocks
  const wy = H * 0.6
  s.add(rect(0, H * 0.5, W, H * 0.5, t('#5a6a3a')))
  s.add(
    ellipse(
      W / 2,
      H * 0.8,
      W * 0.55,
      H * 0.22,
      s.lin([
        [0, t('#8ab0a8')],
        [1, t('#4f8a88')],
      ]),
    ),
  )
  let rocks = ''
  let rocksLit = ''
  for (let i = 0; i < 26; i++) {
    const a = (i / 26) * Math.PI * 2
    const x = W / 2 + Math.cos(a) * W * 0.56
    const y = H * 0.8 + Math.sin(a) * H * 0.23
    const d = blob(r, x, y, r.range(50, 110), r.range(30, 60), 8, 0.25)
    if (i % 3) rocks += d
    else rocksLit += d
  }
  s.add(path(rocks, t('#6a665e')), path(rocksLit, t('#8a857a')))
  // steam
  let steam = ''
  for (let i = 0; i < 9; i++) steam += blob(r, W * r.range(0.2, 0.8), wy + r.range(60, 200), r.range(80, 160), r.range(20, 40), 8, 0.3)
  s.add(path(steam, '#ffffff', fo(0.22)))
  // a wooden bucket on the rocks
  const bx = W * r.range(0.2, 0.35)
  const by = H * 0.94
  s.add(path(`M${f(bx - 50)} ${f(by)}l10 -70h80l10 70Z`, t('#d8bc8a')), stroke(`M${f(bx - 45)} ${f(by - 20)}h90M${f(bx - 42)} ${f(by - 55)}h84`, t('#8a6a44'), 4))
}
