import { and, eq } from 'drizzle-orm'
import type { BookingQuote, BookingRequest } from '../../../contract/booking'
import type { Db } from '../../db/client'
import { hotels } from '../../db/schema'
import { notFound } from '../../http/errors'
import {
  childNightRate,
  childSupplement,
  familyOffersFor,
  promotionsFor,
  roomLine,
  roomStays,
  type Stay,
  validStay,
  withFamilyOffer,
} from '../../search'
import { convert, currencyRate } from '../currencies'
import { publicHotel } from '../hotel-cards'
import { type DiscountCode, discountOn, findUsableCode, publicCodesFor } from './discount-codes'
import { hotelBriefs } from './hotel-brief'
import { firstNightRates, stayTerms } from './stay-terms'

/** The stay of a booking request, checked like a search (past dates, horizon, length). */
export function stayOf(req: BookingRequest, now = new Date()): Stay {
  return validStay(
    {
      checkin: req.checkin,
      checkout: req.checkout,
      room_number: req.rooms.reduce((n, r) => n + r.number_of_rooms, 0),
      adult_number: req.adults,
      children_number: req.children,
      children_ages: req.children_ages.length ? req.children_ages : undefined,
    },
    now,
  )
}

const cents = (n: number) => Math.round(n * 100) / 100

/** Whether the chosen room types, in the chosen numbers, can sleep the party. */
export function fitsParty(
  lines: { adult_number: number; children_number: number; number_of_rooms: number }[],
  stay: Pick<Stay, 'adults' | 'children'>,
): boolean {
  const adults = lines.reduce((n, l) => n + l.adult_number * l.number_of_rooms, 0)
  const everyone = lines.reduce((n, l) => n + (l.adult_number + l.children_number) * l.number_of_rooms, 0)
  return adults >= stay.adults && everyone >= stay.adults + stay.children
}

/**
 * The money of a booking in the base currency: room lines (before and after the promotion
 * covering the stay, decision 33: `roomLine`) + children's supplement, less the code on what is
 * left. The one pricing rule of quote and reservation; the list and the hotel page price room
 * lines the same way.
 */
export function priceStay(
  lines: { original: number; total: number }[],
  supplement: number,
  code: DiscountCode | null,
) {
  const original = cents(lines.reduce((a, l) => a + l.original, 0) + supplement)
  const promoted = cents(lines.reduce((a, l) => a + l.total, 0) + supplement)
  const discount = cents(original - promoted + discountOn(promoted, code))
  return { original, promoted, discount, total: cents(original - discount) }
}

/** Converted amounts that add up: the discount is what separates the converted totals. */
export function convertPrices(
  p: { original: number; promoted: number; total: number },
  rate: { rate: number; decimals: number },
) {
  const original = convert(p.original, rate.rate, rate.decimals)
  const promoted = convert(p.promoted, rate.rate, rate.decimals)
  const total = convert(p.total, rate.rate, rate.decimals)
  const factor = 10 ** rate.decimals
  const minus = (a: number, b: number) => Math.round((a - b) * factor) / factor
  return { original, total, discount: minus(original, total), promotion: minus(original, promoted) }
}

/**
 * `POST /api/booking-quote`: the booking summary, priced on the server for this exact stay.
 * A code problem is a 422 on `discount_code`; rooms that are gone or too small for the party
 * are reported in `problem` so the summary can say so.
 */
export async function quoteBooking(db: Db, req: BookingRequest, now = new Date()): Promise<BookingQuote> {
  const stay = stayOf(req, now)
  const [hotelRow] = await db
    .select({
      id: hotels.id,
      child_free_age: hotels.child_free_age,
      child_night_rate: hotels.child_night_rate,
    })
    .from(hotels)
    .where(and(eq(hotels.id, req.hotel_id), publicHotel))
  if (!hotelRow) throw notFound()
  const [currency, aed, code, briefs, roomRows, promotions, publicCodes, firstNights, family] =
    await Promise.all([
      currencyRate(db, req.currency),
      currencyRate(db, 'AED'),
      req.discount_code ? findUsableCode(db, req.discount_code, req.hotel_id, now) : Promise.resolve(null),
      hotelBriefs(db, [req.hotel_id]),
      roomStays(
        db,
        req.hotel_id,
        stay,
        req.rooms.map((r) => r.room_id),
      ),
      promotionsFor(db, [req.hotel_id], stay, now),
      publicCodesFor(db, req.hotel_id, now),
      firstNightRates(
        db,
        req.rooms.map((r) => r.room_id),
        stay.checkin,
      ),
      familyOffersFor(db, [req.hotel_id], stay, now),
    ])
  const promotion = promotions.get(req.hotel_id) ?? null
  // A room of another hotel, or one that does not exist, is not a room of this booking.
  if (roomRows.length !== req.rooms.length) throw notFound()

  const wanted = new Map(req.rooms.map((r) => [r.room_id, r.number_of_rooms]))
  const pct = promotion?.percentage ?? 0
  const lines = roomRows.map(({ room, nights, closed, free, stayRate }) => {
    const n = wanted.get(room.id) ?? 0
    const available = nights === stay.nights && !closed ? Math.max(0, free) : 0
    const line = available >= n ? roomLine(stayRate, n, pct) : null
    const base = line?.total ?? null
    return {
      room_id: room.id,
      ar_name: room.ar_name,
      en_name: room.en_name,
      kr_name: room.kr_name,
      image_url: room.image_url,
      adult_number: room.adult_number,
      children_number: room.children_number,
      number_of_rooms: n,
      available_room_number: available,
      total_price: base,
      total_price_with_currency: base === null ? null : convert(base, currency.rate, currency.decimals),
      original: line?.original ?? 0,
    }
  })
  const problem = lines.some((l) => l.total_price === null)
    ? ('not_available' as const)
    : fitsParty(lines, stay)
      ? null
      : ('capacity' as const)
  // The child policy for this stay: a family offer covering it lets younger children stay free;
  // the booked room types' own child rate, if they have one, stands for the hotel's (decision 42).
  const childPolicy = withFamilyOffer(
    {
      child_free_age: hotelRow.child_free_age,
      child_night_rate: childNightRate(
        hotelRow.child_night_rate,
        roomRows.filter(({ room }) => (wanted.get(room.id) ?? 0) > 0).map(({ room }) => room),
      ),
    },
    family.get(req.hotel_id),
  )
  const supplement = childSupplement(stay, childPolicy)
  const base = priceStay(
    lines.map((l) => ({ original: l.original, total: l.total_price ?? 0 })),
    supplement,
    code,
  )
  const shown = convertPrices(base, currency)
  const hotel = briefs.get(req.hotel_id)
  if (!hotel) throw notFound()
  return {
    hotel,
    checkin: stay.checkin,
    checkout: stay.checkout,
    nights: stay.nights,
    adults: stay.adults,
    children: stay.children,
    currency: currency.code,
    decimals: currency.decimals,
    rooms: lines.map(({ original: _, ...line }) => line),
    problem,
    children_supplement: convert(supplement, currency.rate, currency.decimals),
    child_free_age: childPolicy.child_free_age,
    child_night_rate: convert(childPolicy.child_night_rate, currency.rate, currency.decimals),
    original_price: shown.original,
    discount: shown.discount,
    promotion,
    promotion_discount: shown.promotion,
    public_codes: publicCodes,
    price_after_discount: shown.total,
    total: shown.total,
    total_base: base.total,
    total_aed: convert(base.total, aed.rate, 2),
    discount_code: code ? { code: code.code, kind: code.kind, value: code.value } : null,
    cancellation: stayTerms(
      roomRows.map(({ room }) => {
        const line = lines.find((l) => l.room_id === room.id)
        return {
          room,
          // Before the promotion, like the first night's rate; the total is after it.
          priceBase: line?.original ?? 0,
          firstNightRate: firstNights.get(room.id) ?? 0,
          rooms: line?.number_of_rooms ?? 0,
        }
      }),
      base.total,
      stay.checkin,
      now,
      (b) => convert(b, currency.rate, currency.decimals),
    ),
  }
}
