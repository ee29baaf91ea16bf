import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { OidcProvider } from '../../../../contract/oidc'
import { useErrorText } from '../../../components/form/use-error-text'
import { useToast } from '../../../components/ui/toast'
import { useProviders, useStartOidc } from '../api/oidc'
import './social-sign-in.css'

/** The providers' own marks, drawn inline: nothing is loaded from their hosts. */
function ProviderMark({ provider }: { provider: OidcProvider }) {
  if (provider === 'google') {
    return (
      <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path
          fill="#EA4335"
          d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
        />
        <path
          fill="#FBBC05"
          d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
        />
      </svg>
    )
  }
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#1877F2"
        d="M24 12c0-6.627-5.373-12-12-12S0 5.373 0 12c0 5.99 4.388 10.954 10.125 11.854v-8.385H7.078V12h3.047V9.356c0-3.007 1.792-4.668 4.533-4.668 1.312 0 2.686.234 2.686.234v2.953H15.83c-1.491 0-1.956.925-1.956 1.874V12h3.328l-.532 3.469h-2.796v8.385C19.612 22.954 24 17.99 24 12z"
      />
      <path
        fill="#fff"
        d="M16.671 15.469L17.203 12h-3.328V9.749c0-.949.465-1.874 1.956-1.874h1.513V6.922s-1.374-.234-2.686-.234c-2.741 0-4.533 1.66-4.533 4.668V12H7.078v3.469h3.047v8.385a12.09 12.09 0 003.75 0v-8.385h2.796z"
      />
    </svg>
  )
}

/**
 * "Continue with Google / Facebook", only for the providers the server is configured for
 * (none: nothing is shown). The start call answers the provider's URL and the page leaves
 * for it; the person comes back to /login with a hand-off code (see OidcReturn).
 */
export function SocialSignIn({ returnTo }: { returnTo?: string }) {
  const { t } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const { data: providers } = useProviders()
  const start = useStartOidc()
  const [leaving, setLeaving] = useState<OidcProvider | null>(null)
  if (!providers?.length) return null

  const labels: Record<OidcProvider, string> = {
    google: t`Continue with Google`,
    facebook: t`Continue with Facebook`,
  }
  const go = (provider: OidcProvider) => {
    setLeaving(provider)
    start.mutate(
      { provider, returnTo },
      {
        onSuccess: (url) => window.location.assign(url),
        onError: (err) => {
          setLeaving(null)
          toast.show(errorText(err), 'error')
        },
      },
    )
  }

  return (
    <section className="social-sign-in" aria-label={t`Other ways to sign in`} data-testid="social-sign-in">
      <p className="social-divider">
        <span>
          <Trans>or</Trans>
        </span>
      </p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="btn social-button"
          data-provider={provider}
          disabled={leaving !== null}
          aria-busy={leaving === provider}
          onClick={() => go(provider)}
        >
          <ProviderMark provider={provider} />
          <span>{labels[provider]}</span>
        </button>
      ))}
    </section>
  )
}
