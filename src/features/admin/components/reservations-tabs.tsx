import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The reservations section's two views: the desk's day, and every reservation. */
export function ReservationsTabs() {
  const { t } = useLingui()
  return (
    <nav className="console-tabs" aria-label={t`Reservation views`}>
      <Link to="/admin/reservations" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
        <Trans>Today</Trans>
      </Link>
      <Link to="/admin/reservations/list" activeProps={{ 'aria-current': 'page' }}>
        <Trans>All reservations</Trans>
      </Link>
    </nav>
  )
}
