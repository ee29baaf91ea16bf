// The URL helpers live in the contract: the server's preload hints build the same URLs.
export {
  imageSrc,
  imageSrcSet,
  sized,
  srcSetOf,
} from '../../contract/media'

/** Intrinsic sizes (for width/height, so space is kept before an image arrives). */
export const RATIO = {
  hotel: { width: 640, height: 480 },
  offer: { width: 640, height: 400 },
  governorate: { width: 640, height: 800 },
} as const

/** Generated hotel and room pictures are 4:3. */
export const IMAGE_RATIO = { width: 4, height: 3 } as const
