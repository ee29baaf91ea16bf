import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatDate, formatMoney, formatNumber, localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import type { ReservationRow } from '../api/reservations'
import { ConsoleTable } from './console-table'
import { StatusBadge } from './reservation-status'

/** A phone as stored (its digits, country code first), written as people read it: +964… */
export const shownPhone = (phone: string) => (/^\d+$/.test(phone) ? `+${phone}` : phone)

/**
 * Reservations as a table (the list, today's arrivals and departures). `action` adds a column
 * after the number, where a phone shows it without scrolling: the desk's button for the row.
 */
export function ReservationTable({
  rows,
  testId,
  action,
  empty,
}: {
  rows: ReservationRow[]
  testId: string
  action?: (row: ReservationRow) => ReactNode
  empty: ReactNode
}) {
  const { language } = usePreferences()
  const day = (d: string) => formatDate(d, language, { day: 'numeric', month: 'short' })
  return (
    <ConsoleTable
      rows={rows}
      testId={testId}
      empty={empty}
      rowProps={(r) => ({ 'data-reservation': r.id })}
      columns={[
        {
          head: <Trans>Reservation</Trans>,
          main: true,
          cell: (r) => (
            <Link to="/admin/reservations/$id" params={{ id: String(r.id) }}>
              <bdi>{r.reservation_no}</bdi>
            </Link>
          ),
        },
        action && { head: <Trans>Desk</Trans>, cell: action },
        {
          head: <Trans>Guest</Trans>,
          cell: (r) => (
            <>
              <div>{r.guest_name}</div>
              {r.phone && (
                <div className="console-muted">
                  <bdi dir="ltr">{shownPhone(r.phone)}</bdi>
                </div>
              )}
            </>
          ),
        },
        { head: <Trans>Hotel</Trans>, cell: (r) => localized(r.hotel, 'title', language) },
        {
          head: <Trans>Stay</Trans>,
          cell: (r) => (
            <>
              {day(r.checkin)} – {day(r.checkout)}
              <div className="console-muted">
                <Plural value={r.nights} one="# night" other="# nights" />
              </div>
            </>
          ),
        },
        { head: <Trans>Rooms</Trans>, label: true, cell: (r) => formatNumber(r.rooms, language) },
        {
          head: <Trans>Total</Trans>,
          label: true,
          cell: (r) => formatMoney(r.total, r.currency, language, r.decimals),
        },
        {
          head: <Trans>Status</Trans>,
          cell: (r) => (
            <span className="console-badges">
              <StatusBadge status={r.status} />
              {r.stay_status && <StatusBadge status={r.stay_status} />}
              {r.refund_awaiting && <StatusBadge status="refund_pending" />}
            </span>
          ),
        },
      ]}
    />
  )
}
