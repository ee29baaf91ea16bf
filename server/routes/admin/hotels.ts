import * as v from 'valibot'
import {
  AdminHotel,
  AdminHotelListQuery,
  AdminHotelRow,
  AdminOptions,
  adminPage,
  HotelFields,
  PublishBody,
} from '../../../contract/admin-hotels'
import { IdParam } from '../../../contract/common'
import { managedHotelIds, operatorOf } from '../../auth/operator'
import { defineRoute } from '../../http/route'
import {
  createHotel,
  listAdminHotels,
  publishHotel,
  readAdminHotel,
  updateHotel,
} from '../../services/admin/hotels'
import { adminOptions } from '../../services/admin/options'

const one = v.object({ data: AdminHotel })
const NOT_IN_SCOPE = 'No hotel with this id that the caller runs'
const BAD_CHOICE = 'A city of another governorate, or a service or feature that does not exist'

/** The console's hotels (issue 19 item 1): a manager sees and changes only their own. */
export const adminHotelRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/options',
    operationId: 'adminOptions',
    summary: 'What the console forms choose from: governorates, cities, services, features',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    answers: { 200: v.object({ data: AdminOptions }) },
    handler: async (c) => c.json({ data: await adminOptions(c.get('deps').db) }),
  }),

  defineRoute({
    method: 'get',
    path: '/admin/hotels',
    operationId: 'adminListHotels',
    summary: "The caller's hotels (all, for an administrator), by name or id, 25 a page",
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    query: AdminHotelListQuery,
    answers: { 200: adminPage(AdminHotelRow) },
    handler: async (c, { query }) =>
      c.json(await listAdminHotels(c.get('deps').db, managedHotelIds(c), query)),
  }),

  defineRoute({
    method: 'post',
    path: '/admin/hotels',
    operationId: 'adminCreateHotel',
    summary: 'Add a hotel (administrators), unpublished until it is published',
    tags: ['admin'],
    auth: 'required',
    role: 'admin',
    body: HotelFields,
    answers: { 201: one },
    handler: async (c, { body }) =>
      c.json({ data: await createHotel(c.get('deps').db, operatorOf(c).userId, body) }, 201),
  }),

  defineRoute({
    method: 'get',
    path: '/admin/hotels/:id',
    operationId: 'adminGetHotel',
    summary: 'One hotel with its services, features, photos and room types',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    params: IdParam,
    answers: { 200: one },
    errors: { 404: NOT_IN_SCOPE },
    handler: async (c, { params }) =>
      c.json({ data: await readAdminHotel(c.get('deps').db, managedHotelIds(c), params.id) }),
  }),

  defineRoute({
    method: 'put',
    path: '/admin/hotels/:id',
    operationId: 'adminUpdateHotel',
    summary: "Change a hotel's names, texts, place, stars, policies, services and features",
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    params: IdParam,
    body: HotelFields,
    answers: { 200: one },
    errors: { 404: NOT_IN_SCOPE, 422: BAD_CHOICE },
    handler: async (c, { params, body }) =>
      c.json({
        data: await updateHotel(c.get('deps').db, managedHotelIds(c), operatorOf(c).userId, params.id, body),
      }),
  }),

  defineRoute({
    method: 'put',
    path: '/admin/hotels/:id/publish',
    operationId: 'adminPublishHotel',
    summary: 'Publish a hotel or withdraw it: search, its page and booking follow at once',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    params: IdParam,
    body: PublishBody,
    answers: { 200: one },
    errors: { 404: NOT_IN_SCOPE },
    handler: async (c, { params, body }) =>
      c.json({
        data: await publishHotel(
          c.get('deps').db,
          managedHotelIds(c),
          operatorOf(c).userId,
          params.id,
          body.published,
        ),
      }),
  }),
]
