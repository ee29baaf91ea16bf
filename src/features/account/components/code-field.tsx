import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { toLatinDigits } from '../../../../contract/account'
import { Field } from './field'

interface Props {
  value: string
  onChange: (value: string) => void
  errors?: string[]
  /** Called once six digits are there (typed, pasted, or filled in from the SMS). */
  onComplete?: (code: string) => void
}

interface OtpCredential extends Credential {
  code: string
}

/**
 * One field for the 6-digit code: `one-time-code` lets phones offer the SMS's code, and
 * where the browser supports WebOTP (the SMS ends with `@host #code`) it fills in by itself.
 */
export function CodeField({ value, onChange, errors, onComplete }: Props) {
  const { t } = useLingui()
  const set = (raw: string) => {
    const digits = toLatinDigits(raw).replace(/\D/g, '').slice(0, 6)
    onChange(digits)
    if (digits.length === 6) onComplete?.(digits)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: start listening once per page
  useEffect(() => {
    if (!('OTPCredential' in window)) return
    const abort = new AbortController()
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((cred) => {
        if (cred && 'code' in cred) set((cred as OtpCredential).code)
      })
      .catch(() => {
        // Dismissed, unsupported or aborted: typing still works.
      })
    return () => abort.abort()
  }, [])
  return (
    <Field label={t`6-digit code`} errors={errors}>
      {(control) => (
        <input
          {...control}
          className="input code-input"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          dir="ltr"
          value={value}
          onChange={(e) => set(e.target.value)}
          data-testid="code-input"
        />
      )}
    </Field>
  )
}
