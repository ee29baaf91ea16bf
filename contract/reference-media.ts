/**
 * The pictures production ships with its reference data (decision 40): each governorate's and
 * the home slideshow's, drawn once by `npm run reference-media` and kept in the repository, in
 * the widths their pages ask for. Demo mode draws the same pictures on request (server/media).
 */
import type { ImageWidth } from './media'

export const REFERENCE_MEDIA = {
  /** The home page's governorate tiles (governorate-tile.tsx). */
  governorate: [320, 480, 640],
  /** The slideshow's slides fill the screen's width (heroSlideImage). */
  slide: [320, 480, 640, 960, 1280, 1920],
} as const satisfies Record<string, readonly ImageWidth[]>

export type ReferenceKind = keyof typeof REFERENCE_MEDIA

/** The slideshow's slides, 1 to this. */
export const HERO_SLIDES = 5
