import { useLingui } from '@lingui/react'
import { useStore } from '@tanstack/react-form'
import { type ReactNode, useId } from 'react'
import type { FormError } from './contract-errors'
import { useFieldContext } from './form-context'
import './form.css'

export interface ControlProps {
  id: string
  name: string
  'aria-invalid': boolean
  'aria-describedby'?: string
  'aria-required'?: true
}

interface Props {
  label: ReactNode
  hint?: ReactNode
  /** Ids of other descriptions (a password's rule list). */
  describedBy?: string
  /** Marked with an asterisk and `aria-required` (where the form does not say "all required"). */
  required?: boolean
  className?: string
  children: (control: ControlProps) => ReactNode
}

/** The first of a field's errors, in the reader's language; null when there is none. */
export function useFieldError(): string | null {
  const field = useFieldContext<unknown>()
  const errors = useStore(field.store, (s) => s.meta.errors as FormError[])
  const { i18n } = useLingui()
  const first = errors[0]
  if (first === undefined) return null
  return typeof first === 'string' ? first : i18n._(first.message)
}

/**
 * A label above its control, then the hint and the field's error, wired for screen readers:
 * the control is `aria-invalid` and described by both. One error at a time: the first is the
 * one to fix first. The control comes from `children`, which spreads the props it is given.
 */
export function Field({ label, hint, describedBy, required, className, children }: Props) {
  const field = useFieldContext<unknown>()
  const error = useFieldError()
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const described = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined
  return (
    <div className={`form-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({
        id,
        name: field.name,
        'aria-invalid': Boolean(error),
        'aria-describedby': described,
        ...(required && { 'aria-required': true }),
      })}
      {error && <FieldError id={errorId} message={error} />}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  )
}

/** An error under a control, with its icon (colour is not the only sign). */
export function FieldError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} className="field-error" data-testid="field-error">
      <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 7v6M12 16.5v.5" stroke="#fff" strokeWidth={2.4} strokeLinecap="round" />
      </svg>
      {message}
    </p>
  )
}
