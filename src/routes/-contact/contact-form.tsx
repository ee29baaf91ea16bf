import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { CONTACT_LIMITS } from '../../../contract/contact'
import { useSendContactMessage } from '../../features/contact/api/send-message'
import {
  type ContactErrors,
  type ContactField,
  serverContactErrors,
  validateContact,
} from '../../features/contact/validate'
import { ApiError } from '../../lib/api'
import { formatNumber } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import { useSession } from '../../lib/use-session'

type Values = Record<ContactField, string>

/**
 * The message form (spec §2 Contact): full name, e-mail, address and message, all required.
 * Checked with the server's schema before sending; after a first try it re-checks as you type.
 */
export function ContactForm() {
  const { t, i18n } = useLingui()
  const { language } = usePreferences()
  const user = useSession()?.userAuth
  const member = user && !user.is_guest ? user : undefined
  const [values, setValues] = useState<Values>(() => ({
    name: member?.name ?? '',
    email: member?.email ?? '',
    address: '',
    message: '',
  }))
  const [errors, setErrors] = useState<ContactErrors>({})
  const [tried, setTried] = useState(false)
  const send = useSendContactMessage()
  const form = useRef<HTMLFormElement>(null)
  const done = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (send.isSuccess) done.current?.focus()
  }, [send.isSuccess])

  const change = (field: ContactField) => (value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (tried) {
      const checked = validateContact(next, i18n)
      setErrors(checked.ok ? {} : checked.errors)
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (send.isPending) return
    setTried(true)
    const checked = validateContact(values, i18n)
    if (!checked.ok) {
      setErrors(checked.errors)
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setErrors({})
    send.mutate(checked.output, {
      onError: (err) => setErrors(serverContactErrors(err)),
    })
  }

  if (send.isSuccess) {
    return (
      <div className="contact-success" role="status" tabIndex={-1} ref={done} data-testid="contact-success">
        <svg width={48} height={48} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth={2.2} strokeLinecap="round" />
        </svg>
        <h3>
          <Trans>Thank you, your message was sent</Trans>
        </h3>
        <p>
          <Trans>
            We will answer at <span dir="ltr">{send.variables.email}</span>, usually within one working day.
          </Trans>
        </p>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            send.reset()
            setTried(false)
            setValues((v) => ({ ...v, message: '' }))
          }}
        >
          <Trans>Write another message</Trans>
        </button>
      </div>
    )
  }

  const failure = send.isError ? send.error : null
  const count = formatNumber([...values.message.trim()].length, language)
  const max = formatNumber(CONTACT_LIMITS.message.max, language)
  const min = formatNumber(CONTACT_LIMITS.message.min, language)
  return (
    <form ref={form} className="contact-form" noValidate onSubmit={submit} data-testid="contact-form">
      {failure && (
        <div className="contact-alert" role="alert" data-testid="contact-error">
          {failure instanceof ApiError ? (
            failure.message
          ) : (
            <Trans>Check your connection and try again.</Trans>
          )}
        </div>
      )}
      <fieldset className="contact-fields" disabled={send.isPending}>
        <legend className="visually-hidden">
          <Trans>Your message</Trans>
        </legend>
        <p className="contact-required-note">
          <Trans>All fields are required.</Trans>
        </p>
        <div className="contact-row">
          <Field label={t`Full name`} errors={errors.name}>
            {(control) => (
              <input
                {...control}
                name="name"
                className="contact-input"
                autoComplete="name"
                maxLength={CONTACT_LIMITS.name}
                aria-required="true"
                value={values.name}
                onChange={(e) => change('name')(e.target.value)}
              />
            )}
          </Field>
          <Field label={t`E-mail`} errors={errors.email}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                dir="ltr"
                className="contact-input"
                autoComplete="email"
                aria-required="true"
                value={values.email}
                onChange={(e) => change('email')(e.target.value)}
              />
            )}
          </Field>
        </div>
        <Field
          label={t`Address`}
          errors={errors.address}
          hint={t`Your city and area, so we can help with places near you.`}
        >
          {(control) => (
            <input
              {...control}
              name="address"
              className="contact-input"
              autoComplete="street-address"
              maxLength={CONTACT_LIMITS.address}
              aria-required="true"
              value={values.address}
              onChange={(e) => change('address')(e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t`Message`}
          errors={errors.message}
          hint={t`${count} of ${max} characters, at least ${min}`}
        >
          {(control) => (
            <textarea
              {...control}
              name="message"
              className="contact-input contact-textarea"
              rows={6}
              aria-required="true"
              value={values.message}
              onChange={(e) => change('message')(e.target.value)}
            />
          )}
        </Field>
        <div className="contact-actions">
          <button type="submit" className="btn btn-primary contact-submit" aria-busy={send.isPending}>
            {send.isPending && <span className="contact-spinner" aria-hidden="true" />}
            {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
          </button>
        </div>
      </fieldset>
    </form>
  )
}

interface ControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby'?: string
}

/** A label above its control, then a hint and the error, wired for screen readers. */
function Field({
  label,
  errors,
  hint,
  children,
}: {
  label: string
  errors?: string[]
  hint?: string
  children: (control: ControlProps) => ReactNode
}) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = errors?.length ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className="contact-field">
      <label htmlFor={id}>
        {label}
        <span className="contact-required" aria-hidden="true">
          {' *'}
        </span>
      </label>
      {children({ id, 'aria-invalid': Boolean(errorId), 'aria-describedby': describedBy })}
      {errorId && (
        <p id={errorId} className="contact-error" data-testid="field-error">
          <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="currentColor" />
            <path d="M12 7v6M12 16.5v.5" stroke="#fff" strokeWidth={2.4} strokeLinecap="round" />
          </svg>
          {errors?.[0]}
        </p>
      )}
      {hint && (
        <p id={hintId} className="contact-hint">
          {hint}
        </p>
      )}
    </div>
  )
}
