import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { PASSWORD_SPECIALS } from '../../../../contract/account'

const LATIN_DIGITS = '0–9'

/** The §5 rule, piece by piece, so people see what is missing while they type. */
export function passwordChecks(password: string): { key: string; ok: boolean; label: ReactNode }[] {
  // Inside a character class none of @$!%*?& needs escaping.
  const allowed = new RegExp(`^[A-Za-z\\d${PASSWORD_SPECIALS}]*$`)
  return [
    { key: 'length', ok: password.length >= 8, label: <Trans>At least 8 characters</Trans> },
    { key: 'lower', ok: /[a-z]/.test(password), label: <Trans>A lowercase letter (a–z)</Trans> },
    { key: 'upper', ok: /[A-Z]/.test(password), label: <Trans>An uppercase letter (A–Z)</Trans> },
    {
      key: 'digit',
      ok: /\d/.test(password),
      // The characters to type, Latin digits as the rule wants them: not a number to translate.
      label: (
        <Trans>
          A digit (<bdi dir="ltr">{LATIN_DIGITS}</bdi>)
        </Trans>
      ),
    },
    {
      key: 'special',
      ok: [...PASSWORD_SPECIALS].some((c) => password.includes(c)),
      label: (
        <Trans>
          One of <bdi dir="ltr">{PASSWORD_SPECIALS}</bdi>
        </Trans>
      ),
    },
    {
      key: 'allowed',
      ok: password.length > 0 && allowed.test(password),
      label: <Trans>No spaces or other symbols</Trans>,
    },
  ]
}

export function PasswordRules({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="password-rules" data-testid="password-rules">
      {passwordChecks(password).map((rule) => (
        <li key={rule.key} data-ok={rule.ok}>
          <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {rule.ok ? (
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth={3} />
            ) : (
              <circle cx="12" cy="12" r="4" fill="currentColor" />
            )}
          </svg>
          <span>{rule.label}</span>
          <span className="visually-hidden">
            {rule.ok ? <Trans>(done)</Trans> : <Trans>(missing)</Trans>}
          </span>
        </li>
      ))}
    </ul>
  )
}
