/** A hotel façade: front face, optional side face for a three-quarter view, roof, sign, entrance. */

import { darken, lighten, mix } from './color'
import type { HotelStyle } from './hotel-style'
import { litWindow, type SkyPalette } from './palette'
import type { Rng } from './random'
import { archPath, num, type Point, type Svg } from './svg'

export interface BuildingGeometry {
  /** Left edge of the front face. */
  x: number
  groundY: number
  bayWidth: number
  floorHeight: number
  side: 'left' | 'right' | 'none'
  /** Width of the side face as a fraction of the front's; 0.28 unless given. */
  sideDepth?: number
}

/** The colour a surface shows under the light of this time of day. */
export function inLight(color: string, sky: SkyPalette): string {
  switch (sky.time) {
    case 'night':
      return mix(darken(color, 0.55), sky.top, 0.3)
    case 'dusk':
      return mix(darken(color, 0.15), '#f3a36b', 0.2)
    case 'dawn':
      return mix(color, '#f7c6a6', 0.15)
    default:
      return color
  }
}

export function buildingWidth(style: HotelStyle, g: BuildingGeometry): number {
  return style.bays * g.bayWidth
}

export function buildingTop(style: HotelStyle, g: BuildingGeometry): number {
  return g.groundY - g.floorHeight * (1.7 + style.floors) - g.floorHeight * 0.3
}

export function drawBuilding(
  svg: Svg,
  rng: Rng,
  style: HotelStyle,
  sky: SkyPalette,
  g: BuildingGeometry,
): void {
  const night = sky.time === 'night'
  const front = inLight(style.facade, sky)
  const trim = inLight(style.trim, sky)
  const w = buildingWidth(style, g)
  const groundH = g.floorHeight * 1.7
  const top = buildingTop(style, g)
  const x0 = g.x
  const x1 = g.x + w

  if (g.side !== 'none') drawSideFace(svg, rng.fork('side'), style, sky, g, top, w)
  drawRoof(svg, style, sky, g, top, w)

  svg.rect(x0, top, w, g.groundY - top, front)
  // Sunlight across the front: brighter on one side, a touch of shade on the other.
  svg.rect(
    x0,
    top,
    w,
    g.groundY - top,
    svg.linear(
      [
        [0, '#ffffff', night ? 0 : 0.12],
        [1, '#000000', 0.1],
      ],
      0,
      0,
      1,
      0.3,
    ),
  )

  const upperBottom = g.groundY - groundH
  if (style.modern)
    drawCurtainWall(svg, rng.fork('glass'), style, sky, x0, top + g.floorHeight * 0.3, w, upperBottom, g)
  else drawPunchedWindows(svg, rng.fork('windows'), style, sky, x0, upperBottom, g)

  // Corner pilasters and a cornice make the block read as architecture rather than a box.
  const pil = g.bayWidth * 0.22
  svg.rect(x0, top, pil, g.groundY - top, trim)
  svg.rect(x1 - pil, top, pil, g.groundY - top, trim)
  svg.rect(x0 - 4, top - 4, w + 8, g.floorHeight * 0.3, trim)
  svg.rect(x0 - 3, upperBottom - 5, w + 6, 7, trim)

  drawGroundFloor(svg, style, sky, x0, upperBottom, g)
  drawSign(svg, rng.fork('sign'), style, sky, x0 + w / 2, top, w, g)
}

function windowGlass(svg: Svg, sky: SkyPalette, glass: string): string {
  return svg.linear([
    [0, mix(sky.horizon, '#ffffff', 0.3)],
    [0.5, mix(glass, sky.middle, 0.3)],
    [1, darken(glass, 0.25)],
  ])
}

function warmGlass(svg: Svg): string {
  return svg.linear([
    [0, '#ffe9b0'],
    [1, litWindow],
  ])
}

function drawPunchedWindows(
  svg: Svg,
  rng: Rng,
  style: HotelStyle,
  sky: SkyPalette,
  x0: number,
  upperBottom: number,
  g: BuildingGeometry,
): void {
  const night = sky.time === 'night'
  const dusk = sky.time === 'dusk'
  const glassFill = night ? darken(style.glass, 0.6) : windowGlass(svg, sky, style.glass)
  const lit = warmGlass(svg)
  const frame = darken(inLight(style.trim, sky), 0.1)
  const ww = g.bayWidth * (style.windows === 'tall' ? 0.36 : style.windows === 'arched' ? 0.42 : 0.5)
  const wh = g.floorHeight * (style.windows === 'rect' ? 0.56 : 0.68)
  for (let f = 0; f < style.floors; f++) {
    const floorBottom = upperBottom - f * g.floorHeight
    const wy = floorBottom - g.floorHeight * 0.22 - wh
    if (f > 0) svg.rect(x0, floorBottom - 2, style.bays * g.bayWidth, 3, frame, { opacity: 0.5 })
    for (let b = 0; b < style.bays; b++) {
      const wx = x0 + b * g.bayWidth + (g.bayWidth - ww) / 2
      const isLit = night ? rng.chance(0.6) : dusk ? rng.chance(0.3) : false
      const fill = isLit ? lit : glassFill
      const d =
        style.windows === 'arched'
          ? archPath(wx, wy, ww, wh, style.arch)
          : `M${num(wx)},${num(wy)}h${num(ww)}v${num(wh)}h${num(-ww)}Z`
      svg.path(d, fill, { stroke: frame, 'stroke-width': Math.max(1.2, ww * 0.06) })
      if (!isLit && !night && style.windows !== 'arched') {
        svg.rect(wx + ww / 2 - 0.75, wy, 1.5, wh, frame, { opacity: 0.7 })
      }
      if (style.balconies && f % 2 === 0) {
        const rw = g.bayWidth * 0.76
        const rx = x0 + b * g.bayWidth + (g.bayWidth - rw) / 2
        const ry = wy + wh - wh * 0.28
        svg.rect(rx, wy + wh, rw, 3, frame)
        let rail = ''
        for (let i = 0; i <= 8; i++) rail += `M${num(rx + (rw * i) / 8)},${num(ry)}V${num(wy + wh)}`
        svg.path(`${rail}M${num(rx)},${num(ry)}H${num(rx + rw)}`, 'none', {
          stroke: frame,
          'stroke-width': 0.9,
          opacity: 0.85,
        })
      }
    }
  }
}

function drawCurtainWall(
  svg: Svg,
  rng: Rng,
  style: HotelStyle,
  sky: SkyPalette,
  x0: number,
  top: number,
  w: number,
  bottom: number,
  g: BuildingGeometry,
): void {
  const night = sky.time === 'night'
  const spandrel = inLight(style.facade, sky)
  svg.rect(x0, top, w, bottom - top, night ? darken(style.glass, 0.6) : windowGlass(svg, sky, style.glass))
  const lit = warmGlass(svg)
  const half = g.bayWidth / 2
  if (night || sky.time === 'dusk') {
    for (let f = 0; f < style.floors; f++) {
      for (let c = 0; c < style.bays * 2; c++) {
        if (!rng.chance(night ? 0.45 : 0.2)) continue
        svg.rect(x0 + c * half, bottom - (f + 1) * g.floorHeight, half, g.floorHeight, lit, { opacity: 0.9 })
      }
    }
  }
  let mullions = ''
  for (let c = 1; c < style.bays * 2; c++) mullions += `M${num(x0 + c * half)},${num(top)}V${num(bottom)}`
  svg.path(mullions, 'none', { stroke: darken(style.glass, 0.4), 'stroke-width': 1.5, opacity: 0.8 })
  for (let f = 0; f <= style.floors; f++) {
    svg.rect(x0, bottom - f * g.floorHeight - g.floorHeight * 0.12, w, g.floorHeight * 0.16, spandrel)
  }
  // A diagonal sky reflection across the glass.
  if (!night) {
    svg.poly(
      [
        [x0 + w * 0.15, top],
        [x0 + w * 0.4, top],
        [x0 + w * 0.2, bottom],
        [x0 - w * 0.05, bottom],
      ],
      '#ffffff',
      { opacity: 0.12 },
    )
  }
}

function drawGroundFloor(
  svg: Svg,
  style: HotelStyle,
  sky: SkyPalette,
  x0: number,
  upperBottom: number,
  g: BuildingGeometry,
): void {
  const groundH = g.groundY - upperBottom
  const inside = svg.linear([
    [0, '#fff0c8'],
    [1, sky.time === 'night' ? '#f0b45a' : '#c99a62'],
  ])
  const pier = inLight(style.trim, sky)
  const entrance = Math.floor(style.bays / 2)
  for (let b = 0; b < style.bays; b++) {
    const aw = g.bayWidth * 0.64
    const ax = x0 + b * g.bayWidth + (g.bayWidth - aw) / 2
    const ay = upperBottom + groundH * 0.16
    svg.path(
      archPath(ax, ay, aw, g.groundY - ay, style.arch),
      b === entrance ? inside : sky.time === 'day' ? darken(style.glass, 0.2) : inside,
      {
        stroke: pier,
        'stroke-width': 3,
        opacity: b === entrance ? 1 : 0.9,
      },
    )
  }
  // Entrance canopy in the brand colour, on two slim posts.
  const cx = x0 + (entrance + 0.5) * g.bayWidth
  const cw = g.bayWidth * 1.5
  const cy = upperBottom + groundH * 0.22
  const accent = inLight(style.accent, sky)
  svg.rect(cx - cw / 2 + 3, cy, 3, g.groundY - cy, darken(accent, 0.4))
  svg.rect(cx + cw / 2 - 6, cy, 3, g.groundY - cy, darken(accent, 0.4))
  svg.poly(
    [
      [cx - cw / 2 - 6, cy],
      [cx + cw / 2 + 6, cy],
      [cx + cw / 2, cy - groundH * 0.14],
      [cx - cw / 2, cy - groundH * 0.14],
    ],
    accent,
  )
  svg.rect(cx - cw / 2 - 6, cy, cw + 12, 3, '#e0a526')
  // Steps.
  svg.rect(cx - cw / 2, g.groundY - 4, cw, 4, lighten(pier, 0.2))
  svg.rect(cx - cw / 2 - 8, g.groundY - 1, cw + 16, 4, lighten(pier, 0.3))
}

function drawRoof(
  svg: Svg,
  style: HotelStyle,
  sky: SkyPalette,
  g: BuildingGeometry,
  top: number,
  w: number,
): void {
  const trim = inLight(style.trim, sky)
  const cx = g.x + w / 2
  switch (style.roof) {
    case 'crenel': {
      const m = g.bayWidth * 0.3
      let d = ''
      for (let x = g.x; x < g.x + w - m / 2; x += m * 1.6) {
        d += `M${num(x)},${num(top)}v${num(-m * 0.8)}l${num(m / 2)},${num(-m * 0.4)}l${num(m / 2)},${num(m * 0.4)}v${num(m * 0.8)}Z`
      }
      svg.path(d, trim)
      break
    }
    case 'dome': {
      const r = Math.min(w * 0.12, g.floorHeight * 1.3)
      const dome = inLight(domeColour(style.accent), sky)
      svg.rect(cx - r * 0.9, top - r * 0.45, r * 1.8, r * 0.5, trim)
      svg.path(
        `M${num(cx - r)},${num(top - r * 0.4)}Q${num(cx - r)},${num(top - r * 1.5)} ${num(cx)},${num(top - r * 1.7)}Q${num(cx + r)},${num(top - r * 1.5)} ${num(cx + r)},${num(top - r * 0.4)}Z`,
        dome,
      )
      svg.path(
        `M${num(cx - r * 0.55)},${num(top - r * 0.5)}Q${num(cx - r * 0.6)},${num(top - r * 1.2)} ${num(cx - r * 0.1)},${num(top - r * 1.5)}`,
        'none',
        { stroke: '#ffffff', 'stroke-width': r * 0.08, opacity: 0.3 },
      )
      svg.rect(cx - 1.5, top - r * 2.1, 3, r * 0.45, '#e0a526')
      svg.circle(cx, top - r * 2.1, r * 0.08, '#e0a526')
      break
    }
    case 'penthouse': {
      const pw = w * 0.45
      svg.rect(cx - pw / 2, top - g.floorHeight, pw, g.floorHeight, darken(inLight(style.facade, sky), 0.1))
      svg.rect(cx - pw / 2 - 4, top - g.floorHeight - 4, pw + 8, 5, trim)
      break
    }
    default:
      break
  }
}

/** Domes look best in turquoise tile or gold; pick from the brand colour so it stays stable. */
function domeColour(accent: string): string {
  return accent === '#e0a526' || accent === '#c2593a' ? '#e0a526' : '#2a9d9a'
}

function drawSign(
  svg: Svg,
  rng: Rng,
  style: HotelStyle,
  sky: SkyPalette,
  cx: number,
  top: number,
  w: number,
  g: BuildingGeometry,
): void {
  const onRoof = style.roof === 'parapet' || style.roof === 'crenel'
  const sw = Math.min(w * 0.46, g.bayWidth * 3.2)
  const sh = g.floorHeight * 0.62
  const sy = onRoof ? top - sh - g.floorHeight * 0.15 : top + g.floorHeight * 0.08
  const glowing = sky.time === 'night' || sky.time === 'dusk'
  if (glowing) {
    svg.ellipse(
      cx,
      sy + sh / 2,
      sw * 0.8,
      sh * 1.6,
      svg.radial([
        [0, '#ffd98a', 0.5],
        [1, '#ffd98a', 0],
      ]),
    )
  }
  if (onRoof) {
    svg.rect(cx - sw * 0.35, sy + sh, 2, g.floorHeight * 0.15, darken(style.trim, 0.4))
    svg.rect(cx + sw * 0.35, sy + sh, 2, g.floorHeight * 0.15, darken(style.trim, 0.4))
  }
  svg.rect(cx - sw / 2, sy, sw, sh, style.accent, { rx: sh * 0.12 })
  svg.rect(cx - sw / 2 + 2, sy + 2, sw - 4, sh - 4, 'none', {
    rx: sh * 0.1,
    stroke: '#e0a526',
    'stroke-width': 1.2,
  })
  // The hotel's name as Arabic-looking script: a baseline, upright strokes and dots. Real text
  // would depend on fonts installed on the server, and the pixels must not change.
  const letter = glowing ? '#fff1c2' : '#f4e3b5'
  const emblemX = cx + sw / 2 - sh * 0.5
  const emblemR = sh * 0.24
  svg.circle(emblemX, sy + sh / 2, emblemR, '#e0a526')
  svg.circle(emblemX - emblemR * 0.35, sy + sh / 2 - emblemR * 0.15, emblemR * 0.8, style.accent)
  const stroke = Math.max(1.2, sh * 0.075)
  const base = sy + sh * 0.64
  let x = cx - sw / 2 + sh * 0.35
  const end = emblemX - emblemR - sh * 0.3
  let d = ''
  while (x < end - sh * 0.5) {
    const wordW = Math.min(end - x, sh * rng.range(0.9, 2.2))
    d += `M${num(x)},${num(base)}h${num(wordW)}v${num(stroke)}h${num(-wordW)}Z`
    const strokes = Math.max(1, Math.round(wordW / (sh * 0.35)))
    for (let i = 0; i < strokes; i++) {
      const sx = x + ((i + rng.range(0.2, 0.8)) * wordW) / strokes
      const tall = sh * (rng.chance(0.4) ? rng.range(0.38, 0.46) : rng.range(0.1, 0.2))
      d += `M${num(sx)},${num(base - tall)}h${num(stroke)}v${num(tall)}h${num(-stroke)}Z`
      if (rng.chance(0.35)) {
        const dy = rng.chance(0.5) ? -sh * 0.3 : sh * 0.17
        d += `M${num(sx - stroke)},${num(base + dy)}h${num(stroke * 1.4)}v${num(stroke * 1.4)}h${num(-stroke * 1.4)}Z`
      }
    }
    // A final bowl, as many Arabic words end in one.
    d += `M${num(x)},${num(base + stroke)}q${num(-sh * 0.08)},${num(sh * 0.2)} ${num(-sh * 0.22)},${num(-sh * 0.02)}l${num(stroke * 0.6)},${num(-stroke * 0.4)}q${num(sh * 0.12)},${num(sh * 0.12)} ${num(sh * 0.16)},${num(-stroke * 0.6)}Z`
    x += wordW + sh * 0.45
  }
  svg.path(d, letter)
}

function drawSideFace(
  svg: Svg,
  rng: Rng,
  style: HotelStyle,
  sky: SkyPalette,
  g: BuildingGeometry,
  top: number,
  w: number,
): void {
  // A parallelogram receding from the front corner; u runs across it, v from top to bottom.
  const depth = g.sideDepth ?? 0.28
  const sw = w * depth
  const dir = g.side === 'right' ? 1 : -1
  const edge = g.side === 'right' ? g.x + w : g.x
  const riseTop = sw * 0.16
  const riseBottom = -sw * 0.05
  const at = (u: number, v: number): Point => {
    const yTop = top + u * riseTop
    const yBottom = g.groundY + u * riseBottom
    return [edge + dir * u * sw, yTop + v * (yBottom - yTop)]
  }
  const shade = darken(inLight(style.facade, sky), 0.22)
  svg.poly([at(0, 0), at(1, 0), at(1, 1), at(0, 1)], shade)
  const groundV = 1 - (g.floorHeight * 1.7) / (g.groundY - top)
  const floorV = g.floorHeight / (g.groundY - top)
  const night = sky.time === 'night'
  const glassColor = night ? darken(style.glass, 0.65) : darken(mix(style.glass, sky.middle, 0.3), 0.2)
  const cols = Math.max(2, Math.round(style.bays * depth * 1.1))
  for (let f = 0; f < style.floors; f++) {
    const vb = groundV - f * floorV - floorV * 0.22
    const vt = vb - floorV * 0.55
    for (let c = 0; c < cols; c++) {
      const u0 = (c + 0.3) / cols
      const u1 = (c + 0.7) / cols
      const fill = night && rng.chance(0.55) ? darken(litWindow, 0.1) : glassColor
      svg.poly([at(u0, vt), at(u1, vt), at(u1, vb), at(u0, vb)], fill)
    }
  }
  svg.poly(
    [at(0, groundV), at(1, groundV), at(1, groundV + 0.012), at(0, groundV + 0.012)],
    darken(shade, 0.15),
  )
  svg.poly([at(0, -0.01), at(1, -0.01), at(1, 0.02), at(0, 0.02)], darken(inLight(style.trim, sky), 0.2))
}
