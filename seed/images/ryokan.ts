/**
 * Kyoto interiors, ryokan style: a tatami room (tatami mats, shoji open onto the garden, a tokonoma
 * with a scroll and ikebana, a low table and cushions; futon bedding or low twin beds), a hinoki
 * bath looking onto the garden, and the entrance hall.
 */
import { H, P, W, at, circle, darken, ellipse, f, fo, lighten, mix, path, pd, poly, rect, so, stroke, type Ctx } from './kit'
import { Cam, ambient, box, shades, type Light } from './scenes-interior'
import { drawView } from './views'

interface Tatami {
  cam: Cam
  xl: number
  xr: number
  floorY: number
  ceilY: number
  zb: number
  lights: Light[]
}

const PAPER = '#f3ecdc'
const WOOD = '#7a5a3a'
const DARK_WOOD = '#4a3426'

/** Walls, ceiling, tatami floor, shoji open onto the view, tokonoma and fusuma. */
function tatamiShell(c: Ctx, opts: { open: number; tokonoma: boolean }): Tatami {
  const { s, r, m, t } = c
  const floorY = r.range(1.0, 1.1)
  const ceilY = floorY - 2.45
  const RW = r.range(5.4, 6)
  const zb = r.range(4.8, 5.4)
  const cam = new Cam(r.range(940, 1000), W / 2 + r.jit(0, 40), H * r.range(0.4, 0.44), r.jit(0, 0.3))
  const xl = -RW / 2
  const xr = RW / 2
  const zn = 0.35
  const clay = r.pick(c.place.walls)
  const lights: Light[] = []
  // ceiling: light cedar boards with battens and a darker rim
  s.add(
    poly(
      cam.q([
        [xl, ceilY, zn],
        [xr, ceilY, zn],
        [xr, ceilY, zb],
        [xl, ceilY, zb],
      ]),
      s.lin([
        [0, t('#a8865c')],
        [1, t('#cfae80')],
      ]),
    ),
  )
  let battens = ''
  for (let x = xl; x <= xr; x += 0.45)
    battens += pd(
      cam.q([
        [x, ceilY, zn],
        [x, ceilY, zb],
      ]),
    )
  s.add(stroke(battens, t('#8a6a44'), 2, so(0.7)))
  // side walls: clay plaster above a wooden rail
  s.add(
    poly(
      cam.q([
        [xl, ceilY, zn],
        [xl, ceilY, zb],
        [xl, floorY, zb],
        [xl, floorY, zn],
      ]),
      t(mix(clay, m.shadow, 0.14)),
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
      t(mix(clay, m.shadow, 0.22)),
    ),
  )
  // back wall: a plaster band over the shoji (kokabe), a lintel (kamoi)
  const kamoi = ceilY + 0.55
  s.add(
    poly(
      cam.q([
        [xl, ceilY, zb],
        [xr, ceilY, zb],
        [xr, kamoi, zb],
        [xl, kamoi, zb],
      ]),
      t(clay),
    ),
  )
  // the view through the open shoji, beyond the engawa
  const [ox0, oy0] = cam.p(-opts.open / 2, kamoi, zb)
  const [ox1, oy1] = cam.p(opts.open / 2, floorY, zb)
  drawView(c, r.fork(), ox0, oy0, ox1, oy1, c.view, 0.45)
  // engawa: the veranda boards and its edge beam, seen through the opening
  const ey = oy1 - (oy1 - oy0) * 0.12
  s.add(
    rect(
      ox0,
      ey,
      ox1 - ox0,
      oy1 - ey,
      s.lin([
        [0, t('#a8804f')],
        [1, t('#c9a070')],
      ]),
    ),
  )
  let boards = ''
  for (let x = ox0; x < ox1; x += (ox1 - ox0) / 18) boards += `M${f(x)} ${f(ey)}L${f(x + (x - (ox0 + ox1) / 2) * 0.15)} ${f(oy1)}`
  s.add(stroke(boards, t('#7a5a3a'), 1, so(0.5)), rect(ox0, ey - 4, ox1 - ox0, 6, t(DARK_WOOD)))
  // shoji panels on both sides of the opening
  const shoji = (X0: number, X1: number) => {
    s.add(
      poly(
        cam.q([
          [X0, kamoi, zb],
          [X1, kamoi, zb],
          [X1, floorY, zb],
          [X0, floorY, zb],
        ]),
        t(mix(PAPER, m.light, 0.15), 0.6),
      ),
    )
    let grid = ''
    for (let x = X0; x <= X1 + 0.001; x += (X1 - X0) / Math.max(1, Math.round((X1 - X0) / 0.24)))
      grid += pd(
        cam.q([
          [x, kamoi, zb],
          [x, floorY - 0.3, zb],
        ]),
      )
    for (let y = kamoi; y < floorY - 0.3; y += 0.3)
      grid += pd(
        cam.q([
          [X0, y, zb],
          [X1, y, zb],
        ]),
      )
    s.add(stroke(grid, t(WOOD), 1.6))
    s.add(
      poly(
        cam.q([
          [X0, floorY - 0.3, zb],
          [X1, floorY - 0.3, zb],
          [X1, floorY, zb],
          [X0, floorY, zb],
        ]),
        t(WOOD),
      ),
    )
    s.add(
      stroke(
        pd(
          cam.q([
            [X0, kamoi, zb],
            [X1, kamoi, zb],
            [X1, floorY, zb],
            [X0, floorY, zb],
          ]),
          true,
        ),
        t(DARK_WOOD),
        3,
      ),
    )
  }
  shoji(xl, -opts.open / 2)
  shoji(opts.open / 2, xr)
  s.add(
    poly(
      cam.q([
        [xl, kamoi - 0.08, zb],
        [xr, kamoi - 0.08, zb],
        [xr, kamoi, zb],
        [xl, kamoi, zb],
      ]),
      t(DARK_WOOD),
    ),
  )
  // posts at the corners
  for (const X of [xl + 0.06, xr - 0.06])
    s.add(
      poly(
        cam.q([
          [X - 0.06, ceilY, zb - 0.02],
          [X + 0.06, ceilY, zb - 0.02],
          [X + 0.06, floorY, zb - 0.02],
          [X - 0.06, floorY, zb - 0.02],
        ]),
        t(WOOD),
      ),
    )
  // tatami floor: mats with dark cloth borders
  s.add(
    poly(
      cam.q([
        [xl, floorY, zn],
        [xr, floorY, zn],
        [xr, floorY, zb],
        [xl, floorY, zb],
      ]),
      s.lin([
        [0, t(mix('#b9ab6a', m.shadow, 0.08))],
        [1, t(mix('#d4c68a', m.light, 0.1))],
      ]),
    ),
  )
  let weave = ''
  for (let x = xl; x < xr; x += 0.06)
    weave += pd(
      cam.q([
        [x, floorY, 0.8],
        [x, floorY, zb],
      ]),
    )
  s.add(stroke(weave, t('#a4955a'), 0.8, so(0.35)))
  let heri = ''
  const cols = Math.round(RW / 0.9)
  for (let i = 0; i <= cols; i++)
    heri += pd(
      cam.q([
        [xl + (i * RW) / cols, floorY, 0.6],
        [xl + (i * RW) / cols, floorY, zb],
      ]),
    )
  for (let z = zb; z > 0.7; z -= 1.8)
    heri += pd(
      cam.q([
        [xl, floorY, z],
        [xr, floorY, z],
      ]),
    )
  s.add(stroke(heri, t('#2f2a22'), 3))
  // fusuma on the right wall: paper doors with a gold wash and round pulls
  const fz = [zb - 0.2, zb - 1.1, zb - 2.0, zb - 2.9]
  for (let i = 0; i < fz.length - 1; i++) {
    const za = at(fz, i)
    const zc = at(fz, i + 1)
    s.add(
      poly(
        cam.q([
          [xr - 0.01, kamoi, za],
          [xr - 0.01, kamoi, zc],
          [xr - 0.01, floorY, zc],
          [xr - 0.01, floorY, za],
        ]),
        s.lin([
          [0, t(mix('#efe2c0', m.shadow, 0.15))],
          [1, t(mix('#e2cf9a', m.shadow, 0.2))],
        ]),
      ),
    )
    s.add(
      stroke(
        pd(
          cam.q([
            [xr - 0.01, kamoi, za],
            [xr - 0.01, kamoi, zc],
            [xr - 0.01, floorY, zc],
            [xr - 0.01, floorY, za],
          ]),
          true,
        ),
        t(DARK_WOOD),
        2.5,
      ),
    )
    const [hx, hy] = cam.p(xr - 0.02, floorY - 0.9, zc + 0.12)
    s.add(circle(hx, hy, cam.k(zc) * 0.035, t(DARK_WOOD)))
  }
  if (opts.tokonoma) {
    // tokonoma in the left wall: a recess, a scroll, ikebana on the raised board
    const z0 = zb - 1.9
    const z1 = zb - 0.25
    s.add(
      poly(
        cam.q([
          [xl, kamoi, z0],
          [xl, kamoi, z1],
          [xl, floorY - 0.16, z1],
          [xl, floorY - 0.16, z0],
        ]),
        t(mix(clay, m.shadow, 0.32)),
      ),
    )
    s.add(
      poly(
        cam.q([
          [xl, floorY - 0.16, z0],
          [xl, floorY - 0.16, z1],
          [xl + 0.02, floorY, z1],
          [xl + 0.02, floorY, z0],
        ]),
        t('#5a3a28'),
      ),
    )
    const sz = (z0 + z1) / 2
    s.add(
      poly(
        cam.q([
          [xl + 0.01, kamoi + 0.15, sz - 0.22],
          [xl + 0.01, kamoi + 0.15, sz + 0.22],
          [xl + 0.01, floorY - 0.55, sz + 0.22],
          [xl + 0.01, floorY - 0.55, sz - 0.22],
        ]),
        t('#efe6d0'),
      ),
    )
    const ink = cam.q([
      [xl + 0.01, floorY - 1.1, sz - 0.18],
      [xl + 0.01, floorY - 1.35, sz - 0.05],
      [xl + 0.01, floorY - 1.2, sz + 0.05],
      [xl + 0.01, floorY - 1.45, sz + 0.16],
      [xl + 0.01, floorY - 1.0, sz + 0.18],
    ])
    s.add(path(pd(ink, true), t('#6a6a6a'), fo(0.6)))
    s.add(
      stroke(
        pd(
          cam.q([
            [xl + 0.01, kamoi + 0.15, sz - 0.24],
            [xl + 0.01, kamoi + 0.15, sz + 0.24],
          ]),
        ),
        t('#3a2a1e'),
        3,
      ),
    )
    // ikebana: a dark vase with a branch
    const [vx, vy] = cam.p(xl + 0.35, floorY - 0.16, z0 + 0.5)
    const vk = cam.k(z0 + 0.5)
    s.add(
      path(
        `M${f(vx - 0.07 * vk)} ${f(vy)}q${f(-0.02 * vk)} ${f(-0.16 * vk)} ${f(0.03 * vk)} ${f(-0.22 * vk)}h${f(0.08 * vk)}q${f(0.05 * vk)} ${f(0.06 * vk)} ${f(0.03 * vk)} ${f(0.22 * vk)}Z`,
        t('#2a2a2e'),
      ),
    )
    s.add(
      stroke(
        `M${f(vx)} ${f(vy - 0.22 * vk)}q${f(0.1 * vk)} ${f(-0.3 * vk)} ${f(0.35 * vk)} ${f(-0.42 * vk)}M${f(vx)} ${f(vy - 0.22 * vk)}q${f(-0.12 * vk)} ${f(-0.2 * vk)} ${f(-0.2 * vk)} ${f(-0.28 * vk)}`,
        t('#4a3426'),
        Math.max(1.5, 0.012 * vk),
      ),
    )
    for (const [dx, dy] of [
      [0.35, -0.64],
      [0.2, -0.55],
      [-0.2, -0.5],
      [0.1, -0.45],
    ] as const)
      s.add(circle(vx + dx * vk, vy + dy * vk, 0.035 * vk, t(c.m.name === 'golden' || c.m.name === 'dusk' ? '#c9452a' : '#f1c9cf')))
    // the tokobashira post
    s.add(
      poly(
        cam.q([
          [xl + 0.02, ceilY + 0.55, z0 - 0.06],
          [xl + 0.02, ceilY + 0.55, z0 + 0.06],
          [xl + 0.02, floorY, z0 + 0.06],
          [xl + 0.02, floorY, z0 - 0.06],
        ]),
        t('#6a4a30'),
      ),
    )
  }
  // paper floor lantern (andon)
  const ax = xl + 0.5
  const az = zb - 2.6
  const ak = cam.k(az)
  const [lx, ly] = cam.p(ax, floorY, az)
  const on = 0.4 + 0.6 * Math.max(m.lights, 0.3)
  s.add(
    rect(lx - 0.14 * ak, ly - 0.62 * ak, 0.28 * ak, 0.58 * ak, mix(t('#efe4c8'), P.lampHot, on * 0.5)),
    stroke(`M${f(lx - 0.15 * ak)} ${f(ly)}V${f(ly - 0.66 * ak)}M${f(lx + 0.15 * ak)} ${f(ly)}V${f(ly - 0.66 * ak)}`, t(DARK_WOOD), Math.max(2, 0.02 * ak)),
  )
  lights.push({ x: lx, y: ly - 0.35 * ak, r: 1.1 * ak, a: 0.35 * on, color: P.lamp })
  return { cam, xl, xr, floorY, ceilY, zb, lights }
}

/** Flat floor cushion (zabuton). */
function zabuton(c: Ctx, cam: Cam, X: number, Z: number, floorY: number, col: string): void {
  const sh = shades(c, col)
  box(c, cam, { x0: X - 0.3, x1: X + 0.3, y0: floorY - 0.07, y1: floorY, z0: Z - 0.3, z1: Z + 0.3 }, sh[0], sh[1], sh[2])
}

/** Low lacquer table with a tea set. */
function lowTable(c: Ctx, cam: Cam, X: number, Z: number, floorY: number, w = 1.2, d = 0.8): void {
  const { s, t } = c
  const lac = shades(c, '#3a2420')
  box(c, cam, { x0: X - w / 2, x1: X + w / 2, y0: floorY - 0.34, y1: floorY - 0.3, z0: Z - d / 2, z1: Z + d / 2 }, lac[0], t(lighten('#3a2420', 0.1)), lac[2])
  box(c, cam, { x0: X - w / 2 + 0.05, x1: X + w / 2 - 0.05, y0: floorY - 0.3, y1: floorY - 0.22, z0: Z - d / 2 + 0.04, z1: Z + d / 2 - 0.04 }, lac[0], lac[1], lac[2])
  for (const [lx, lz] of [
    [-1, -1],
    [1, -1],
  ] as const)
    box(
      c,
      cam,
      {
        x0: X + lx * (w / 2 - 0.1) - 0.04,
        x1: X + lx * (w / 2 - 0.1) + 0.04,
        y0: floorY - 0.22,
        y1: floorY,
        z0: Z + lz * (d / 2 - 0.1) - 0.04,
        z1: Z + lz * (d / 2 - 0.1) + 0.04,
      },
      lac[0],
      lac[1],
      lac[2],
    )
  const [tx, ty] = cam.p(X - 0.15, floorY - 0.34, Z)
  const k = cam.k(Z)
  s.add(ellipse(tx, ty - 0.06 * k, 0.09 * k, 0.07 * k, t('#3a3f3a')), rect(tx - 0.02 * k, ty - 0.15 * k, 0.04 * k, 0.03 * k, t('#3a3f3a')))
  for (const dx of [0.12, 0.28]) {
    const [cx, cy] = cam.p(X + dx, floorY - 0.34, Z + 0.1)
    s.add(path(`M${f(cx - 0.04 * k)} ${f(cy)}l${f(-0.01 * k)} ${f(-0.06 * k)}h${f(0.1 * k)}l${f(-0.01 * k)} ${f(0.06 * k)}Z`, t('#d9cdb4')))
  }
  // a tray of sweets
  const [px, py] = cam.p(X + 0.2, floorY - 0.34, Z - 0.18)
  s.add(
    ellipse(px, py, 0.1 * k, 0.03 * k, t('#8a2a22')),
    circle(px - 0.03 * k, py - 0.02 * k, 0.025 * k, t('#e8b4c0')),
    circle(px + 0.03 * k, py - 0.02 * k, 0.025 * k, t('#a8c890')),
  )
}

/** A futon laid on the tatami: mattress, a patterned quilt, a small pillow at the head. */
function futon(c: Ctx, cam: Cam, X: number, Z0: number, Z1: number, floorY: number, quilt: string): void {
  const { s, t, m } = c
  const mat = shades(c, '#f6f2ea')
  box(c, cam, { x0: X - 0.5, x1: X + 0.5, y0: floorY - 0.1, y1: floorY, z0: Z0, z1: Z1 }, mat[0], mat[1], mat[2])
  const q = shades(c, quilt)
  box(c, cam, { x0: X - 0.52, x1: X + 0.52, y0: floorY - 0.2, y1: floorY - 0.08, z0: Z0 - 0.02, z1: Z1 - 0.45 }, q[0], q[1], q[2])
  let stripes = ''
  for (let z = Z0 + 0.25; z < Z1 - 0.5; z += 0.3)
    stripes += pd(
      cam.q([
        [X - 0.52, floorY - 0.2, z],
        [X + 0.52, floorY - 0.2, z],
      ]),
    )
  s.add(stroke(stripes, t(darken(quilt, 0.25)), 1.6, so(0.5)))
  // fold of the sheet and the pillow
  box(
    c,
    cam,
    { x0: X - 0.52, x1: X + 0.52, y0: floorY - 0.22, y1: floorY - 0.08, z0: Z1 - 0.5, z1: Z1 - 0.4 },
    t('#ffffff'),
    t('#ffffff'),
    t(mix('#ffffff', m.shadow, 0.1)),
  )
  box(c, cam, { x0: X - 0.25, x1: X + 0.25, y0: floorY - 0.22, y1: floorY - 0.1, z0: Z1 - 0.35, z1: Z1 - 0.12 }, t('#eae4d6'), t('#f4efe4'), t('#dcd4c4'))
}

/** Tatami room for the suites: futon bedding for two, a low table pushed aside, the garden through the shoji. */
export function tatamiSuite(c: Ctx): void {
  const { r } = c
  const sh = tatamiShell(c, { open: r.range(2.2, 2.8), tokonoma: true })
  const { cam, floorY, zb, lights } = sh
  zabuton(c, cam, sh.xl + 1.25, zb - 1.7, floorY, '#2c3e5c')
  lowTable(c, cam, sh.xl + 1.25, zb - 2.35, floorY, 1.0, 0.7)
  const quilt = r.pick(['#d9e0e8', '#e8dccc', '#dfe6da'])
  futon(c, cam, 0.2, zb - 3.2, zb - 1.0, floorY, quilt)
  futon(c, cam, 1.35, zb - 3.2, zb - 1.0, floorY, quilt)
  ambient(c, lights)
}

/** Garden room: low twin beds on a wooden platform, a tatami reading corner, shoji open onto the moss garden. */
export function tatamiRoom(c: Ctx): void {
  const { r, t, m } = c
  const sh = tatamiShell(c, { open: r.range(2.4, 3), tokonoma: r.chance(0.5) })
  const { cam, floorY, zb, lights } = sh
  // low platform beds along the right
  const wood = shades(c, '#b8925f')
  for (const X of [0.55, 1.75]) {
    box(c, cam, { x0: X - 0.5, x1: X + 0.5, y0: floorY - 0.2, y1: floorY, z0: zb - 3.1, z1: zb - 1.0 }, wood[0], wood[1], wood[2])
    box(
      c,
      cam,
      { x0: X - 0.48, x1: X + 0.48, y0: floorY - 0.36, y1: floorY - 0.2, z0: zb - 3.08, z1: zb - 1.02 },
      t(mix('#f6f2ea', m.shadow, 0.08)),
      t('#f8f5ee'),
      t(mix('#f6f2ea', m.shadow, 0.14)),
    )
    box(c, cam, { x0: X - 0.5, x1: X + 0.5, y0: floorY - 0.38, y1: floorY - 0.22, z0: zb - 3.1, z1: zb - 2.6 }, t('#2c3e5c'), t('#36496a'), t('#22324c'))
    box(c, cam, { x0: X - 0.3, x1: X + 0.3, y0: floorY - 0.5, y1: floorY - 0.34, z0: zb - 1.4, z1: zb - 1.1 }, t('#ffffff'), t('#ffffff'), t('#ece6da'))
  }
  // reading corner: low table and a legless chair on the tatami
  lowTable(c, cam, sh.xl + 1.3, zb - 2.5, floorY, 0.9, 0.6)
  zabuton(c, cam, sh.xl + 1.3, zb - 3.1, floorY, '#6b3a2e')
  ambient(c, lights)
}

/** A square hinoki tub by a window onto the garden, a wooden stool and bucket. */
export function hinokiBath(c: Ctx): void {
  const { s, r, m, t } = c
  const floorY = r.range(1.05, 1.15)
  const ceilY = floorY - 2.5
  const RW = r.range(4.4, 5)
  const zb = r.range(3.8, 4.4)
  const cam = new Cam(r.range(960, 1040), W / 2 + r.jit(0, 40), H * r.range(0.4, 0.45), r.jit(0, 0.2))
  const xl = -RW / 2
  const xr = RW / 2
  const lights: Light[] = []
  s.add(
    poly(
      cam.q([
        [xl, ceilY, 0.35],
        [xr, ceilY, 0.35],
        [xr, ceilY, zb],
        [xl, ceilY, zb],
      ]),
      t('#b89468'),
    ),
  )
  // walls: hinoki boards
  const boards = (pts: [number, number, number][], col: string) => s.add(poly(cam.q(pts), t(col)))
  boards(
    [
      [xl, ceilY, 0.35],
      [xl, ceilY, zb],
      [xl, floorY, zb],
      [xl, floorY, 0.35],
    ],
    mix('#d9bd8e', m.shadow, 0.15),
  )
  boards(
    [
      [xr, ceilY, 0.35],
      [xr, ceilY, zb],
      [xr, floorY, zb],
      [xr, floorY, 0.35],
    ],
    mix('#d9bd8e', m.shadow, 0.25),
  )
  boards(
    [
      [xl, ceilY, zb],
      [xr, ceilY, zb],
      [xr, floorY, zb],
      [xl, floorY, zb],
    ],
    '#dcc294',
  )
  let seams = ''
  for (let x = xl; x < xr; x += 0.14)
    seams += pd(
      cam.q([
        [x, ceilY, zb],
        [x, floorY, zb],
      ]),
    )
  s.add(stroke(seams, t('#b8996a'), 1, so(0.5)))
  // a wide window onto the garden (or an opening, for the open-air bath)
  const open = c.view === 'moss-garden' || c.view === 'garden' ? r.chance(0.5) : false
  const [wx0, wy0] = cam.p(-RW / 2 + 0.5, ceilY + 0.4, zb)
  const [wx1, wy1] = cam.p(RW / 2 - 0.5, floorY - 0.5, zb)
  drawView(c, r.fork(), wx0, wy0, wx1, wy1, c.view, 0.35)
  if (!open) {
    let mull = ''
    for (let i = 1; i < 3; i++) mull += `M${f(wx0 + ((wx1 - wx0) * i) / 3)} ${f(wy0)}V${f(wy1)}`
    s.add(stroke(mull, t(DARK_WOOD), 0.05 * cam.k(zb)))
  }
  s.add(stroke(`M${f(wx0)} ${f(wy0)}H${f(wx1)}V${f(wy1)}H${f(wx0)}Z`, t(DARK_WOOD), 0.07 * cam.k(zb)))
  // slate floor
  s.add(
    poly(
      cam.q([
        [xl, floorY, 0.35],
        [xr, floorY, 0.35],
        [xr, floorY, zb],
        [xl, floorY, zb],
      ]),
      s.lin([
        [0, t('#4a4a48')],
        [1, t('#6a6a66')],
      ]),
    ),
  )
  let joints = ''
  for (let x = xl; x < xr; x += 0.6)
    joints += pd(
      cam.q([
        [x, floorY, 0.5],
        [x, floorY, zb],
      ]),
    )
  for (let z = zb; z > 0.5; z -= 0.6)
    joints += pd(
      cam.q([
        [xl, floorY, z],
        [xr, floorY, z],
      ]),
    )
  s.add(stroke(joints, t('#3a3a38'), 1.5, so(0.6)))
  // the tub: a deep square box of pale hinoki, full of water
  const tubZ0 = zb - 1.7
  const tubZ1 = zb - 0.3
  const tw = shades(c, '#e2c896')
  box(c, cam, { x0: -0.9, x1: 0.9, y0: floorY - 0.62, y1: floorY, z0: tubZ0, z1: tubZ1 }, tw[0], tw[1], tw[2])
  let hoops = ''
  for (const y of [floorY - 0.12, floorY - 0.5])
    hoops += pd(
      cam.q([
        [-0.9, y, tubZ0],
        [0.9, y, tubZ0],
      ]),
    )
  s.add(stroke(hoops, t('#a8804f'), 2.5, so(0.7)))
  const water = cam.q([
    [-0.82, floorY - 0.6, tubZ0 + 0.08],
    [0.82, floorY - 0.6, tubZ0 + 0.08],
    [0.82, floorY - 0.6, tubZ1 - 0.08],
    [-0.82, floorY - 0.6, tubZ1 - 0.08],
  ])
  s.add(
    poly(
      water,
      s.lin([
        [0, t('#a8c8c0')],
        [1, t('#7fa8a4')],
      ]),
    ),
  )
  // steam
  const [sx, sy] = cam.p(0, floorY - 0.7, (tubZ0 + tubZ1) / 2)
  const sk = cam.k((tubZ0 + tubZ1) / 2)
  s.add(
    stroke(
      `M${f(sx - 0.3 * sk)} ${f(sy)}q${f(0.1 * sk)} ${f(-0.3 * sk)} ${f(0)} ${f(-0.6 * sk)}M${f(sx + 0.2 * sk)} ${f(sy)}q${f(-0.1 * sk)} ${f(-0.3 * sk)} ${f(0.05 * sk)} ${f(-0.7 * sk)}`,
      '#ffffff',
      0.05 * sk,
      so(0.25),
    ),
  )
  // stool and bucket
  const st = shades(c, '#d8bc8a')
  box(c, cam, { x0: 1.2, x1: 1.6, y0: floorY - 0.25, y1: floorY, z0: zb - 2.4, z1: zb - 2.0 }, st[0], st[1], st[2])
  const [bx, by] = cam.p(1.4, floorY - 0.25, zb - 2.2)
  const bk = cam.k(zb - 2.2)
  s.add(
    path(`M${f(bx - 0.12 * bk)} ${f(by)}l${f(0.02 * bk)} ${f(-0.16 * bk)}h${f(0.2 * bk)}l${f(0.02 * bk)} ${f(0.16 * bk)}Z`, t('#c9a870')),
    stroke(`M${f(bx - 0.1 * bk)} ${f(by - 0.05 * bk)}h${f(0.2 * bk)}`, t('#8a6a44'), 2),
  )
  // a small lantern glow
  const [lx, ly] = cam.p(xl + 0.4, floorY - 0.4, zb - 0.6)
  lights.push({ x: lx, y: ly, r: 0.8 * cam.k(zb - 0.6), a: 0.3 + 0.3 * m.lights, color: P.lamp })
  ambient(c, lights)
}

/** The entrance hall: a polished wooden floor, a step up, shoji, ikebana and a glimpse of the garden. */
export function ryokanLobby(c: Ctx): void {
  const { r } = c
  const sh = tatamiShell(c, { open: r.range(3, 3.8), tokonoma: true })
  const { cam, floorY, zb, lights } = sh
  // a long cedar bench and a low table with tea
  const wood = shades(c, '#8a6442')
  box(c, cam, { x0: 0.4, x1: 2.2, y0: floorY - 0.42, y1: floorY - 0.34, z0: zb - 2.8, z1: zb - 2.3 }, wood[0], wood[1], wood[2])
  for (const X of [0.5, 2.0]) box(c, cam, { x0: X, x1: X + 0.08, y0: floorY - 0.34, y1: floorY, z0: zb - 2.75, z1: zb - 2.35 }, wood[0], wood[1], wood[2])
  zabuton(c, cam, 0.9, zb - 2.55, floorY - 0.42, '#2c3e5c')
  zabuton(c, cam, 1.7, zb - 2.55, floorY - 0.42, '#2c3e5c')
  lowTable(c, cam, -0.5, zb - 2.2, floorY, 0.9, 0.6)
  ambient(c, lights, 0.5)
}
