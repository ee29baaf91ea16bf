import * as v from 'valibot'
import { CalendarChange, CalendarNight, CalendarQuery } from '../../../contract/admin-calendar'
import { AdminRoomType, adminMessages, RoomTypeFields } from '../../../contract/admin-hotels'
import { IdParam } from '../../../contract/common'
import { formatDate } from '../../../contract/format'
import { messages } from '../../../contract/messages'
import { managedHotelIds, operatorOf } from '../../auth/operator'
import { HttpError } from '../../http/errors'
import { defineRoute } from '../../http/route'
import { translate } from '../../i18n'
import { BelowSold, changeCalendar, readCalendar } from '../../services/admin/calendar'
import { createRoomType, readRoomType, updateRoomType } from '../../services/admin/room-types'

const one = v.object({ data: AdminRoomType })
const nights = v.object({ data: v.array(CalendarNight) })
const NOT_IN_SCOPE = 'No room type with this id in a hotel the caller runs'

/** Room types (issue 19 item 2) and their nightly calendar (item 3). */
export const adminRoomTypeRoutes = [
  defineRoute({
    method: 'post',
    path: '/admin/hotels/:id/room-types',
    operationId: 'adminCreateRoomType',
    summary: 'Add a room type to a hotel, on sale for a year at its base rate',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    params: IdParam,
    body: RoomTypeFields,
    answers: { 201: one },
    errors: {
      404: 'No hotel with this id that the caller runs',
      422: 'Invalid input, or a service that does not exist',
    },
    handler: async (c, { params, body }) =>
      c.json(
        {
          data: await createRoomType(
            c.get('deps').db,
            managedHotelIds(c),
            operatorOf(c).userId,
            params.id,
            body,
          ),
        },
        201,
      ),
  }),

  defineRoute({
    method: 'get',
    path: '/admin/room-types/:id',
    operationId: 'adminGetRoomType',
    summary: 'One room type',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    params: IdParam,
    answers: { 200: one },
    errors: { 404: NOT_IN_SCOPE },
    handler: async (c, { params }) =>
      c.json({ data: await readRoomType(c.get('deps').db, managedHotelIds(c), params.id) }),
  }),

  defineRoute({
    method: 'put',
    path: '/admin/room-types/:id',
    operationId: 'adminUpdateRoomType',
    summary: "Change a room type's names, capacity, beds, size, services, base rate and room count",
    description: 'Nights already on sale keep their rate and rooms: change those with the calendar.',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    params: IdParam,
    body: RoomTypeFields,
    answers: { 200: one },
    errors: { 404: NOT_IN_SCOPE, 422: 'Invalid input, or a service that does not exist' },
    handler: async (c, { params, body }) =>
      c.json({
        data: await updateRoomType(
          c.get('deps').db,
          managedHotelIds(c),
          operatorOf(c).userId,
          params.id,
          body,
        ),
      }),
  }),

  defineRoute({
    method: 'get',
    path: '/admin/room-types/:id/calendar',
    operationId: 'adminGetCalendar',
    summary:
      'Nights on sale from `from` to `to` (at most 366): rate, rooms to sell, sold, closed, minimum stay',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    params: IdParam,
    query: CalendarQuery,
    answers: { 200: nights },
    errors: { 404: NOT_IN_SCOPE },
    handler: async (c, { params, query }) => {
      checkRange(query.from, query.to)
      return c.json({ data: await readCalendar(c.get('deps').db, managedHotelIds(c), params.id, query) })
    },
  }),

  defineRoute({
    method: 'put',
    path: '/admin/room-types/:id/calendar',
    operationId: 'adminChangeCalendar',
    summary: 'Set rate, rooms to sell, closed or minimum stay on every night from `from` to `to`',
    description:
      'Answers the changed nights. Search and booking see the change at once. Rooms to sell below the rooms already sold on any night refuses the whole change (409) and names those nights.',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    params: IdParam,
    body: CalendarChange,
    answers: { 200: nights },
    errors: {
      404: NOT_IN_SCOPE,
      409: 'Rooms to sell below the rooms sold on some nights: the message names them',
      422: 'Invalid input, a night in the past or a range over 366 nights',
    },
    handler: async (c, { params, body }) => {
      try {
        const data = await changeCalendar(
          c.get('deps').db,
          managedHotelIds(c),
          operatorOf(c).userId,
          params.id,
          body,
        )
        return c.json({ data })
      } catch (err) {
        if (!(err instanceof BelowSold)) throw err
        // The nights, written in the reader's language, name what blocks the change.
        const lang = c.get('lang')
        const nights = err.nights.map((n) =>
          formatDate(n.night, lang, { weekday: 'short', day: 'numeric', month: 'long' }),
        )
        const text = `${translate(adminMessages.roomsBelowSold.id, lang)}: ${nights.join(lang === 'en' ? ', ' : '، ')}`
        return c.json({ message: text, errors: { rooms: [text] } }, 409)
      }
    },
  }),
]

function checkRange(from: string, to: string) {
  const parsed = v.safeParse(CalendarChange, { from, to, closed: false })
  if (!parsed.success)
    throw new HttpError(422, messages.invalidRequest.id, {
      to: [parsed.issues[0]?.message ?? messages.invalidValue.id],
    })
}
