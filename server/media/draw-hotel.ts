/** Hotel galleries: picture 1 is the building; later pictures show its lobby, pool, rooms… */

import { type BuildingGeometry, buildingWidth, drawBuilding, inLight } from './building'
import { darken, lighten, mix } from './color'
import { drawLobby, drawPool, drawRestaurant } from './draw-amenities'
import { drawBedroom } from './draw-room'
import { type HotelStyle, hotelStyle, pickTime, skyFor } from './hotel-style'
import { foliage, type SkyPalette, type TimeOfDay } from './palette'
import { createRng, type Rng } from './random'
import { drawCypress, drawMountains, drawPalm, drawSky, drawTree, drawWater } from './scenery'
import { num, pd, type Svg } from './svg'

type SceneDrawer = (svg: Svg, rng: Rng, style: HotelStyle) => void

const LATER_SCENES: readonly SceneDrawer[] = [
  drawLobby,
  (svg, rng, style) =>
    drawBedroom(svg, rng, {
      pal: style.interior,
      beds: rng.pick(['double', 'twin', 'king'] as const),
      floorKind: rng.pick(['wood', 'tile', 'marble'] as const),
      sky: skyFor(rng, pickTime(rng)),
      windowSide: rng.chance(0.5) ? 'left' : 'right',
    }),
  drawPool,
  drawRestaurant,
  (svg, rng, style) => drawExterior(svg, rng, style, otherTime(style.time, rng), 'close'),
]

export function drawHotelScene(svg: Svg, hotelId: string, n: number): void {
  const style = hotelStyle(hotelId)
  const rng = createRng(`hotel/${hotelId}-${n}`)
  if (n <= 1) {
    drawExterior(svg, rng, style, style.time, 'front')
    return
  }
  // Each hotel starts its gallery at a different scene, so two galleries do not line up.
  const offset = createRng(`hotel/${hotelId}/order`).int(0, LATER_SCENES.length - 1)
  const scene = LATER_SCENES[(n - 2 + offset) % LATER_SCENES.length] ?? drawLobby
  scene(svg, rng, style)
}

function otherTime(time: TimeOfDay, rng: Rng): TimeOfDay {
  if (time === 'night' || time === 'dusk') return rng.pick(['day', 'dawn'] as const)
  return rng.pick(['dusk', 'night'] as const)
}

/** The building in its setting: 'front' shows all of it, 'close' a nearer, cropped view. */
export function drawExterior(
  svg: Svg,
  rng: Rng,
  hotel: HotelStyle,
  time: TimeOfDay,
  view: 'front' | 'close',
): void {
  const { width: w, height: h } = svg
  const sky = skyFor(rng, time)
  const river = hotel.setting === 'river'
  // 'close' is the tower seen from the corner of the street: fewer bays, larger, at an angle.
  const close = view === 'close'
  const style = close ? { ...hotel, bays: Math.min(hotel.bays, rng.int(3, 5)) } : hotel
  const groundY = river ? h * 0.66 : h * (close ? 0.84 : 0.8)
  const side = close
    ? rng.pick(['left', 'right'] as const)
    : rng.pick(['left', 'right', 'none', 'none'] as const)
  const targetWidth = w * (close ? rng.range(0.4, 0.5) : river ? rng.range(0.45, 0.6) : rng.range(0.5, 0.68))
  const bayWidth = Math.max(30, Math.min(close ? 95 : 64, targetWidth / style.bays))
  const headroom = style.roof === 'dome' ? 0.26 : style.roof === 'penthouse' ? 0.2 : 0.12
  const available = groundY - h * headroom
  const floorHeight = Math.min(bayWidth * (close ? 0.8 : 0.95), available / (style.floors + 2.3))
  const sideDepth = close ? 0.75 : 0.28
  const g: BuildingGeometry = { x: 0, groundY, bayWidth, floorHeight, side, sideDepth }
  const frontW = buildingWidth(style, g)
  const sideW = side === 'none' ? 0 : frontW * sideDepth
  g.x = (w - frontW - sideW) / 2 + (side === 'left' ? sideW : 0) + rng.range(-0.05, 0.05) * w

  drawSky(svg, rng.fork('sky'), sky, w, groundY)
  drawBackdrop(svg, rng.fork('backdrop'), style, sky, groundY)
  if (river) {
    drawBuilding(svg, rng.fork('building'), style, sky, g)
    drawRiverbank(svg, rng.fork('bank'), sky, groundY)
    drawWater(svg, rng.fork('water'), sky, 0, groundY + 8, w, h - groundY - 8)
    // The hotel's reflection: the same drawing mirrored at the waterline, faint.
    const clip = svg.clip(`<rect x="0" y="${groundY + 8}" width="${w}" height="${h - groundY}"/>`)
    svg.group({ 'clip-path': clip }, () => {
      svg.group({ transform: `matrix(1 0 0 -1 0 ${2 * groundY + 12})`, opacity: 0.22 }, () =>
        drawBuilding(svg, rng.fork('building'), style, sky, g),
      )
    })
    drawShimmer(svg, rng.fork('shimmer'), sky, groundY + 8)
    return
  }
  drawBuilding(svg, rng.fork('building'), style, sky, g)
  drawForecourt(svg, rng.fork('forecourt'), style, sky, groundY, g.x, frontW)
}

function drawBackdrop(svg: Svg, rng: Rng, style: HotelStyle, sky: SkyPalette, groundY: number): void {
  const { width: w } = svg
  if (style.setting === 'mountains') {
    drawMountains(svg, rng, sky, w, groundY, groundY * 0.45, '#5f7d62', 3)
    return
  }
  // Neighbouring blocks and a minaret or two, pale with distance.
  const city = mix(inLight('#c9b8a0', sky), sky.haze, 0.55)
  let x = -10
  while (x < w) {
    const bw = rng.range(40, 110)
    const bh = rng.range(groundY * 0.08, groundY * 0.3)
    svg.rect(x, groundY - bh, bw, bh + 2, city)
    x += bw + rng.range(-5, 20)
  }
  if (rng.chance(0.7)) {
    const mx = rng.range(w * 0.05, w * 0.95)
    const mh = groundY * rng.range(0.35, 0.5)
    svg.rect(mx - 5, groundY - mh, 10, mh, city)
    svg.rect(mx - 8, groundY - mh * 0.8, 16, 5, city)
    svg.path(pd`M${mx - 6},${groundY - mh}L${mx},${groundY - mh - 16}L${mx + 6},${groundY - mh}Z`, city)
  }
  if (sky.time === 'night') {
    for (let i = 0; i < 25; i++) {
      svg.rect(rng.range(0, w), groundY - rng.range(4, groundY * 0.2), 3, 4, '#ffd37a', { opacity: 0.6 })
    }
  }
}

function drawForecourt(
  svg: Svg,
  rng: Rng,
  style: HotelStyle,
  sky: SkyPalette,
  groundY: number,
  buildingX: number,
  buildingW: number,
): void {
  const { width: w, height: h } = svg
  const paving = inLight('#d8cfc0', sky)
  const roadY = groundY + (h - groundY) * 0.62
  svg.rect(
    0,
    groundY,
    w,
    h - groundY,
    svg.linear([
      [0, paving],
      [1, darken(paving, 0.2)],
    ]),
  )
  // The building's shadow on the paving.
  svg.poly(
    [
      [buildingX, groundY],
      [buildingX + buildingW, groundY],
      [buildingX + buildingW + 30, groundY + 16],
      [buildingX + 30, groundY + 16],
    ],
    '#000000',
    { opacity: 0.12 },
  )
  // Paving joints converge slightly, a cheap hint of perspective.
  let d = ''
  for (let i = -6; i <= 18; i++) {
    const x = (w * i) / 12
    d += pd`M${x},${groundY}L${w / 2 + (x - w / 2) * 1.6},${h}`
  }
  svg.path(d, 'none', { stroke: darken(paving, 0.15), 'stroke-width': 1, opacity: 0.6 })
  svg.rect(0, groundY, w, 3, darken(paving, 0.25))
  // The street in front: kerb, asphalt and a dashed centre line.
  const asphalt = inLight('#5d6166', sky)
  svg.rect(0, roadY, w, h - roadY, asphalt)
  svg.rect(0, roadY - 3, w, 5, lighten(paving, 0.2))
  let dash = ''
  for (let x = 10; x < w; x += 70) dash += `M${x},${num(roadY + (h - roadY) * 0.55)}h36`
  svg.path(dash, 'none', { stroke: '#f1efe8', 'stroke-width': 3, opacity: 0.7 })
  // Hedges along the façade.
  const hedge = inLight(rng.pick(foliage), sky)
  svg.rect(0, groundY - 10, w * 0.28, 14, hedge, { rx: 7 })
  svg.rect(w * 0.72, groundY - 10, w * 0.28, 14, hedge, { rx: 7 })
  const night = sky.time === 'night' || sky.time === 'dusk'
  // Street lamps, glowing after sunset.
  for (const lx of [w * 0.06, w * 0.94]) {
    const ly = h * 0.98
    svg.rect(lx - 2, ly - h * 0.3, 4, h * 0.3, darken(style.trim, 0.6))
    if (night)
      svg.circle(
        lx,
        ly - h * 0.3,
        26,
        svg.radial([
          [0, '#ffe3a0', 0.8],
          [1, '#ffe3a0', 0],
        ]),
      )
    svg.circle(lx, ly - h * 0.3, 7, night ? '#fff1c8' : '#e8e0cf')
  }
  const plant = style.setting === 'city' ? 'tree' : 'palm'
  const foliageColor = sky.time === 'night' ? darken(rng.pick(foliage), 0.5) : undefined
  for (const [px, size] of [
    [w * rng.range(0.1, 0.16), rng.range(0.3, 0.4)],
    [w * rng.range(0.84, 0.9), rng.range(0.3, 0.42)],
  ] as const) {
    if (plant === 'palm') drawPalm(svg, rng, px, groundY + h * 0.08, h * size, foliageColor)
    else if (rng.chance(0.5)) drawTree(svg, rng, px, groundY + h * 0.06, h * size * 0.8, foliageColor)
    else drawCypress(svg, px, groundY + h * 0.06, h * size, foliageColor ?? '#2e5e46')
  }
}

function drawRiverbank(svg: Svg, rng: Rng, sky: SkyPalette, groundY: number): void {
  const { width: w } = svg
  const bank = inLight('#b7a17e', sky)
  svg.rect(0, groundY - 2, w, 12, bank)
  svg.rect(0, groundY + 6, w, 3, darken(bank, 0.3))
  const dark = darken(mix(inLight('#3c6a48', sky), sky.haze, 0.2), 0.1)
  for (let i = 0; i < 5; i++) {
    const x = rng.chance(0.5) ? rng.range(0, w * 0.22) : rng.range(w * 0.78, w)
    drawPalm(
      svg,
      rng,
      x,
      groundY + 4,
      groundY * rng.range(0.28, 0.42),
      sky.time === 'night' ? darken(dark, 0.4) : undefined,
    )
  }
}

function drawShimmer(svg: Svg, rng: Rng, sky: SkyPalette, waterY: number): void {
  if (sky.time !== 'night' && sky.time !== 'dusk') return
  const { width: w, height: h } = svg
  for (let i = 0; i < 30; i++) {
    const y = rng.range(waterY + 4, h)
    svg.rect(rng.range(w * 0.2, w * 0.8), y, rng.range(6, 30), 2, lighten('#ffd37a', 0.2), { opacity: 0.45 })
  }
}
