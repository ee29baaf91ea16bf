/** Widths the media server renders (server/media/kinds.ts); any other `w` is refused. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const

export const imageSrc = (path: string, width: (typeof IMAGE_WIDTHS)[number] = 640) => `${path}?w=${width}`

export const imageSrcSet = (path: string, max = 1920) =>
  IMAGE_WIDTHS.filter((w) => w <= max)
    .map((w) => `${path}?w=${w} ${w}w`)
    .join(', ')

/** Generated pictures are 4:3. */
export const IMAGE_RATIO = { width: 4, height: 3 } as const
