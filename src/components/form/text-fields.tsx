import { Trans } from '@lingui/react/macro'
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { Field } from './field'
import { useFieldContext } from './form-context'

interface Common {
  label: ReactNode
  hint?: ReactNode
  required?: boolean
}
type Omitted = 'onChange' | 'value' | 'name' | 'id'

/** A one-line text input: names, e-mail addresses, cities, codes. */
export function TextField({
  label,
  hint,
  required,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, Omitted>) {
  const field = useFieldContext<string>()
  return (
    <Field label={label} hint={hint} required={required}>
      {(control) => (
        <input
          className="input"
          {...input}
          {...control}
          value={field.state.value}
          onChange={(e) => field.handleChange(e.target.value)}
        />
      )}
    </Field>
  )
}

/** The e-mail address of every form (sign-up, profile, booking details, contact). */
export function EmailField({ required }: { required?: boolean }) {
  return (
    <TextField
      label={<Trans>E-mail</Trans>}
      required={required}
      type="email"
      autoComplete="email"
      dir="ltr"
    />
  )
}

/** Several lines of text (a message, a comment). */
export function TextAreaField({
  label,
  hint,
  required,
  ...textarea
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Omitted>) {
  const field = useFieldContext<string>()
  return (
    <Field label={label} hint={hint} required={required}>
      {(control) => (
        <textarea
          className="input"
          {...textarea}
          {...control}
          value={field.state.value}
          onChange={(e) => field.handleChange(e.target.value)}
        />
      )}
    </Field>
  )
}

/** A choice among a few values; the options are its children. */
export function SelectField({
  label,
  hint,
  required,
  children,
  ...select
}: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, Omitted>) {
  const field = useFieldContext<string>()
  return (
    <Field label={label} hint={hint} required={required}>
      {(control) => (
        <select
          className="input"
          {...select}
          {...control}
          value={field.state.value}
          onChange={(e) => field.handleChange(e.target.value)}
        >
          {children}
        </select>
      )}
    </Field>
  )
}
