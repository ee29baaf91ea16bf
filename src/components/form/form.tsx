import { useLingui } from '@lingui/react'
import { useStore } from '@tanstack/react-form'
import type { ComponentType, FormHTMLAttributes, PropsWithChildren, ReactNode, Ref } from 'react'
import type { FormError } from './contract-errors'
import { useFormContext } from './form-context'
import './form.css'

interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** A form of `useContractForm`. */
  form: {
    handleSubmit(): Promise<unknown>
    state: { isSubmitting: boolean }
    AppForm: ComponentType<PropsWithChildren>
  }
  ref?: Ref<HTMLFormElement>
}

/**
 * The `<form>` element of a contract form: the browser's own checks off (the contract's speak
 * the reader's language), and after a submit that did not go through, focus on the first field
 * in error, so keyboard and screen-reader users land on what to fix.
 */
export function Form({ form, children, ...props }: FormProps) {
  return (
    <form
      noValidate
      {...props}
      onSubmit={(e) => {
        e.preventDefault()
        // A second Enter, or a code field completing itself, while the first is on its way.
        if (form.state.isSubmitting) return
        const element = e.currentTarget
        void form
          .handleSubmit()
          .then(() =>
            requestAnimationFrame(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
          )
      }}
    >
      <form.AppForm>{children}</form.AppForm>
    </form>
  )
}

/**
 * The submit button: with a spinner and `aria-busy` while the form is being sent, and marked
 * unavailable with `aria-disabled` rather than `disabled` — a disabled button drops the keyboard's
 * focus to the page's start, and the form ignores a second submit on its own (`Form`). `busy`
 * (work outside the form) and `disabled` disable it for real.
 */
export function SubmitButton({
  children,
  className = 'btn btn-primary',
  busy,
  disabled,
  testId,
}: {
  children: ReactNode
  className?: string
  /** Busy beyond the submit itself (a payment page loading after it). */
  busy?: boolean
  disabled?: boolean
  testId?: string
}) {
  const form = useFormContext()
  const sending = useStore(form.store, (s) => s.isSubmitting)
  const submitting = sending || Boolean(busy)
  return (
    <button
      type="submit"
      className={className}
      disabled={Boolean(busy) || disabled}
      aria-disabled={sending || undefined}
      aria-busy={submitting}
      data-testid={testId}
    >
      {submitting && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  )
}

/**
 * What the form itself was told (a refusal about no field of it: a spent reset link, a wrong
 * sign-up passcode), as an alert above the submit button.
 */
export function FormAlert({ testId }: { testId?: string }) {
  const form = useFormContext()
  const errors = useStore(form.store, (s) => s.errors as (FormError | FormError[])[]).flat()
  const { i18n } = useLingui()
  if (!errors.length) return null
  return (
    <div className="form-alert" role="alert" data-testid={testId}>
      {errors.map((e) => (typeof e === 'string' ? e : i18n._(e.message))).join(' ')}
    </div>
  )
}
