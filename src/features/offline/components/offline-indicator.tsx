import { Trans } from '@lingui/react/macro'
import { Svg } from '../../../components/ui/icons'
import { useOffline } from '../../../lib/use-offline'
import './offline.css'

/**
 * A bar under the header while the server cannot be reached: what is on screen may be the copy
 * saved on this device, and some actions (booking, payment) have to wait.
 */
export function OfflineIndicator() {
  const offline = useOffline()
  return (
    // The live region stays in the page so the change is announced when the bar appears.
    <div role="status" aria-live="polite" className="offline-indicator-region">
      {offline && (
        <div className="offline-indicator" data-testid="offline-indicator">
          <div className="container offline-indicator-inner">
            <OfflineIcon />
            <p>
              <strong>
                <Trans>You're offline.</Trans>
              </strong>{' '}
              <Trans>
                You're seeing what was saved on this device. Booking and payment need a connection.
              </Trans>
            </p>
          </div>
        </div>
      )}
    </div>
  )
}

export function OfflineIcon({ size = 20 }: { size?: number }) {
  return (
    <Svg size={size}>
      <path d="M2 8.5a15 15 0 0 1 4.3-2.8M9.6 4.7A15 15 0 0 1 22 8.5M5 12a10 10 0 0 1 3.4-2M13.5 9.3A10 10 0 0 1 19 12M8.5 15.5a5 5 0 0 1 7 0" />
      <circle cx="12" cy="19" r="1" fill="currentColor" />
      <path d="M3 3l18 18" />
    </Svg>
  )
}
