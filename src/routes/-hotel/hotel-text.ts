import type { Language } from '../../../contract/common'
import type { HotelSummary } from '../../../contract/hotel'
import { localized } from '../../lib/format'

/** The API has `address` (English), `ar_address` and `kr_address`; same fallbacks as elsewhere. */
export function hotelAddress(hotel: HotelSummary, lang: Language): string {
  const order =
    lang === 'en'
      ? [hotel.address, hotel.ar_address, hotel.kr_address]
      : lang === 'kr'
        ? [hotel.kr_address, hotel.ar_address, hotel.address]
        : [hotel.ar_address, hotel.address, hotel.kr_address]
  return order.find((a) => a?.trim()) ?? ''
}

/** "City, Governorate" (the city is left out when it has the governorate's name). */
export function hotelPlace(hotel: HotelSummary, lang: Language): string {
  const city = hotel.city ? localized(hotel.city, 'name', lang) : ''
  const governorate = hotel.governorate ? localized(hotel.governorate, 'name', lang) : ''
  const parts = city && city !== governorate ? [city, governorate] : [governorate || city]
  return parts.filter(Boolean).join(lang === 'en' ? ', ' : '، ')
}
