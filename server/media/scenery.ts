/** Outdoor building blocks shared by hotel, place and hero pictures: sky, sun, hills, water, palms. */

import { darken, lighten, mix } from './color'
import type { SkyPalette } from './palette'
import { foliage, trunk } from './palette'
import type { Rng } from './random'
import { num, type Point, type Svg } from './svg'

export function drawSky(svg: Svg, rng: Rng, sky: SkyPalette, w: number, horizonY: number): void {
  const fill = svg.linear([
    [0, sky.top],
    [0.55, sky.middle],
    [1, sky.horizon],
  ])
  svg.rect(0, 0, w, horizonY + 2, fill)
  if (sky.time === 'night') drawStars(svg, rng, w, horizonY * 0.8)
  const sunX = rng.range(w * 0.15, w * 0.85)
  const sunY = sky.time === 'day' ? horizonY * rng.range(0.15, 0.3) : horizonY * rng.range(0.55, 0.8)
  drawSun(svg, sky, sunX, sunY, Math.min(w, horizonY) * 0.06)
  if (sky.time !== 'night') drawClouds(svg, rng, sky, w, horizonY)
}

export function drawSun(svg: Svg, sky: SkyPalette, cx: number, cy: number, r: number): void {
  const glow = svg.radial([
    [0, sky.sun, 0.9],
    [0.25, sky.sun, 0.35],
    [1, sky.sun, 0],
  ])
  svg.circle(cx, cy, r * 5, glow)
  if (sky.time === 'night') {
    svg.path(crescentPath(cx, cy, r * 0.8), sky.sun)
  } else {
    svg.circle(cx, cy, r, sky.sun)
  }
}

/** The crescent between a disc and a smaller, offset disc: the area of the first outside the second. */
function crescentPath(cx: number, cy: number, r: number): string {
  const [ox, oy, r2] = [r * 0.45, -r * 0.25, r * 0.85]
  const d = Math.hypot(ox, oy)
  const a = (r * r - r2 * r2 + d * d) / (2 * d)
  const h = Math.sqrt(r * r - a * a)
  const [ux, uy] = [ox / d, oy / d]
  const [px, py] = [cx + a * ux, cy + a * uy]
  const [ax, ay] = [px - h * uy, py + h * ux]
  const [bx, by] = [px + h * uy, py - h * ux]
  return (
    `M${num(ax)},${num(ay)}A${num(r)},${num(r)} 0 1 1 ${num(bx)},${num(by)}` +
    `A${num(r2)},${num(r2)} 0 0 0 ${num(ax)},${num(ay)}Z`
  )
}

function drawStars(svg: Svg, rng: Rng, w: number, h: number): void {
  const count = Math.round((w * h) / 9000)
  let d = ''
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, w)
    const y = rng.range(0, h)
    const r = rng.range(0.6, 1.6)
    d += `M${num(x - r)},${num(y)}a${num(r)},${num(r)} 0 1 0 ${num(2 * r)},0a${num(r)},${num(r)} 0 1 0 ${num(-2 * r)},0`
  }
  svg.path(d, '#ffffff', { opacity: 0.8 })
}

function drawClouds(svg: Svg, rng: Rng, sky: SkyPalette, w: number, horizonY: number): void {
  const color = sky.time === 'day' ? '#ffffff' : lighten(sky.horizon, 0.4)
  const count = rng.int(1, 4)
  for (let i = 0; i < count; i++) {
    const cx = rng.range(0, w)
    const cy = rng.range(horizonY * 0.15, horizonY * 0.6)
    const size = rng.range(0.05, 0.12) * w
    svg.group({ opacity: rng.range(0.45, 0.8) }, () => {
      svg.ellipse(cx, cy, size, size * 0.22, color)
      svg.ellipse(cx - size * 0.35, cy - size * 0.12, size * 0.45, size * 0.22, color)
      svg.ellipse(cx + size * 0.25, cy - size * 0.18, size * 0.4, size * 0.25, color)
    })
  }
}

/** A smooth ridge line as a closed path down to `bottom`. */
export function ridgePath(
  rng: Rng,
  x0: number,
  x1: number,
  baseY: number,
  amplitude: number,
  bottom: number,
): string {
  const steps = rng.int(4, 7)
  const pts: Point[] = []
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps
    pts.push([x, baseY - amplitude * (0.35 + 0.65 * rng.next())])
  }
  const first = pts[0] ?? [x0, baseY]
  let d = `M${num(x0)},${num(bottom)}L${num(first[0])},${num(first[1])}`
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i - 1] ?? first
    const [x, y] = pts[i] ?? first
    // A sharp peak between two points keeps mountains from looking like dunes.
    const peakX = px + (x - px) * rng.range(0.35, 0.65)
    const peakY = Math.min(py, y) - amplitude * rng.range(0.05, 0.35)
    d += `Q${num(peakX - (x - px) * 0.1)},${num(peakY)} ${num(peakX)},${num(peakY)}Q${num(peakX + (x - px) * 0.1)},${num(peakY)} ${num(x)},${num(y)}`
  }
  return `${d}L${num(x1)},${num(bottom)}Z`
}

/** Layered hills fading into the sky: far layers take the haze colour. */
export function drawMountains(
  svg: Svg,
  rng: Rng,
  sky: SkyPalette,
  w: number,
  horizonY: number,
  height: number,
  base = '#5d7a6a',
  layers = 3,
): void {
  for (let i = 0; i < layers; i++) {
    const depth = (layers - i) / layers // 1 = farthest
    const color = mix(darken(base, (1 - sky.light) * 0.5), sky.haze, depth * 0.6)
    const amp = height * (0.55 + 0.45 * depth)
    svg.path(ridgePath(rng, -20, w + 20, horizonY - height * 0.1 * i, amp, horizonY + 4), color)
    if (i === 0 && sky.time !== 'night' && rng.chance(0.6)) {
      // Snow on the farthest ridge, as on the Zagros in spring.
      svg.path(
        ridgePath(rng, -20, w + 20, horizonY - amp * 0.55, amp * 0.5, horizonY - amp * 0.45),
        '#f4f6f8',
        {
          opacity: 0.55,
        },
      )
    }
  }
}

export function drawWater(
  svg: Svg,
  rng: Rng,
  sky: SkyPalette,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const fill = svg.linear([
    [0, mix(sky.horizon, '#2a7f9a', 0.35)],
    [1, mix(sky.top, '#164e63', 0.5)],
  ])
  svg.rect(x, y, w, h, fill)
  const glint = lighten(sky.horizon, 0.5)
  for (let i = 0; i < 14; i++) {
    const gy = y + h * (0.05 + 0.9 * rng.next())
    const gw = w * rng.range(0.03, 0.12) * (0.4 + (gy - y) / h)
    svg.rect(x + rng.range(0, w - gw), gy, gw, Math.max(1.2, h * 0.008), glint, {
      opacity: rng.range(0.25, 0.6),
    })
  }
}

/** A date palm: tapering curved trunk and drooping fronds. `color` overrides for silhouettes. */
export function drawPalm(
  svg: Svg,
  rng: Rng,
  x: number,
  groundY: number,
  height: number,
  color?: string,
): void {
  const lean = rng.range(-0.18, 0.18) * height
  const topX = x + lean
  const topY = groundY - height
  const ctrlX = x + lean * 0.2
  const ctrlY = groundY - height * 0.5
  const left: Point[] = []
  const right: Point[] = []
  const steps = 8
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * ctrlX + t * t * topX
    const py = (1 - t) * (1 - t) * groundY + 2 * (1 - t) * t * ctrlY + t * t * topY
    const half = height * (0.035 - 0.015 * t)
    left.push([px - half, py])
    right.unshift([px + half, py])
  }
  const trunkColor = color ?? trunk
  svg.poly([...left, ...right], trunkColor)
  if (!color) {
    // Bark rings read as texture at any size.
    for (let i = 1; i < steps; i++) {
      const [lx, ly] = left[i] ?? [0, 0]
      svg.line(lx, ly, lx + height * 0.05, ly - height * 0.01, darken(trunk, 0.25), height * 0.006)
    }
  }
  const leafColor = color ?? rng.pick(foliage)
  const fronds = rng.int(8, 11)
  let d = ''
  for (let i = 0; i < fronds; i++) {
    const a = Math.PI * (-1.05 + (1.1 * i) / (fronds - 1)) + rng.range(-0.12, 0.12)
    const len = height * rng.range(0.38, 0.5)
    const dx = Math.cos(a)
    const dy = Math.sin(a)
    const tipX = topX + dx * len
    const tipY = topY + dy * len * 0.5 + len * 0.45
    // The frond arches up from the crown and droops to its tip. Its two edges bow to either
    // side of that arch, offset across the chord, so every frond winds the same way and
    // overlapping fronds never cancel out into holes.
    const midX = topX + dx * len * 0.55
    const midY = topY + dy * len * 0.55 - len * 0.12
    const chord = Math.hypot(tipX - topX, tipY - topY) || 1
    const px = (-(tipY - topY) / chord) * len * 0.09
    const py = ((tipX - topX) / chord) * len * 0.09
    d +=
      `M${num(topX)},${num(topY)}Q${num(midX + px)},${num(midY + py)} ${num(tipX)},${num(tipY)}` +
      `Q${num(midX - px)},${num(midY - py)} ${num(topX)},${num(topY)}Z`
  }
  svg.path(d, leafColor)
  if (!color) svg.circle(topX, topY + height * 0.02, height * 0.035, '#9a6b2f')
}

/** A round-crowned tree (orange, olive, plane), cheaper than a palm and good for variety. */
export function drawTree(
  svg: Svg,
  rng: Rng,
  x: number,
  groundY: number,
  height: number,
  color?: string,
): void {
  const crown = color ?? rng.pick(foliage)
  svg.rect(x - height * 0.04, groundY - height * 0.45, height * 0.08, height * 0.45, color ?? trunk)
  const r = height * 0.3
  svg.circle(x, groundY - height * 0.65, r, crown)
  svg.circle(x - r * 0.6, groundY - height * 0.55, r * 0.7, crown)
  svg.circle(x + r * 0.6, groundY - height * 0.55, r * 0.7, crown)
  if (!color)
    svg.circle(x - r * 0.3, groundY - height * 0.75, r * 0.45, lighten(crown, 0.15), { opacity: 0.6 })
}

/** A tall slim cypress, common in Kurdish gardens. */
export function drawCypress(svg: Svg, x: number, groundY: number, height: number, color: string): void {
  const w = height * 0.12
  svg.path(
    `M${num(x)},${num(groundY - height)}Q${num(x + w * 1.4)},${num(groundY - height * 0.45)} ${num(x + w * 0.3)},${num(groundY)}` +
      `H${num(x - w * 0.3)}Q${num(x - w * 1.4)},${num(groundY - height * 0.45)} ${num(x)},${num(groundY - height)}Z`,
    color,
  )
}
