import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { BookingRequest, Reservation } from '../../../contract/booking'
import type { CancellationPolicy } from '../../../contract/cancellation'
import type { Language } from '../../../contract/common'
import { messages } from '../../../contract/messages'
import type { Db } from '../../db/client'
import { reservations } from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'
import type { Stay } from '../../search'
import {
  afterPromotionSql,
  arrayParam,
  childNightRate,
  childSupplement,
  columns,
  ONE_ROW,
  Params,
  promotionSubqueries,
  roomLine,
  sqlText,
  statement,
  statementsByKey,
  withFamilyOffer,
} from '../../search'
import { claimUse, type DiscountCode, findUsableCode } from './discount-codes'
import { type HoldLimits, holdUsageSql, refuseOverLimits, refuseTooLarge, type Usage } from './hold-limits'
import { type BriefColumns, briefOf } from './hotel-brief'
import { convertPrices, fitsParty, priceStay, stayOf } from './quote'
import { ownReservationRow, presentReservations, type ReservationRow } from './reservation-view'
import { isUniqueViolation, withRetry } from './retry'

/** The request as the server understood it: a replay must mean the same booking. */
function requestHash(req: BookingRequest): string {
  const canonical = { ...req, rooms: [...req.rooms].sort((a, b) => a.room_id - b.room_id) }
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}

interface MakeOptions {
  userId: number
  language: Language
  idempotencyKey: string | null
  holdMinutes: number
  /** The caller's address (null: none known, as in tests); counted by the hold limits. */
  clientIp?: string | null
  /** null: no limits (agents, and HOLD_LIMITS=off). */
  holdLimits?: HoldLimits | null
  now?: Date
}

/** Found an earlier reservation made with this key: the same request gets it back, another one 422. */
async function replay(db: Db, userId: number, key: string, hash: string): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.user_id, userId), eq(reservations.idempotency_key, key)))
  if (!row) return null
  if (row.request_hash !== hash) throw new HttpError(422, messages.idempotencyMismatch.id)
  return row
}

/** A room type asked for, with what the first statement found of its nights. */
interface RoomFound {
  id: number
  adult_number: number
  children_number: number
  /** The room type's own child rate per night; null: the hotel's (decision 42). */
  child_night_rate: number | string | null
  ar_name: string
  en_name: string
  kr_name: string
  /** Nights of the stay open with the asked number of rooms free, and the sum of their rates. */
  nights: number
  rate: number | string | null
}

interface Found {
  replay: { id: number; hash: string } | null
  /** The caller's live hold for exactly this request, if any (see `makeReservation`). */
  reusable: number | null
  hotel: (BriefColumns & { child_free_age: number; child_night_rate: number | string }) | null
  rooms: RoomFound[] | null
  rates: { code: string; rate: number | string; decimals: number }[] | null
  /** The best promotion's percentage for the stay; null: none. */
  promotion_pct: number | string | null
  /** The age under which a family offer lets the party's children stay free; null: none. */
  family_under: number | null
}

/**
 * Everything the booking reads before it writes, in one statement: the earlier reservation
 * with this key, the caller's live hold of the same request, the hotel (only if on sale) with
 * what the answer shows of it, the room types asked for (only this hotel's) with their nights'
 * availability and rates, both currency rates, and the hotel's promotions for the stay
 * (promotions.ts). Its text is the same for every stay: one prepared statement.
 */
const findStatement = statementsByKey<Found>('booking_find', 1)
const findAll = (p: Params, stay: Stay, now: Date) => {
  const promotion = promotionSubqueries(p, stay, now, ':hotel_id::int')
  return findStatement(promotion.pct + promotion.familyUnder, (qb) =>
    qb
      .select(
        columns({
          replay: sqlText<
            Found['replay']
          >(`(SELECT json_build_object('id', r.id, 'hash', r.request_hash) FROM reservations r
        WHERE r.user_id = :user_id AND r.idempotency_key = :key)`),
          // By the account's live holds (reservations_user_hold_idx): a guest has a few.
          reusable: sqlText<number | null>(`(SELECT r.id FROM reservations r
        WHERE r.user_id = :user_id AND r.status = 'held' AND r.hold_expires_at > :now::timestamptz
          AND r.request_hash = :hash::text
        ORDER BY r.id DESC LIMIT 1)`),
          hotel: sqlText<Found['hotel']>(`(SELECT json_build_object(
          'id', h.id, 'ar_title', h.ar_title, 'en_title', h.en_title, 'kr_title', h.kr_title,
          'stars', h.stars,
          'image', (SELECT hi.image_path FROM hotel_images hi WHERE hi.hotel_id = h.id
                    ORDER BY hi.sort_order, hi.id LIMIT 1),
          'governorate', json_build_object('id', g.id, 'ar_name', g.ar_name, 'en_name', g.en_name,
                                           'kr_name', g.kr_name),
          'city_id', c.id, 'city_ar', c.ar_name, 'city_en', c.en_name, 'city_kr', c.kr_name,
          'child_free_age', h.child_free_age, 'child_night_rate', h.child_night_rate)
        FROM hotels h
        JOIN governorates g ON g.id = h.governorate_id
        LEFT JOIN cities c ON c.id = h.city_id
        WHERE h.id = :hotel_id AND h.is_active AND h.show_in_website)`),
          rooms: sqlText<Found['rooms']>(`(SELECT json_agg(json_build_object(
          'id', ro.id, 'adult_number', ro.adult_number, 'children_number', ro.children_number,
          'child_night_rate', ro.child_night_rate, 'ar_name', ro.ar_name, 'en_name', ro.en_name, 'kr_name', ro.kr_name,
          'nights', n.nights, 'rate', n.rate))
        FROM unnest(:room_ids::int[], :counts::int[]) AS w(room_id, n)
        JOIN rooms ro ON ro.id = w.room_id AND ro.hotel_id = :hotel_id
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS nights, sum(rn.rate) AS rate FROM room_nights rn
          WHERE rn.room_id = ro.id AND rn.night >= :checkin::date AND rn.night < :checkout::date
            AND NOT rn.closed AND rn.rooms_for_sale - rn.rooms_held - rn.rooms_booked >= w.n
            AND (rn.night > :checkin::date OR rn.min_nights <= :checkout::date - :checkin::date)) n)`),
          rates: sqlText<
            Found['rates']
          >(`(SELECT json_agg(json_build_object('code', cu.currency_name, 'rate', cu.ex_price,
                                         'decimals', cu.decimals))
        FROM currencies cu WHERE cu.currency_name IN (:currency, 'AED'))`),
          promotion_pct: sqlText<number | string | null>(promotion.pct),
          family_under: sqlText<number | null>(promotion.familyUnder),
        }),
      )
      .from(ONE_ROW),
  )
}

/** A room line as the booking statement wrote it, with the cancellation terms it copied on. */
interface LineWritten {
  room_id: number
  price_base: number | string
  cancellation_policy: CancellationPolicy
  free_cancel_days: number
  first_night_base: number | string
}

interface Written extends Usage {
  id: number
  created_ms: number
  original_base: string
  discount_base: string
  total_base: string
  total_converted: string
  /** Per room type: the nights held and the sum of their rates, as the holding update read them. */
  held: { room_id: number; nights: number; rate: number | string }[] | null
  lines: LineWritten[] | null
}

/**
 * The whole booking's writes, one statement, run in a transaction, which then checks what it
 * counted and wrote and commits or rolls back:
 *
 * - `usage`: the hold limits' locks and the caller's live holds counted after them
 *   (hold-limits.ts). `res` and `held` read its row, so it runs before they write: the count
 *   does not see this hold, and no room row is locked before the limits' lock is had.
 * - `res`: the reservation. Its key is claimed first: a concurrent twin waits on it, then fails
 *   on the unique index and answers this reservation.
 * - `held`: every room of every line on every night. The update is conditional (open night,
 *   enough rooms free), so two bookings racing for the last room cannot both pass: the second
 *   re-reads the row after the first commits and no longer matches; the check constraint on
 *   room_nights would refuse an oversell even if this condition were wrong. Rows are locked in
 *   room id, then night order (the lines come sorted).
 * - `lines`: the room lines, priced from the rates `held` read (the promotion taken off one
 *   room's stay, as `roomLine` does in JS), with each room type's cancellation terms copied on:
 *   the policy, and the first night's share of the line's price. The terms the guest saw and
 *   accepted stay theirs even if the hotel changes its policy or rates later.
 *
 * One round trip where the lock, the count, the hold and the lines took four (bench:booking: each
 * round trip of a transaction cost more than the work it carried; decision 29). A line that held fewer
 * nights than the stay is refused by the caller, which rolls it all back.
 *
 * Exported for server/services/booking/reliability.test.ts, whose killed booking stops right
 * after it, inside the transaction.
 */
export const writeBooking = statement<Written>('booking_write', (qb) => {
  const usage = qb.$with('usage', {}).as(sqlText(holdUsageSql))
  const res = qb.$with('res', {}).as(
    sqlText(`INSERT INTO reservations (user_id, hotel_id, checkin, checkout, nights, adults, children,
      children_ages, country, currency, ex_price, decimals, aed_rate, original_base, discount_base,
      total_base, total_converted, discount_code_id, language, hold_expires_at, idempotency_key,
      request_hash, client_ip)
    SELECT :user_id::int, :hotel_id, :checkin::date, :checkout::date, :nights, :adults, :children,
      :children_ages::jsonb, :country, :currency, :ex_price, :decimals, :aed_rate, :original_base,
      :discount_base, :total_base, :total_converted, :discount_code_id, :language,
      :hold_expires_at::timestamptz, :key, :hash, :client_ip::text
    FROM usage
    RETURNING id, created_at, original_base, discount_base, total_base, total_converted`),
  )
  const held = qb.$with('held', {}).as(
    sqlText(`UPDATE room_nights rn SET rooms_held = rn.rooms_held + w.n
    FROM unnest(:room_ids::int[], :counts::int[]) AS w(room_id, n), usage
    WHERE rn.room_id = w.room_id AND rn.night >= :checkin::date AND rn.night < :checkout::date
      AND NOT rn.closed AND rn.rooms_for_sale - rn.rooms_held - rn.rooms_booked >= w.n
      AND (rn.night > :checkin::date OR rn.min_nights <= :checkout::date - :checkin::date)
    RETURNING rn.room_id, rn.night, rn.rate`),
  )
  const byRoom = qb.$with('by_room', {}).as(
    sqlText(`SELECT room_id, count(*)::int AS nights, sum(rate) AS rate,
      min(rate) FILTER (WHERE night = :checkin::date) AS first_rate
    FROM held GROUP BY room_id`),
  )
  const lines = qb.$with('lines', {}).as(
    sqlText(`INSERT INTO reservation_rooms (reservation_id, room_id, number_of_rooms, price_base,
      cancellation_policy, free_cancel_days, first_night_base)
    SELECT res.id, ro.id, w.n, p.price, ro.cancellation_policy, ro.free_cancel_days,
      coalesce(round(h.first_rate * p.price / NULLIF(h.rate, 0), 2), 0)
    FROM res
    CROSS JOIN unnest(:room_ids::int[], :counts::int[]) AS w(room_id, n)
    JOIN by_room h ON h.room_id = w.room_id
    JOIN rooms ro ON ro.id = w.room_id
    CROSS JOIN LATERAL (SELECT round(${afterPromotionSql('h.rate', ':promotion_pct::numeric')} * w.n, 2) AS price) p
    RETURNING room_id, price_base, cancellation_policy, free_cancel_days, first_night_base`),
  )
  return qb
    .with(usage, res, held, byRoom, lines)
    .select(
      columns({
        id: sql<number>`res.id`,
        created_ms: sql<number>`(extract(epoch FROM res.created_at) * 1000)::float8`,
        original_base: sql<string>`res.original_base::text`,
        discount_base: sql<string>`res.discount_base::text`,
        total_base: sql<string>`res.total_base::text`,
        total_converted: sql<string>`res.total_converted::text`,
        held: sqlText<Written['held']>(`(SELECT json_agg(json_build_object('room_id', h.room_id,
          'nights', h.nights, 'rate', h.rate)) FROM by_room h)`),
        lines: sqlText<Written['lines']>(`(SELECT json_agg(json_build_object('room_id', l.room_id,
          'price_base', l.price_base, 'cancellation_policy', l.cancellation_policy,
          'free_cancel_days', l.free_cancel_days, 'first_night_base', l.first_night_base)) FROM lines l)`),
        user_holds: sql<number>`usage.user_holds`,
        user_room_nights: sql<number>`usage.user_room_nights`,
        user_first_free_ms: sql<number | null>`usage.user_first_free_ms`,
        ip_holds: sql<number>`usage.ip_holds`,
        ip_room_nights: sql<number>`usage.ip_room_nights`,
        ip_first_free_ms: sql<number | null>`usage.ip_first_free_ms`,
      }),
    )
    .from(sql`res CROSS JOIN usage`)
})

/** The stay's price in the base currency, and as the guest pays it. */
function priceOf(
  lines: { original: number; total: number }[],
  supplement: number,
  code: DiscountCode | null,
  currency: { rate: number; decimals: number },
) {
  const base = priceStay(lines, supplement, code)
  return { base, shown: convertPrices(base, currency) }
}

/**
 * `POST /api/make-reservation`: re-checks the rooms and the party, prices the stay on the
 * server, and holds every night of every room in one transaction. Either all of it is written
 * (reservation, its rooms, the held nights, the code's use) or none of it.
 *
 * Few round trips (bench:booking: each cost more than the work it carried): one statement that
 * reads everything; then, in the transaction, one statement that takes the hold limits' lock,
 * counts the caller's holds and writes the reservation, its held nights and its room lines
 * (`writeBooking`), and the commit. The price is computed from the rates read first and
 * checked against the rates the holding statement read; if a rate changed in between, the held
 * rates win and the reservation's amounts are written again.
 */
export async function makeReservation(
  db: Db,
  req: BookingRequest,
  opts: MakeOptions,
): Promise<{ reservation: Reservation; created: boolean }> {
  const now = opts.now ?? new Date()
  const hash = requestHash(req)
  let stay: Stay
  try {
    stay = stayOf(req, now)
  } catch (err) {
    // An earlier reservation with this key is answered even if its dates have passed since.
    const earlier = opts.idempotencyKey ? await replay(db, opts.userId, opts.idempotencyKey, hash) : null
    if (earlier) return { reservation: await presentOne(db, earlier, now), created: false }
    throw err
  }
  const wanted = [...req.rooms].sort((a, b) => a.room_id - b.room_id)
  const roomIds = arrayParam(wanted.map((r) => r.room_id))
  const counts = arrayParam(wanted.map((r) => r.number_of_rooms))
  const p = new Params()
  const [found] = await findAll(p, stay, now).run(db, {
    ...p.values,
    user_id: opts.userId,
    key: opts.idempotencyKey,
    hotel_id: req.hotel_id,
    room_ids: roomIds,
    counts,
    checkin: stay.checkin,
    checkout: stay.checkout,
    currency: req.currency,
    now: now.toISOString(),
    hash,
  })
  if (found?.replay) {
    if (found.replay.hash !== hash) throw new HttpError(422, messages.idempotencyMismatch.id)
    const earlier = await replay(db, opts.userId, opts.idempotencyKey ?? '', hash)
    if (earlier) return { reservation: await presentOne(db, earlier, now), created: false }
  }
  // Back, then "complete booking" again (a new key): the live hold of the same request (same
  // stay, party, rooms, currency and code) is answered instead of a second one holding the same rooms.
  if (found?.reusable) {
    const held = await ownReservationRow(db, found.reusable, opts.userId)
    if (held) return { reservation: await presentOne(db, held, now), created: false }
  }
  const hotel = found?.hotel
  if (!hotel) throw notFound()
  const byId = new Map((found.rooms ?? []).map((r) => [r.id, r]))
  const lines = wanted.map((r) => {
    const room = byId.get(r.room_id)
    if (!room) throw notFound()
    return { ...room, number_of_rooms: r.number_of_rooms }
  })
  if (!fitsParty(lines, stay))
    throw new HttpError(422, messages.roomsTooSmall.id, { rooms: [messages.roomsTooSmall.id] })
  const rates = (found.rates ?? []).map((r) => ({ code: r.code, rate: Number(r.rate), decimals: r.decimals }))
  const currency = rateOf(rates, req.currency)
  const aed = rateOf(rates, 'AED')
  const code = req.discount_code ? await findUsableCode(db, req.discount_code, req.hotel_id, now) : null
  const promotionPct = Number(found.promotion_pct ?? 0)
  // A night closed or without the rooms, or an arrival night with a longer minimum stay: nothing
  // to try (the hold would find the same).
  if (lines.some((l) => l.nights !== stay.nights)) throw new HttpError(409, messages.roomsUnavailable.id)
  const supplement = childSupplement(
    stay,
    withFamilyOffer(
      {
        child_free_age: hotel.child_free_age,
        // The booked room types' own rate, the lowest of several, or the hotel's (decision 42).
        child_night_rate: childNightRate(hotel.child_night_rate, lines),
      },
      found.family_under ?? undefined,
    ),
  )
  const expected = lines.map((l) => roomLine(Number(l.rate), l.number_of_rooms, promotionPct))
  const priced = priceOf(expected, supplement, code, currency)
  const holdExpiresAt = new Date(now.getTime() + opts.holdMinutes * 60_000)

  const ask = {
    userId: opts.userId,
    ip: opts.clientIp ?? null,
    roomNights: stay.nights * wanted.reduce((n, r) => n + r.number_of_rooms, 0),
    now,
  }
  const limits = opts.holdLimits ?? null
  refuseTooLarge(limits, ask)

  let made: { row: ReservationRow; lines: LineWritten[] }
  try {
    made = await withRetry(() =>
      db.transaction(async (tx) => {
        const [written] = await writeBooking.run(tx, {
          count_holds: limits ? 1 : 0,
          now: now.toISOString(),
          user_id: opts.userId,
          hotel_id: req.hotel_id,
          checkin: stay.checkin,
          checkout: stay.checkout,
          nights: stay.nights,
          adults: stay.adults,
          children: stay.children,
          children_ages: JSON.stringify(stay.childAges),
          country: req.country || 'Iraq',
          currency: currency.code,
          ex_price: currency.rate,
          decimals: currency.decimals,
          aed_rate: aed.rate,
          original_base: priced.base.original,
          discount_base: priced.base.discount,
          total_base: priced.base.total,
          total_converted: priced.shown.total,
          discount_code_id: code?.id ?? null,
          language: opts.language,
          hold_expires_at: holdExpiresAt.toISOString(),
          key: opts.idempotencyKey,
          hash,
          client_ip: opts.clientIp ?? null,
          room_ids: roomIds,
          counts,
          promotion_pct: promotionPct,
        })
        if (!written) throw new Error('insert returned no reservation')
        refuseOverLimits(written, limits, ask)
        const held = new Map((written.held ?? []).map((h) => [h.room_id, h]))
        const linesWritten = new Map((written.lines ?? []).map((l) => [l.room_id, l]))
        // Rates are read by the same statement that holds the rooms: the price is that of the
        // inventory actually held, even if a rate changed since the first statement read it.
        const prices = lines.map((l) => {
          const h = held.get(l.id)
          if (!h || h.nights !== stay.nights || !linesWritten.has(l.id))
            throw new HttpError(409, messages.roomsUnavailable.id)
          return roomLine(Number(h.rate), l.number_of_rooms, promotionPct)
        })
        const row: ReservationRow = {
          id: written.id,
          user_id: opts.userId,
          hotel_id: req.hotel_id,
          status: 'held',
          checkin: stay.checkin,
          checkout: stay.checkout,
          nights: stay.nights,
          adults: stay.adults,
          children: stay.children,
          children_ages: stay.childAges,
          country: req.country || 'Iraq',
          currency: currency.code,
          ex_price: currency.rate,
          decimals: currency.decimals,
          aed_rate: aed.rate,
          original_base: Number(written.original_base),
          discount_base: Number(written.discount_base),
          total_base: Number(written.total_base),
          total_converted: Number(written.total_converted),
          discount_code_id: code?.id ?? null,
          language: opts.language,
          hold_expires_at: holdExpiresAt,
          idempotency_key: opts.idempotencyKey,
          request_hash: hash,
          full_name: null,
          email: null,
          phone: null,
          guest_country: null,
          arrival_time: null,
          details_at: null,
          settled_at: null,
          client_ip: opts.clientIp ?? null,
          cancelled_at: null,
          penalty_base: null,
          stay_status: null,
          checked_in_at: null,
          checked_out_at: null,
          created_at: new Date(written.created_ms),
        }
        const writtenLines = lines.map((l) => linesWritten.get(l.id) as LineWritten)
        if (code) await claimUse(tx, code.id)
        if (prices.some((p, i) => p.total !== expected[i]?.total || p.original !== expected[i]?.original)) {
          const { base, shown } = priceOf(prices, supplement, code, currency)
          const [repriced] = await tx
            .update(reservations)
            .set({
              original_base: base.original,
              discount_base: base.discount,
              total_base: base.total,
              total_converted: shown.total,
            })
            .where(eq(reservations.id, row.id))
            .returning()
          if (!repriced) throw new Error('reservation missing after insert')
          return { row: repriced, lines: writtenLines }
        }
        return { row, lines: writtenLines }
      }),
    )
  } catch (err) {
    if (opts.idempotencyKey && isUniqueViolation(err)) {
      const earlier = await replay(db, opts.userId, opts.idempotencyKey, hash)
      if (earlier) return { reservation: await presentOne(db, earlier, now), created: false }
    }
    throw err
  }
  const { row } = made
  // Its rooms and hotel are known here: presented without reading them back.
  const presented = lines.map((l, i) => {
    const w = made.lines[i] as LineWritten
    return {
      reservation_id: row.id,
      room_id: l.id,
      ar_name: l.ar_name,
      en_name: l.en_name,
      kr_name: l.kr_name,
      number_of_rooms: l.number_of_rooms,
      price_base: Number(w.price_base),
      cancellation_policy: w.cancellation_policy,
      free_cancel_days: w.free_cancel_days,
      first_night_base: Number(w.first_night_base),
    }
  })
  const briefs = new Map([[req.hotel_id, briefOf(hotel)]])
  return {
    reservation: (await presentReservations(db, [row], now, presented, briefs))[0] as Reservation,
    created: true,
  }
}

async function presentOne(db: Db, row: ReservationRow, now: Date): Promise<Reservation> {
  return (await presentReservations(db, [row], now))[0] as Reservation
}

/** A rate read with the hotel; an unknown currency is the caller's mistake (as currencyRate says). */
function rateOf(rates: { code: string; rate: number; decimals: number }[], code: string) {
  const found = rates.find((r) => r.code === code)
  if (!found) throw new HttpError(422, messages.invalidRequest.id, { currency: [messages.invalidValue.id] })
  return found
}
