import { Trans } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useOffline } from '../../../lib/use-offline'
import { OfflineIcon } from './offline-indicator'
import './offline.css'

/**
 * Booking steps cannot work offline (prices, availability and payment live on the server).
 * Say so plainly where the step would be, and carry on by itself once the connection is back.
 */
export function NeedsConnection({ level = 1 }: { level?: 1 | 2 }) {
  const offline = useOffline()
  const router = useRouter()
  const wasOffline = useRef(offline)
  // Only on the way back online: rerunning the loader while still offline would just fail again.
  useEffect(() => {
    if (wasOffline.current && !offline) void router.invalidate()
    wasOffline.current = offline
  }, [offline, router])
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className="needs-connection" role="alert" data-testid="needs-connection">
      <OfflineIcon size={40} />
      <Heading className={level === 1 ? 'page-heading' : undefined}>
        <Trans>You're offline — booking needs a connection</Trans>
      </Heading>
      <p>
        <Trans>
          Prices, free rooms and payment are checked with our server. Your choices are kept: this page
          continues by itself when you're back online.
        </Trans>
      </p>
    </div>
  )
}

/** The same message above a booking form that is already on screen, while its button is off. */
export function OfflineBookingNotice() {
  const offline = useOffline()
  if (!offline) return null
  return (
    <div
      className="needs-connection needs-connection-inline"
      role="alert"
      data-testid="offline-booking-notice"
    >
      <OfflineIcon />
      <p>
        <strong>
          <Trans>You're offline — booking needs a connection.</Trans>
        </strong>{' '}
        <Trans>Nothing you entered is lost: continue when you're back online.</Trans>
      </p>
    </div>
  )
}
