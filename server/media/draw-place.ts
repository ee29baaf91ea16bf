/**
 * Governorate cards: each of Iraq's 19 governorates gets its own landmark or landscape and its
 * own light. Unknown slugs still get a stable picture, chosen from the themes by hash.
 */

import { inLight } from './building'
import { darken, mix } from './color'
import {
  drawBridge,
  drawCitadel,
  drawCityFront,
  drawEternalFire,
  drawIshtarGate,
  drawLeaningMinaret,
  drawMudhif,
  drawShrine,
  drawSpiralMinaret,
  drawWaterwheel,
  drawZiggurat,
} from './landmarks'
import { drawBuffalo, drawDhow, drawDunes, drawFields, drawMashoof, drawReeds, drawTown } from './landscapes'
import { type SkyPalette, skies, type TimeOfDay } from './palette'
import { createRng, type Rng } from './random'
import { drawMountains, drawPalm, drawSky, drawTree, drawWater } from './scenery'
import { pd, type Svg } from './svg'

export type Theme =
  | 'baghdad'
  | 'shrine'
  | 'mosul'
  | 'samarra'
  | 'citadel'
  | 'kirkuk'
  | 'ur'
  | 'babylon'
  | 'marsh'
  | 'noria'
  | 'basra'
  | 'desert'
  | 'mountain-town'
  | 'mountain-lake'
  | 'fields'
  | 'barrage'
  | 'orchards'

export interface Place {
  theme: Theme
  time: TimeOfDay
}

/** Slugs as the seed writes them, plus the other spellings people use. */
const PLACES: Record<string, Place> = {
  baghdad: { theme: 'baghdad', time: 'dusk' },
  basra: { theme: 'basra', time: 'dusk' },
  nineveh: { theme: 'mosul', time: 'day' },
  erbil: { theme: 'citadel', time: 'dusk' },
  sulaymaniyah: { theme: 'mountain-town', time: 'dusk' },
  duhok: { theme: 'mountain-lake', time: 'day' },
  halabja: { theme: 'mountain-town', time: 'dawn' },
  kirkuk: { theme: 'kirkuk', time: 'night' },
  anbar: { theme: 'noria', time: 'day' },
  babylon: { theme: 'babylon', time: 'day' },
  karbala: { theme: 'shrine', time: 'night' },
  najaf: { theme: 'shrine', time: 'dusk' },
  wasit: { theme: 'barrage', time: 'day' },
  diyala: { theme: 'orchards', time: 'day' },
  saladin: { theme: 'samarra', time: 'dawn' },
  'dhi-qar': { theme: 'ur', time: 'dawn' },
  maysan: { theme: 'marsh', time: 'dusk' },
  muthanna: { theme: 'desert', time: 'dusk' },
  qadisiyyah: { theme: 'fields', time: 'dusk' },
}

const ALIASES: Record<string, string> = {
  ninawa: 'nineveh',
  ninevah: 'nineveh',
  mosul: 'nineveh',
  hawler: 'erbil',
  arbil: 'erbil',
  sulaimani: 'sulaymaniyah',
  sulaimaniyah: 'sulaymaniyah',
  slemani: 'sulaymaniyah',
  dohuk: 'duhok',
  'al-anbar': 'anbar',
  babil: 'babylon',
  'al-najaf': 'najaf',
  kut: 'wasit',
  'salah-al-din': 'saladin',
  'salah-ad-din': 'saladin',
  salahaddin: 'saladin',
  dhiqar: 'dhi-qar',
  'thi-qar': 'dhi-qar',
  missan: 'maysan',
  'al-muthanna': 'muthanna',
  'al-qadisiyyah': 'qadisiyyah',
  qadisiyah: 'qadisiyyah',
  diwaniyah: 'qadisiyyah',
}

const THEMES: readonly Theme[] = [
  'baghdad',
  'mosul',
  'citadel',
  'ur',
  'marsh',
  'noria',
  'basra',
  'mountain-town',
  'fields',
  'orchards',
]

function placeFor(slug: string, rng: Rng): Place {
  const known = PLACES[ALIASES[slug] ?? slug]
  if (known) return known
  return { theme: rng.pick(THEMES), time: rng.pick(['day', 'dusk', 'dawn'] as const) }
}

export function drawGovernorate(svg: Svg, slug: string): void {
  const rng = createRng(`governorate/${slug}`)
  drawPlace(svg, rng, placeFor(slug, rng), 0.6)
  // A gentle darkening at the foot, where cards put the governorate's name.
  const { width: w, height: h } = svg
  svg.rect(
    0,
    h * 0.7,
    w,
    h * 0.3,
    svg.linear([
      [0, '#000000', 0],
      [1, '#000000', 0.35],
    ]),
  )
}

/** A place's landscape with its horizon at a fraction of the height; heroes reuse it. */
export function drawPlace(svg: Svg, rng: Rng, place: Place, horizonAt: number): void {
  const sky = rng.pick(skies[place.time])
  const horizon = svg.height * horizonAt
  svg.rect(0, 0, svg.width, svg.height, sky.horizon)
  drawSky(svg, rng.fork('sky'), sky, svg.width, horizon)
  THEME_DRAWERS[place.theme](svg, rng.fork('scene'), sky, horizon)
}

/** A river winding from the horizon to the viewer through flat country. */
function drawRiver(svg: Svg, rng: Rng, sky: SkyPalette, horizon: number): void {
  const { width: w, height: h } = svg
  const x = w * rng.range(0.35, 0.65)
  const bend = w * rng.range(-0.3, 0.3)
  const path =
    pd`M${x - 6},${horizon}Q${x + bend},${horizon + (h - horizon) * 0.4} ${w * 0.3},${h + 10}` +
    pd`H${w * 0.85}Q${x + bend + 60},${horizon + (h - horizon) * 0.4} ${x + 6},${horizon}Z`
  svg.path(
    path,
    svg.linear([
      [0, mix(sky.horizon, '#2a7f9a', 0.3)],
      [1, mix(sky.top, '#1a5a73', 0.5)],
    ]),
  )
  svg.path(path, 'none', { stroke: inLight('#c9b48a', sky), 'stroke-width': 4 })
}

type ThemeDrawer = (svg: Svg, rng: Rng, sky: SkyPalette, horizon: number) => void

const ground = (svg: Svg, sky: SkyPalette, y: number, color: string): void => {
  svg.rect(
    0,
    y,
    svg.width,
    svg.height - y,
    svg.linear([
      [0, inLight(color, sky)],
      [1, darken(inLight(color, sky), 0.25)],
    ]),
  )
}

const sidePalms = (svg: Svg, rng: Rng, sky: SkyPalette, groundY: number, silhouette: boolean): void => {
  const color = silhouette ? darken(mix(sky.top, '#000000', 0.4), 0.2) : undefined
  drawPalm(svg, rng, svg.width * rng.range(0.02, 0.12), groundY, svg.height * rng.range(0.4, 0.5), color)
  drawPalm(svg, rng, svg.width * rng.range(0.88, 0.98), groundY, svg.height * rng.range(0.35, 0.45), color)
}

const THEME_DRAWERS: Record<Theme, ThemeDrawer> = {
  baghdad: (svg, rng, sky, horizon) => {
    drawCityFront(svg, rng, sky, horizon, 0.9)
    drawWater(svg, rng, sky, 0, horizon, svg.width, svg.height - horizon)
    drawBridge(svg, sky, horizon + 40, 0.9)
    sidePalms(svg, rng, sky, svg.height + 20, true)
  },
  shrine: (svg, rng, sky, horizon) => {
    ground(svg, sky, horizon + 60, '#d9cdb8')
    drawShrine(svg, sky, svg.width / 2, horizon + 60, 0.95)
    sidePalms(svg, rng, sky, svg.height + 40, true)
  },
  mosul: (svg, rng, sky, horizon) => {
    drawTown(svg, rng, sky, horizon + 20, 60)
    drawLeaningMinaret(svg, sky, svg.width * 0.4, horizon + 40, 1)
    drawWater(svg, rng, sky, 0, horizon + 70, svg.width, svg.height - horizon - 70)
    sidePalms(svg, rng, sky, svg.height + 30, false)
  },
  samarra: (svg, rng, sky, horizon) => {
    ground(svg, sky, horizon + 50, '#d8b27a')
    drawPalm(svg, rng, svg.width * 0.12, horizon + 50, 120, mix(sky.haze, '#4a5a3a', 0.5))
    drawPalm(svg, rng, svg.width * 0.88, horizon + 50, 100, mix(sky.haze, '#4a5a3a', 0.5))
    drawSpiralMinaret(svg, sky, svg.width / 2, horizon + 90, 1.15)
  },
  citadel: (svg, rng, sky, horizon) => {
    ground(svg, sky, horizon + 40, '#a89878')
    drawCitadel(svg, rng, sky, svg.width / 2, horizon + 60, 0.95)
    drawTown(svg, rng, sky, horizon + 120, 90)
  },
  kirkuk: (svg, rng, sky, horizon) => {
    drawMountains(svg, rng, sky, svg.width, horizon + 20, 70, '#6a6450', 2)
    drawEternalFire(svg, rng, svg.width * 0.8, horizon + 10, 0.8)
    ground(svg, sky, horizon + 20, '#8a7a5a')
    drawCitadel(svg, rng, sky, svg.width * 0.42, horizon + 80, 0.8)
    drawTown(svg, rng, sky, horizon + 140, 80)
  },
  ur: (svg, rng, sky, horizon) => {
    ground(svg, sky, horizon + 40, '#d9b987')
    drawPalm(svg, rng, svg.width * 0.9, horizon + 40, 130, mix(sky.haze, '#4a5a3a', 0.5))
    drawZiggurat(svg, sky, svg.width / 2, horizon + 100, 1.3)
  },
  babylon: (svg, rng, sky, horizon) => {
    ground(svg, sky, horizon + 40, '#d6c29a')
    sidePalms(svg, rng, sky, horizon + 80, false)
    drawIshtarGate(svg, sky, svg.width / 2, horizon + 110, 1.3)
  },
  marsh: (svg, rng, sky, horizon) => {
    drawWater(svg, rng, sky, 0, horizon, svg.width, svg.height - horizon)
    drawReeds(svg, rng, sky, -10, svg.width * 0.35, horizon + 10, 70)
    drawReeds(svg, rng, sky, svg.width * 0.7, svg.width + 10, horizon + 14, 60)
    drawMudhif(svg, sky, svg.width * 0.52, horizon + 20, 0.9)
    drawBuffalo(svg, sky, svg.width * 0.22, horizon + 120, 60)
    drawMashoof(svg, sky, svg.width * 0.6, horizon + 200, 130)
    drawReeds(svg, rng, sky, svg.width * 0.78, svg.width + 10, svg.height, 200)
  },
  noria: (svg, rng, sky, horizon) => {
    ground(svg, sky, horizon, '#c9b48a')
    sidePalms(svg, rng, sky, horizon + 60, false)
    drawWater(svg, rng, sky, 0, horizon + 110, svg.width, svg.height - horizon - 110)
    drawWaterwheel(svg, sky, svg.width * 0.3, horizon + 150, 1)
  },
  basra: (svg, rng, sky, horizon) => {
    const grove = darken(mix(sky.haze, '#2a3a2a', 0.6), 0.2)
    for (let i = 0; i < 12; i++)
      drawPalm(svg, rng, rng.range(0, svg.width), horizon + 4, rng.range(60, 130), grove)
    drawWater(svg, rng, sky, 0, horizon, svg.width, svg.height - horizon)
    drawDhow(svg, sky, svg.width * 0.55, horizon + 150, 110)
    sidePalms(svg, rng, sky, svg.height + 30, true)
  },
  desert: (svg, rng, sky, horizon) => {
    drawDunes(svg, rng, sky, horizon)
    const palm = darken(mix(sky.top, '#000000', 0.4), 0.2)
    drawPalm(svg, rng, svg.width * 0.7, horizon + 90, 170, palm)
    drawPalm(svg, rng, svg.width * 0.78, horizon + 95, 130, palm)
  },
  'mountain-town': (svg, rng, sky, horizon) => {
    drawMountains(svg, rng, sky, svg.width, horizon + 30, horizon * 0.55, '#5f7d62', 3)
    ground(svg, sky, horizon + 30, '#6f8a5a')
    drawTown(svg, rng, sky, horizon + 70, 110)
  },
  'mountain-lake': (svg, rng, sky, horizon) => {
    drawMountains(svg, rng, sky, svg.width, horizon, horizon * 0.6, '#56785a', 3)
    drawWater(svg, rng, sky, 0, horizon, svg.width, svg.height - horizon)
    // The near shore: a grassy bank curving in from the corner, with trees.
    const bank = inLight('#6f8a4a', sky)
    svg.path(
      pd`M0,${svg.height * 0.78}Q${svg.width * 0.5},${svg.height * 0.8} ${svg.width},${svg.height * 0.9}V${svg.height}H0Z`,
      bank,
    )
    drawTree(svg, rng, svg.width * 0.12, svg.height * 0.84, 150)
    drawTree(svg, rng, svg.width * 0.3, svg.height * 0.82, 90)
  },
  fields: (svg, rng, sky, horizon) => {
    drawFields(svg, rng, sky, horizon, undefined, () => drawRiver(svg, rng, sky, horizon))
  },
  barrage: (svg, rng, sky, horizon) => {
    drawFields(svg, rng, sky, horizon, undefined, () => drawRiver(svg, rng, sky, horizon))
    drawBridge(svg, sky, horizon + 60, 0.7)
  },
  orchards: (svg, rng, sky, horizon) => {
    drawMountains(svg, rng, sky, svg.width, horizon + 4, 80, '#7a8a5a', 2)
    drawFields(svg, rng, sky, horizon, '#f29a2e')
  },
}
