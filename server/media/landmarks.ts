/**
 * Stylised landmarks of Iraq for the governorate and hero pictures. Each stands on `groundY`,
 * centred on `cx`; `s` scales it (1 is about 300 units tall). Shapes are simplified on purpose:
 * they should read at thumbnail size, not be architectural drawings.
 */

import { inLight } from './building'
import { darken, lighten, mix } from './color'
import type { SkyPalette } from './palette'
import type { Rng } from './random'
import { archPath, num, type Svg } from './svg'

const GOLD = '#e7b84a'
const TILE_BLUE = '#2a6fa8'
const TURQUOISE = '#2a9d9a'

function gold(svg: Svg, sky: SkyPalette): string {
  return svg.linear(
    [
      [0, lighten(inLight(GOLD, sky), 0.35)],
      [0.6, inLight(GOLD, sky)],
      [1, darken(inLight(GOLD, sky), 0.25)],
    ],
    0,
    0,
    1,
    0,
  )
}

/** An onion dome on a drum. */
function dome(svg: Svg, cx: number, base: number, r: number, fill: string, drum: string): void {
  svg.rect(cx - r * 0.85, base - r * 0.5, r * 1.7, r * 0.5, drum)
  svg.path(
    `M${num(cx - r)},${num(base - r * 0.45)}C${num(cx - r * 1.25)},${num(base - r * 1.4)} ${num(cx - r * 0.2)},${num(base - r * 1.7)} ${num(cx)},${num(base - r * 2.1)}` +
      `C${num(cx + r * 0.2)},${num(base - r * 1.7)} ${num(cx + r * 1.25)},${num(base - r * 1.4)} ${num(cx + r)},${num(base - r * 0.45)}Z`,
    fill,
  )
  svg.rect(cx - 1.5, base - r * 2.45, 3, r * 0.4, GOLD)
  svg.circle(cx, base - r * 2.45, r * 0.06, GOLD)
}

/** A minaret: shaft, one or two balconies, a pointed cap. */
function minaret(
  svg: Svg,
  cx: number,
  base: number,
  height: number,
  width: number,
  body: string,
  cap: string,
): void {
  svg.rect(cx - width / 2, base - height, width, height, body)
  for (const t of [0.62, 0.85]) {
    svg.rect(cx - width * 0.85, base - height * t, width * 1.7, width * 0.35, cap)
  }
  svg.path(
    `M${num(cx - width * 0.5)},${num(base - height)}Q${num(cx - width * 0.4)},${num(base - height - width * 1.6)} ${num(cx)},${num(base - height - width * 2.4)}` +
      `Q${num(cx + width * 0.4)},${num(base - height - width * 1.6)} ${num(cx + width * 0.5)},${num(base - height)}Z`,
    cap,
  )
}

function arcade(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  wall: string,
  opening: string,
): void {
  svg.rect(x, y, w, h, wall)
  const aw = (w / count) * 0.62
  for (let i = 0; i < count; i++) {
    const ax = x + (w / count) * (i + 0.5) - aw / 2
    svg.path(archPath(ax, y + h * 0.2, aw, h * 0.8, 'pointed'), opening)
  }
  svg.rect(x - 3, y - 4, w + 6, 5, lighten(wall, 0.2))
}

/** Golden-domed shrine with twin minarets (Karbala, Najaf, Kadhimiya). */
export function drawShrine(svg: Svg, sky: SkyPalette, cx: number, groundY: number, s: number): void {
  const wall = inLight('#d8c7a6', sky)
  const tile = inLight(TILE_BLUE, sky)
  const lit = sky.time === 'night' || sky.time === 'dusk'
  const opening = lit ? '#ffd98a' : darken(tile, 0.3)
  if (lit)
    svg.ellipse(
      cx,
      groundY - 160 * s,
      230 * s,
      200 * s,
      svg.radial([
        [0, '#ffe3a0', 0.45],
        [1, '#ffe3a0', 0],
      ]),
    )
  // Floodlit after dark: the gold keeps its daylight colour.
  const g = gold(svg, lit ? { ...sky, time: 'day' } : sky)
  for (const side of [-1, 1]) minaret(svg, cx + side * 110 * s, groundY - 60 * s, 230 * s, 18 * s, g, g)
  svg.rect(cx - 80 * s, groundY - 150 * s, 160 * s, 100 * s, tile)
  for (let i = 0; i < 5; i++)
    svg.path(archPath(cx - 70 * s + i * 30 * s, groundY - 135 * s, 20 * s, 70 * s, 'pointed'), opening)
  dome(svg, cx, groundY - 150 * s, 70 * s, g, tile)
  if (lit) {
    // Light spilling onto the courtyard paving.
    svg.ellipse(
      cx,
      groundY + 40 * s,
      320 * s,
      90 * s,
      svg.radial([
        [0, '#ffd98a', 0.35],
        [1, '#ffd98a', 0],
      ]),
    )
  }
  arcade(svg, cx - 230 * s, groundY - 60 * s, 460 * s, 60 * s, 11, wall, opening)
}

/** Baghdad: a river front of domes, minarets and towers. */
export function drawCityFront(svg: Svg, rng: Rng, sky: SkyPalette, groundY: number, s: number): void {
  const { width: w } = svg
  const far = mix(inLight('#b8a488', sky), sky.haze, 0.45)
  let x = -10
  while (x < w) {
    const bw = rng.range(30, 70) * s
    const bh = rng.range(40, 150) * s
    svg.rect(x, groundY - bh, bw, bh, far)
    if (sky.time !== 'day') {
      for (let i = 0; i < 4; i++)
        svg.rect(x + rng.range(4, bw - 6), groundY - rng.range(8, bh - 6), 3 * s, 4 * s, '#ffd37a', {
          opacity: 0.7,
        })
    }
    x += bw + rng.range(2, 16) * s
  }
  const near = inLight('#c9b189', sky)
  const turq = inLight(TURQUOISE, sky)
  const cx = w * rng.range(0.35, 0.65)
  minaret(svg, cx - 120 * s, groundY - 40 * s, 200 * s, 14 * s, near, turq)
  minaret(svg, cx + 150 * s, groundY - 40 * s, 170 * s, 12 * s, near, turq)
  svg.rect(cx - 110 * s, groundY - 90 * s, 220 * s, 90 * s, near)
  for (let i = 0; i < 6; i++)
    svg.path(
      archPath(cx - 95 * s + i * 33 * s, groundY - 70 * s, 20 * s, 60 * s, 'pointed'),
      darken(near, 0.3),
    )
  dome(svg, cx, groundY - 90 * s, 55 * s, turq, near)
  dome(svg, cx - 75 * s, groundY - 90 * s, 25 * s, turq, near)
  dome(svg, cx + 75 * s, groundY - 90 * s, 25 * s, turq, near)
}

/** A river bridge on round arches, seen from the bank. */
export function drawBridge(svg: Svg, sky: SkyPalette, y: number, s: number): void {
  const { width: w } = svg
  const stone = inLight('#b9a68a', sky)
  const span = 90 * s
  let d = `M-10,${num(y)}H${num(w + 10)}V${num(y + 26 * s)}`
  for (let x = w + 10; x > -span; x -= span) {
    d += `H${num(x - span * 0.15)}Q${num(x - span * 0.5)},${num(y + 5 * s)} ${num(x - span * 0.85)},${num(y + 26 * s)}`
  }
  svg.path(`${d}H-10Z`, stone)
  svg.rect(-10, y - 6 * s, w + 20, 6 * s, darken(stone, 0.2))
  if (sky.time !== 'day') {
    for (let x = 20; x < w; x += 60 * s) svg.circle(x, y - 10 * s, 3 * s, '#ffe3a0')
  }
}

/** Mosul's al-Hadba: the leaning brick minaret beside a domed prayer hall. */
export function drawLeaningMinaret(svg: Svg, sky: SkyPalette, cx: number, groundY: number, s: number): void {
  const brick = inLight('#c49a6c', sky)
  const hall = inLight('#d9c7a5', sky)
  svg.rect(cx - 40 * s, groundY - 70 * s, 200 * s, 70 * s, hall)
  dome(svg, cx + 90 * s, groundY - 70 * s, 42 * s, inLight('#5c9a7a', sky), hall)
  svg.group({ transform: `rotate(4 ${num(cx)} ${num(groundY)})` }, () => {
    svg.rect(cx - 26 * s, groundY - 60 * s, 52 * s, 60 * s, darken(brick, 0.1))
    svg.poly(
      [
        [cx - 20 * s, groundY - 60 * s],
        [cx + 20 * s, groundY - 60 * s],
        [cx + 15 * s, groundY - 330 * s],
        [cx - 15 * s, groundY - 330 * s],
      ],
      brick,
    )
    // Decorative brick bands.
    for (let i = 0; i < 7; i++) {
      const y = groundY - 90 * s - i * 34 * s
      svg.rect(cx - 19 * s + i * 0.6 * s, y, 38 * s - i * 1.2 * s, 7 * s, darken(brick, 0.22))
    }
    svg.rect(cx - 20 * s, groundY - 345 * s, 40 * s, 15 * s, darken(brick, 0.15))
    svg.path(
      `M${num(cx - 14 * s)},${num(groundY - 345 * s)}Q${num(cx)},${num(groundY - 385 * s)} ${num(cx + 14 * s)},${num(groundY - 345 * s)}Z`,
      darken(brick, 0.1),
    )
  })
}

/** Samarra's spiral minaret (Malwiya), the ramp winding round a cone. */
export function drawSpiralMinaret(svg: Svg, sky: SkyPalette, cx: number, groundY: number, s: number): void {
  const mud = inLight('#c8a46e', sky)
  const shade = darken(mud, 0.2)
  const base = 95 * s
  const top = 22 * s
  const h = 320 * s
  svg.rect(cx - base * 1.1, groundY - 22 * s, base * 2.2, 22 * s, shade)
  svg.poly(
    [
      [cx - base, groundY - 20 * s],
      [cx + base, groundY - 20 * s],
      [cx + top, groundY - h],
      [cx - top, groundY - h],
    ],
    mud,
  )
  // Shade on the right half of the cone.
  svg.poly(
    [
      [cx + base * 0.25, groundY - 20 * s],
      [cx + base, groundY - 20 * s],
      [cx + top, groundY - h],
      [cx + top * 0.25, groundY - h],
    ],
    '#000000',
    { opacity: 0.12 },
  )
  const turns = 5
  let d = ''
  for (let i = 0; i < turns * 2; i++) {
    const t0 = i / (turns * 2)
    const t1 = (i + 1) / (turns * 2)
    const y0 = groundY - 20 * s - (h - 20 * s) * t0
    const y1 = groundY - 20 * s - (h - 20 * s) * t1
    const w0 = base + (top - base) * t0
    const w1 = base + (top - base) * t1
    d +=
      i % 2 === 0
        ? `M${num(cx - w0)},${num(y0)}L${num(cx + w1)},${num(y1)}`
        : `M${num(cx + w0)},${num(y0)}L${num(cx - w1)},${num(y1)}`
  }
  svg.path(d, 'none', { stroke: shade, 'stroke-width': 5 * s, 'stroke-linecap': 'round' })
  svg.rect(cx - top * 0.9, groundY - h - 30 * s, top * 1.8, 30 * s, mud)
  svg.path(archPath(cx - top * 0.4, groundY - h - 24 * s, top * 0.8, 24 * s, 'round'), darken(mud, 0.4))
}

/** A citadel on its mound (Erbil, Kirkuk): houses along the rampart and a great gate. */
export function drawCitadel(
  svg: Svg,
  rng: Rng,
  sky: SkyPalette,
  cx: number,
  groundY: number,
  s: number,
): void {
  const earth = inLight('#b88c5c', sky)
  const wall = inLight('#d6b88c', sky)
  const moundTop = groundY - 110 * s
  const half = 270 * s
  svg.path(
    `M${num(cx - half - 60 * s)},${num(groundY)}Q${num(cx - half)},${num(moundTop)} ${num(cx - half + 40 * s)},${num(moundTop)}` +
      `H${num(cx + half - 40 * s)}Q${num(cx + half)},${num(moundTop)} ${num(cx + half + 60 * s)},${num(groundY)}Z`,
    svg.linear([
      [0, earth],
      [1, darken(earth, 0.2)],
    ]),
  )
  // Rampart houses: a continuous wall of varied heights with small windows.
  let x = cx - half + 30 * s
  const lit = sky.time === 'night' || sky.time === 'dusk'
  while (x < cx + half - 40 * s) {
    const hw = rng.range(24, 48) * s
    const hh = rng.range(40, 80) * s
    svg.rect(x, moundTop - hh, hw + 1, hh + 2, rng.chance(0.5) ? wall : darken(wall, 0.08))
    for (let i = 0; i < 2; i++) {
      svg.path(
        archPath(x + hw * (0.2 + 0.4 * i), moundTop - hh * 0.7, hw * 0.2, hh * 0.3, 'round'),
        lit && rng.chance(0.6) ? '#ffd37a' : darken(wall, 0.4),
      )
    }
    x += hw
  }
  // The gate.
  svg.rect(cx - 45 * s, moundTop - 120 * s, 90 * s, 125 * s, lighten(wall, 0.05))
  svg.path(
    archPath(cx - 22 * s, moundTop - 85 * s, 44 * s, 90 * s, 'pointed'),
    lit ? '#ffcf70' : darken(wall, 0.45),
  )
  let crenel = ''
  for (let i = 0; i < 5; i++)
    crenel += `M${num(cx - 45 * s + i * 20 * s)},${num(moundTop - 120 * s)}h${num(10 * s)}v${num(-10 * s)}h${num(-10 * s)}Z`
  svg.path(crenel, lighten(wall, 0.05))
  // A ramp up to the gate.
  svg.poly(
    [
      [cx - 30 * s, moundTop + 5 * s],
      [cx + 30 * s, moundTop + 5 * s],
      [cx + 70 * s, groundY],
      [cx - 70 * s, groundY],
    ],
    darken(earth, 0.1),
  )
}

/** The flames of Baba Gurgur, Kirkuk's eternal fire. */
export function drawEternalFire(svg: Svg, rng: Rng, cx: number, groundY: number, s: number): void {
  svg.ellipse(
    cx,
    groundY - 30 * s,
    120 * s,
    80 * s,
    svg.radial([
      [0, '#ffb347', 0.6],
      [1, '#ffb347', 0],
    ]),
  )
  for (let i = 0; i < 6; i++) {
    const fx = cx + rng.range(-50, 50) * s
    const fh = rng.range(30, 70) * s
    svg.path(
      `M${num(fx - 10 * s)},${num(groundY)}Q${num(fx - 14 * s)},${num(groundY - fh * 0.5)} ${num(fx)},${num(groundY - fh)}Q${num(fx + 14 * s)},${num(groundY - fh * 0.5)} ${num(fx + 10 * s)},${num(groundY)}Z`,
      i % 2 ? '#ff8c2a' : '#ffc247',
      { opacity: 0.9 },
    )
  }
}

/** The ziggurat of Ur: three stepped terraces with a central stair. */
export function drawZiggurat(svg: Svg, sky: SkyPalette, cx: number, groundY: number, s: number): void {
  const brick = inLight('#c79a62', sky)
  const tiers = [
    [300, 80],
    [200, 60],
    [110, 50],
  ] as const
  let y = groundY
  tiers.forEach(([tw, th], i) => {
    svg.rect(cx - (tw * s) / 2, y - th * s, tw * s, th * s, i % 2 ? darken(brick, 0.06) : brick)
    let ribs = ''
    for (let x = -tw / 2 + 12; x < tw / 2; x += 18) ribs += `M${num(cx + x * s)},${num(y)}v${num(-th * s)}`
    svg.path(ribs, 'none', { stroke: darken(brick, 0.18), 'stroke-width': 3 * s })
    y -= th * s
  })
  svg.poly(
    [
      [cx - 22 * s, groundY],
      [cx + 22 * s, groundY],
      [cx + 12 * s, groundY - 140 * s],
      [cx - 12 * s, groundY - 140 * s],
    ],
    lighten(brick, 0.15),
  )
  let steps = ''
  for (let i = 1; i < 14; i++)
    steps += `M${num(cx - 22 * s + i * 0.7 * s)},${num(groundY - i * 10 * s)}h${num(44 * s - i * 1.4 * s)}`
  svg.path(steps, 'none', { stroke: darken(brick, 0.2), 'stroke-width': 1.5 * s })
  svg.rect(cx - 40 * s, y - 30 * s, 80 * s, 30 * s, darken(brick, 0.05))
}

/** Babylon's Ishtar Gate: glazed blue towers with rows of golden beasts. */
export function drawIshtarGate(svg: Svg, sky: SkyPalette, cx: number, groundY: number, s: number): void {
  const blue = inLight('#1f4e9c', sky)
  const light = lighten(blue, 0.15)
  const beast = inLight('#e2b24c', sky)
  const body = (x: number, y: number, k: number) => {
    svg.rect(x, y, 26 * k, 11 * k, beast, { rx: 4 * k })
    svg.rect(x + 22 * k, y - 7 * k, 9 * k, 9 * k, beast, { rx: 3 * k })
    svg.rect(x + 2 * k, y + 10 * k, 3 * k, 8 * k, beast)
    svg.rect(x + 20 * k, y + 10 * k, 3 * k, 8 * k, beast)
  }
  const tower = (x: number, w: number, h: number) => {
    svg.rect(x, groundY - h, w, h, blue)
    let crenel = ''
    for (let cx2 = x; cx2 < x + w - 4 * s; cx2 += 16 * s) {
      crenel += `M${num(cx2)},${num(groundY - h)}v${num(-10 * s)}l${num(5 * s)},${num(-5 * s)}l${num(5 * s)},${num(5 * s)}v${num(10 * s)}Z`
    }
    svg.path(crenel, light)
  }
  tower(cx - 170 * s, 90 * s, 290 * s)
  tower(cx + 80 * s, 90 * s, 290 * s)
  tower(cx - 80 * s, 160 * s, 250 * s)
  // Bands of beasts and rosette borders.
  for (const y of [groundY - 210 * s, groundY - 140 * s, groundY - 70 * s]) {
    svg.rect(cx - 170 * s, y - 14 * s, 340 * s, 3 * s, light)
    body(cx - 160 * s, y, s * 1.4)
    body(cx + 100 * s, y, s * 1.4)
  }
  let rosettes = ''
  for (let x = cx - 160 * s; x < cx + 170 * s; x += 20 * s) {
    rosettes += `M${num(x)},${num(groundY - 258 * s)}a${num(3 * s)},${num(3 * s)} 0 1 0 ${num(6 * s)},0a${num(3 * s)},${num(3 * s)} 0 1 0 ${num(-6 * s)},0`
  }
  svg.path(rosettes, '#f1f1e6')
  svg.path(archPath(cx - 40 * s, groundY - 180 * s, 80 * s, 180 * s, 'round'), darken(blue, 0.55))
  svg.path(archPath(cx - 40 * s, groundY - 180 * s, 80 * s, 180 * s, 'round'), 'none', {
    stroke: beast,
    'stroke-width': 4 * s,
  })
}

/** A mudhif: the reed guest-house of the marshes, ribbed arches under a vaulted roof. */
export function drawMudhif(svg: Svg, sky: SkyPalette, cx: number, groundY: number, s: number): void {
  const reed = inLight('#d9b56e', sky)
  const dark = darken(reed, 0.35)
  const w = 240 * s
  const h = 110 * s
  svg.path(
    `M${num(cx - w / 2)},${num(groundY)}V${num(groundY - h * 0.55)}Q${num(cx - w / 2)},${num(groundY - h)} ${num(cx - w * 0.3)},${num(groundY - h)}` +
      `H${num(cx + w * 0.3)}Q${num(cx + w / 2)},${num(groundY - h)} ${num(cx + w / 2)},${num(groundY - h * 0.55)}V${num(groundY)}Z`,
    reed,
  )
  let ribs = ''
  for (let i = 1; i < 12; i++)
    ribs += `M${num(cx - w / 2 + (w * i) / 12)},${num(groundY - h * 0.97)}V${num(groundY)}`
  svg.path(ribs, 'none', { stroke: dark, 'stroke-width': 2.5 * s, opacity: 0.6 })
  // The front: a pointed arch bundle framing a lattice.
  svg.path(archPath(cx - 70 * s, groundY - h * 1.15, 140 * s, h * 1.15, 'pointed'), lighten(reed, 0.1))
  svg.path(archPath(cx - 50 * s, groundY - h * 0.95, 100 * s, h * 0.95, 'pointed'), dark)
  let lattice = ''
  for (let i = -4; i <= 4; i++)
    lattice += `M${num(cx + i * 12 * s)},${num(groundY - h * 0.9)}V${num(groundY)}`
  svg.path(lattice, 'none', { stroke: reed, 'stroke-width': 2 * s, opacity: 0.7 })
  for (const x of [cx - 82 * s, cx + 82 * s]) {
    svg.rect(x - 9 * s, groundY - h * 1.25, 18 * s, h * 1.25, lighten(reed, 0.05))
    svg.path(
      `M${num(x - 9 * s)},${num(groundY - h * 1.25)}Q${num(x)},${num(groundY - h * 1.4)} ${num(x + 9 * s)},${num(groundY - h * 1.25)}Z`,
      lighten(reed, 0.05),
    )
  }
}

/** A noria, the great wooden water wheel of the Euphrates (Hit, Haditha). */
export function drawWaterwheel(svg: Svg, sky: SkyPalette, cx: number, waterY: number, s: number): void {
  const wood = inLight('#7a5a3a', sky)
  const stone = inLight('#c4ae8a', sky)
  const r = 120 * s
  const cy = waterY - r * 0.7
  // The stone aqueduct it lifts water into: a wall on arches.
  const top = cy - r - 10 * s
  svg.rect(cx + 10 * s, top, 420 * s, waterY - top, stone)
  for (let i = 0; i < 6; i++) {
    svg.path(
      archPath(cx + 40 * s + i * 70 * s, top + 40 * s, 46 * s, waterY - top - 40 * s, 'pointed'),
      darken(stone, 0.35),
    )
  }
  svg.rect(cx + 10 * s, top, 420 * s, 8 * s, lighten(stone, 0.15))
  svg.circle(cx, cy, r, 'none', { stroke: wood, 'stroke-width': 9 * s })
  svg.circle(cx, cy, r * 0.86, 'none', { stroke: wood, 'stroke-width': 4 * s })
  let spokes = ''
  let buckets = ''
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI * 2 * i) / 16
    spokes += `M${num(cx)},${num(cy)}L${num(cx + Math.cos(a) * r)},${num(cy + Math.sin(a) * r)}`
    buckets += `M${num(cx + Math.cos(a) * r - 5 * s)},${num(cy + Math.sin(a) * r - 5 * s)}h${num(10 * s)}v${num(10 * s)}h${num(-10 * s)}Z`
  }
  svg.path(spokes, 'none', { stroke: wood, 'stroke-width': 3 * s })
  svg.path(buckets, darken(wood, 0.2))
  svg.circle(cx, cy, 12 * s, darken(wood, 0.3))
}
