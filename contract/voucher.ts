/**
 * Texts of the booking voucher (server/voucher/), drawn in English for the hotel desk and in
 * the guest's language beside it (Arabic for an English-speaking guest: decision 30). Message
 * ids like contract/messages.ts, so the same catalogs translate them.
 */
export const voucherMessages = {
  title: /*i18n*/ { id: 'voucher.title', message: 'Funduq — Booking voucher' },
  reservationNo: /*i18n*/ { id: 'voucher.reservation_no', message: 'Reservation no.' },
  sectionHotel: /*i18n*/ { id: 'voucher.section_hotel', message: 'Hotel details' },
  sectionGuest: /*i18n*/ { id: 'voucher.section_guest', message: 'Guest details' },
  sectionStay: /*i18n*/ { id: 'voucher.section_stay', message: 'Stay' },
  sectionPrice: /*i18n*/ { id: 'voucher.section_price', message: 'Price and payment' },
  hotel: /*i18n*/ { id: 'voucher.hotel', message: 'Hotel' },
  address: /*i18n*/ { id: 'voucher.address', message: 'Address' },
  place: /*i18n*/ { id: 'voucher.place', message: 'Governorate, city' },
  coordinates: /*i18n*/ { id: 'voucher.coordinates', message: 'Map coordinates' },
  hotelPhone: /*i18n*/ { id: 'voucher.hotel_phone', message: 'Hotel phone' },
  guestName: /*i18n*/ { id: 'voucher.guest_name', message: 'Guest name' },
  phone: /*i18n*/ { id: 'voucher.phone', message: 'Phone' },
  email: /*i18n*/ { id: 'voucher.email', message: 'E-mail' },
  country: /*i18n*/ { id: 'voucher.country', message: 'Country' },
  arrival: /*i18n*/ { id: 'voucher.arrival', message: 'Arrival time' },
  checkin: /*i18n*/ { id: 'voucher.checkin', message: 'Check-in' },
  checkout: /*i18n*/ { id: 'voucher.checkout', message: 'Check-out' },
  nights: /*i18n*/ { id: 'voucher.nights', message: 'Nights' },
  guests: /*i18n*/ { id: 'voucher.guests', message: 'Adults / children' },
  adults: /*i18n*/ { id: 'voucher.adults', message: 'Adults' },
  children: /*i18n*/ { id: 'voucher.children', message: 'Children' },
  rooms: /*i18n*/ { id: 'voucher.rooms', message: 'Rooms' },
  total: /*i18n*/ { id: 'voucher.total', message: 'Total' },
  beforeDiscount: /*i18n*/ { id: 'voucher.before_discount', message: 'Price before discount' },
  payment: /*i18n*/ { id: 'voucher.payment', message: 'Payment' },
  paidOnline: /*i18n*/ { id: 'voucher.paid_online', message: 'Paid online' },
  paidByAgent: /*i18n*/ { id: 'voucher.paid_by_agent', message: 'Confirmed by agent' },
  agency: /*i18n*/ { id: 'voucher.agency', message: 'Agency' },
  issued: /*i18n*/ { id: 'voucher.issued', message: 'Issued' },
  footer: /*i18n*/ { id: 'voucher.footer', message: 'Show this voucher at the hotel reception' },
} as const
