import { and, desc, eq, gt, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm'
import type { ReservationFilter } from '../../../contract/admin-filters'
import type { ReservationListQuery, ReservationRow } from '../../../contract/admin-reservations'
import { reservationNo } from '../../../contract/booking'
import { toLatinDigits } from '../../../contract/common'
import type { Db } from '../../db/client'
import { hotels, refunds, reservationRooms, reservations, users } from '../../db/schema'
import type { HotelScope } from './scope'

export const RESERVATIONS_PAGE = 50
/** The CSV holds at most this many lines: a year of a large hotel; narrow the filter for more. */
export const CSV_LIMIT = 20_000

/** The refunds a person must pay back: the provider has no refund call, or gave up (decision 32). */
export const awaitingRefundSql = sql`EXISTS (SELECT 1 FROM ${refunds} WHERE ${refunds.reservation_id} = ${reservations.id}
  AND ${refunds.status} IN ('refund_pending', 'failed'))`

const firmSql = sql`${reservations.status} IN ('paid', 'confirmed')`

function statusWhere(status: ReservationFilter): SQL {
  switch (status) {
    case 'expected':
      return sql`${firmSql} AND ${reservations.stay_status} IS NULL`
    case 'checked_in':
    case 'checked_out':
    case 'no_show':
      return eq(reservations.stay_status, status)
    case 'refund_pending':
      return awaitingRefundSql
    default:
      return eq(reservations.status, status)
  }
}

/** LIKE's own characters typed by a person match themselves. */
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** `q`: a reservation number (FDQ-0000012, 12), part of the guest's name, or of a phone number. */
function textWhere(raw: string): SQL | undefined {
  const q = toLatinDigits(raw.trim())
  if (!q) return undefined
  const parts: (SQL | undefined)[] = [
    ilike(sql`coalesce(${reservations.full_name}, ${users.name})`, `%${likeEscaped(q)}%`),
  ]
  const number = /^(?:fdq-?)?0*(\d{1,9})$/i.exec(q)
  if (number) parts.push(eq(reservations.id, Number(number[1])))
  const digits = q.replace(/\D/g, '')
  // Three digits at least: fewer would match almost every phone.
  if (digits.length >= 3 && /^[\d\s+()-]+$/.test(q))
    parts.push(
      sql`regexp_replace(coalesce(${reservations.phone}, ${users.phone}, ''), '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`,
    )
  return or(...parts)
}

export function listWhere(scope: HotelScope, q: Omit<ReservationListQuery, 'page'>): SQL | undefined {
  const where: (SQL | undefined)[] = []
  if (scope !== 'all') where.push(inArray(reservations.hotel_id, scope.length ? [...scope] : [0]))
  if (q.hotel_id !== undefined) where.push(eq(reservations.hotel_id, q.hotel_id))
  // Stays overlapping the range: they leave after its first day and arrive by its last.
  if (q.from) where.push(gt(reservations.checkout, q.from))
  if (q.to) where.push(lte(reservations.checkin, q.to))
  if (q.status) where.push(statusWhere(q.status))
  where.push(textWhere(q.q))
  return and(...where)
}

const rowColumns = {
  r: reservations,
  account_name: users.name,
  account_phone: users.phone,
  account_email: users.email,
  ar_title: hotels.ar_title,
  en_title: hotels.en_title,
  kr_title: hotels.kr_title,
  rooms: sql<number>`(SELECT coalesce(sum(${reservationRooms.number_of_rooms}), 0) FROM ${reservationRooms}
    WHERE ${reservationRooms.reservation_id} = ${reservations.id})`.mapWith(Number),
  refund_awaiting: sql<boolean>`${awaitingRefundSql}`,
}

type Selected = {
  r: typeof reservations.$inferSelect
  account_name: string | null
  account_phone: string | null
  account_email: string | null
  ar_title: string | null
  en_title: string | null
  kr_title: string | null
  rooms: number
  refund_awaiting: boolean
}

function toRow(s: Selected): ReservationRow {
  const { r } = s
  return {
    id: r.id,
    reservation_no: reservationNo(r.id),
    hotel: {
      id: r.hotel_id,
      ar_title: s.ar_title ?? '',
      en_title: s.en_title ?? '',
      kr_title: s.kr_title ?? '',
    },
    guest_name: r.full_name ?? s.account_name ?? '',
    phone: r.phone ?? s.account_phone,
    email: r.email ?? s.account_email,
    checkin: r.checkin,
    checkout: r.checkout,
    nights: r.nights,
    rooms: s.rooms,
    adults: r.adults,
    children: r.children,
    status: r.status,
    stay_status: r.stay_status,
    total: r.total_converted,
    currency: r.currency,
    decimals: r.decimals,
    refund_awaiting: Boolean(s.refund_awaiting),
    created_at: r.created_at.toISOString(),
  }
}

function selectRows(db: Db, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.user_id))
    .innerJoin(hotels, eq(hotels.id, reservations.hotel_id))
    .where(where)
}

/** `GET /api/admin/reservations`: 50 a page, the latest arrival first. */
export async function listReservations(db: Db, scope: HotelScope, q: ReservationListQuery) {
  const where = listWhere(scope, q)
  const [rows, [count]] = await Promise.all([
    selectRows(db, where)
      .orderBy(desc(reservations.checkin), desc(reservations.id))
      .limit(RESERVATIONS_PAGE)
      .offset((q.page - 1) * RESERVATIONS_PAGE),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(reservations)
      .innerJoin(users, eq(users.id, reservations.user_id))
      .where(where),
  ])
  const total = count?.n ?? 0
  return {
    data: rows.map(toRow),
    total,
    last_page: Math.max(1, Math.ceil(total / RESERVATIONS_PAGE)),
  }
}

/** Every line of the filtered list, for its CSV (at most CSV_LIMIT), in the list's order. */
export async function allReservations(db: Db, scope: HotelScope, q: Omit<ReservationListQuery, 'page'>) {
  const rows = await selectRows(db, listWhere(scope, q))
    .orderBy(desc(reservations.checkin), desc(reservations.id))
    .limit(CSV_LIMIT)
  return rows.map(toRow)
}

/**
 * The desk's day (Iraq's calendar): firm bookings arriving, and those leaving — a guest
 * checked in or expected, not one cancelled or lapsed.
 */
export async function todayAtTheDesk(db: Db, scope: HotelScope, hotelId: number | undefined, today: string) {
  const base = and(
    scope === 'all' ? undefined : inArray(reservations.hotel_id, scope.length ? [...scope] : [0]),
    hotelId === undefined ? undefined : eq(reservations.hotel_id, hotelId),
    firmSql,
  )
  const [arrivals, departures] = await Promise.all([
    selectRows(db, and(base, eq(reservations.checkin, today))).orderBy(reservations.id),
    selectRows(
      db,
      and(
        base,
        eq(reservations.checkout, today),
        sql`${reservations.stay_status} IS DISTINCT FROM 'no_show'`,
      ),
    ).orderBy(reservations.id),
  ])
  return { date: today, arrivals: arrivals.map(toRow), departures: departures.map(toRow) }
}
