import * as v from 'valibot'
import { CancellationTerms, Refund } from './cancellation'
import { emailField, isoDate, queryInt, singleLine, UUID_PATTERN } from './common'
import { currencyCode } from './currency'
import { MAX_CHILD_AGE, MAX_NIGHTS, Promotion, PublicCode } from './hotel'
import { messages as m } from './messages'

/**
 * Booking (spec §4): the summary's quote, make-reservation, the guest's details, payment and
 * my bookings. Prices in every answer are the server's, computed for the exact stay; the
 * client never sends a price.
 */

/** Unpaid reservations hold their rooms this long, then expire and release them. */
export const HOLD_MINUTES = 20
/** Rooms of one type in one booking, and room types in one booking. */
export const MAX_ROOMS_PER_TYPE = 10
export const MAX_ROOM_TYPES = 10

const id = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))], m.wholeNumber.id),
  v.integer(m.wholeNumber.id),
  v.minValue(1, m.tooSmall.id),
  v.maxValue(2_147_483_647, m.tooLarge.id),
)
const count = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number))], m.wholeNumber.id),
    v.integer(m.wholeNumber.id),
    v.minValue(min, m.tooSmall.id),
    v.maxValue(max, m.tooLarge.id),
  )

/** Reservation numbers as printed on vouchers and e-mails: derived from the id, never stored. */
export function reservationNo(reservationId: number): string {
  return `FDQ-${String(reservationId).padStart(7, '0')}`
}

/** Codes are typed by people: case and surrounding spaces do not matter. */
export const discountCodeField = v.pipe(
  v.string(m.invalidValue.id),
  v.trim(),
  v.toUpperCase(),
  v.maxLength(32, m.tooLong.id),
  v.regex(/^[A-Z0-9-]*$/, m.discountCodeInvalid.id),
  v.transform((s) => s || undefined),
)

/** The booking summary's code box: applying asks for a code (an empty one is no code at all). */
export const ApplyDiscountBody = v.object({
  discount_code: v.pipe(discountCodeField, v.string(m.required.id)),
})

const BookingEntries = {
  hotel_id: id,
  checkin: isoDate,
  checkout: isoDate,
  adults: count(1, 40),
  /** How many children; `children_ages` gives one age (1–17) per child when known. */
  children: v.optional(count(0, 20), 0),
  children_ages: v.optional(
    v.pipe(v.array(count(1, MAX_CHILD_AGE), m.invalidValue.id), v.maxLength(20, m.tooLarge.id)),
    [],
  ),
  currency: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), currencyCode), 'USD'),
  /** Spec §7 sends 'Iraq': the country the booking is made from. */
  country: v.optional(v.pipe(v.string(), v.trim(), singleLine, v.maxLength(60, m.tooLong.id)), 'Iraq'),
  rooms: v.pipe(
    v.array(
      v.object({ room_id: id, number_of_rooms: count(1, MAX_ROOMS_PER_TYPE) }, m.required.id),
      m.required.id,
    ),
    v.minLength(1, m.required.id),
    v.maxLength(MAX_ROOM_TYPES, m.tooLarge.id),
    v.check((rooms) => new Set(rooms.map((r) => r.room_id)).size === rooms.length, m.invalidValue.id),
  ),
  discount_code: v.optional(discountCodeField),
}

/** `POST /api/booking-quote` and `POST /api/make-reservation`. */
export const BookingRequest = v.pipe(
  v.object(BookingEntries, m.required.id),
  v.forward(
    v.check((b) => b.checkout > b.checkin, m.checkoutAfterCheckin.id),
    ['checkout'],
  ),
  v.forward(
    v.check(
      (b) =>
        (Date.parse(`${b.checkout}T00:00:00Z`) - Date.parse(`${b.checkin}T00:00:00Z`)) / 86_400_000 <=
        MAX_NIGHTS,
      m.tooLarge.id,
    ),
    ['checkout'],
  ),
  v.forward(
    v.check((b) => b.children_ages.length === 0 || b.children_ages.length === b.children, m.invalidValue.id),
    ['children_ages'],
  ),
)
export type BookingRequest = v.InferOutput<typeof BookingRequest>
export type BookingRequestInput = v.InferInput<typeof BookingRequest>

const Names = { ar_name: v.string(), en_name: v.string(), kr_name: v.string() }

const HotelBrief = v.object({
  id: v.number(),
  title: v.string(),
  ar_title: v.string(),
  en_title: v.string(),
  kr_title: v.string(),
  stars: v.number(),
  image: v.nullable(v.string()),
  governorate: v.object({ id: v.number(), ...Names }),
  city: v.nullable(v.object({ id: v.number(), ...Names })),
})

export const QuoteRoom = v.object({
  room_id: v.number(),
  ...Names,
  image_url: v.nullable(v.string()),
  adult_number: v.number(),
  children_number: v.number(),
  number_of_rooms: v.number(),
  /** Rooms of this type free on every night of the stay (0 when any night is sold out or closed). */
  available_room_number: v.number(),
  /** The stay for `number_of_rooms` rooms; null when not available. */
  total_price: v.nullable(v.number()),
  total_price_with_currency: v.nullable(v.number()),
})

export const AppliedDiscount = v.object({
  code: v.string(),
  kind: v.picklist(['percent', 'amount']),
  /** Percent (1–100) or an amount in the base currency. */
  value: v.number(),
})

/** Why a stay cannot be booked as asked; null when it can. */
export const QUOTE_PROBLEMS = ['not_available', 'capacity'] as const

export const BookingQuote = v.object({
  hotel: HotelBrief,
  checkin: v.string(),
  checkout: v.string(),
  nights: v.number(),
  adults: v.number(),
  children: v.number(),
  currency: v.string(),
  decimals: v.number(),
  rooms: v.array(QuoteRoom),
  problem: v.nullable(v.picklist(QUOTE_PROBLEMS)),
  /** In the chosen currency. */
  children_supplement: v.number(),
  /**
   * The stay's child policy: under this age free, from it `child_night_rate` per night (chosen
   * currency): the booked room type's own rate, the lowest of several, or the hotel's (decision 42).
   */
  child_free_age: v.number(),
  child_night_rate: v.number(),
  /** Rooms and supplement before any discount. */
  original_price: v.number(),
  /** Everything taken off: the promotion's part, then the code's. */
  discount: v.number(),
  /** The promotion covering the stay (decision 33), applied without a code; its part of `discount`. */
  promotion: v.nullable(Promotion),
  promotion_discount: v.number(),
  /** Public discount codes this stay may use today. */
  public_codes: v.array(PublicCode),
  price_after_discount: v.number(),
  total: v.number(),
  /** The same in the base currency (USD). */
  total_base: v.number(),
  /** AED ex_price × total_base (spec §2 Booking summary). */
  total_aed: v.number(),
  discount_code: v.nullable(AppliedDiscount),
  /** Cancelling this stay once booked, as of now, in `currency` (decision 32). */
  cancellation: CancellationTerms,
})
export type BookingQuote = v.InferOutput<typeof BookingQuote>
export const BookingQuoteAnswer = v.object({ data: BookingQuote })

export const RESERVATION_STATUSES = ['held', 'paid', 'confirmed', 'expired', 'failed', 'cancelled'] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

export const GuestDetails = v.object({
  full_name: v.string(),
  email: v.string(),
  phone: v.string(),
  country: v.string(),
  arrival_time: v.string(),
})

export const Reservation = v.object({
  id: v.number(),
  reservation_no: v.string(),
  status: v.picklist(RESERVATION_STATUSES),
  /** Paid online, or confirmed by an agent. */
  is_paid: v.boolean(),
  /** Paid or confirmed and the stay has not ended. */
  is_current: v.boolean(),
  /** While `held`: when the rooms are released. */
  hold_expires_at: v.nullable(v.string()),
  /** Held, not expired, guest details given or not: payment can still be completed. */
  can_pay: v.boolean(),
  checkin: v.string(),
  checkout: v.string(),
  nights: v.number(),
  adults: v.number(),
  children: v.number(),
  /** The booking's currency; original_price, discount and total_price_with_currency are in it. */
  currency: v.string(),
  decimals: v.number(),
  original_price: v.number(),
  discount: v.number(),
  total_price_with_currency: v.number(),
  /** The total in the base currency (USD). */
  total_price: v.number(),
  total_aed: v.number(),
  discount_code: v.nullable(v.string()),
  hotel: HotelBrief,
  rooms: v.array(
    v.object({
      room_id: v.number(),
      ...Names,
      number_of_rooms: v.number(),
      total_price: v.number(),
      total_price_with_currency: v.number(),
    }),
  ),
  guest: v.nullable(GuestDetails),
  /** The stay's cancellation terms now, in `currency` (decision 32). */
  cancellation: CancellationTerms,
  /** The guest may cancel it now: a live hold, or a booking whose check-in day has not come. */
  can_cancel: v.boolean(),
  cancelled_at: v.nullable(v.string()),
  /** Money going back to the payer, in the currency it was paid in. */
  refund: v.nullable(Refund),
  created_at: v.string(),
})
export type Reservation = v.InferOutput<typeof Reservation>

export const ReservationAnswer = v.object({ data: Reservation })

// ── Guest details (§5 Confirmation form) ───────────────────────────────────────────────────

const required = (max: number) =>
  v.pipe(
    v.string(m.required.id),
    v.trim(),
    v.nonEmpty(m.required.id),
    singleLine,
    v.maxLength(max, m.tooLong.id),
  )

/** Digits only: spaces, dashes and the plus sign are removed (§3 Booking guest data). */
export const bookingPhoneField = v.pipe(
  v.string(m.required.id),
  singleLine,
  v.transform((s) =>
    s.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.codePointAt(0) ?? 0) & 0xf)),
  ),
  v.transform((s) => s.replace(/[\s+\-().]/g, '')),
  v.nonEmpty(m.required.id),
  v.regex(/^\d{7,15}$/, m.invalidPhone.id),
)

/** `HH:MM`, hours 00–23, minutes 00–59. */
export const arrivalTimeField = v.pipe(
  v.string(m.required.id),
  v.trim(),
  v.nonEmpty(m.required.id),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.invalidValue.id),
)

export const ConfirmBody = v.object(
  {
    full_name: required(120),
    email: emailField,
    phone: bookingPhoneField,
    country: required(60),
    arrival_time: arrivalTimeField,
  },
  m.required.id,
)
export type ConfirmBody = v.InferOutput<typeof ConfirmBody>

/** Spec §7: `data.data.payment_url`; null for an agent, whose booking is confirmed at once. */
export const ConfirmAnswer = v.object({
  data: v.object({ data: v.object({ payment_url: v.nullable(v.string()), reservation: Reservation }) }),
})
export type ConfirmAnswer = v.InferOutput<typeof ConfirmAnswer>

/**
 * `Idempotency-Key` of make-reservation: any token the client made (a UUID in practice); a
 * retry with the same key answers the same reservation. Empty counts as absent.
 */
export const ReservationHeaders = v.object({
  'Idempotency-Key': v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(?:[A-Za-z0-9_.:-]{8,100})?$/, m.invalidValue.id),
      v.transform((s) => s || null),
    ),
  ),
})

/** Payment providers this server can be configured for (PAYMENT_PROVIDER). */
export const PAYMENT_PROVIDERS = ['sandbox', 'zaincash'] as const
export const PaymentProviderParam = v.object({ provider: v.picklist(PAYMENT_PROVIDERS) })
/** `/api/payments/{provider}/return/{payment}`: where a provider sends the payer back. */
export const PaymentReturnParam = v.object({
  provider: v.picklist(PAYMENT_PROVIDERS),
  payment: v.pipe(v.string(), v.regex(UUID_PATTERN)),
})
/** A provider's callback, applied (`paid`, `declined`, `duplicate`…) or refused; never translated. */
export const PaymentCallbackAnswer = v.object({ message: v.string() })

/** `GET /api/my-reservations` (§7: take=30, sort=-id; is_current / is_paid filters). */
const queryBit = v.optional(v.picklist(['0', '1'], m.invalidValue.id))
export const MyReservationsQuery = v.object({
  take: queryInt({ min: 1, max: 50, fallback: 30 }),
  skip: queryInt({ min: 0, max: 100_000, fallback: 0 }),
  sort: v.optional(v.picklist(['-id', 'id'], m.invalidValue.id), '-id'),
  is_current: queryBit,
  is_paid: queryBit,
  'filter[is_current]': queryBit,
  'filter[is_paid]': queryBit,
  include: v.optional(v.pipe(v.string(), v.maxLength(100, m.tooLong.id))),
})
export type MyReservationsQuery = v.InferOutput<typeof MyReservationsQuery>

export const MyReservations = v.object({ data: v.array(Reservation), total: v.number() })
export type MyReservations = v.InferOutput<typeof MyReservations>

// ── Ratings (§4 Rating page) ───────────────────────────────────────────────────────────────

/** Protocol strings of the rating page (§8): never translated, the client compares them. */
export const RATING_INVALID_TOKEN = 'invalid token'
export const RATING_ALREADY_RATED = 'You already submitted your rating to this hotel.'

export const ratingTokenField = v.pipe(
  v.string(m.required.id),
  v.regex(/^[A-Za-z0-9_-]{20,100}$/, m.invalidValue.id),
)

/** The rating link's token, in `/api/comment-rate/{token}`. */
export const RatingTokenParam = v.object({ token: ratingTokenField })

/** `GET /api/comment-rate/{token}`: valid → `data` is the hotel's title (a string). */
export const RatingTokenAnswer = v.object({
  data: v.string(),
  hotel_id: v.number(),
  hotel: v.object({ id: v.number(), ar_title: v.string(), en_title: v.string(), kr_title: v.string() }),
})

export const CommentRateBody = v.object(
  {
    id: ratingTokenField,
    hotel_id: id,
    rate: count(1, 5),
    comment: v.pipe(
      v.optional(v.nullable(v.string(m.invalidValue.id)), null),
      v.transform((s) => s?.trim() || null),
      v.nullable(v.pipe(v.string(), v.maxLength(1000, m.tooLong.id))),
    ),
  },
  m.required.id,
)
export type CommentRateBody = v.InferOutput<typeof CommentRateBody>

export const CommentRateAnswer = v.object({ message: v.string(), data: v.object({ hotel_rate: v.number() }) })
export const CommentDeletedAnswer = v.object({ message: v.string() })
