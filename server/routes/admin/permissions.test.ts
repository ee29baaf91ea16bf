import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInIraq } from '../../../contract/dates'
import { type AccountsApp, call, createAccountsApp, newGuest } from '../../../tests/support/accounts'
import {
  ADMIN,
  AGENT,
  demoHotels,
  hotelBody,
  MANAGER,
  paidStay,
  roomTypeBody,
  tokenOf,
  USER,
} from '../../../tests/support/console'
import { apiRoutes } from '../index'

/**
 * Every console call, walked from the route list itself: a call added later is walked too.
 * Without a session 401; a guest, a user and an agent 403; the manager of the Erbil hotels
 * 403 on administrator-only calls and 404 on another city's hotel or room type.
 */
const consoleRoutes = apiRoutes.filter((r) => r.path.startsWith('/admin/'))

let t: AccountsApp
let ids: { hotel: number; roomType: number; reservation: number; review: number; user: number }
let place: { governorate_id: number; city_id: number }
beforeAll(async () => {
  t = await createAccountsApp()
  const hotels = await demoHotels(t)
  place = hotels.erbilPlace
  const admin = await tokenOf(t, ADMIN.email, ADMIN.password)
  const baghdad = hotels.baghdad[0] as number
  const hotel = await call(t.app, 'GET', `/api/admin/hotels/${baghdad}`, { token: admin })
  const booked = await paidStay(t, baghdad, 3)
  const reviews = await call(t.app, 'GET', '/api/admin/reviews', { token: admin })
  const other = reviews.body.data.find((r: { hotel: { id: number } }) => !hotels.erbil.includes(r.hotel.id))
  const users = await call(t.app, 'GET', '/api/admin/users?role=user', { token: admin })
  ids = {
    hotel: baghdad,
    roomType: hotel.body.data.room_types[0].id,
    reservation: booked.id,
    review: other.id,
    user: users.body.data[0].id,
  }
}, 240_000)
afterAll(() => t.close())

/** The route's path with the other hotel's ids in it. */
function pathOf(path: string): string {
  const filled = path
    .replace(/^\/admin\/hotels\/:id(\{[^}]*\})?/, `/admin/hotels/${ids.hotel}`)
    .replace(/^\/admin\/room-types\/:id(\{[^}]*\})?/, `/admin/room-types/${ids.roomType}`)
    .replace(/\/photos\/:photo$/, '/photos/1')
    .replace(/\/discounts\/:discount$/, '/discounts/1')
    .replace(/^\/admin\/(offers|discount-codes|sliders|faqs|currencies|contact-messages)\/:id/, '/admin/$1/1')
    .replace(/^\/admin\/reservations\/:id(\{[^}]*\})?/, `/admin/reservations/${ids.reservation}`)
    .replace(/^\/admin\/reviews\/:id/, `/admin/reviews/${ids.review}`)
    .replace(/^\/admin\/users\/:id/, `/admin/users/${ids.user}`)
  if (filled.includes(':')) throw new Error(`permissions.test: say which ids fill ${path}`)
  return `/api${filled}`
}

/** A valid body per call, so that a refusal is the scope's and not the input's. */
function bodyOf(operationId: string): unknown {
  const today = todayInIraq()
  const bodies: Record<string, unknown> = {
    adminCreateHotel: hotelBody(place),
    adminUpdateHotel: hotelBody(place),
    adminPublishHotel: { published: true },
    adminCreateRoomType: roomTypeBody(),
    adminUpdateRoomType: roomTypeBody(),
    adminOrderHotelPhotos: { ids: [1] },
    adminOrderRoomTypePhotos: { ids: [1] },
    adminCreateHotelDiscount: { percentage: 20 },
    adminUpdateHotelDiscount: { percentage: 20 },
    adminChangeCalendar: { from: addDays(today, 3), to: addDays(today, 4), closed: true },
    adminChangeStay: { action: 'no_show' },
    adminCancelReservation: { refund: 0, reason: 'permissions test' },
    adminSettleRefund: { refund_id: '00000000-0000-4000-8000-000000000000', reference: 'permissions test' },
    adminReplyToReview: { reply: 'Thank you' },
    adminHideReview: { hidden: true },
    adminSetUserRole: { role: 'agent' },
    adminSetManagerHotels: { hotel_ids: [] },
    adminDisableUser: { disabled: true },
  }
  return bodies[operationId]
}
const queryOf = (operationId: string) =>
  operationId === 'adminGetCalendar' ? `?from=${todayInIraq()}&to=${addDays(todayInIraq(), 3)}` : ''

describe('every console call checks role and hotel scope', () => {
  it('lists the console calls', () => {
    expect(consoleRoutes.length).toBeGreaterThanOrEqual(10)
    for (const r of consoleRoutes) expect(['admin', 'operator'], r.operationId).toContain(r.role)
  })

  it('401 without a session; 403 for a guest, a user and an agent', async () => {
    const tokens = [
      (await newGuest(t.app)).token,
      await tokenOf(t, USER.email, USER.password),
      await tokenOf(t, AGENT.email, AGENT.password),
    ]
    for (const r of consoleRoutes) {
      const path = pathOf(r.path) + queryOf(r.operationId)
      const method = r.method.toUpperCase()
      const anonymous = await call(t.app, method, path, { body: bodyOf(r.operationId) })
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401)
      for (const token of tokens) {
        const res = await call(t.app, method, path, { token, body: bodyOf(r.operationId) })
        expect(res.status, `${method} ${path}`).toBe(403)
        expect(res.body.message).toBe('You are not allowed to do this')
      }
    }
  })

  it("the manager: 403 on administrator calls, 404 on another city's hotel and room type", async () => {
    const manager = await tokenOf(t, MANAGER.email, MANAGER.password)
    let scoped = 0
    for (const r of consoleRoutes) {
      const path = pathOf(r.path) + queryOf(r.operationId)
      const method = r.method.toUpperCase()
      const res = await call(t.app, method, path, { token: manager, body: bodyOf(r.operationId) })
      if (r.role === 'admin') expect(res.status, `${method} ${path}`).toBe(403)
      else if (r.path.includes(':id')) {
        expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(404)
        scoped++
      } else expect(res.status, `${method} ${path}`).toBe(200)
    }
    expect(scoped).toBeGreaterThanOrEqual(6)
  })
})
