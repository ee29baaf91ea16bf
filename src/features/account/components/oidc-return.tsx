import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { messages } from '../../../../contract/messages'
import { useExchangeOidc } from '../api/oidc'
import { useStartSession } from '../api/start-session'

/**
 * Back from Google or Facebook: `/login?oidc=<hand-off code>`. The code is traded once for the
 * session (kept like a password sign-in's), and the page goes where the person was going,
 * replacing this URL so the spent code does not stay in the history. A failure shows the
 * sign-in page with the error.
 */
export function OidcReturn({ code }: { code: string }) {
  const router = useRouter()
  const navigate = useNavigate()
  const startSession = useStartSession()
  const { mutateAsync: exchange } = useExchangeOidc()
  // Once per code, even when React runs effects twice (development) or the page re-renders.
  const sent = useRef<string | null>(null)

  useEffect(() => {
    if (sent.current === code) return
    sent.current = code
    exchange(code)
      .then(({ data, return_to }) => {
        startSession(data)
        router.history.replace(return_to)
      })
      .catch(() => {
        void navigate({ to: '/login', search: { oidc_error: 1 }, replace: true })
      })
  }, [code, exchange, navigate, router, startSession])

  return (
    <p className="auth-intro" role="status" data-testid="oidc-return">
      <Trans>Signing you in…</Trans>
    </p>
  )
}

/** What went wrong, in the page's language: the provider refused, or the link was spent. */
export function OidcError() {
  const { i18n } = useLingui()
  return (
    <div className="form-alert" role="alert" data-testid="oidc-error">
      <p>{i18n._(messages.oidcFailed)}</p>
    </div>
  )
}
