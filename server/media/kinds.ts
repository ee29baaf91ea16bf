/**
 * The image kinds the media server draws: how a key is validated, the picture's shape and the
 * drawing that fills it. Keys are matched by strict, anchored patterns with no leading zeros, so
 * one picture has one key (and one cache file) and no raw input ever reaches a file path.
 */

import { drawHero } from './draw-hero'
import { drawHotelScene } from './draw-hotel'
import { drawGovernorate } from './draw-place'
import { drawRoomScene, roomStyle } from './draw-room'
import { createRng } from './random'
import { Svg } from './svg'

/** The renditions: the widths pages ask for (contract/media.ts). */
export { IMAGE_WIDTHS as WIDTHS } from '../../contract/media'

export type Kind = 'hotel' | 'room' | 'governorate' | 'offer' | 'slide'

interface KindSpec {
  key: RegExp
  defaultWidth: number
  /** Height over width. */
  ratio: number
  /** The drawing's own coordinate space; the output is scaled from it. */
  canvas: readonly [number, number]
  draw(svg: Svg, key: string, match: RegExpExecArray): void
}

const id = '(0|[1-9]\\d{0,8})'
const seq = '(0|[1-9]\\d?)'

export const KINDS: Record<Kind, KindSpec> = {
  hotel: {
    key: new RegExp(`^${id}-${seq}$`),
    defaultWidth: 960,
    ratio: 3 / 4,
    canvas: [800, 600],
    draw: (svg, _key, m) => drawHotelScene(svg, String(m[1]), Number(m[2])),
  },
  room: {
    key: new RegExp(`^${id}-${seq}$`),
    defaultWidth: 640,
    ratio: 3 / 4,
    canvas: [800, 600],
    draw: (svg, key, m) =>
      drawRoomScene(svg, createRng(`room/${key}`), roomStyle(createRng(`room/${m[1]}`)), Number(m[2])),
  },
  governorate: {
    key: /^[a-z][a-z0-9]*(-[a-z0-9]+){0,4}$/,
    defaultWidth: 640,
    ratio: 5 / 4,
    canvas: [640, 800],
    draw: (svg, key) => drawGovernorate(svg, key),
  },
  offer: {
    key: new RegExp(`^${id}$`),
    defaultWidth: 640,
    ratio: 10 / 16,
    canvas: [800, 500],
    draw: (svg, key) => drawHero(svg, createRng(`offer/${key}`), Number(key)),
  },
  slide: {
    key: new RegExp(`^${id}$`),
    defaultWidth: 1600,
    ratio: 9 / 16,
    // Drawn at half size: the scene parts are tuned for a canvas about 800 units wide.
    canvas: [800, 450],
    draw: (svg, key) => drawHero(svg, createRng(`slide/${key}`), Number(key) + 3),
  },
}

export function isKind(value: string): value is Kind {
  return Object.hasOwn(KINDS, value)
}

export function outputSize(kind: Kind, width: number): { width: number; height: number } {
  return { width, height: Math.round(width * KINDS[kind].ratio) }
}

/** The SVG document for a key, or null when the key does not match its kind. */
export function buildSvg(kind: Kind, key: string, width: number): string | null {
  const spec = KINDS[kind]
  if (key.length > 48) return null
  const match = spec.key.exec(key)
  if (!match) return null
  const svg = new Svg(spec.canvas[0], spec.canvas[1])
  spec.draw(svg, key, match)
  const size = outputSize(kind, width)
  return svg.toString(size.width, size.height)
}
