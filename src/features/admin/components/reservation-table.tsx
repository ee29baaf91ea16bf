import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatDate, formatMoney, formatNumber, localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import type { ReservationRow } from '../api/reservations'
import { CellLabel } from './cell-label'
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
}: {
  rows: ReservationRow[]
  testId: string
  action?: (row: ReservationRow) => ReactNode
}) {
  const { language } = usePreferences()
  const day = (d: string) => formatDate(d, language, { day: 'numeric', month: 'short' })
  return (
    <div className="console-table-wrap">
      <table className="console-table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Reservation</Trans>
            </th>
            {action && (
              <th scope="col">
                <Trans>Desk</Trans>
              </th>
            )}
            <th scope="col">
              <Trans>Guest</Trans>
            </th>
            <th scope="col">
              <Trans>Hotel</Trans>
            </th>
            <th scope="col">
              <Trans>Stay</Trans>
            </th>
            <th scope="col">
              <Trans>Rooms</Trans>
            </th>
            <th scope="col">
              <Trans>Total</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-reservation={r.id}>
              <td className="console-cell-main">
                <Link to="/admin/reservations/$id" params={{ id: String(r.id) }}>
                  <bdi>{r.reservation_no}</bdi>
                </Link>
              </td>
              {action && <td>{action(r)}</td>}
              <td>
                <div>{r.guest_name}</div>
                {r.phone && (
                  <div className="console-muted">
                    <bdi dir="ltr">{shownPhone(r.phone)}</bdi>
                  </div>
                )}
              </td>
              <td>{localized(r.hotel, 'title', language)}</td>
              <td>
                {day(r.checkin)} – {day(r.checkout)}
                <div className="console-muted">
                  <Plural value={r.nights} one="# night" other="# nights" />
                </div>
              </td>
              <td>
                <CellLabel>
                  <Trans>Rooms</Trans>
                </CellLabel>
                {formatNumber(r.rooms, language)}
              </td>
              <td>
                <CellLabel>
                  <Trans>Total</Trans>
                </CellLabel>
                {formatMoney(r.total, r.currency, language, r.decimals)}
              </td>
              <td>
                <span className="console-badges">
                  <StatusBadge status={r.status} />
                  {r.stay_status && <StatusBadge status={r.stay_status} />}
                  {r.refund_awaiting && <StatusBadge status="refund_pending" />}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
