import { reservationNo } from '../../contract/booking'
import type { Language } from '../../contract/common'
import { messages } from '../../contract/messages'
import type { PushPayload } from '../../contract/push'
import type { notifications } from '../db/schema'
import { translate } from '../i18n'
import type { HotelBrief } from '../services/booking/hotel-brief'
import type { ReservationRow } from '../services/booking/reservation-view'

export type NotificationKind = (typeof notifications.$inferSelect)['kind']

const LOCALES: Record<Language, string> = { ar: 'ar-IQ', en: 'en-GB', kr: 'ckb-IQ' }

const fill = (id: string, lang: Language, values: Record<string, string>) =>
  translate(id, lang).replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

/** Stay dates are calendar days: formatted in UTC so no time zone moves them. */
function stayDates(lang: Language, checkin: string, checkout?: string) {
  const f = new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`)
  return checkout ? f.formatRange(day(checkin), day(checkout)) : f.format(day(checkin))
}

/** Where a click leads: a path on this site, so the service worker can match open windows. */
function target(kind: NotificationKind, r: Pick<ReservationRow, 'id'>, link: string) {
  switch (kind) {
    case 'booking_confirmed':
    case 'booking_cancelled':
    case 'reminder':
      return '/my-bookings'
    case 'payment_failed':
      return `/hotel/booking-failed?id=${r.id}`
    case 'rating_request': {
      const url = new URL(link, 'http://x')
      return url.pathname + url.search
    }
  }
}

/**
 * The push twin of a booking e-mail: its subject as the title (same catalogs, same
 * placeholders), the stay's facts as the body, and the page to open. `link` is the e-mail's
 * link; for a rating request it carries the single-use token, so it is reused, never made anew.
 */
export function bookingPush(
  kind: NotificationKind,
  lang: Language,
  r: Pick<ReservationRow, 'id' | 'checkin' | 'checkout'>,
  hotel: Pick<HotelBrief, 'ar_title' | 'en_title' | 'kr_title'>,
  link: string,
): PushPayload {
  const hotelTitle = lang === 'en' ? hotel.en_title : lang === 'kr' ? hotel.kr_title : hotel.ar_title
  const no = reservationNo(r.id)
  const values = { no, hotel: hotelTitle, checkin: r.checkin, checkout: r.checkout }
  const stay = stayDates(lang, r.checkin, r.checkout)
  const [title, body] = (() => {
    switch (kind) {
      case 'booking_confirmed':
        return [fill(messages.mailBookingConfirmedSubject.id, lang, values), stay]
      case 'payment_failed':
        return [fill(messages.mailPaymentFailedSubject.id, lang, values), `${hotelTitle} · ${stay}`]
      case 'booking_cancelled':
        return [fill(messages.mailCancelledSubject.id, lang, values), stay]
      case 'reminder':
        return [fill(messages.mailReminderSubject.id, lang, values), `${no} · ${stayDates(lang, r.checkin)}`]
      case 'rating_request':
        return [fill(messages.mailRatingSubject.id, lang, values), stay]
    }
  })()
  return { title, body, url: target(kind, r, link), lang, tag: `booking-${r.id}` }
}
