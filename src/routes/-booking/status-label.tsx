import { useLingui } from '@lingui/react/macro'
import type { ReservationStatus } from '../../../contract/booking'

/** A reservation's state in words, for people. */
export function useStatusLabel() {
  const { t } = useLingui()
  return (status: ReservationStatus): string => {
    switch (status) {
      case 'held':
        return t`Awaiting payment`
      case 'paid':
        return t`Paid`
      case 'confirmed':
        return t`Confirmed`
      case 'expired':
        return t`Expired`
      case 'failed':
        return t`Payment failed`
      case 'cancelled':
        return t`Cancelled`
    }
  }
}

const TONE: Record<ReservationStatus, 'ok' | 'wait' | 'off'> = {
  held: 'wait',
  paid: 'ok',
  confirmed: 'ok',
  expired: 'off',
  failed: 'off',
  cancelled: 'off',
}

export function StatusBadge({ status }: { status: ReservationStatus }) {
  const label = useStatusLabel()
  return (
    <span
      className="booking-status"
      data-tone={TONE[status]}
      data-testid="booking-status"
      data-status={status}
    >
      {label(status)}
    </span>
  )
}
