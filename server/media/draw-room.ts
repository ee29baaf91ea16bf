/** Hotel room interiors: the bedroom, the sitting corner and the bathroom of one room type. */

import { darken, lighten, mix } from './color'
import {
  drawArt,
  drawBackWindow,
  drawBox,
  drawCurtains,
  drawFlat,
  drawLamp,
  drawPlant,
  drawRoomBox,
  type Room,
} from './interior'
import { foliage, type InteriorPalette, interiors, type SkyPalette, skies } from './palette'
import type { Rng } from './random'
import { pd, type Svg } from './svg'
import { drawWindowView } from './views'

export interface RoomStyle {
  pal: InteriorPalette
  beds: 'double' | 'twin' | 'king'
  floorKind: 'wood' | 'tile' | 'marble'
  sky: SkyPalette
  windowSide: 'left' | 'right'
}

export function roomStyle(rng: Rng): RoomStyle {
  return {
    pal: rng.pick(interiors),
    beds: rng.pick(['double', 'twin', 'king'] as const),
    floorKind: rng.pick(['wood', 'wood', 'tile', 'marble'] as const),
    sky: rng.pick(rng.pick([skies.day, skies.day, skies.dusk, skies.night, skies.dawn])),
    windowSide: rng.chance(0.5) ? 'left' : 'right',
  }
}

/** Scenes of a room gallery; the first is always the bedroom. */
export function drawRoomScene(svg: Svg, rng: Rng, style: RoomStyle, n: number): void {
  const scene = n <= 1 ? 'bedroom' : (['lounge', 'bathroom', 'bedroom'] as const)[(n - 2) % 3]
  if (scene === 'lounge') drawLounge(svg, rng, style)
  else if (scene === 'bathroom') drawBathroom(svg, rng, style)
  else drawBedroom(svg, rng, style)
}

export function drawBedroom(svg: Svg, rng: Rng, style: RoomStyle): void {
  const { pal } = style
  const room = drawRoomBox(svg, {
    eye: rng.range(0.38, 0.62),
    wall: pal.wall,
    floor: pal.floor,
    floorKind: style.floorKind,
  })
  const { x0, x1, y0, y1 } = room
  const bw = x1 - x0
  const bh = y1 - y0
  const windowLeft = style.windowSide === 'left'
  const bedCenter = x0 + bw * (windowLeft ? 0.6 : 0.4)
  const bedWidth = bw * (style.beds === 'king' ? 0.46 : style.beds === 'double' ? 0.4 : 0.5)

  // Window with curtains on the free side of the wall.
  const winW = bw * 0.2
  const winX = windowLeft ? x0 + bw * 0.08 : x1 - bw * 0.08 - winW
  const winY = y0 + bh * 0.14
  const winH = bh * 0.56
  drawBackWindow(room, winX, winY, winW, winH, lighten(pal.wood, 0.5), (x, y, w, h) =>
    drawWindowView(svg, rng.fork('view'), style.sky, x, y, w, h),
  )
  drawCurtains(svg, winX, winY, winW, winH, mix(pal.textile, pal.accent, 0.25))

  // Upholstered headboard panels, with wall art above.
  const headTop = y1 - bh * 0.44
  const headColor = mix(pal.accent, pal.wall, 0.4)
  const hx0 = bedCenter - bedWidth * 0.62
  const hx1 = bedCenter + bedWidth * 0.62
  svg.rect(hx0 - 4, headTop - bh * 0.035, hx1 - hx0 + 8, bh * 0.035, darken(pal.wood, 0.1))
  drawBox(room, hx0, hx1, headTop, y1, 0, 0.03, { front: headColor })
  const [px0, py0] = room.p(hx0, headTop, 0.03)
  const [px1, py1] = room.p(hx1, y1, 0.03)
  const panels = 6
  for (let i = 1; i < panels; i++) {
    const x = px0 + ((px1 - px0) * i) / panels
    svg.line(x, py0 + 4, x, py1, darken(headColor, 0.15), 2)
  }
  svg.rect(px0, py0, px1 - px0, (py1 - py0) * 0.3, '#ffffff', { opacity: 0.08 })
  drawArt(svg, rng, bedCenter - bedWidth * 0.2, y0 + bh * 0.1, bedWidth * 0.4, bh * 0.2, pal)

  // Rug under the foot of the bed.
  drawFlat(
    room,
    bedCenter - bedWidth * 0.9,
    bedCenter + bedWidth * 0.9,
    y1,
    0.35,
    1.4,
    mix(pal.accent, pal.floor, 0.55),
  )
  drawFlat(
    room,
    bedCenter - bedWidth * 0.82,
    bedCenter + bedWidth * 0.82,
    y1,
    0.42,
    1.3,
    mix(pal.accent, pal.textile, 0.72),
  )

  // Nightstands with lamps either side.
  const standW = bw * 0.09
  for (const sx of [bedCenter - bedWidth * 0.6 - standW, bedCenter + bedWidth * 0.6]) {
    drawBox(room, sx, sx + standW * 0.95, y1 - bh * 0.17, y1, 0.02, 0.22, { front: pal.wood })
    const [lx, ly] = room.p(sx + standW * 0.48, y1 - bh * 0.17, 0.1)
    drawLamp(svg, lx, ly, bh * 0.2, lighten(pal.accent, 0.6))
  }

  if (style.beds === 'twin') {
    const single = bedWidth * 0.42
    drawBed(room, bedCenter - bedWidth * 0.29, single, bh, pal, 1)
    drawBed(room, bedCenter + bedWidth * 0.29, single, bh, pal, 1)
  } else {
    drawBed(room, bedCenter, bedWidth, bh, pal, 2)
  }
  if (rng.chance(0.5)) {
    // Under the window, where it gets the light and keeps clear of the bed.
    const [px, py] = room.p(windowLeft ? x0 + bw * 0.1 : x1 - bw * 0.1, y1, 0.12)
    drawPlant(svg, rng, px, py, bh * 0.3, pal.wood, rng.pick(foliage))
  }
}

function drawBed(
  room: Room,
  cx: number,
  width: number,
  bh: number,
  pal: InteriorPalette,
  pillows: number,
): void {
  const { svg, p, y1 } = room
  const top = y1 - bh * 0.16
  const left = cx - width / 2
  const right = cx + width / 2
  const depth = 0.95
  // Base, then the duvet as a slightly larger box over it.
  drawBox(room, left, right, y1 - bh * 0.06, y1, 0.03, depth, { front: darken(pal.wood, 0.1) })
  drawBox(room, left - 2, right + 2, top, y1 - bh * 0.05, 0.03, depth, {
    front: darken(pal.textile, 0.08),
    top: pal.textile,
    side: darken(pal.textile, 0.14),
  })
  // Pillows stand against the headboard.
  const pw = (width * 0.84) / pillows
  for (let i = 0; i < pillows; i++) {
    const px = left + width * 0.08 + i * pw
    const [ax, ay] = p(px + 3, top - bh * 0.09, 0.08)
    const [bx, by] = p(px + pw - 3, top + 2, 0.08)
    svg.rect(ax, ay, bx - ax, by - ay, lighten(pal.textile, 0.5), { rx: (by - ay) * 0.35 })
    svg.rect(ax, by - (by - ay) * 0.25, bx - ax, (by - ay) * 0.25, darken(pal.textile, 0.06), {
      rx: (by - ay) * 0.12,
    })
  }
  const [cax, cay] = p(cx - width * 0.14, top - bh * 0.06, 0.16)
  const [cbx, cby] = p(cx + width * 0.14, top + 2, 0.16)
  svg.rect(cax, cay, cbx - cax, cby - cay, pal.accent, { rx: (cby - cay) * 0.3 })
  // The throw across the foot, folded over the front edge.
  drawFlat(room, left - 2, right + 2, top, depth - 0.28, depth - 0.12, pal.accent)
  // Folded duvet edge: a lighter band near the pillows.
  drawFlat(room, left - 1, right + 1, top, 0.2, 0.27, lighten(pal.textile, 0.6))
}

export function drawLounge(svg: Svg, rng: Rng, style: RoomStyle): void {
  const { pal } = style
  const room = drawRoomBox(svg, {
    eye: rng.range(0.4, 0.6),
    wall: pal.wall,
    floor: pal.floor,
    floorKind: style.floorKind,
  })
  const { x0, x1, y0, y1 } = room
  const bw = x1 - x0
  const bh = y1 - y0
  // A wide window across the back wall.
  const winX = x0 + bw * 0.12
  const winW = bw * 0.76
  drawBackWindow(room, winX, y0 + bh * 0.1, winW, bh * 0.5, lighten(pal.wood, 0.55), (x, y, w, h) =>
    drawWindowView(svg, rng.fork('view'), style.sky, x, y, w, h),
  )
  drawCurtains(svg, winX, y0 + bh * 0.1, winW, bh * 0.5, mix(pal.textile, pal.accent, 0.2))
  drawFlat(room, x0 + bw * 0.15, x1 - bw * 0.15, y1, 0.25, 1.1, mix(pal.accent, pal.floor, 0.4))
  // Sofa: seat, back and arms.
  const sx0 = x0 + bw * 0.22
  const sx1 = x1 - bw * 0.22
  const fabric = rng.chance(0.5) ? pal.accent : mix(pal.textile, pal.wood, 0.35)
  drawBox(room, sx0, sx1, y1 - bh * 0.3, y1, 0.04, 0.14, { front: darken(fabric, 0.05) })
  drawBox(room, sx0, sx1, y1 - bh * 0.14, y1, 0.1, 0.42, {
    front: darken(fabric, 0.1),
    top: lighten(fabric, 0.08),
  })
  drawBox(room, sx0 - bw * 0.04, sx0, y1 - bh * 0.2, y1, 0.06, 0.44, { front: darken(fabric, 0.15) })
  drawBox(room, sx1, sx1 + bw * 0.04, y1 - bh * 0.2, y1, 0.06, 0.44, { front: darken(fabric, 0.15) })
  for (let i = 0; i < 3; i++) {
    const cx = sx0 + ((sx1 - sx0) * (i + 0.5)) / 3
    const [ax, ay] = room.p(cx - bw * 0.06, y1 - bh * 0.25, 0.16)
    const [bx, by] = room.p(cx + bw * 0.06, y1 - bh * 0.13, 0.16)
    svg.rect(ax, ay, bx - ax, by - ay, i === 1 ? '#e0a526' : lighten(pal.textile, 0.3), { rx: 6 })
  }
  // Coffee table with a tray of tea glasses.
  drawBox(room, x0 + bw * 0.36, x1 - bw * 0.36, y1 - bh * 0.1, y1, 0.6, 0.95, { front: pal.wood })
  const [tx, ty] = room.p(room.vx, y1 - bh * 0.1, 0.78)
  svg.ellipse(tx, ty, bw * 0.08, bh * 0.025, '#c9a24a')
  for (const dx of [-0.04, 0, 0.04]) svg.rect(tx + bw * dx - 4, ty - 14, 8, 12, '#b5562e', { opacity: 0.85 })
  drawPlant(
    svg,
    rng,
    room.p(x1 - bw * 0.06, y1, 0.2)[0],
    room.p(0, y1, 0.2)[1],
    bh * 0.35,
    darken(pal.wood, 0.2),
    rng.pick(foliage),
  )
  drawLamp(
    svg,
    room.p(x0 + bw * 0.08, y1, 0.2)[0],
    room.p(0, y1, 0.2)[1],
    bh * 0.42,
    lighten(pal.accent, 0.65),
  )
}

export function drawBathroom(svg: Svg, rng: Rng, style: RoomStyle): void {
  const { pal } = style
  const tile = rng.pick(['#e9eef0', '#efe7dc', '#dfe8e4', '#e8e2ea'])
  const room = drawRoomBox(svg, {
    eye: rng.range(0.4, 0.6),
    wall: tile,
    floor: darken(tile, 0.18),
    floorKind: 'tile',
  })
  const { x0, x1, y0, y1 } = room
  const bw = x1 - x0
  const bh = y1 - y0
  // Tile grid on the back wall, with a mosaic band in the room's accent.
  let d = ''
  for (let x = x0; x <= x1; x += bw / 12) d += pd`M${x},${y0}V${y1}`
  for (let y = y0; y <= y1; y += bh / 9) d += pd`M${x0},${y}H${x1}`
  svg.path(d, 'none', { stroke: darken(tile, 0.12), 'stroke-width': 1.2 })
  svg.rect(x0, y0 + bh * 0.45, bw, bh * 0.05, pal.accent, { opacity: 0.85 })
  // Mirror with a light strip, and the vanity under it.
  const mx = x0 + bw * 0.18
  const mw = bw * 0.34
  svg.rect(mx - 6, y0 + bh * 0.08, mw + 12, bh * 0.36, lighten(pal.wood, 0.2))
  svg.rect(
    mx,
    y0 + bh * 0.1,
    mw,
    bh * 0.32,
    svg.linear(
      [
        [0, '#cfe0e6'],
        [1, '#9fb8c2'],
      ],
      0,
      0,
      1,
      1,
    ),
  )
  svg.poly(
    [
      [mx + mw * 0.15, y0 + bh * 0.1],
      [mx + mw * 0.35, y0 + bh * 0.1],
      [mx + mw * 0.15, y0 + bh * 0.42],
      [mx, y0 + bh * 0.42],
    ],
    '#ffffff',
    { opacity: 0.25 },
  )
  drawBox(room, mx - bw * 0.03, mx + mw + bw * 0.03, y1 - bh * 0.36, y1 - bh * 0.05, 0.01, 0.25, {
    front: pal.wood,
    top: '#f4f1ec',
  })
  const [bx, by] = room.p(mx + mw / 2, y1 - bh * 0.36, 0.12)
  svg.ellipse(bx, by, bw * 0.08, bh * 0.03, '#ffffff')
  svg.rect(bx - 2, by - bh * 0.08, 4, bh * 0.08, '#b8b8b8')
  // Towels on the vanity, in the room's accent.
  const [tx, ty] = room.p(mx + mw * 0.9, y1 - bh * 0.36, 0.15)
  svg.rect(tx - 20, ty - 16, 40, 16, lighten(pal.accent, 0.3), { rx: 3 })
  svg.rect(tx - 18, ty - 28, 36, 12, '#ffffff', { rx: 3 })
  // Walk-in shower: a mosaic niche with a rain head, behind a frameless glass screen.
  const gx0 = x1 - bw * 0.34
  svg.rect(gx0, y0, x1 - gx0, bh, mix(pal.accent, tile, 0.6))
  let mosaic = ''
  for (let x = gx0; x <= x1; x += bw / 40) mosaic += pd`M${x},${y0}V${y1}`
  for (let y = y0; y <= y1; y += bh / 28) mosaic += pd`M${gx0},${y}H${x1}`
  svg.path(mosaic, 'none', { stroke: lighten(pal.accent, 0.5), 'stroke-width': 0.8, opacity: 0.6 })
  drawFlat(room, gx0, x1, y1, 0, 0.5, darken(tile, 0.3))
  const headX = (gx0 + x1) / 2
  svg.rect(headX - 2, y0, 4, bh * 0.12, '#b8bcbf')
  svg.ellipse(headX, y0 + bh * 0.13, bw * 0.05, bh * 0.015, '#9aa1a5')
  const [ax, ay] = room.p(gx0, y0 + bh * 0.08, 0.5)
  const [cx, cy] = room.p(x1, y1, 0.5)
  svg.rect(ax, ay, cx - ax, cy - ay, '#e8f6fa', { opacity: 0.22, stroke: '#b8c6ca', 'stroke-width': 2 })
  svg.poly(
    [
      [ax + (cx - ax) * 0.15, ay],
      [ax + (cx - ax) * 0.4, ay],
      [ax + (cx - ax) * 0.1, cy],
      [ax - (cx - ax) * 0.15, cy],
    ],
    '#ffffff',
    { opacity: 0.15 },
  )
  drawPlant(
    svg,
    rng,
    room.p(x0 + bw * 0.06, y1, 0.3)[0],
    room.p(0, y1, 0.3)[1],
    bh * 0.35,
    '#ffffff',
    rng.pick(foliage),
  )
}
