import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Svg } from '../../../components/ui/icons'
import { useToast } from '../../../components/ui/toast'
import { type PushResult, usePush } from '../use-push'
import './push.css'

/** Feedback after the person's choice; a dismissed permission prompt needs none. */
function useResultToast() {
  const { t } = useLingui()
  const toast = useToast()
  return (result: PushResult) => {
    if (result === 'on') toast.show(t`Notifications are on for this device.`, 'success')
    else if (result === 'off') toast.show(t`Notifications are off for this device.`, 'info')
    else if (result === 'failed')
      toast.show(t`Notifications could not be changed on this device. Please try again.`, 'error')
    else if (result === 'timeout')
      toast.show(
        t`Your browser's notification service did not answer. Notifications stay off; try again later, perhaps on another network.`,
        'error',
      )
  }
}

function BlockedNote() {
  return (
    <p className="push-note" role="status" data-testid="push-denied">
      <Trans>
        Notifications are blocked for this site. To get news about your bookings, allow notifications for this
        site in your browser's settings, then come back here.
      </Trans>
    </p>
  )
}

/**
 * Offered on the booking-done page, after the person booked: one button, never a prompt on
 * page load. Nothing shows for guests or where the browser cannot receive push.
 */
export function PushBookingOffer() {
  const { state, enable } = usePush()
  const report = useResultToast()
  if (state === 'hidden' || state === 'checking') return null
  if (state === 'denied') return <BlockedNote />
  if (state === 'on') {
    return (
      <p className="push-note" data-testid="push-on">
        <Trans>You will get a notification on this device when there is news about this booking.</Trans>
      </p>
    )
  }
  return (
    <div className="push-offer">
      <button
        type="button"
        className="btn btn-ghost"
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        data-testid="push-enable"
        onClick={() => void enable().then(report)}
      >
        {state === 'busy' ? <span className="spinner" aria-hidden="true" /> : <BellIcon />}
        <Trans>Get notified about this booking</Trans>
      </button>
    </div>
  )
}

/** On My bookings: this device's booking notifications, on or off. */
export function PushToggle() {
  const { state, enable, disable } = usePush()
  const report = useResultToast()
  const id = useId()
  if (state === 'hidden') return null
  const on = state === 'on'
  return (
    <div className="push-toggle" data-testid="push-toggle">
      <label htmlFor={id} className="push-toggle-label">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          aria-describedby={`${id}-hint`}
          disabled={state === 'busy' || state === 'checking' || state === 'denied'}
          onChange={() => void (on ? disable() : enable()).then(report)}
        />
        <span>
          <Trans>Booking notifications on this device</Trans>
        </span>
      </label>
      <p id={`${id}-hint`} className="push-note">
        <Trans>
          Confirmations, failed payments, a reminder the day before you arrive, and the rating request.
        </Trans>
      </p>
      {state === 'denied' && <BlockedNote />}
    </div>
  )
}

function BellIcon() {
  return (
    <Svg size={18}>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </Svg>
  )
}
