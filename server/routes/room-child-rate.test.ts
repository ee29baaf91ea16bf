import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInIraq } from '../../contract/dates'
import { discounts, reservations } from '../../server/db/schema'
import { type AccountsApp, call, createAccountsApp, newGuest } from '../../tests/support/accounts'
import { reserve } from '../../tests/support/booking'
import { ADMIN, demoHotels, hotelBody, roomTypeBody, tokenOf } from '../../tests/support/console'

/**
 * Decision 42: a room type may have its own child supplement (`rooms.child_night_rate`; null:
 * the hotel's). The list's "from" price, the hotel page, the quote and the reservation price a
 * party of two adults and a child of 8 with the room type's rate alike, and the cheapest stay is
 * the cheapest with its supplement, not the lowest room rate.
 */
let t: AccountsApp
let admin: string
let place: { governorate_id: number; city_id: number }
beforeAll(async () => {
  t = await createAccountsApp()
  admin = await tokenOf(t, ADMIN.email, ADMIN.password)
  place = (await demoHotels(t)).erbilPlace
})
afterAll(() => t.close())

const NIGHTS = 2
const HOTEL_RATE = 5 // the hotel's supplement per child per night (hotelBody): free under 6

/** A new published hotel in Erbil with two room types: 80 a night (the hotel's child rate), and 78 with its own. */
async function twoRoomHotel(ownRate: number | null) {
  const hotel = (
    await call(t.app, 'POST', '/api/admin/hotels', {
      token: admin,
      body: hotelBody(place, { en_title: `Child rate hotel ${ownRate}` }),
    })
  ).body.data
  const add = async (body: Record<string, unknown>) => {
    const res = await call(t.app, 'POST', `/api/admin/hotels/${hotel.id}/room-types`, {
      token: admin,
      body: roomTypeBody(body),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data as { id: number; child_night_rate: number | null }
  }
  const plain = await add({ en_name: 'Plain double', base_rate: 80 })
  const own = await add({ en_name: 'Own rate double', base_rate: 78, child_night_rate: ownRate })
  expect(plain.child_night_rate).toBeNull()
  expect(own.child_night_rate).toBe(ownRate)
  const published = await call(t.app, 'PUT', `/api/admin/hotels/${hotel.id}/publish`, {
    token: admin,
    body: { published: true },
  })
  expect(published.status).toBe(200)
  return { hotelId: hotel.id as number, plain, own }
}

const party = 'room_number=1&adult_number=2&children_number=1&children_ages=8'

/** The hotel's card in a list of `query`, paging until it is found. */
async function card(hotelId: number, query: string) {
  for (let page = 1; page <= 20; page++) {
    const list = await call(t.app, 'GET', `/api/hotel?${query}&take=50&page=${page}`)
    expect(list.status, JSON.stringify(list.body)).toBe(200)
    const found = list.body.data.find((h: { id: number }) => h.id === hotelId)
    if (found) return found as { total_price: number; original_price: number }
    if (page >= list.body.last_page) break
  }
  throw new Error(`hotel ${hotelId} is not on the list of ${query}`)
}

/** The "from" price on every list: priced or not, one city or the whole country. */
async function cards(hotelId: number, stay: string, nightly: number) {
  const range = `start_price=${Math.floor(nightly) - 1}&end_price=${Math.ceil(nightly) + 1}`
  return Promise.all([
    card(hotelId, `${stay}&filter[city_id]=${place.city_id}`), // the page's hotels priced
    card(hotelId, `${stay}&filter[city_id]=${place.city_id}&sort=price`), // one city, priced
    card(hotelId, `${stay}&sort=price&${range}`), // the whole country, priced, in a price range
    card(hotelId, stay), // the whole country, the page priced
  ])
}

/** Quote and reservation of one room of each of `roomIds` for the party. */
async function booked(hotelId: number, roomIds: number[], checkin: string) {
  const body = {
    hotel_id: hotelId,
    checkin,
    checkout: addDays(checkin, NIGHTS),
    adults: 2,
    children: 1,
    children_ages: [8],
    currency: 'USD',
    country: 'Iraq',
    rooms: roomIds.map((room_id) => ({ room_id, number_of_rooms: 1 })),
  }
  const guest = await newGuest(t.app)
  const quote = await call(t.app, 'POST', '/api/booking-quote', { token: guest.token, body })
  expect(quote.status, JSON.stringify(quote.body)).toBe(200)
  const made = await reserve(t, guest.token, body)
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  const [row] = await t.deps.db.select().from(reservations).where(eq(reservations.id, made.body.data.id))
  return { quote: quote.body.data, reservation: made.body.data, totalBase: Number(row?.total_base) }
}

describe("a room type's own child supplement", () => {
  it('prices list, hotel page, quote and reservation alike; a room type without one takes the hotel’s', async () => {
    // Own rate 10: 78 × 2 + 10 × 2 = 176 is dearer than the plain room's 80 × 2 + 5 × 2 = 170.
    const { hotelId, plain, own } = await twoRoomHotel(10)
    const checkin = addDays(todayInIraq(), 6)
    const stay = `checkin=${checkin}&checkout=${addDays(checkin, NIGHTS)}&${party}&currency=USD`
    const detail = (await call(t.app, 'GET', `/api/hotel/${hotelId}?${stay}`)).body.data
    const roomOf = (id: number) => detail.rooms.find((r: { id: number }) => r.id === id)
    expect(roomOf(plain.id)).toMatchObject({
      total_price: 160,
      child_night_rate_with_currency: HOTEL_RATE,
      children_supplement: HOTEL_RATE * NIGHTS,
      children_supplement_with_currency: HOTEL_RATE * NIGHTS,
    })
    expect(roomOf(own.id)).toMatchObject({
      total_price: 156,
      child_night_rate_with_currency: 10,
      children_supplement: 20,
    })
    // The hotel's own policy is still what the page's policies say.
    expect(detail.child_night_rate_with_currency).toBe(HOTEL_RATE)
    expect(detail.children_supplement).toBe(HOTEL_RATE * NIGHTS)
    expect(detail.total_price).toBe(170)
    for (const c of await cards(hotelId, stay, 170 / NIGHTS)) expect(c.total_price).toBe(170)

    const plainStay = await booked(hotelId, [plain.id], checkin)
    expect(plainStay.quote).toMatchObject({
      children_supplement: 10,
      child_night_rate: HOTEL_RATE,
      total: 170,
    })
    expect(plainStay.reservation.total_price_with_currency).toBe(170)
    expect(plainStay.totalBase).toBe(170)
    const ownStay = await booked(hotelId, [own.id], checkin)
    expect(ownStay.quote).toMatchObject({ children_supplement: 20, child_night_rate: 10, total: 176 })
    expect(ownStay.reservation.total_price_with_currency).toBe(176)
    expect(ownStay.totalBase).toBe(176)

    // Both booked together: the children pay the lower of the two rates.
    const both = await booked(hotelId, [plain.id, own.id], checkin)
    expect(both.quote).toMatchObject({ child_night_rate: HOTEL_RATE, total: 160 + 156 + 10 })
    expect(both.totalBase).toBe(160 + 156 + 10)
  })

  it('a lower own rate makes its room type the cheapest stay, promotion included', async () => {
    // Own rate 1: 78 × 2 + 1 × 2 = 158 is cheaper than 170.
    const { hotelId, own } = await twoRoomHotel(1)
    const checkin = addDays(todayInIraq(), 9)
    const stay = `checkin=${checkin}&checkout=${addDays(checkin, NIGHTS)}&${party}&currency=USD`
    const detail = (await call(t.app, 'GET', `/api/hotel/${hotelId}?${stay}`)).body.data
    expect(detail.total_price).toBe(158)
    for (const c of await cards(hotelId, stay, 158 / NIGHTS)) expect(c.total_price).toBe(158)
    const ownStay = await booked(hotelId, [own.id], checkin)
    expect(ownStay.quote).toMatchObject({ children_supplement: 2, child_night_rate: 1, total: 158 })
    expect(ownStay.totalBase).toBe(158)

    // 50 % off the room rates, never the supplement: 80 + 10 = 90 against 78 + 2 = 80.
    await t.deps.db.insert(discounts).values({ hotel_id: hotelId, percentage: 50 })
    const later = addDays(checkin, 3)
    const promoted = `checkin=${later}&checkout=${addDays(later, NIGHTS)}&${party}&currency=USD`
    const page = (await call(t.app, 'GET', `/api/hotel/${hotelId}?${promoted}`)).body.data
    expect(page).toMatchObject({ total_price: 80, original_price: 158 })
    for (const c of await cards(hotelId, promoted, 80 / NIGHTS))
      expect(c).toMatchObject({ total_price: 80, original_price: 158 })
    const promotedStay = await booked(hotelId, [own.id], later)
    expect(promotedStay.quote.total).toBe(80)
    expect(promotedStay.totalBase).toBe(80)

    // Own rate 6.5: before the promotion it is the cheaper stay (156 + 13 = 169 against 170),
    // after it the dearer (78 + 13 = 91 against 80 + 10 = 90): the list shows what is paid.
    const edited = await call(t.app, 'PUT', `/api/admin/room-types/${own.id}`, {
      token: admin,
      body: roomTypeBody({ en_name: 'Own rate double', base_rate: 78, child_night_rate: 6.5 }),
    })
    expect(edited.status).toBe(200)
    const flip = addDays(checkin, 6)
    const flipped = `checkin=${flip}&checkout=${addDays(flip, NIGHTS)}&${party}&currency=USD`
    expect((await call(t.app, 'GET', `/api/hotel/${hotelId}?${flipped}`)).body.data).toMatchObject({
      total_price: 90,
      original_price: 170,
    })
    for (const c of await cards(hotelId, flipped, 90 / NIGHTS))
      expect(c).toMatchObject({ total_price: 90, original_price: 170 })
  })

  it('the console edits it: checked, translated, recorded, and the search follows at once', async () => {
    const { hotelId, own } = await twoRoomHotel(10)
    const put = (body: Record<string, unknown>, lang = 'en') =>
      call(t.app, 'PUT', `/api/admin/room-types/${own.id}`, {
        token: admin,
        body: roomTypeBody({ en_name: 'Own rate double', base_rate: 78, ...body }),
        headers: { 'Accept-Language': lang },
      })
    const negative = await put({ child_night_rate: -1 }, 'ar')
    expect(negative.status).toBe(422)
    expect(negative.body.errors.child_night_rate).toBeDefined()
    // In the reader's language: Arabic letters, not the message's id.
    expect(negative.body.errors.child_night_rate[0]).toMatch(/[\u0600-\u06ff]/)
    expect((await put({ child_night_rate: 1.234 })).status).toBe(422)
    expect((await put({ child_night_rate: 'ten' })).status).toBe(422)

    // Left out, it stays; null gives the room type the hotel's rate again.
    expect((await put({})).body.data.child_night_rate).toBe(10)
    const cleared = await put({ child_night_rate: null })
    expect(cleared.status).toBe(200)
    expect(cleared.body.data.child_night_rate).toBeNull()
    const log = (
      await call(t.app, 'GET', `/api/admin/audit-log?entity=room_type&id=${own.id}`, { token: admin })
    ).body.data
    expect(log[0]).toMatchObject({
      action: 'update',
      before: { child_night_rate: 10 },
      after: { child_night_rate: null },
    })

    // Both room types now charge the hotel's 5: the own-rate room (78) is the cheapest, 166.
    const checkin = addDays(todayInIraq(), 12)
    const stay = `checkin=${checkin}&checkout=${addDays(checkin, NIGHTS)}&${party}&currency=USD`
    for (const c of await cards(hotelId, stay, 166 / NIGHTS)) expect(c.total_price).toBe(166)
    await put({ child_night_rate: 2.5 })
    // 78 × 2 + 2.5 × 2 = 161.
    for (const c of await cards(hotelId, stay, 161 / NIGHTS)) expect(c.total_price).toBe(161)
    expect((await call(t.app, 'GET', `/api/hotel/${hotelId}?${stay}`)).body.data.total_price).toBe(161)
  })
})
