/**
 * Wide, warm hero pictures for offers and the home slideshow. Consecutive ids take consecutive
 * compositions, so a row of offers never repeats one; the seed varies the details.
 */

import { drawBuilding, inLight } from './building'
import { darken, lighten, mix } from './color'
import { drawPool } from './draw-amenities'
import { drawExterior } from './draw-hotel'
import { drawPlace } from './draw-place'
import { hotelStyle, skyFor } from './hotel-style'
import { drawBridge, drawCityFront } from './landmarks'
import type { SkyPalette } from './palette'
import type { Rng } from './random'
import { drawCypress, drawMountains, drawPalm, drawSky, drawWater } from './scenery'
import { num, pd, type Svg } from './svg'

type Hero = (svg: Svg, rng: Rng) => void

const HEROES: readonly Hero[] = [
  riverTerrace,
  (svg, rng) => drawPool(svg, rng, hotelStyle(`hero/${rng.int(0, 999)}`)),
  mountainResort,
  (svg, rng) =>
    drawExterior(
      svg,
      rng,
      hotelStyle(`hero/${rng.int(0, 999)}`),
      rng.pick(['dusk', 'night'] as const),
      'front',
    ),
  (svg, rng) => drawPlace(svg, rng, { theme: 'citadel', time: 'dusk' }, 0.55),
  (svg, rng) => drawPlace(svg, rng, { theme: 'marsh', time: rng.pick(['dawn', 'dusk'] as const) }, 0.55),
  (svg, rng) => drawPlace(svg, rng, { theme: 'shrine', time: 'night' }, 0.58),
]

export function drawHero(svg: Svg, rng: Rng, index: number): void {
  const hero = HEROES[index % HEROES.length] ?? riverTerrace
  hero(svg, rng)
  // Warm light from the top, and a soft foot where captions and dots sit.
  const { width: w, height: h } = svg
  svg.rect(
    0,
    0,
    w,
    h,
    svg.linear([
      [0, '#ffb46b', 0.1],
      [0.5, '#ffb46b', 0],
    ]),
  )
  svg.rect(
    0,
    h * 0.65,
    w,
    h * 0.35,
    svg.linear([
      [0, '#000000', 0],
      [1, '#000000', 0.3],
    ]),
  )
}

/** Evening tea on a terrace above the Tigris, the city lit across the water. */
function riverTerrace(svg: Svg, rng: Rng): void {
  const { width: w, height: h } = svg
  const sky = skyFor(rng, 'dusk')
  const horizon = h * 0.5
  drawSky(svg, rng.fork('sky'), sky, w, horizon)
  drawCityFront(svg, rng.fork('city'), sky, horizon, 0.6)
  drawWater(svg, rng.fork('water'), sky, 0, horizon, w, h - horizon)
  drawBridge(svg, sky, horizon + 28, 0.6)
  drawTerrace(svg, rng, sky)
}

function drawTerrace(svg: Svg, rng: Rng, sky: SkyPalette): void {
  const { width: w, height: h } = svg
  const stone = inLight('#d9c7a5', sky)
  const railY = h * 0.74
  const floorY = h * 0.86
  // Balustrade: a rail on turned posts.
  let posts = ''
  for (let x = 6; x < w; x += 22) {
    posts += `M${num(x)},${num(railY + 8)}h8v${num(floorY - railY - 8)}h-8Z`
  }
  svg.path(posts, darken(stone, 0.1))
  svg.rect(0, railY, w, 10, stone)
  svg.rect(
    0,
    floorY,
    w,
    h - floorY,
    svg.linear([
      [0, darken(stone, 0.15)],
      [1, darken(stone, 0.35)],
    ]),
  )
  // Lanterns on the rail, each with its pool of light.
  for (const lx of [w * 0.12, w * 0.88]) {
    svg.circle(
      lx,
      railY - 26,
      60,
      svg.radial([
        [0, '#ffd98a', 0.7],
        [1, '#ffd98a', 0],
      ]),
    )
    svg.rect(lx - 9, railY - 40, 18, 30, '#ffe2a0', { stroke: '#5a3b1e', 'stroke-width': 3 })
    svg.path(pd`M${lx - 12},${railY - 40}L${lx},${railY - 54}L${lx + 12},${railY - 40}Z`, '#5a3b1e')
  }
  // A small table with two tea glasses and two chairs, in silhouette against the light.
  const tx = w * rng.range(0.4, 0.6)
  const dark = darken(mix(sky.top, '#2a1a10', 0.6), 0.3)
  svg.ellipse(tx, floorY - 40, 46, 9, dark)
  svg.rect(tx - 3, floorY - 40, 6, 40, dark)
  svg.rect(tx - 20, floorY - 2, 40, 4, dark)
  for (const dx of [-14, 12]) {
    svg.path(
      pd`M${tx + dx - 5},${floorY - 58}L${tx + dx - 4},${floorY - 46}H${tx + dx + 4}L${tx + dx + 5},${floorY - 58}Z`,
      '#c0562a',
    )
  }
  for (const side of [-1, 1]) {
    const cx = tx + side * 80
    svg.rect(cx - 20, floorY - 36, 40, 6, dark)
    svg.rect(cx + side * 16 - 3, floorY - 80, 6, 80, dark)
    svg.rect(cx - side * 16 - 3, floorY - 36, 6, 36, dark)
  }
  const palm = darken(mix(sky.top, '#000000', 0.4), 0.2)
  drawPalm(svg, rng, w * 0.03, h + 10, h * 0.8, palm)
}

/** A resort on a lake in the Kurdish mountains. */
function mountainResort(svg: Svg, rng: Rng): void {
  const { width: w, height: h } = svg
  const sky = skyFor(rng, rng.pick(['day', 'dawn'] as const))
  const horizon = h * 0.55
  drawSky(svg, rng.fork('sky'), sky, w, horizon)
  drawMountains(svg, rng.fork('mountains'), sky, w, horizon, h * 0.35, '#5a7a5e', 3)
  const style = { ...hotelStyle(`resort/${rng.int(0, 999)}`), floors: 3, bays: 8, modern: false }
  const shore = inLight('#6f8a4a', sky)
  svg.rect(0, horizon - 4, w, 14, shore)
  const bx = w * rng.range(0.45, 0.6)
  drawBuilding(svg, rng.fork('resort'), style, sky, {
    x: bx,
    groundY: horizon + 4,
    bayWidth: 30,
    floorHeight: 27,
    side: 'left',
  })
  for (let i = 0; i < 7; i++) {
    const x = rng.chance(0.5) ? rng.range(0, bx - 60) : rng.range(bx + 260, w)
    drawCypress(svg, x, horizon + 8, rng.range(40, 80), darken(inLight('#2e5e46', sky), 0.1))
  }
  drawWater(svg, rng.fork('lake'), sky, 0, horizon + 10, w, h - horizon - 10)
  const bank = lighten(shore, 0.05)
  svg.path(`M0,${num(h * 0.82)}Q${num(w * 0.3)},${num(h * 0.84)} ${num(w * 0.45)},${num(h + 2)}H0Z`, bank)
  drawCypress(svg, w * 0.08, h * 0.95, h * 0.45, darken(inLight('#2e5e46', sky), 0.15))
  drawCypress(svg, w * 0.16, h * 0.98, h * 0.35, darken(inLight('#2e5e46', sky), 0.05))
}
