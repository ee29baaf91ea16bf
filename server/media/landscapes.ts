/** Landscape pieces for places: reeds, boats, dunes, fields, a town at the foot of a hill. */

import { inLight } from './building'
import { darken, lighten, mix } from './color'
import type { SkyPalette } from './palette'
import type { Rng } from './random'
import { drawTree } from './scenery'
import { num, type Svg } from './svg'

export function drawReeds(
  svg: Svg,
  rng: Rng,
  sky: SkyPalette,
  x0: number,
  x1: number,
  baseY: number,
  height: number,
): void {
  const reed = inLight('#9a9a4a', sky)
  let d = ''
  for (let x = x0; x < x1; x += rng.range(3, 7)) {
    const h = height * rng.range(0.5, 1)
    const bend = rng.range(-0.25, 0.25) * h
    d += `M${num(x)},${num(baseY)}Q${num(x + bend * 0.2)},${num(baseY - h * 0.6)} ${num(x + bend)},${num(baseY - h)}`
  }
  svg.path(d, 'none', { stroke: reed, 'stroke-width': 2.2, 'stroke-linecap': 'round' })
  let heads = ''
  for (let i = 0; i < (x1 - x0) / 25; i++) {
    const x = rng.range(x0, x1)
    const y = baseY - height * rng.range(0.8, 1.05)
    heads += `M${num(x - 2.5)},${num(y)}h5v14h-5Z`
  }
  svg.path(heads, darken(inLight('#b58a4a', sky), 0.1))
}

/** A mashoof, the slim canoe of the marshes, with a punting pole. */
export function drawMashoof(svg: Svg, sky: SkyPalette, cx: number, y: number, size: number): void {
  const hull = darken(inLight('#4a3322', sky), 0.1)
  svg.path(
    `M${num(cx - size)},${num(y - size * 0.12)}Q${num(cx)},${num(y + size * 0.12)} ${num(cx + size)},${num(y - size * 0.16)}` +
      `Q${num(cx)},${num(y + size * 0.02)} ${num(cx - size)},${num(y - size * 0.12)}Z`,
    hull,
  )
  svg.line(cx + size * 0.4, y - size * 0.05, cx + size * 0.1, y - size * 0.8, hull, size * 0.025)
}

/** A dhow under a lateen sail, for Basra's waterfront. */
export function drawDhow(svg: Svg, sky: SkyPalette, cx: number, y: number, size: number): void {
  const hull = inLight('#6b4a2e', sky)
  const sail = inLight('#f1e6cf', sky)
  svg.path(
    `M${num(cx - size)},${num(y - size * 0.2)}L${num(cx + size * 1.1)},${num(y - size * 0.28)}L${num(cx + size * 0.7)},${num(y)}H${num(cx - size * 0.75)}Z`,
    hull,
  )
  svg.line(cx, y - size * 0.2, cx - size * 0.05, y - size * 1.3, darken(hull, 0.3), size * 0.03)
  svg.path(
    `M${num(cx - size * 0.7)},${num(y - size * 0.45)}L${num(cx + size * 0.2)},${num(y - size * 1.45)}Q${num(cx + size * 0.55)},${num(y - size * 0.8)} ${num(cx + size * 0.45)},${num(y - size * 0.32)}Z`,
    sail,
  )
}

export function drawBuffalo(svg: Svg, sky: SkyPalette, cx: number, waterY: number, size: number): void {
  const c = darken(inLight('#3b3530', sky), 0.2)
  svg.ellipse(cx, waterY - size * 0.1, size * 0.7, size * 0.25, c)
  svg.ellipse(cx - size * 0.75, waterY - size * 0.18, size * 0.22, size * 0.16, c)
  svg.path(
    `M${num(cx - size * 0.95)},${num(waterY - size * 0.3)}q${num(-size * 0.15)},${num(-size * 0.15)} ${num(size * 0.05)},${num(-size * 0.2)}` +
      `M${num(cx - size * 0.6)},${num(waterY - size * 0.3)}q${num(size * 0.15)},${num(-size * 0.15)} ${num(-size * 0.05)},${num(-size * 0.2)}`,
    'none',
    { stroke: c, 'stroke-width': size * 0.05, 'stroke-linecap': 'round' },
  )
}

export function drawDunes(svg: Svg, rng: Rng, sky: SkyPalette, topY: number): void {
  const { width: w, height: h } = svg
  const sand = inLight('#d9a868', sky)
  for (let i = 0; i < 4; i++) {
    const y = topY + ((h - topY) * i) / 4
    const peak = rng.range(0.2, 0.8) * w
    const c = mix(sand, sky.haze, (3 - i) * 0.15)
    svg.path(
      `M-10,${num(y + 40)}Q${num(peak * 0.5)},${num(y - 30)} ${num(peak)},${num(y)}Q${num(peak + (w - peak) * 0.5)},${num(y + 40)} ${num(w + 10)},${num(y + 10)}V${h}H-10Z`,
      i % 2 ? darken(c, 0.08) : c,
    )
    // The lit ridge line.
    svg.path(
      `M${num(peak * 0.2)},${num(y + 20)}Q${num(peak * 0.6)},${num(y - 22)} ${num(peak)},${num(y)}`,
      'none',
      {
        stroke: lighten(c, 0.25),
        'stroke-width': 3,
        opacity: 0.7,
      },
    )
  }
}

/** Strips of wheat, barley and greens receding to the horizon, with a few trees. */
export function drawFields(
  svg: Svg,
  rng: Rng,
  sky: SkyPalette,
  topY: number,
  fruit?: string,
  beforeTrees?: () => void,
): void {
  const { width: w, height: h } = svg
  const colors = ['#a8b44a', '#d8b85a', '#7a9a48', '#c9a24a', '#8fae5a'].map((c) => inLight(c, sky))
  const rows = 7
  for (let i = 0; i < rows; i++) {
    const t0 = (i / rows) ** 1.6
    const t1 = ((i + 1) / rows) ** 1.6
    const y0 = topY + (h - topY) * t0
    const y1 = topY + (h - topY) * t1 + 1
    const split = rng.range(0.2, 0.8) * w
    svg.rect(-5, y0, split + 5, y1 - y0, rng.pick(colors))
    svg.rect(split, y0, w - split + 5, y1 - y0, rng.pick(colors))
    svg.rect(-5, y0, w + 10, Math.max(1, (y1 - y0) * 0.06), '#000000', { opacity: 0.08 })
  }
  beforeTrees?.()
  for (let i = 0; i < 6; i++) {
    const t = rng.range(0.05, 0.5)
    const y = topY + (h - topY) * t
    const x = rng.range(0, w)
    const size = 40 + 200 * t
    drawTree(svg, rng, x, y, size)
    if (fruit) {
      for (let j = 0; j < 8; j++) {
        svg.circle(x + rng.range(-0.35, 0.35) * size, y - size * rng.range(0.45, 0.85), size * 0.035, fruit)
      }
    }
  }
}

/** A town at the foot of hills: rows of boxes with lights after dark. */
export function drawTown(svg: Svg, rng: Rng, sky: SkyPalette, groundY: number, depth: number): void {
  const { width: w } = svg
  const walls = ['#e6dccb', '#d9c8ad', '#cdbfa8', '#e8e2d6'].map((c) => mix(inLight(c, sky), sky.haze, 0.2))
  const lit = sky.time === 'night' || sky.time === 'dusk'
  for (let row = 0; row < 3; row++) {
    const y = groundY + row * depth * 0.35
    let x = -10 + rng.range(0, 20)
    while (x < w) {
      const bw = rng.range(18, 40) * (1 + row * 0.3)
      const bh = rng.range(14, 34) * (1 + row * 0.3)
      svg.rect(x, y - bh, bw, bh, rng.pick(walls))
      if (lit && rng.chance(0.6)) svg.rect(x + bw * 0.3, y - bh * 0.65, bw * 0.22, bh * 0.25, '#ffd37a')
      x += bw + rng.range(0, 8)
    }
  }
}
