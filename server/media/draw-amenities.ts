/** The shared spaces of a hotel: lobby, restaurant and pool, in the hotel's own colours. */

import { drawBuilding, inLight } from './building'
import { darken, lighten, mix } from './color'
import type { HotelStyle } from './hotel-style'
import { pickTime, skyFor } from './hotel-style'
import { drawBox, drawFlat, drawPendant, drawPlant, drawRoomBox, type Room } from './interior'
import { foliage, water } from './palette'
import type { Rng } from './random'
import { drawPalm, drawSky } from './scenery'
import { archPath, num, pd, type Svg } from './svg'
import { drawWindowView } from './views'

export function drawLobby(svg: Svg, rng: Rng, style: HotelStyle): void {
  const pal = style.interior
  const wall = mix(pal.wall, style.facade, 0.4)
  const room = drawRoomBox(svg, {
    eye: rng.range(0.42, 0.58),
    wall,
    floor: mix('#e8e0d2', style.facade, 0.3),
    floorKind: 'marble',
  })
  const { x0, x1, y0, y1 } = room
  const bw = x1 - x0
  const bh = y1 - y0
  const cx = (x0 + x1) / 2
  // Three arches: a deep niche in the brand colour and two lit passages.
  const mainW = bw * 0.32
  svg.path(
    archPath(cx - mainW / 2 - 8, y0 + bh * 0.12 - 8, mainW + 16, bh * 0.88 + 8, style.arch),
    darken(wall, 0.12),
  )
  svg.path(
    archPath(cx - mainW / 2, y0 + bh * 0.12, mainW, bh * 0.88, style.arch),
    mix(style.accent, wall, 0.15),
  )
  drawStarPattern(svg, cx, y0 + bh * 0.48, mainW * 0.32, '#e0a526', mix(style.accent, wall, 0.15))
  for (const side of [-1, 1]) {
    const ax = cx + side * bw * 0.33 - bw * 0.08
    svg.path(
      archPath(ax, y0 + bh * 0.3, bw * 0.16, bh * 0.7, style.arch),
      svg.linear([
        [0, '#fff0c8'],
        [1, '#d9a863'],
      ]),
    )
    svg.path(archPath(ax, y0 + bh * 0.3, bw * 0.16, bh * 0.7, style.arch), 'none', {
      stroke: darken(wall, 0.2),
      'stroke-width': 5,
    })
  }
  drawFlat(room, cx - bw * 0.42, cx + bw * 0.42, y1, 0.35, 1.4, mix(style.accent, '#7a2e2e', 0.3))
  drawFlat(room, cx - bw * 0.38, cx + bw * 0.38, y1, 0.4, 1.33, mix(style.accent, '#d9b77a', 0.55))
  // Reception desk: wood body, brand-colour band, gold edge.
  drawBox(room, cx - bw * 0.24, cx + bw * 0.24, y1 - bh * 0.24, y1, 0.12, 0.3, {
    front: pal.wood,
    top: '#efe6d6',
  })
  const [bx0, by0] = room.p(cx - bw * 0.24, y1 - bh * 0.17, 0.3)
  const [bx1, by1] = room.p(cx + bw * 0.24, y1 - bh * 0.09, 0.3)
  svg.rect(bx0, by0, bx1 - bx0, by1 - by0, style.accent)
  const [gx0, gy0] = room.p(cx - bw * 0.24, y1 - bh * 0.24, 0.3)
  svg.rect(gx0, gy0, bx1 - bx0, 3, '#e0a526')
  const [vx, vy] = room.p(cx + bw * 0.16, y1 - bh * 0.24, 0.2)
  drawFlowers(svg, rng, vx, vy, bh * 0.16, style.accent)
  // Sofas against the side walls, facing each other across the rug.
  const seat = mix(style.accent, pal.textile, 0.25)
  for (const side of [-1, 1]) {
    const sx0 = side < 0 ? x0 + bw * 0.005 : x1 - bw * 0.115
    const sx1 = sx0 + bw * 0.11
    const backX = side < 0 ? sx0 : sx1 - bw * 0.025
    drawBox(room, backX, backX + bw * 0.025, y1 - bh * 0.24, y1, 0.6, 1.25, { front: darken(seat, 0.2) })
    drawBox(room, sx0, sx1, y1 - bh * 0.11, y1, 0.6, 1.25, { front: darken(seat, 0.12), top: seat })
  }
  drawPlant(
    svg,
    rng,
    room.p(x0 + bw * 0.04, y1, 0.05)[0],
    room.p(0, y1, 0.05)[1],
    bh * 0.28,
    pal.wood,
    rng.pick(foliage),
  )
  drawPlant(
    svg,
    rng,
    room.p(x1 - bw * 0.04, y1, 0.05)[0],
    room.p(0, y1, 0.05)[1],
    bh * 0.28,
    pal.wood,
    rng.pick(foliage),
  )
  drawChandelier(svg, room, rng, cx, bh)
}

function drawChandelier(svg: Svg, room: Room, rng: Rng, cx: number, bh: number): void {
  const [x, topY] = room.p(cx, room.y0, 0.5)
  const dropY = topY + bh * 0.28
  const r = bh * 0.22
  svg.circle(
    x,
    dropY,
    r * 2.2,
    svg.radial([
      [0, '#ffe7b0', 0.55],
      [1, '#ffe7b0', 0],
    ]),
  )
  svg.line(x, topY - 10, x, dropY, '#8a6a3a', 2)
  const tiers = rng.int(2, 3)
  for (let t = 0; t < tiers; t++) {
    const ty = dropY - t * r * 0.35
    const tr = r * (1 - t * 0.3)
    svg.ellipse(x, ty, tr, tr * 0.18, 'none', { stroke: '#c9a24a', 'stroke-width': 2 })
    const lights = 7 - t * 2
    for (let i = 0; i < lights; i++) {
      const a = (Math.PI * 2 * i) / lights
      svg.circle(x + Math.cos(a) * tr, ty + Math.sin(a) * tr * 0.18 - 4, 3.5, '#fff3cf')
    }
  }
  svg.circle(x, dropY + r * 0.15, r * 0.12, '#e0a526')
}

/** An eight-pointed star inside a ring: the classic girih motif. */
function drawStarPattern(svg: Svg, cx: number, cy: number, r: number, line: string, fill: string): void {
  const square = (rot: number) =>
    svg.rect(cx - r * 0.7, cy - r * 0.7, r * 1.4, r * 1.4, fill, {
      stroke: line,
      'stroke-width': 2.5,
      transform: `rotate(${rot} ${num(cx)} ${num(cy)})`,
    })
  svg.circle(cx, cy, r * 1.15, 'none', { stroke: line, 'stroke-width': 2 })
  square(0)
  square(45)
  svg.circle(cx, cy, r * 0.38, line)
}

function drawFlowers(svg: Svg, rng: Rng, x: number, baseY: number, size: number, accent: string): void {
  svg.rect(x - size * 0.12, baseY - size * 0.35, size * 0.24, size * 0.35, '#d8e4e6')
  for (let i = 0; i < 7; i++) {
    const fx = x + rng.range(-0.35, 0.35) * size
    const fy = baseY - size * rng.range(0.55, 1)
    svg.line(x, baseY - size * 0.3, fx, fy, '#4a7f3a', 1.5)
    svg.circle(fx, fy, size * 0.09, i % 2 ? lighten(accent, 0.4) : '#f2c14e')
  }
}

export function drawRestaurant(svg: Svg, rng: Rng, style: HotelStyle): void {
  const pal = style.interior
  const room = drawRoomBox(svg, {
    eye: rng.range(0.4, 0.6),
    wall: mix(pal.wall, '#e9c9a0', 0.3),
    floor: pal.floor,
    floorKind: 'wood',
  })
  const { x0, x1, y0, y1 } = room
  const bw = x1 - x0
  const bh = y1 - y0
  const sky = skyFor(rng, rng.pick(['dusk', 'night', 'day'] as const))
  // Arched windows across the back wall.
  const count = 3
  for (let i = 0; i < count; i++) {
    const ww = bw * 0.18
    const wx = x0 + (bw * (i + 0.5)) / count - ww / 2
    const wy = y0 + bh * 0.14
    const shape = archPath(wx, wy, ww, bh * 0.58, style.arch)
    svg.path(archPath(wx - 6, wy - 6, ww + 12, bh * 0.58 + 6, style.arch), lighten(pal.wood, 0.3))
    svg.group({ 'clip-path': svg.clip(`<path d="${shape}"/>`) }, () =>
      drawWindowView(svg, rng.fork(`view${i}`), sky, wx, wy, ww, bh * 0.58),
    )
    svg.rect(wx + ww / 2 - 1.5, wy + ww * 0.3, 3, bh * 0.58 - ww * 0.3, lighten(pal.wood, 0.3))
  }
  // Tables further back, white cloths and chair backs, nearer ones drawn last.
  const cloth = '#f8f5ee'
  const upholstery = mix(style.accent, pal.wood, 0.3)
  for (const [tx, depth] of [
    [0.2, 0.15],
    [0.8, 0.15],
    [0.5, 0.3],
    [0.08, 0.75],
    [0.92, 0.75],
  ] as const) {
    const x = x0 + bw * tx
    const s = 1 + depth * (svg.width / bw - 1)
    for (const side of [-1, 1]) {
      const [cx, cy] = room.p(x + side * bw * 0.05, y1 - bh * 0.36, depth - 0.04)
      svg.rect(cx - 11 * s, cy, 22 * s, bh * 0.2 * s, pal.wood, { rx: 8 * s })
      svg.rect(cx - 7 * s, cy + 4 * s, 14 * s, bh * 0.13 * s, upholstery, { rx: 6 * s })
    }
    const [px, py] = room.p(x, y1 - bh * 0.19, depth)
    const [, floorY] = room.p(x, y1, depth)
    const r = bw * 0.07 * s
    svg.path(
      `M${num(px - r)},${num(py)}L${num(px - r * 1.08)},${num(floorY - 6 * s)}` +
        `Q${num(px)},${num(floorY + 4 * s)} ${num(px + r * 1.08)},${num(floorY - 6 * s)}L${num(px + r)},${num(py)}Z`,
      svg.linear(
        [
          [0, darken(cloth, 0.04)],
          [1, darken(cloth, 0.14)],
        ],
        0,
        0,
        1,
        0,
      ),
    )
    svg.ellipse(px, py, r, r * 0.22, cloth)
    svg.rect(px - 2 * s, py - 9 * s, 4 * s, 8 * s, '#ffffff')
    svg.circle(px, py - 10 * s, 2.5 * s, '#ffcf6e')
  }
  for (let i = 0; i < 3; i++) {
    const [px, top] = room.p(x0 + (bw * (i + 0.5)) / 3, y0, 0.55)
    drawPendant(svg, px, top, top + bh * 0.3, bh * 0.09, style.accent)
  }
  drawForegroundTable(svg, rng, style)
}

/** The table nearest the camera, laid for an Iraqi meal: rice, kebab, salad, dates and tea. */
function drawForegroundTable(svg: Svg, rng: Rng, style: HotelStyle): void {
  const { width: w, height: h } = svg
  const top = h * 0.8
  svg.rect(
    0,
    top,
    w,
    h - top,
    svg.linear([
      [0, '#fbf8f1'],
      [1, '#e4ddcf'],
    ]),
  )
  svg.rect(0, top, w, 4, '#ffffff')
  const runner = mix(style.accent, '#ffffff', 0.15)
  svg.rect(w * 0.38, top, w * 0.24, h - top, runner, { opacity: 0.9 })
  const dishes = [
    ['#f2d27a', '#d9a441'], // saffron rice
    ['#8b4a2b', '#b5653a'], // kebab
    ['#6fa24a', '#c8423a'], // salad with tomato
  ] as const
  const order = rng.int(0, 2)
  for (let i = 0; i < 3; i++) {
    const x = w * (0.2 + 0.3 * i) + rng.range(-10, 10)
    const y = top + (h - top) * 0.55
    const [a, b] = dishes[(i + order) % 3] ?? dishes[0]
    svg.ellipse(x, y + 6, 82, 24, '#000000', { opacity: 0.08 })
    svg.ellipse(x, y, 80, 24, '#ffffff', { stroke: '#d9d2c4', 'stroke-width': 2 })
    svg.ellipse(x, y - 2, 54, 15, a)
    for (let j = 0; j < 6; j++) svg.ellipse(x + rng.range(-38, 38), y - 2 + rng.range(-7, 7), 8, 4, b)
  }
  // Tea in tulip glasses on saucers, and a bowl of dates.
  for (const tx of [w * 0.08, w * 0.93]) {
    const ty = top + (h - top) * 0.3
    svg.ellipse(tx, ty + 10, 20, 6, '#d9d2c4')
    svg.path(
      pd`M${tx - 9},${ty - 18}Q${tx - 4},${ty - 2} ${tx - 8},${ty + 8}H${tx + 8}Q${tx + 4},${ty - 2} ${tx + 9},${ty - 18}Z`,
      '#a8431e',
      {
        opacity: 0.9,
      },
    )
    svg.rect(tx - 10, ty - 20, 20, 3, '#f2e2c4', { opacity: 0.9 })
  }
  const dx = w * rng.range(0.45, 0.55)
  const dy = top + (h - top) * 0.12
  svg.ellipse(dx, dy, 38, 10, '#c9a24a')
  for (let j = 0; j < 7; j++) svg.ellipse(dx + rng.range(-24, 24), dy - 4 - rng.range(0, 5), 7, 4, '#5a2a14')
}

export function drawPool(svg: Svg, rng: Rng, style: HotelStyle): void {
  const { width: w, height: h } = svg
  const sky = skyFor(rng, rng.chance(0.75) ? 'day' : pickTime(rng))
  const horizon = h * 0.5
  drawSky(svg, rng.fork('sky'), sky, w, horizon)
  // A low wing of the hotel behind the deck.
  const wing = { ...style, floors: rng.int(1, 3), bays: 14, roof: 'parapet' as const, modern: false }
  const floorHeight = h * 0.07
  drawBuilding(svg, rng.fork('wing'), wing, sky, {
    x: -w * 0.1,
    groundY: horizon,
    bayWidth: (w * 1.2) / 14,
    floorHeight,
    side: 'none',
  })
  for (let i = 0; i < 3; i++) {
    drawPalm(svg, rng, w * rng.range(0.05, 0.95), horizon + 6, h * rng.range(0.32, 0.45))
  }
  const deck = inLight('#e9dfcf', sky)
  svg.rect(
    0,
    horizon,
    w,
    h - horizon,
    svg.linear([
      [0, darken(deck, 0.05)],
      [1, lighten(deck, 0.1)],
    ]),
  )
  let joints = ''
  for (let i = -10; i <= 20; i++)
    joints += `M${num((w * i) / 10)},${num(horizon)}L${num(w / 2 + ((w * i) / 10 - w / 2) * 2.2)},${h}`
  for (const t of [0.08, 0.2, 0.36, 0.58, 0.86]) joints += `M0,${num(horizon + (h - horizon) * t)}H${w}`
  svg.path(joints, 'none', { stroke: darken(deck, 0.12), 'stroke-width': 1 })
  // The pool, in perspective, with a stone coping.
  const leftSide = rng.chance(0.5)
  const far = horizon + (h - horizon) * 0.15
  const pool = leftSide
    ? ([
        [w * 0.04, far],
        [w * 0.56, far],
        [w * 0.62, h + 5],
        [-w * 0.3, h + 5],
      ] as const)
    : ([
        [w * 0.44, far],
        [w * 0.96, far],
        [w * 1.3, h + 5],
        [w * 0.38, h + 5],
      ] as const)
  svg.poly(pool, lighten(deck, 0.4), {
    stroke: lighten(deck, 0.4),
    'stroke-width': 14,
    'stroke-linejoin': 'round',
  })
  svg.poly(
    pool,
    svg.linear([
      [0, water.shallow],
      [1, water.deep],
    ]),
  )
  const clip = svg.clip(`<polygon points="${pool.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}"/>`)
  svg.group({ 'clip-path': clip }, () => {
    let d = ''
    for (let i = 0; i < 16; i++) {
      const y = far + (h - far) * (i / 16) ** 1.3 + 6
      const amp = 2 + (i / 16) * 8
      let x = -20
      d += `M${num(x)},${num(y)}`
      while (x < w + 20) {
        const step = rng.range(20, 50) * (1 + i / 10)
        d += `q${num(step / 2)},${num(rng.chance(0.5) ? amp : -amp)} ${num(step)},0`
        x += step
      }
    }
    svg.path(d, 'none', { stroke: water.foam, 'stroke-width': 1.6, opacity: 0.45 })
    // The sky mirrored in the far part of the water.
    svg.rect(0, far, w, (h - far) * 0.2, lighten(sky.horizon, 0.2), { opacity: 0.25 })
  })
  // Loungers and umbrellas on the free side of the deck.
  const cushion = lighten(style.accent, 0.15)
  const loungeX = leftSide ? [0.7, 0.77, 0.84] : [0.3, 0.23, 0.16]
  for (let i = 0; i < 3; i++) {
    const scale = 0.8 + i * 0.45
    const x = w * (loungeX[i] ?? 0)
    const y = far + (h - far) * (0.15 + i * 0.28)
    drawLounger(svg, x, y, 60 * scale, cushion, leftSide ? 1 : -1)
    if (i < 2)
      drawUmbrella(svg, x + (leftSide ? 1 : -1) * 40 * scale, y - 6 * scale, 70 * scale, style.accent)
  }
}

function drawLounger(svg: Svg, x: number, y: number, size: number, cushion: string, dir: number): void {
  svg.ellipse(x, y + size * 0.18, size * 0.9, size * 0.12, '#000000', { opacity: 0.12 })
  svg.rect(x - size * 0.7, y, 3, size * 0.16, '#8a8a8a')
  svg.rect(x + size * 0.7, y, 3, size * 0.16, '#8a8a8a')
  svg.rect(x - size * 0.8, y - size * 0.05, size * 1.6, size * 0.12, '#ffffff')
  svg.rect(x - size * 0.72, y - size * 0.1, size * 1.44, size * 0.1, cushion, { rx: size * 0.04 })
  // The raised back.
  const bx = x + dir * size * 0.45
  svg.poly(
    [
      [bx, y - size * 0.08],
      [bx + dir * size * 0.35, y - size * 0.08],
      [bx + dir * size * 0.48, y - size * 0.5],
      [bx + dir * size * 0.3, y - size * 0.52],
    ],
    cushion,
  )
  svg.rect(x - size * 0.3, y - size * 0.16, size * 0.4, size * 0.08, '#ffffff', { rx: size * 0.03 })
}

function drawUmbrella(svg: Svg, x: number, y: number, size: number, accent: string): void {
  svg.rect(x - 1.5, y - size * 0.95, 3, size * 0.95, '#6e5a44')
  const top = y - size * 1.05
  svg.path(
    `M${num(x - size * 0.7)},${num(top + size * 0.28)}Q${num(x)},${num(top - size * 0.18)} ${num(x + size * 0.7)},${num(top + size * 0.28)}` +
      `q${num(-size * 0.175)},${num(size * 0.06)} ${num(-size * 0.35)},0q${num(-size * 0.175)},${num(size * 0.06)} ${num(-size * 0.35)},0` +
      `q${num(-size * 0.175)},${num(size * 0.06)} ${num(-size * 0.35)},0q${num(-size * 0.175)},${num(size * 0.06)} ${num(-size * 0.35)},0Z`,
    accent,
  )
  svg.path(`M${num(x)},${num(top + size * 0.04)}L${num(x - size * 0.25)},${num(top + size * 0.3)}`, 'none', {
    stroke: '#ffffff',
    'stroke-width': 1.2,
    opacity: 0.35,
  })
}
