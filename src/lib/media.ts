/** Widths the media server renders (server/media/kinds.ts); any other `?w=` is refused. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

export const sized = (path: string, w: ImageWidth) => `${path}?w=${w}`
export const srcSetOf = (path: string, widths: readonly ImageWidth[]) =>
  widths.map((w) => `${sized(path, w)} ${w}w`).join(', ')

/** The default rendition, and every rendition up to `max` for `srcset`. */
export const imageSrc = (path: string, width: ImageWidth = 640) => sized(path, width)
export const imageSrcSet = (path: string, max = 1920) =>
  srcSetOf(
    path,
    IMAGE_WIDTHS.filter((w) => w <= max),
  )

/** Intrinsic sizes (for width/height, so space is kept before an image arrives). */
export const RATIO = {
  hotel: { width: 640, height: 480 },
  offer: { width: 640, height: 400 },
  governorate: { width: 640, height: 800 },
} as const

/** Generated hotel and room pictures are 4:3. */
export const IMAGE_RATIO = { width: 4, height: 3 } as const
