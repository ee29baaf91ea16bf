import type { Reservation } from '../../../contract/booking'

/** The hotel page for the same stay, to book again after a hold ran out. */
export function hotelLinkOf(r: Reservation) {
  return {
    id: r.hotel.id,
    governorate: r.hotel.governorate.id,
    checkin: r.checkin,
    checkout: r.checkout,
    room_no: Math.max(
      1,
      r.rooms.reduce((n, room) => n + room.number_of_rooms, 0),
    ),
    adult_no: r.adults,
    children_no: r.children,
  }
}
