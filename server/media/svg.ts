/**
 * A minimal SVG builder. Drawing code pushes shapes in paint order and asks for gradients by
 * their stops; the builder names them, so scene code never juggles ids.
 */

export type Attrs = Record<string, string | number | undefined>
export type Stop = readonly [offset: number, color: string, opacity?: number]
export type Point = readonly [number, number]

/** One decimal is plenty at these sizes and keeps the document (and so the render) small. */
export const num = (n: number): string => String(Math.round(n * 10) / 10)

/** Path data (or a transform) with every interpolated number rounded: pd`M${x},${y}`. */
export function pd(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? ''
  values.forEach((v, i) => {
    out += num(v) + (strings[i + 1] ?? '')
  })
  return out
}

function attrs(a: Attrs): string {
  let out = ''
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue
    out += ` ${k}="${typeof v === 'number' ? num(v) : v}"`
  }
  return out
}

export function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`
}

export const points = (pts: readonly Point[]): string => pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')

export class Svg {
  private readonly defs: string[] = []
  private readonly body: string[] = []
  private ids = 0

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  add(...parts: string[]): this {
    this.body.push(...parts)
    return this
  }

  /** Vertical by default (top to bottom); pass a direction in bounding-box fractions otherwise. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `g${this.ids++}`
    this.defs.push(el('linearGradient', { id, x1, y1, x2, y2 }, stopTags(stops)))
    return `url(#${id})`
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `g${this.ids++}`
    this.defs.push(el('radialGradient', { id, cx, cy, r }, stopTags(stops)))
    return `url(#${id})`
  }

  /** A clip path from raw shape markup; returns the value for a `clip-path` attribute. */
  clip(shape: string): string {
    const id = `c${this.ids++}`
    this.defs.push(el('clipPath', { id }, shape))
    return `url(#${id})`
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): this {
    return this.add(el('rect', { x, y, width: w, height: h, fill, ...extra }))
  }

  circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): this {
    return this.add(el('circle', { cx, cy, r, fill, ...extra }))
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): this {
    return this.add(el('ellipse', { cx, cy, rx, ry, fill, ...extra }))
  }

  poly(pts: readonly Point[], fill: string, extra: Attrs = {}): this {
    return this.add(el('polygon', { points: points(pts), fill, ...extra }))
  }

  path(d: string, fill: string, extra: Attrs = {}): this {
    return this.add(el('path', { d, fill, ...extra }))
  }

  line(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    stroke: string,
    width: number,
    extra: Attrs = {},
  ): this {
    return this.add(el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra }))
  }

  /** Draws into a group; handy for a clip, an opacity or a transform over several shapes. */
  group(a: Attrs, draw: () => void): this {
    const start = this.body.length
    draw()
    const inner = this.body.splice(start).join('')
    return this.add(el('g', a, inner))
  }

  /** The document at an output size; the drawing keeps its own coordinates through the viewBox. */
  toString(outWidth: number, outHeight: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" ` +
      `viewBox="0 0 ${this.width} ${this.height}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    )
  }
}

function stopTags(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) =>
      el('stop', {
        offset,
        'stop-color': color,
        'stop-opacity': opacity === undefined ? undefined : opacity,
      }),
    )
    .join('')
}

/** Arch helpers shared by façades, lobbies and landmarks. */
export function archPath(x: number, y: number, w: number, h: number, style: 'round' | 'pointed'): string {
  // (x, y) is the top-left of the bounding box; the arch springs at y + w/2 (round) or y + w*0.6.
  const r = w / 2
  if (style === 'round') {
    return `M${num(x)},${num(y + h)}V${num(y + r)}A${num(r)},${num(r)} 0 0 1 ${num(x + w)},${num(y + r)}V${num(y + h)}Z`
  }
  const spring = y + w * 0.6
  return (
    `M${num(x)},${num(y + h)}V${num(spring)}` +
    `Q${num(x)},${num(y + w * 0.15)} ${num(x + r)},${num(y)}` +
    `Q${num(x + w)},${num(y + w * 0.15)} ${num(x + w)},${num(spring)}V${num(y + h)}Z`
  )
}
