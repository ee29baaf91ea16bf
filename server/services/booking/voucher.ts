import { asc, eq } from 'drizzle-orm'
import { reservationNo } from '../../../contract/booking'
import type { Db } from '../../db/client'
import { cities, governorates, hotels, reservationRooms, rooms, users } from '../../db/schema'
import { renderVoucherPdf, type VoucherData } from '../../voucher/render-voucher'
import { isPaid, type ReservationRow } from './reservation-view'

/** The voucher of a paid or agent-confirmed reservation; null for any other state. */
export async function voucherPdf(
  db: Db,
  r: ReservationRow,
): Promise<{ filename: string; pdf: Buffer } | null> {
  if (!isPaid(r)) return null
  const [[place], lines, [owner]] = await Promise.all([
    db
      .select({ hotel: hotels, governorate: governorates, city: cities })
      .from(hotels)
      .innerJoin(governorates, eq(governorates.id, hotels.governorate_id))
      .leftJoin(cities, eq(cities.id, hotels.city_id))
      .where(eq(hotels.id, r.hotel_id)),
    db
      .select({ ar_name: rooms.ar_name, en_name: rooms.en_name, count: reservationRooms.number_of_rooms })
      .from(reservationRooms)
      .innerJoin(rooms, eq(rooms.id, reservationRooms.room_id))
      .where(eq(reservationRooms.reservation_id, r.id))
      .orderBy(asc(rooms.id)),
    db
      .select({ name: users.name, is_agent: users.is_agent, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, r.user_id)),
  ])
  if (!place) return null
  const data: VoucherData = {
    reservationNo: reservationNo(r.id),
    issuedAt: (r.settled_at ?? r.created_at).toISOString(),
    hotel: {
      ar_title: place.hotel.ar_title,
      en_title: place.hotel.en_title,
      ar_address: place.hotel.ar_address,
      en_address: place.hotel.address,
      stars: place.hotel.stars,
      lat: place.hotel.lat,
      lng: place.hotel.lng,
    },
    governorate: { ar_name: place.governorate.ar_name, en_name: place.governorate.en_name },
    city: place.city ? { ar_name: place.city.ar_name, en_name: place.city.en_name } : null,
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
    rooms: lines,
    total: { amount: r.total_converted, currency: r.currency, decimals: r.decimals },
    paidBy: r.status === 'confirmed' ? 'agent' : 'online',
    agencyName: owner?.is_agent ? owner.name : null,
  }
  return { filename: `${data.reservationNo}.pdf`, pdf: await renderVoucherPdf(data) }
}
