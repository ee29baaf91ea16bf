import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { toLatinDigits } from '../../../../contract/account'
import { Field } from '../../../components/form/field'
import { useFieldContext } from '../../../components/form/form-context'
import './account.css'

interface OtpCredential extends Credential {
  code: string
}

/**
 * One field for the 6-digit code; six digits (typed, pasted, or filled in from the SMS) send the
 * form. `one-time-code` lets phones offer the SMS's code, and where the browser supports WebOTP
 * (the SMS ends with `@host #code`) it fills in by itself.
 */
export function CodeField() {
  const { t } = useLingui()
  const field = useFieldContext<string>()
  const input = useRef<HTMLInputElement>(null)
  const set = (raw: string) => {
    const digits = toLatinDigits(raw).replace(/\D/g, '').slice(0, 6)
    field.handleChange(digits)
    if (digits.length === 6) input.current?.form?.requestSubmit()
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
    <Field label={t`6-digit code`}>
      {(control) => (
        <input
          {...control}
          ref={input}
          className="input code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          dir="ltr"
          value={field.state.value}
          onChange={(e) => set(e.target.value)}
          data-testid="code-input"
        />
      )}
    </Field>
  )
}
