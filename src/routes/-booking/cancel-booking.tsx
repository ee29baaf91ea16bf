import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Reservation } from '../../../contract/booking'
import { ModalDialog } from '../../components/ui/modal-dialog'
import { useCancelReservation } from '../../features/booking/api/cancel-reservation'
import { CancellationNote } from '../../features/booking/components/cancellation-terms'
import { useMoney } from './use-money'

/**
 * "Cancel booking" with a confirm step that shows what comes back, computed by the server for
 * this moment (`cancellation.penalty`); the answer after cancelling has the refund itself.
 */
export function CancelBooking({ reservation: r }: { reservation: Reservation }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const cancel = useCancelReservation()
  const money = useMoney(r.currency, r.decimals)
  if (!r.can_cancel) return null
  const held = r.status === 'held'
  const back = Math.max(0, r.total_price_with_currency - r.cancellation.penalty)
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-danger"
        onClick={() => setOpen(true)}
        aria-label={t`Cancel booking ${r.reservation_no}`}
        data-testid="cancel-booking"
      >
        <Trans>Cancel booking</Trans>
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={<Trans>Cancel booking {r.reservation_no}?</Trans>}
        testId="cancel-dialog"
      >
        <div className="cancel-dialog-body">
          {held ? (
            <p>
              <Trans>Nothing has been paid for this booking. Its rooms will be released.</Trans>
            </p>
          ) : (
            <>
              <CancellationNote terms={r.cancellation} currency={r.currency} decimals={r.decimals} />
              <p className="cancel-refund" data-testid="cancel-refund">
                <Trans>
                  You will get back <strong>{money(back)}</strong> of {money(r.total_price_with_currency)}.
                </Trans>
              </p>
            </>
          )}
          {cancel.isError && (
            <p className="form-error" role="alert">
              {cancel.error.message}
            </p>
          )}
          <div className="booking-actions">
            <button
              type="button"
              className="btn btn-primary btn-danger"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(r.id, { onSuccess: () => setOpen(false) })}
              data-testid="confirm-cancel"
            >
              <Trans>Yes, cancel it</Trans>
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
              <Trans>Keep the booking</Trans>
            </button>
          </div>
        </div>
      </ModalDialog>
    </>
  )
}

/** A cancelled booking's refund: how much, and where it stands. */
export function RefundLine({ reservation: r }: { reservation: Reservation }) {
  const refund = r.refund
  const money = useMoney(refund?.currency ?? r.currency, refund?.currency === r.currency ? r.decimals : 2)
  if (r.status !== 'cancelled') return null
  if (!refund)
    return (
      <p className="refund-line" data-testid="refund-line">
        <Trans>Cancelled: nothing to refund.</Trans>
      </p>
    )
  const amount = money(refund.amount)
  return (
    <p className="refund-line" data-testid="refund-line" data-status={refund.status}>
      {refund.status === 'refunded' ? (
        <Trans>Refunded: {amount}</Trans>
      ) : refund.status === 'refund_pending' ? (
        <Trans>Refund of {amount}: our team is paying it back to you.</Trans>
      ) : (
        <Trans>Refund of {amount}: on its way.</Trans>
      )}
    </p>
  )
}
