import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId, useState } from 'react'
import { Field } from '../../../components/form/field'
import { useFieldContext } from '../../../components/form/form-context'
import { PasswordRules } from './password-rules'
import './account.css'

interface Props {
  label: ReactNode
  autoComplete: 'current-password' | 'new-password'
  describedBy?: string
}

/** A password with a show/hide toggle; the button's name stays, its pressed state says which. */
export function PasswordField({ label, autoComplete, describedBy }: Props) {
  const { t } = useLingui()
  const field = useFieldContext<string>()
  const [visible, setVisible] = useState(false)
  return (
    <Field label={label} describedBy={describedBy}>
      {(control) => (
        <div className="password-input">
          <input
            {...control}
            className="input"
            type={visible ? 'text' : 'password'}
            value={field.state.value}
            autoComplete={autoComplete}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            dir="ltr"
            onChange={(e) => field.handleChange(e.target.value)}
          />
          <button
            type="button"
            className="password-toggle"
            aria-pressed={visible}
            aria-label={t`Show password`}
            onClick={() => setVisible((v) => !v)}
          >
            <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <g
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
                <circle cx="12" cy="12" r="3" />
                {visible && <path d="M4 4l16 16" />}
              </g>
            </svg>
          </button>
        </div>
      )}
    </Field>
  )
}

/** A new password, with the §5 rules under it ticked off as they are met. */
export function NewPasswordField({ label }: { label: ReactNode }) {
  const rulesId = useId()
  const field = useFieldContext<string>()
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" describedBy={rulesId} />
      <PasswordRules id={rulesId} password={field.state.value} />
    </>
  )
}
