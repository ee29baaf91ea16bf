import { Trans } from '@lingui/react/macro'
import { type InputHTMLAttributes, type ReactNode, useId } from 'react'

export interface ControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby'?: string
}

interface Props {
  label: ReactNode
  /** Messages to show under the control (client checks or the server's field errors). */
  errors?: string[]
  hint?: ReactNode
  /** Ids of other descriptions (a password's rule list). */
  describedBy?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}

/** A label above its control, then a hint and the errors, all wired for screen readers. */
export function Field({ label, errors, hint, describedBy, className, children }: Props) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = errors?.length ? `${id}-error` : undefined
  const described = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined
  return (
    <div className={`form-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(errorId), 'aria-describedby': described })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {errorId && <FieldErrorList id={errorId} errors={errors ?? []} />}
    </div>
  )
}

export function FieldErrorList({ id, errors }: { id?: string; errors: string[] }) {
  return (
    <ul id={id} className="field-errors" data-testid="field-error">
      {errors.map((message) => (
        <li key={message}>
          <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="currentColor" />
            <path d="M12 7v6M12 16.5v.5" stroke="#fff" strokeWidth={2.4} strokeLinecap="round" />
          </svg>
          {message}
        </li>
      ))}
    </ul>
  )
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: ReactNode
  errors?: string[]
  hint?: ReactNode
  value: string
  onChange: (value: string) => void
}

/** A one-line text input in a Field: names, e-mail addresses, cities. */
export function TextField({ label, errors, hint, value, onChange, ...input }: TextFieldProps) {
  return (
    <Field label={label} errors={errors} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...input}
          className="input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )
}

/** The e-mail address field of every form (sign-up, profile, booking details). */
export function EmailField({
  value,
  onChange,
  errors,
}: {
  value: string
  onChange: (value: string) => void
  errors?: string[]
}) {
  return (
    <TextField
      label={<Trans>E-mail</Trans>}
      errors={errors}
      name="email"
      type="email"
      autoComplete="email"
      dir="ltr"
      value={value}
      onChange={onChange}
    />
  )
}
