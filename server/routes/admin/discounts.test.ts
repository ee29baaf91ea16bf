import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInIraq } from '../../../contract/dates'
import { type AccountsApp, call, createAccountsApp, newGuest } from '../../../tests/support/accounts'
import { reserve } from '../../../tests/support/booking'
import { ADMIN, demoHotels, hotelBody, MANAGER, roomTypeBody, tokenOf } from '../../../tests/support/console'
import { sliderItems } from '../../db/schema'

/**
 * A hotel's discounts in the console (issue 19): scope, input, the record, and — decision 33 —
 * the change priced by the very next search, hotel page, quote and reservation.
 */
let t: AccountsApp
let admin: string
let manager: string
let hotels: Awaited<ReturnType<typeof demoHotels>>
/** A hotel of its own (no discount, no offer): 80 a night, so a 2-night stay is 160. */
let hotelId: number
let roomId: number
beforeAll(async () => {
  t = await createAccountsApp()
  admin = await tokenOf(t, ADMIN.email, ADMIN.password)
  manager = await tokenOf(t, MANAGER.email, MANAGER.password)
  hotels = await demoHotels(t)
  const hotel = await call(t.app, 'POST', '/api/admin/hotels', {
    token: admin,
    body: hotelBody(hotels.erbilPlace, { en_title: 'Discount Test Hotel' }),
  })
  hotelId = hotel.body.data.id
  const room = await call(t.app, 'POST', `/api/admin/hotels/${hotelId}/room-types`, {
    token: admin,
    // Every price check below books one more room for the same nights.
    body: roomTypeBody({ room_count: 20, base_rate: 80 }),
  })
  roomId = room.body.data.id
  await call(t.app, 'PUT', `/api/admin/hotels/${hotelId}/publish`, {
    token: admin,
    body: { published: true },
  })
}, 240_000)
afterAll(() => t.close())

const checkin = addDays(todayInIraq(), 5)
const stay = { checkin, checkout: addDays(checkin, 2) }
const stayQuery = `checkin=${stay.checkin}&checkout=${stay.checkout}&room_number=1&adult_number=1&children_number=0&currency=USD`
const request = () => ({
  hotel_id: hotelId,
  ...stay,
  adults: 1,
  children: 0,
  currency: 'USD',
  country: 'Iraq',
  rooms: [{ room_id: roomId, number_of_rooms: 1 }],
})
const discountsOf = (id: number, token = admin) =>
  call(t.app, 'GET', `/api/admin/hotels/${id}/discounts`, { token })

/** The stay's price on the list card, the hotel page, a quote and a new reservation. */
async function prices() {
  const list = await call(
    t.app,
    'GET',
    `/api/hotel?${stayQuery}&filter[city_id]=${hotels.erbilPlace.city_id}&take=50`,
  )
  const card = list.body.data.find((h: { id: number }) => h.id === hotelId)
  const page = (await call(t.app, 'GET', `/api/hotel/${hotelId}?${stayQuery}`)).body.data
  const guest = await newGuest(t.app)
  const quote = (await call(t.app, 'POST', '/api/booking-quote', { token: guest.token, body: request() }))
    .body.data
  const made = await reserve(t, guest.token, request())
  expect(made.status).toBe(201)
  return {
    list: card.total_price,
    listPct: card.discount_percentage,
    page: page.rooms[0].total_price,
    pagePct: page.discount_percentage,
    quote: quote.total,
    quotePromotion: quote.promotion?.kind ?? null,
    reservation: made.body.data.total_price_with_currency,
  }
}
/** Puts the discount in the seed's home page discounts section, as an operator would. */
async function putOnHomePage(discountId: number) {
  const [section] = await t.deps.db
    .select({ id: sliderItems.slider_id })
    .from(sliderItems)
    .where(eq(sliderItems.child_type, 'discount'))
    .limit(1)
  if (!section) throw new Error('no discounts section in the seed')
  await t.deps.db
    .insert(sliderItems)
    .values({ slider_id: section.id, child_type: 'discount', child_id: discountId })
}
const at = (total: number, pct: number) => ({
  list: total,
  listPct: pct,
  page: total,
  pagePct: pct,
  quote: total,
  quotePromotion: pct ? 'discount' : null,
  reservation: total,
})

describe("a hotel's discounts in the console", () => {
  it('a 20 % discount lowers the list, the hotel page, the quote and a new booking at once; deleted, prices are back', async () => {
    expect(await prices()).toEqual(at(160, 0))

    const added = await call(t.app, 'POST', `/api/admin/hotels/${hotelId}/discounts`, {
      token: admin,
      body: {
        percentage: 20,
        en_description: '  20% off every night  ',
        ar_description: 'خصم ٢٠٪',
        kr_description: '',
      },
    })
    expect(added.status).toBe(201)
    const [discount] = added.body.data
    expect(discount).toMatchObject({
      hotel_id: hotelId,
      percentage: 20,
      en_description: '20% off every night',
      kr_description: null,
    })
    expect(await prices()).toEqual(at(128, 20))
    // The home page's discount cards list it too.
    const cards = await call(t.app, 'GET', '/api/discounts?take=50')
    expect(cards.body.data.map((d: { id: number }) => d.id)).toContain(discount.id)

    const changed = await call(t.app, 'PUT', `/api/admin/hotels/${hotelId}/discounts/${discount.id}`, {
      token: admin,
      body: { percentage: 25, en_description: '25% off' },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject([{ id: discount.id, percentage: 25, ar_description: null }])
    expect(await prices()).toEqual(at(120, 25))

    // On the home page's discounts section too (an operator put it there): deleting takes it out.
    await putOnHomePage(discount.id)
    const cardOf = (id: number) => and(eq(sliderItems.child_type, 'discount'), eq(sliderItems.child_id, id))

    const deleted = await call(t.app, 'DELETE', `/api/admin/hotels/${hotelId}/discounts/${discount.id}`, {
      token: admin,
    })
    expect(deleted.status).toBe(200)
    expect(deleted.body.data).toEqual([])
    expect(await prices()).toEqual(at(160, 0))
    const after = await call(t.app, 'GET', '/api/discounts?take=50')
    expect(after.body.data.map((d: { id: number }) => d.id)).not.toContain(discount.id)
    expect(await t.deps.db.select().from(sliderItems).where(cardOf(discount.id))).toEqual([])

    // Each change is on the hotel's record: who, and the discount before and after.
    const log = await call(t.app, 'GET', `/api/admin/audit-log?entity=hotel&id=${hotelId}`, { token: admin })
    const entries = (
      log.body.data as { action: string; before: unknown; after: unknown; user: { email: string } }[]
    ).filter((e) => e.action.startsWith('discount_'))
    expect(entries.map((e) => e.action)).toEqual(['discount_delete', 'discount_change', 'discount_add'])
    expect(entries.every((e) => e.user.email === ADMIN.email)).toBe(true)
    expect(entries[1]).toMatchObject({
      before: { discount_id: discount.id, percentage: 20, ar_description: 'خصم ٢٠٪' },
      after: { discount_id: discount.id, percentage: 25, ar_description: null },
    })
    expect(entries[0]).toMatchObject({ before: { percentage: 25 }, after: null })
  })

  it('applies a discount only to stays whose nights all fall in its stay dates, everywhere alike', async () => {
    const lastNight = addDays(stay.checkout, -1)
    const save = (body: object, id?: number) =>
      call(t.app, id ? 'PUT' : 'POST', `/api/admin/hotels/${hotelId}/discounts${id ? `/${id}` : ''}`, {
        token: admin,
        body: { percentage: 20, ...body },
      })
    // Covering: the stay's first and last nights are the window's (both ends included).
    const added = await save({ stay_from: stay.checkin, stay_to: lastNight })
    expect(added.status).toBe(201)
    const [discount] = added.body.data
    expect(discount).toMatchObject({ stay_from: stay.checkin, stay_to: lastNight, book_by: null })
    expect(await prices()).toEqual(at(128, 20))
    const listed = async () =>
      (await call(t.app, 'GET', '/api/discounts?take=50')).body.data.some(
        (d: { id: number }) => d.id === discount.id,
      )
    // Booked after its last day of booking: none, and no longer advertised; on that day: it applies.
    const today = todayInIraq()
    await save({ stay_from: stay.checkin, stay_to: lastNight, book_by: addDays(today, -1) }, discount.id)
    expect(await prices()).toEqual(at(160, 0))
    expect(await listed()).toBe(false)
    await save({ stay_from: stay.checkin, stay_to: lastNight, book_by: today }, discount.id)
    expect(await prices()).toEqual(at(128, 20))

    // Not covering: the window starts the night after the stay.
    expect((await save({ stay_from: stay.checkout, stay_to: null }, discount.id)).status).toBe(200)
    expect(await prices()).toEqual(at(160, 0))
    // Partly covering, either side: a stay partly inside gets none (decision 43).
    expect((await save({ stay_from: lastNight, stay_to: '' }, discount.id)).status).toBe(200)
    expect(await prices()).toEqual(at(160, 0))
    const open = await save({ stay_from: null, stay_to: stay.checkin }, discount.id)
    expect(open.body.data).toMatchObject([{ stay_from: null, stay_to: stay.checkin }])
    expect(await prices()).toEqual(at(160, 0))

    // Listed on the home page's discounts while a stay can still get it; not once its last night is past.
    expect(await listed()).toBe(true)
    const yesterday = addDays(todayInIraq(), -1)
    await save({ stay_from: addDays(yesterday, -7), stay_to: yesterday }, discount.id)
    expect(await listed()).toBe(false)
    await putOnHomePage(discount.id)
    const home = await call(t.app, 'GET', '/api/slider?include=sliders')
    const children = (home.body.data as { sliders: { child_type: string; child_id: number }[] }[]).flatMap(
      (s) => s.sliders,
    )
    expect(children.some((c) => c.child_type === 'discount')).toBe(true)
    expect(children.some((c) => c.child_type === 'discount' && c.child_id === discount.id)).toBe(false)

    // The record holds the stay dates before and after.
    const log = await call(t.app, 'GET', `/api/admin/audit-log?entity=hotel&id=${hotelId}`, { token: admin })
    expect(log.body.data[0]).toMatchObject({
      action: 'discount_change',
      before: { discount_id: discount.id, stay_from: null, stay_to: stay.checkin },
      after: { discount_id: discount.id, stay_from: addDays(yesterday, -7), stay_to: yesterday },
    })
    await call(t.app, 'DELETE', `/api/admin/hotels/${hotelId}/discounts/${discount.id}`, { token: admin })
  })

  it("the manager edits their hotel's discounts, and not another city's", async () => {
    const own = hotels.erbil[0] as number
    const other = hotels.baghdad[0] as number
    const before = (await discountsOf(own, manager)).body.data.length
    const added = await call(t.app, 'POST', `/api/admin/hotels/${own}/discounts`, {
      token: manager,
      body: { percentage: 10 },
    })
    expect(added.status).toBe(201)
    expect(added.body.data).toHaveLength(before + 1)
    const mine = added.body.data.at(-1).id as number
    const log = await call(t.app, 'GET', `/api/admin/audit-log?entity=hotel&id=${own}`, { token: manager })
    expect(log.body.data[0]).toMatchObject({
      action: 'discount_add',
      after: { discount_id: mine, percentage: 10 },
    })

    // Another city's hotel: the same 404 as a hotel that does not exist.
    expect((await discountsOf(other, manager)).status).toBe(404)
    expect(
      (
        await call(t.app, 'POST', `/api/admin/hotels/${other}/discounts`, {
          token: manager,
          body: { percentage: 10 },
        })
      ).status,
    ).toBe(404)
    // Another hotel's discount through the manager's own hotel's path: 404, and it is untouched.
    const theirs = await call(t.app, 'POST', `/api/admin/hotels/${other}/discounts`, {
      token: admin,
      body: { percentage: 30 },
    })
    const theirId = theirs.body.data.at(-1).id as number
    for (const method of ['PUT', 'DELETE']) {
      const res = await call(t.app, method, `/api/admin/hotels/${own}/discounts/${theirId}`, {
        token: manager,
        body: method === 'PUT' ? { percentage: 50 } : undefined,
      })
      expect(res.status, method).toBe(404)
    }
    expect(
      (await discountsOf(other)).body.data.find((d: { id: number }) => d.id === theirId).percentage,
    ).toBe(30)

    const removed = await call(t.app, 'DELETE', `/api/admin/hotels/${own}/discounts/${mine}`, {
      token: manager,
    })
    expect(removed.status).toBe(200)
    expect(removed.body.data).toHaveLength(before)
  })

  it('refuses a bad percentage or description with field messages in the reader’s language', async () => {
    for (const percentage of [0, 91, 12.5, '20', null]) {
      const res = await call(t.app, 'POST', `/api/admin/hotels/${hotelId}/discounts`, {
        token: admin,
        body: { percentage },
      })
      expect(res.status, String(percentage)).toBe(422)
      expect(Object.keys(res.body.errors), String(percentage)).toEqual(['percentage'])
    }
    const long = await call(t.app, 'POST', `/api/admin/hotels/${hotelId}/discounts`, {
      token: admin,
      body: { percentage: 10, en_description: 'x'.repeat(1001) },
      headers: { 'Accept-Language': 'ar' },
    })
    expect(long.status).toBe(422)
    expect(long.body.errors.en_description[0]).toMatch(/[\u0600-\u06FF]/)
    // Stay dates: a real day each, the last night not before the first.
    const dated = (body: object) =>
      call(t.app, 'POST', `/api/admin/hotels/${hotelId}/discounts`, {
        token: admin,
        body: { percentage: 10, ...body },
        headers: { 'Accept-Language': 'en' },
      })
    for (const [field, value] of [
      ['stay_from', '2030-02-30'],
      ['stay_to', '31/12/2030'],
      ['stay_from', 20301201],
      ['book_by', '2030-13-01'],
    ] as const) {
      const res = await dated({ [field]: value })
      expect(res.status, String(value)).toBe(422)
      expect(res.body.errors, String(value)).toEqual({ [field]: ['Use a date in the form YYYY-MM-DD'] })
    }
    const reversed = await dated({ stay_from: '2030-12-10', stay_to: '2030-12-09' })
    expect(reversed.status).toBe(422)
    expect(reversed.body.errors).toEqual({ stay_to: ['The last night must not be before the first'] })
    const inArabic = await call(t.app, 'POST', `/api/admin/hotels/${hotelId}/discounts`, {
      token: admin,
      body: { percentage: 10, stay_from: '2030-12-10', stay_to: '2030-12-09' },
      headers: { 'Accept-Language': 'ar' },
    })
    expect(inArabic.body.errors.stay_to[0]).toMatch(/[\u0600-\u06FF]/)
    expect((await discountsOf(hotelId)).body.data).toEqual([])
    expect((await discountsOf(999_999)).status).toBe(404)
    const missing = await call(t.app, 'PUT', `/api/admin/hotels/${hotelId}/discounts/999999`, {
      token: admin,
      body: { percentage: 10 },
    })
    expect(missing.status).toBe(404)
  })
})
