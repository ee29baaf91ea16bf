/** Sizes of the locally drawn images (server/media/kinds.ts); `?w=` accepts only these. */
export type ImageWidth = 320 | 480 | 640 | 960 | 1280 | 1920

export const sized = (path: string, w: ImageWidth) => `${path}?w=${w}`
export const srcSetOf = (path: string, widths: readonly ImageWidth[]) =>
  widths.map((w) => `${sized(path, w)} ${w}w`).join(', ')

/** Intrinsic sizes (for width/height, so space is kept before an image arrives). */
export const RATIO = {
  hotel: { width: 640, height: 480 },
  offer: { width: 640, height: 400 },
  governorate: { width: 640, height: 800 },
} as const
