import { and, eq, gte, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInIraq } from '../../contract/dates'
import { hotels, offers, reservations } from '../../server/db/schema'
import { type AccountsApp, call, createAccountsApp, newGuest } from '../../tests/support/accounts'
import { reserve } from '../../tests/support/booking'

/**
 * Decision 41: the demo's "Family holiday" offer ("Children under 12 stay … free … when sharing
 * a room with two adults") is priced. For the stays it covers, children under 12 add no
 * supplement at its hotel — the same on the list, the hotel page, the quote and the reservation —
 * while an older child, or a party without two adults per room, pays the hotel's supplement.
 */
let t: AccountsApp
beforeAll(async () => {
  t = await createAccountsApp()
})
afterAll(() => t.close())

const RATE = 10 // USD per child per night, set on the offer's hotel so the amounts are known
const NIGHTS = 2

async function familyHotel() {
  const [offer] = await t.deps.db
    .select()
    .from(offers)
    .where(and(isNotNull(offers.children_free_under), gte(offers.end_date, todayInIraq())))
    .orderBy(offers.id)
    .limit(1)
  if (!offer?.hotel_id) throw new Error('the demo data has no family offer')
  expect(offer.en_title).toMatch(/^Family holiday in /)
  expect(offer.children_free_under).toBe(12)
  // The hotel's own policy: children under 6 free, US$ 10 a night from 6.
  await t.deps.db
    .update(hotels)
    .set({ child_free_age: 6, child_night_rate: RATE })
    .where(eq(hotels.id, offer.hotel_id))
  const [hotel] = await t.deps.db
    .select({ governorate_id: hotels.governorate_id })
    .from(hotels)
    .where(eq(hotels.id, offer.hotel_id))
  return { offer, hotelId: offer.hotel_id, governorateId: hotel?.governorate_id ?? 0 }
}

interface Party {
  adults: number
  ages: number[]
}
const partyQuery = (p: Party) =>
  `room_number=1&adult_number=${p.adults}&children_number=${p.ages.length}` +
  (p.ages.length ? `&children_ages=${p.ages.join(',')}` : '')

/** The supplement each answer charges the party, and the quote and reservation totals. */
async function pricedEverywhere(hotelId: number, governorateId: number, checkin: string, party: Party) {
  const checkout = addDays(checkin, NIGHTS)
  const stay = `checkin=${checkin}&checkout=${checkout}&${partyQuery(party)}&currency=USD`
  const detail = (await call(t.app, 'GET', `/api/hotel/${hotelId}?${stay}`)).body.data
  const room = detail.rooms.find(
    (r: {
      available_room_number: number
      total_price: number | null
      adult_number: number
      children_number: number
    }) =>
      r.available_room_number > 0 &&
      r.total_price !== null &&
      r.adult_number >= party.adults &&
      r.adult_number + r.children_number >= party.adults + party.ages.length,
  )
  if (!room) throw new Error(`no room of hotel ${hotelId} takes the party`)
  // Every hotel of the governorate, cheapest first, a page of 50 at a time until the offer's hotel.
  let card: { id: number; total_price: number } | undefined
  for (let page = 1; !card && page <= 10; page++) {
    const list = await call(
      t.app,
      'GET',
      `/api/hotel?${stay}&filter[governorate_id]=${governorateId}&take=50&page=${page}&sort=price`,
    )
    expect(list.status, JSON.stringify(list.body)).toBe(200)
    card = list.body.data.find((h: { id: number }) => h.id === hotelId)
    if (page >= list.body.last_page) break
  }
  const body = {
    hotel_id: hotelId,
    checkin,
    checkout,
    adults: party.adults,
    children: party.ages.length,
    children_ages: party.ages,
    currency: 'USD',
    country: 'Iraq',
    rooms: [{ room_id: room.id, number_of_rooms: 1 }],
  }
  const guest = await newGuest(t.app)
  const quote = await call(t.app, 'POST', '/api/booking-quote', { token: guest.token, body })
  expect(quote.status).toBe(200)
  const made = await reserve(t, guest.token, body)
  expect(made.status).toBe(201)
  const [row] = await t.deps.db.select().from(reservations).where(eq(reservations.id, made.body.data.id))
  return { detail, room, card, quote: quote.body.data, reservation: made.body.data, row }
}

describe('the family offer', () => {
  it('waives the supplement of children under 12 with two adults, equally on every answer', async () => {
    const { hotelId, governorateId } = await familyHotel()
    const checkin = addDays(todayInIraq(), 5)

    // Two adults, children of 3 and 8: the 8-year-old would pay under the hotel's policy, not under the offer.
    const covered = await pricedEverywhere(hotelId, governorateId, checkin, { adults: 2, ages: [3, 8] })
    expect(covered.detail.children_supplement).toBe(0)
    expect(covered.quote.children_supplement).toBe(0)
    expect(covered.quote.child_free_age).toBe(12)
    // The quote is what the reservation charges, and the card is the cheapest room's price.
    expect(covered.reservation.total_price_with_currency).toBe(covered.quote.total)
    expect(Number(covered.row?.total_base)).toBe(covered.quote.total)
    expect(covered.card).toBeDefined()
    expect(covered.card?.total_price).toBe(covered.detail.total_price)

    // A child of 13 is older than the offer: the hotel's supplement, on every answer alike.
    const older = await pricedEverywhere(hotelId, governorateId, addDays(checkin, 3), {
      adults: 2,
      ages: [13],
    })
    const supplement = RATE * NIGHTS
    expect(older.detail.children_supplement).toBe(supplement)
    expect(older.quote.children_supplement).toBe(supplement)
    // The offer covers the stay: the policy says "under 12", and 13 is not under it.
    expect(older.quote.child_free_age).toBe(12)
    expect(older.reservation.total_price_with_currency).toBe(older.quote.total)
    expect(older.card?.total_price).toBe(older.detail.total_price)

    // One adult with the 8-year-old: not the offer's family of two adults, so the child pays.
    const single = await pricedEverywhere(hotelId, governorateId, addDays(checkin, 6), {
      adults: 1,
      ages: [8],
    })
    expect(single.detail.children_supplement).toBe(supplement)
    expect(single.quote.children_supplement).toBe(supplement)
    expect(single.quote.child_free_age).toBe(6)
    expect(single.reservation.total_price_with_currency).toBe(single.quote.total)
    expect(single.card?.total_price).toBe(single.detail.total_price)
  })

  it('ends with its offer: the day after its last day, the child pays again', async () => {
    const { offer, hotelId, governorateId } = await familyHotel()
    const checkin = addDays(todayInIraq(), 15)
    const before = await pricedEverywhere(hotelId, governorateId, checkin, { adults: 2, ages: [8] })
    expect(before.quote.children_supplement).toBe(0)
    await t.deps.db
      .update(offers)
      .set({ end_date: addDays(todayInIraq(), -1) })
      .where(eq(offers.id, offer.id))
    // Any other family offer of the hotel would still cover it: end them too.
    await t.deps.db
      .update(offers)
      .set({ end_date: addDays(todayInIraq(), -1) })
      .where(and(eq(offers.hotel_id, hotelId), isNotNull(offers.children_free_under)))
    const after = await pricedEverywhere(hotelId, governorateId, addDays(checkin, 3), {
      adults: 2,
      ages: [8],
    })
    expect(after.quote.children_supplement).toBe(RATE * NIGHTS)
    expect(after.detail.children_supplement).toBe(RATE * NIGHTS)
    expect(after.reservation.total_price_with_currency).toBe(after.quote.total)
    expect(after.card?.total_price).toBe(after.detail.total_price)
  })
})
