import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReservationFilter } from '../../../../contract/admin-filters'
import { statusLabels } from '../../../../contract/admin-reservations'

/** A status or stay state as a badge; the words are the CSV's too (contract `statusLabels`). */
export function StatusBadge({ status }: { status: ReservationFilter }) {
  const { i18n } = useLingui()
  const off = status === 'cancelled' || status === 'expired' || status === 'failed' || status === 'no_show'
  return (
    <span className="console-badge" data-state={off ? 'off' : 'on'} data-status={status}>
      {i18n._(statusLabels[status])}
    </span>
  )
}

/** The label alone (a filter's option). */
export function useStatusLabel() {
  const { i18n } = useLingui()
  return (status: ReservationFilter) => i18n._(statusLabels[status])
}

const PAYMENT: Record<string, MessageDescriptor> = {
  pending: msg`Waiting for the payer`,
  paid: msg`Paid`,
  declined: msg`Declined`,
  cancelled: msg`Given up`,
  expired: msg`Expired`,
}
const REFUND: Record<string, MessageDescriptor> = {
  pending: msg`To be sent`,
  sending: msg`Being sent`,
  requested: msg`Asked of the provider`,
  refund_pending: msg`Refund awaiting the operator`,
  failed: msg`Refund awaiting the operator`,
  refunded: msg`Paid back`,
}

/** A payment's or a refund's state in words. */
export function useMoneyStateLabel() {
  const { i18n } = useLingui()
  return (kind: 'payment' | 'refund', state: string) => {
    const d = (kind === 'payment' ? PAYMENT : REFUND)[state]
    return d ? i18n._(d) : state
  }
}
