import { csvHeadings, type ReservationRow, statusLabels } from '../../../contract/admin-reservations'
import type { Language } from '../../../contract/common'
import { translate } from '../../i18n'

/**
 * Excel opens a CSV as UTF-8 only when it starts with a byte order mark; without it Arabic and
 * Sorani names come out as mojibake. Lines end with CRLF (RFC 4180).
 */
export const UTF8_BOM = '\uFEFF'

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break (RFC 4180); a text
 * starting with = + - @ is prefixed with ' so that a spreadsheet shows it instead of running it
 * as a formula (OWASP "CSV injection") — a phone number "+964…" included, which Excel would
 * otherwise read as a broken formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const title = (h: ReservationRow['hotel'], lang: Language) =>
  (lang === 'en' ? h.en_title : lang === 'kr' ? h.kr_title : h.ar_title) || h.en_title

/** The list as a CSV in the reader's language: headings and statuses translated, dates ISO. */
export function reservationsCsv(rows: ReservationRow[], lang: Language): string {
  const t = (d: { id: string }) => translate(d.id, lang)
  const h = csvHeadings
  const lines = [
    [
      h.number,
      h.hotel,
      h.guest,
      h.phone,
      h.email,
      h.checkin,
      h.checkout,
      h.nights,
      h.rooms,
      h.adults,
      h.children,
      h.status,
      h.stay,
      h.total,
      h.currency,
      h.refund,
      h.created,
    ].map((d) => csvCell(t(d))),
    ...rows.map((r) =>
      [
        r.reservation_no,
        title(r.hotel, lang),
        r.guest_name,
        // Kept as digits, a phone would become 9.6477E+12 in a spreadsheet: written as +964…
        r.phone && /^\d+$/.test(r.phone) ? `+${r.phone}` : r.phone,
        r.email,
        r.checkin,
        r.checkout,
        r.nights,
        r.rooms,
        r.adults,
        r.children,
        t(statusLabels[r.status]),
        r.stay_status ? t(statusLabels[r.stay_status]) : '',
        r.total.toFixed(r.decimals),
        r.currency,
        r.refund_awaiting ? t(statusLabels.refund_pending) : '',
        r.created_at,
      ].map((v) => csvCell(v)),
    ),
  ]
  return `${UTF8_BOM}${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`
}
