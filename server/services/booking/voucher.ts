import { asc, eq } from 'drizzle-orm'
import { reservationNo } from '../../../contract/booking'
import type { Language } from '../../../contract/common'
import type { Db } from '../../db/client'
import { cities, currencies, governorates, hotels, reservationRooms, rooms, users } from '../../db/schema'
import type { VoucherData } from '../../voucher/render-voucher'
import { convert } from '../currencies'
import { reservationTerms } from './reservation-terms'
import { isPaid, type ReservationRow } from './reservation-view'

/**
 * The voucher of a paid or agent-confirmed reservation, in English and `lang` (the reader's:
 * the caller's for a download, the booking's for the confirmation e-mail); null for any other state.
 */
export async function voucherPdf(
  db: Db,
  r: ReservationRow,
  lang: Language,
): Promise<{ filename: string; pdf: Buffer } | null> {
  const data = await voucherData(db, r, lang)
  if (!data) return null
  // pdfkit, fontkit and the QR code load with the first voucher, not at every server start (decision 34).
  const { renderVoucherPdf } = await import('../../voucher/render-voucher')
  return { filename: `${data.reservationNo}.pdf`, pdf: await renderVoucherPdf(data) }
}

/** What the voucher says, read from the reservation and its hotel; null when there is no voucher. */
export async function voucherData(db: Db, r: ReservationRow, lang: Language): Promise<VoucherData | null> {
  if (!isPaid(r)) return null
  const [[place], lines, [owner], [currency]] = await Promise.all([
    db
      .select({ hotel: hotels, governorate: governorates, city: cities })
      .from(hotels)
      .innerJoin(governorates, eq(governorates.id, hotels.governorate_id))
      .leftJoin(cities, eq(cities.id, hotels.city_id))
      .where(eq(hotels.id, r.hotel_id)),
    db
      .select({
        ar_name: rooms.ar_name,
        en_name: rooms.en_name,
        kr_name: rooms.kr_name,
        count: reservationRooms.number_of_rooms,
        cancellation_policy: reservationRooms.cancellation_policy,
        free_cancel_days: reservationRooms.free_cancel_days,
        first_night_base: reservationRooms.first_night_base,
        price_base: reservationRooms.price_base,
      })
      .from(reservationRooms)
      .innerJoin(rooms, eq(rooms.id, reservationRooms.room_id))
      .where(eq(reservationRooms.reservation_id, r.id))
      .orderBy(asc(rooms.id)),
    db
      .select({ name: users.name, role: users.role, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, r.user_id)),
    db
      .select({ kr_name: currencies.kr_name })
      .from(currencies)
      .where(eq(currencies.currency_name, r.currency)),
  ])
  if (!place) return null
  const terms = reservationTerms(r, lines, new Date())
  const data: VoucherData = {
    lang,
    reservationNo: reservationNo(r.id),
    issuedAt: (r.settled_at ?? r.created_at).toISOString(),
    hotel: {
      ar_title: place.hotel.ar_title,
      en_title: place.hotel.en_title,
      kr_title: place.hotel.kr_title,
      ar_address: place.hotel.ar_address,
      en_address: place.hotel.address,
      kr_address: place.hotel.kr_address,
      stars: place.hotel.stars,
      lat: place.hotel.lat,
      lng: place.hotel.lng,
      phone: place.hotel.phone,
    },
    governorate: place.governorate,
    city: place.city,
    guest: {
      full_name: r.full_name ?? owner?.name ?? '',
      email: r.email ?? owner?.email ?? '',
      phone: r.phone ?? owner?.phone ?? '',
      country: r.guest_country ?? r.country,
      arrival_time: r.arrival_time ?? '',
    },
    checkin: r.checkin,
    checkout: r.checkout,
    nights: r.nights,
    adults: r.adults,
    children: r.children,
    rooms: lines.map((l) => ({ ar_name: l.ar_name, en_name: l.en_name, kr_name: l.kr_name, count: l.count })),
    total: {
      amount: r.total_converted,
      currency: r.currency,
      decimals: r.decimals,
      kr_name: currency?.kr_name,
    },
    // Before the promotion and the code (decision 33), in the booking's currency, as the
    // reservation answer gives it; shown only when something was taken off.
    original: convert(r.original_base, r.ex_price, r.decimals),
    paidBy: r.status === 'confirmed' ? 'agent' : 'online',
    agencyName: owner?.role === 'agent' ? owner.name : null,
    cancellation: {
      freeBefore:
        terms.free_until && Date.parse(terms.free_until) > Date.now() ? terms.free_until.slice(0, 10) : null,
      penalty: terms.penalty,
      refundable: terms.refundable,
    },
  }
  return data
}
