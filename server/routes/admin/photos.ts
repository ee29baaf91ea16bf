import type { Context } from 'hono'
import { AdminPhotos, PhotoOrderBody, PhotoParams, PhotoUploadBody } from '../../../contract/admin-photos'
import { IdParam } from '../../../contract/common'
import { managedHotelIds, operatorOf } from '../../auth/operator'
import type { AppEnv } from '../../http/context'
import { defineRoute, type Route } from '../../http/route'
import { addPhoto, deletePhoto, orderPhotos, type PhotoOwner } from '../../services/admin/photos'

const NOT_IN_SCOPE = 'No such hotel, room type or photo that the caller runs'
const BAD_PHOTO =
  'Not a JPEG, PNG or WebP photo, larger than 10 MB or 8000 px, smaller than 480 px, or one too many'

/**
 * The uploaded file's bytes. A missing part, a text part or an empty file (what browsers send when
 * nothing was chosen) is no bytes, which the service refuses as no photo after checking the scope.
 */
export async function uploadedBytes(part: File | string | undefined): Promise<Uint8Array> {
  if (part === undefined || typeof part === 'string') return new Uint8Array(0)
  return new Uint8Array(await part.arrayBuffer())
}

const dataDir = (c: Context<AppEnv>) => c.get('deps').env.DATA_DIR

/**
 * The same three calls for a hotel's gallery and a room type's photos (issue 19 items 1, 2):
 * upload, reorder (the first is the cover), delete. Each answers the photos as they now are.
 */
function photoRoutes(base: '/admin/hotels' | '/admin/room-types', kind: PhotoOwner['kind'], name: string) {
  const tag = kind === 'hotel' ? 'Hotel' : 'RoomType'
  return [
    defineRoute({
      method: 'post',
      path: `${base}/:id/photos`,
      operationId: `adminAdd${tag}Photo`,
      summary: `Upload a photo of a ${name}, added last (the cover when it is the first)`,
      description:
        'multipart/form-data with an `image` file: JPEG, PNG or WebP, at most 10 MB, 480 to 8000 px a side. Re-encoded as WebP without metadata.',
      tags: ['admin'],
      auth: 'required',
      role: 'operator',
      params: IdParam,
      body: PhotoUploadBody,
      files: { image: 'The photo' },
      answers: { 201: AdminPhotos },
      errors: { 404: NOT_IN_SCOPE, 413: 'Larger than 10 MB', 422: BAD_PHOTO },
      handler: async (c, { params, files }) =>
        c.json(
          {
            data: await addPhoto(
              c.get('deps').db,
              dataDir(c),
              managedHotelIds(c),
              operatorOf(c).userId,
              { kind, id: params.id },
              await uploadedBytes(files.image),
            ),
          },
          201,
        ),
    }),
    defineRoute({
      method: 'put',
      path: `${base}/:id/photos/order`,
      operationId: `adminOrder${tag}Photos`,
      summary: `Put a ${name}'s photos in a new order; the first is the cover`,
      tags: ['admin'],
      auth: 'required',
      role: 'operator',
      params: IdParam,
      body: PhotoOrderBody,
      answers: { 200: AdminPhotos },
      errors: { 404: NOT_IN_SCOPE, 422: 'The ids are not each of the photos once' },
      handler: async (c, { params, body }) =>
        c.json({
          data: await orderPhotos(
            c.get('deps').db,
            managedHotelIds(c),
            operatorOf(c).userId,
            { kind, id: params.id },
            body.ids,
          ),
        }),
    }),
    defineRoute({
      method: 'delete',
      path: `${base}/:id/photos/:photo`,
      operationId: `adminDelete${tag}Photo`,
      summary: `Delete a photo of a ${name}`,
      tags: ['admin'],
      auth: 'required',
      role: 'operator',
      params: PhotoParams,
      answers: { 200: AdminPhotos },
      errors: { 404: NOT_IN_SCOPE },
      handler: async (c, { params }) =>
        c.json({
          data: await deletePhoto(
            c.get('deps').db,
            dataDir(c),
            managedHotelIds(c),
            operatorOf(c).userId,
            { kind, id: params.id },
            params.photo,
          ),
        }),
    }),
  ]
}

export const adminPhotoRoutes: Route[] = [
  ...photoRoutes('/admin/hotels', 'hotel', 'hotel'),
  ...photoRoutes('/admin/room-types', 'room_type', 'room type'),
]

/** Request paths that carry a photo (a home section's picture too): the body limit lets them be as large as a photo may be. */
export const PHOTO_UPLOAD_PATH =
  /^\/api\/admin\/((hotels|room-types)\/\d{1,9}\/photos|sliders\/\d{1,9}\/picture)$/
