import { AdminDiscounts, DiscountFields, DiscountParams } from '../../../contract/admin-discounts'
import { IdParam } from '../../../contract/common'
import { managedHotelIds, operatorOf } from '../../auth/operator'
import { defineRoute, type Route } from '../../http/route'
import { deleteHotelDiscount, listHotelDiscounts, saveHotelDiscount } from '../../services/admin/discounts'

const NO_HOTEL = 'No hotel with this id that the caller runs'
const NO_DISCOUNT = 'No such discount of a hotel that the caller runs'
const AT_ONCE = 'Search, the hotel page, quotes and new bookings apply it from the next request.'
const common = { tags: ['admin'], auth: 'required', role: 'operator' } as const

/**
 * A hotel's discounts (issue 19; decision 33): list, add, change, delete. Administrators for any
 * hotel, managers for theirs. Each call answers the hotel's discounts as they now are.
 */
export const adminDiscountRoutes: Route[] = [
  defineRoute({
    ...common,
    method: 'get',
    path: '/admin/hotels/:id/discounts',
    operationId: 'adminListHotelDiscounts',
    summary: "A hotel's discounts, oldest first",
    params: IdParam,
    answers: { 200: AdminDiscounts },
    errors: { 404: NO_HOTEL },
    handler: async (c, { params }) =>
      c.json({ data: await listHotelDiscounts(c.get('deps').db, managedHotelIds(c), params.id) }),
  }),
  defineRoute({
    ...common,
    method: 'post',
    path: '/admin/hotels/:id/discounts',
    operationId: 'adminCreateHotelDiscount',
    summary: 'Add a discount taken off the stays at the hotel inside its stay dates (1–90 %)',
    description: AT_ONCE,
    params: IdParam,
    body: DiscountFields,
    answers: { 201: AdminDiscounts },
    errors: { 404: NO_HOTEL, 422: 'Invalid input' },
    handler: async (c, { params, body }) =>
      c.json(
        {
          data: await saveHotelDiscount(
            c.get('deps').db,
            managedHotelIds(c),
            operatorOf(c).userId,
            params.id,
            null,
            body,
          ),
        },
        201,
      ),
  }),
  defineRoute({
    ...common,
    method: 'put',
    path: '/admin/hotels/:id/discounts/:discount',
    operationId: 'adminUpdateHotelDiscount',
    summary: "Change a hotel's discount: percentage, descriptions and stay dates",
    description: AT_ONCE,
    params: DiscountParams,
    body: DiscountFields,
    answers: { 200: AdminDiscounts },
    errors: { 404: NO_DISCOUNT, 422: 'Invalid input' },
    handler: async (c, { params, body }) =>
      c.json({
        data: await saveHotelDiscount(
          c.get('deps').db,
          managedHotelIds(c),
          operatorOf(c).userId,
          params.id,
          params.discount,
          body,
        ),
      }),
  }),
  defineRoute({
    ...common,
    method: 'delete',
    path: '/admin/hotels/:id/discounts/:discount',
    operationId: 'adminDeleteHotelDiscount',
    summary: "Delete a hotel's discount (and its card in the home page's sections)",
    description: AT_ONCE,
    params: DiscountParams,
    answers: { 200: AdminDiscounts },
    errors: { 404: NO_DISCOUNT },
    handler: async (c, { params }) =>
      c.json({
        data: await deleteHotelDiscount(
          c.get('deps').db,
          managedHotelIds(c),
          operatorOf(c).userId,
          params.id,
          params.discount,
        ),
      }),
  }),
]
