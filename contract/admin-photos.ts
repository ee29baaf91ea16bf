import * as v from 'valibot'
import { whole } from './admin-hotels'
import { IdParam } from './common'
import { messages as m } from './messages'

/**
 * Photos of a hotel or a room type in the operator console (issue 19 items 1 and 2). The first
 * photo is the cover: search cards, the hotel page's gallery and room cards show them in order.
 */

/** Limits of an uploaded photo, checked on its content (server/services/admin/photo-files.ts). */
export const PHOTO = {
  maxBytes: 10 * 1024 * 1024,
  /** Larger sides are refused: decoding one costs memory in proportion to its pixels. */
  maxSide: 8000,
  /** Smaller ones would look blurred on the hotel page's gallery, which is 960 px wide. */
  minSide: 480,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const

/** Photos one hotel or one room type may have. */
export const MAX_PHOTOS = { hotel: 30, room_type: 15 } as const

export const photoMessages = {
  photoType: /*i18n*/ { id: 'admin.photo_type', message: 'Choose a JPEG, PNG or WebP photo' },
  photoTooLarge: /*i18n*/ {
    id: 'admin.photo_too_large',
    message: 'The photo must be at most 10 MB and 8000 × 8000 pixels',
  },
  photoTooSmall: /*i18n*/ {
    id: 'admin.photo_too_small',
    message: 'The photo must be at least 480 pixels on each side',
  },
  tooManyPhotos: /*i18n*/ {
    id: 'admin.too_many_photos',
    message: 'No more photos can be added here: delete one first',
  },
  photoOrder: /*i18n*/ {
    id: 'admin.photo_order',
    message: 'The order must list each of the photos once',
  },
} as const

export const AdminPhoto = v.object({ id: v.number(), image_path: v.string() })
export type AdminPhoto = v.InferOutput<typeof AdminPhoto>

/** Every call answers the photos as they now are, cover first. */
export const AdminPhotos = v.object({ data: v.array(AdminPhoto) })

/** The new order of all the photos, by id, the cover first. */
export const PhotoOrderBody = v.object({
  ids: v.pipe(v.array(whole(1, 2_147_483_647)), v.maxLength(100, m.tooLong.id)),
})
export type PhotoOrderBody = v.InferOutput<typeof PhotoOrderBody>

export const PhotoParams = v.object({
  ...IdParam.entries,
  photo: IdParam.entries.id,
})

/** Uploads carry no field but the file; the multipart form's text parts are ignored. */
export const PhotoUploadBody = v.object({})
