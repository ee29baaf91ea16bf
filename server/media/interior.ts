/**
 * One-point perspective for indoor scenes. Furniture is placed in "back-wall space": x and y as
 * if drawn on the back wall, plus a depth d (0 at the back wall, 1 near the viewer). `p` projects
 * that onto the picture, so every piece shares one vanishing point and the room looks solid.
 */

import { darken, lighten, mix } from './color'
import type { InteriorPalette } from './palette'
import type { Rng } from './random'
import { num, type Point, pd, points, type Svg } from './svg'

export interface Room {
  svg: Svg
  /** The back wall rectangle, in picture coordinates (which are also back-wall coordinates). */
  x0: number
  y0: number
  x1: number
  y1: number
  vx: number
  vy: number
  p(x: number, y: number, d: number): Point
}

export interface RoomOptions {
  /** Horizontal position of the eye, as a fraction of the picture width. */
  eye: number
  wall: string
  floor: string
  ceiling?: string
  /** 'wood' planks, 'tile' grid or 'marble' large slabs. */
  floorKind: 'wood' | 'tile' | 'marble'
}

export function drawRoomBox(svg: Svg, o: RoomOptions): Room {
  const { width: w, height: h } = svg
  const bw = w * 0.62
  const bh = h * 0.55
  const vx = w * o.eye
  const vy = h * 0.42
  const x0 = vx - bw / 2 + (w / 2 - vx) * 0.5
  const y0 = h * 0.11
  // Scale from the back wall to the picture plane; a little over the frame so walls bleed off.
  const grow = w / bw - 1
  const p = (x: number, y: number, d: number): Point => {
    const s = 1 + d * grow
    return [vx + (x - vx) * s, vy + (y - vy) * s]
  }
  const room: Room = { svg, x0, y0, x1: x0 + bw, y1: y0 + bh, vx, vy, p }
  const far = 2.2
  const { x1, y1 } = room
  const wallShade = darken(o.wall, 0.12)
  svg.poly([p(x0, y0, 0), p(x1, y0, 0), p(x1, y0, far), p(x0, y0, far)], o.ceiling ?? lighten(o.wall, 0.35))
  // Side walls darken towards the viewer, away from the window light.
  svg.poly(
    [p(x0, y0, 0), p(x0, y1, 0), p(x0, y1, far), p(x0, y0, far)],
    svg.linear(
      [
        [0, darken(wallShade, 0.1)],
        [1, wallShade],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  svg.poly(
    [p(x1, y0, 0), p(x1, y1, 0), p(x1, y1, far), p(x1, y0, far)],
    svg.linear(
      [
        [0, mix(wallShade, o.wall, 0.5)],
        [1, darken(wallShade, 0.08)],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  // Cornice where the walls meet the ceiling.
  svg.poly(
    [p(x0, y0, 0), p(x1, y0, 0), p(x1, y0 + bh * 0.02, 0), p(x0, y0 + bh * 0.02, 0)],
    lighten(o.wall, 0.5),
  )
  svg.rect(x0, y0, bw, bh, o.wall)
  // Light falls from the top of the back wall: a soft vertical gradient sells the depth.
  svg.rect(
    x0,
    y0,
    bw,
    bh,
    svg.linear([
      [0, '#ffffff', 0.18],
      [1, '#000000', 0.08],
    ]),
  )
  drawFloor(room, o)
  // Skirting along the back wall.
  svg.rect(x0, y1 - bh * 0.025, bw, bh * 0.025, darken(o.wall, 0.2))
  return room
}

function drawFloor(room: Room, o: RoomOptions): void {
  const { svg, x0, x1, y1, p } = room
  const far = 2.2
  const corners = [p(x0, y1, 0), p(x1, y1, 0), p(x1, y1, far), p(x0, y1, far)]
  svg.poly(
    corners,
    svg.linear([
      [0, darken(o.floor, 0.1)],
      [1, lighten(o.floor, 0.08)],
    ]),
  )
  const line = darken(o.floor, 0.22)
  const bw = x1 - x0
  const depthLines = o.floorKind === 'wood' ? 14 : o.floorKind === 'tile' ? 9 : 5
  const crossDepths =
    o.floorKind === 'wood' ? [] : o.floorKind === 'tile' ? [0.1, 0.25, 0.45, 0.75, 1.15] : [0.2, 0.6, 1.3]
  let d = ''
  for (let i = -depthLines; i <= depthLines * 2; i++) {
    const x = x0 + (bw * i) / depthLines
    const [ax, ay] = p(x, y1, 0)
    const [bx, by] = p(x, y1, far)
    d += `M${num(ax)},${num(ay)}L${num(bx)},${num(by)}`
  }
  for (const depth of crossDepths) {
    const [ax, ay] = p(x0 - bw * 2, y1, depth)
    const [bx] = p(x1 + bw * 2, y1, depth)
    d += `M${num(ax)},${num(ay)}H${num(bx)}`
  }
  const clip = svg.clip(`<polygon points="${points(corners)}"/>`)
  svg.group({ 'clip-path': clip }, () => {
    svg.path(d, 'none', { stroke: line, 'stroke-width': o.floorKind === 'wood' ? 1 : 1.5, opacity: 0.45 })
  })
}

export interface BoxColors {
  front: string
  top?: string
  side?: string
}

/** A cuboid standing on the floor or hanging on the wall, drawn with its visible faces. */
export function drawBox(
  room: Room,
  x0: number,
  x1: number,
  yTop: number,
  yBottom: number,
  d0: number,
  d1: number,
  c: BoxColors,
): void {
  const { svg, p, vx, vy } = room
  const side = c.side ?? darken(c.front, 0.15)
  const top = c.top ?? lighten(c.front, 0.12)
  if (x1 < vx) svg.poly([p(x1, yTop, d0), p(x1, yTop, d1), p(x1, yBottom, d1), p(x1, yBottom, d0)], side)
  if (x0 > vx) svg.poly([p(x0, yTop, d0), p(x0, yTop, d1), p(x0, yBottom, d1), p(x0, yBottom, d0)], side)
  if (yTop > vy) svg.poly([p(x0, yTop, d0), p(x1, yTop, d0), p(x1, yTop, d1), p(x0, yTop, d1)], top)
  if (yBottom < vy)
    svg.poly([p(x0, yBottom, d0), p(x1, yBottom, d0), p(x1, yBottom, d1), p(x0, yBottom, d1)], side)
  const [fx0, fy0] = p(x0, yTop, d1)
  const [fx1, fy1] = p(x1, yBottom, d1)
  svg.rect(fx0, fy0, fx1 - fx0, fy1 - fy0, c.front)
}

/** A flat quad lying on the floor (rug) or a horizontal surface at height y. */
export function drawFlat(
  room: Room,
  x0: number,
  x1: number,
  y: number,
  d0: number,
  d1: number,
  fill: string,
): void {
  const { svg, p } = room
  svg.poly([p(x0, y, d0), p(x1, y, d0), p(x1, y, d1), p(x0, y, d1)], fill)
}

/** A window on the back wall with a view; `view` draws the outside into the given rectangle. */
export function drawBackWindow(
  room: Room,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  view: (x: number, y: number, w: number, h: number) => void,
): void {
  const { svg } = room
  svg.rect(x - w * 0.04, y - w * 0.04, w * 1.08, h + w * 0.08, frame)
  svg.group({ 'clip-path': svg.clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`) }, () =>
    view(x, y, w, h),
  )
  svg.rect(x + w / 2 - w * 0.012, y, w * 0.024, h, frame)
  svg.rect(x, y + h * 0.55, w, w * 0.02, frame)
  // Glass sheen.
  svg.poly(
    [
      [x + w * 0.1, y],
      [x + w * 0.3, y],
      [x + w * 0.05, y + h],
      [x - w * 0.15 + w * 0.1, y + h],
    ],
    '#ffffff',
    { opacity: 0.12 },
  )
}

/** Curtains hanging beside a window, folds as vertical stripes. */
export function drawCurtains(svg: Svg, x: number, y: number, w: number, h: number, color: string): void {
  const cw = w * 0.22
  for (const left of [x - cw * 0.7, x + w - cw * 0.3]) {
    svg.rect(left, y - h * 0.06, cw, h * 1.14, color)
    for (let i = 1; i < 4; i++) {
      svg.rect(left + (cw * i) / 4 - cw * 0.03, y - h * 0.06, cw * 0.06, h * 1.14, darken(color, 0.12), {
        opacity: 0.7,
      })
    }
  }
  svg.rect(x - cw, y - h * 0.08, w + cw * 2, h * 0.025, darken(color, 0.35))
}

/** A table or bedside lamp: shade, stem and the warm glow it throws on the wall. */
export function drawLamp(svg: Svg, x: number, baseY: number, size: number, shade: string): void {
  const glow = svg.radial([
    [0, '#ffe2a8', 0.55],
    [1, '#ffe2a8', 0],
  ])
  svg.circle(x, baseY - size * 1.1, size * 1.6, glow)
  svg.rect(x - size * 0.05, baseY - size * 0.9, size * 0.1, size * 0.9, darken(shade, 0.5))
  svg.ellipse(x, baseY, size * 0.22, size * 0.06, darken(shade, 0.5))
  svg.poly(
    [
      [x - size * 0.28, baseY - size * 1.4],
      [x + size * 0.28, baseY - size * 1.4],
      [x + size * 0.4, baseY - size * 0.85],
      [x - size * 0.4, baseY - size * 0.85],
    ],
    shade,
  )
}

/** A potted plant: a pot and a fan of leaves. */
export function drawPlant(
  svg: Svg,
  rng: Rng,
  x: number,
  baseY: number,
  size: number,
  pot: string,
  leaf: string,
): void {
  let d = ''
  const leaves = 7
  for (let i = 0; i < leaves; i++) {
    const a = Math.PI * (-0.9 + (0.8 * i) / (leaves - 1)) + rng.range(-0.1, 0.1)
    const len = size * rng.range(0.8, 1.2)
    const sx = x
    const sy = baseY - size * 0.45
    const tx = sx + Math.cos(a) * len
    const ty = sy + Math.sin(a) * len
    const nx = -Math.sin(a) * size * 0.14
    const ny = Math.cos(a) * size * 0.14
    const mx = (sx + tx) / 2
    const my = (sy + ty) / 2
    d += pd`M${sx},${sy}Q${mx + nx},${my + ny} ${tx},${ty}Q${mx - nx},${my - ny} ${sx},${sy}Z`
  }
  svg.path(d, leaf)
  svg.poly(
    [
      [x - size * 0.3, baseY - size * 0.5],
      [x + size * 0.3, baseY - size * 0.5],
      [x + size * 0.22, baseY],
      [x - size * 0.22, baseY],
    ],
    pot,
  )
}

/** Wall art: a framed little landscape or a geometric panel. */
export function drawArt(
  svg: Svg,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  pal: InteriorPalette,
): void {
  svg.rect(x - 4, y - 4, w + 8, h + 8, pal.wood)
  svg.rect(x, y, w, h, lighten(pal.wall, 0.5))
  if (rng.chance(0.5)) {
    svg.rect(x, y, w, h * 0.6, lighten(pal.accent, 0.55))
    svg.circle(x + w * rng.range(0.25, 0.75), y + h * 0.3, h * 0.12, lighten('#e0a526', 0.3))
    svg.poly(
      [
        [x, y + h * 0.7],
        [x + w * 0.35, y + h * 0.35],
        [x + w * 0.6, y + h * 0.6],
        [x + w * 0.8, y + h * 0.45],
        [x + w, y + h * 0.65],
        [x + w, y + h],
        [x, y + h],
      ],
      mix(pal.accent, '#6b8f71', 0.5),
    )
  } else {
    // An eight-pointed star, the motif of Iraqi tilework.
    const cx = x + w / 2
    const cy = y + h / 2
    const r = Math.min(w, h) * 0.36
    svg.rect(x, y, w, h, lighten(pal.accent, 0.7))
    svg.rect(cx - r * 0.7, cy - r * 0.7, r * 1.4, r * 1.4, pal.accent)
    svg.rect(cx - r * 0.7, cy - r * 0.7, r * 1.4, r * 1.4, pal.accent, {
      transform: pd`rotate(45 ${cx} ${cy})`,
    })
    svg.circle(cx, cy, r * 0.35, '#e0a526')
  }
}

/** Pendant or chandelier light hanging from the ceiling. */
export function drawPendant(
  svg: Svg,
  x: number,
  topY: number,
  dropY: number,
  size: number,
  color: string,
): void {
  svg.line(x, topY, x, dropY, darken(color, 0.4), Math.max(1, size * 0.05))
  const glow = svg.radial([
    [0, '#ffe7b0', 0.6],
    [1, '#ffe7b0', 0],
  ])
  svg.circle(x, dropY + size * 0.4, size * 2, glow)
  svg.path(
    pd`M${x - size * 0.6},${dropY + size * 0.5}Q${x - size * 0.5},${dropY} ${x},${dropY}Q${x + size * 0.5},${dropY} ${x + size * 0.6},${dropY + size * 0.5}Z`,
    color,
  )
  svg.ellipse(x, dropY + size * 0.5, size * 0.35, size * 0.08, '#fff3d0')
}
