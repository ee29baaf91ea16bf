import { Trans } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { AuthInfo } from '../../../../contract/auth'
import { ModalDialog } from '../../../components/ui/modal-dialog'
import { onSessionRefused } from '../../../lib/session'
import './signed-out-notice.css'

/**
 * Issue 20: the server refused a member's session (signed out elsewhere, a new password, or
 * long unused) and the device went on as a guest. Said at once, never silently: what they see
 * now is a guest's, and their own comes back when they sign in. A guest's refused session is
 * nothing to announce (a new guest is all they had).
 */
export function SignedOutNotice() {
  const [ended, setEnded] = useState<AuthInfo | null>(null)
  const pathname = useRouterState({ select: (s) => s.location.href })
  useEffect(
    () =>
      onSessionRefused((session) => {
        if (!session.userAuth.is_guest) setEnded(session)
      }),
    [],
  )
  // Back to this very page after signing in, unless it is a sign-in page itself.
  const redirect = pathname.startsWith('/login') ? undefined : pathname
  return (
    <ModalDialog
      open={ended !== null}
      onClose={() => setEnded(null)}
      title={<Trans>You were signed out</Trans>}
      className="signed-out-notice"
      testId="signed-out-notice"
    >
      <div className="signed-out-body">
        <p>
          <Trans>
            Your session on this device has ended: you may have signed out on another device, changed your
            password, or not used the app for a long time.
          </Trans>
        </p>
        <p>
          <Trans>
            Sign in again to see your bookings and saved hotels. Changes you made are kept on this device and
            sent once you are back.
          </Trans>
        </p>
        <div className="signed-out-actions">
          <Link
            to="/login"
            search={{ redirect }}
            className="btn btn-primary"
            data-testid="signed-out-sign-in"
            onClick={() => setEnded(null)}
          >
            <Trans>Sign in</Trans>
          </Link>
          <button type="button" className="btn btn-ghost" onClick={() => setEnded(null)}>
            <Trans>Not now</Trans>
          </button>
        </div>
      </div>
    </ModalDialog>
  )
}
