/**
 * Image URLs of the media server (server/media): the widths it renders, and how pages draw
 * their first, largest picture. Shared so that the server's preload hints for a page
 * (server/http/page-hints.ts) ask for exactly the file the page will then use.
 */

/** Widths the media server renders; any other `?w=` is refused. */
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

export interface ResponsiveImage {
  src: string
  srcSet: string
  sizes: string
}

/**
 * Slide `n` of the home page's slideshow (its first is the page's largest picture): a home
 * section's uploaded `picture` when there is one for it (decision 44), else the drawn slide.
 */
export const heroSlideImage = (n: number, picture?: string | null): ResponsiveImage => {
  const path = picture ?? `/media/slide/${n}.webp`
  return { src: sized(path, 1280), srcSet: srcSetOf(path, IMAGE_WIDTHS), sizes: '100vw' }
}

/** Spec §9: the hotel page shows its photos as a grid from 1150 px, as a carousel below. */
export const WIDE_GALLERY = '(min-width: 1150px)'

/** A photo in the hotel page's carousel (narrow screens). */
export const gallerySlideImage = (path: string): ResponsiveImage => ({
  src: imageSrc(path, 640),
  srcSet: imageSrcSet(path, 1280),
  sizes: '(min-width: 760px) 70vw, 100vw',
})

/** The first, large photo of the hotel page's grid (wide screens). */
export const galleryLeadImage = (path: string): ResponsiveImage => ({
  src: imageSrc(path, 960),
  srcSet: imageSrcSet(path),
  sizes: '(min-width: 1240px) 600px, 50vw',
})
