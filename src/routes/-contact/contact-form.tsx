import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useEffect, useRef } from 'react'
import { CONTACT_LIMITS, ContactBody } from '../../../contract/contact'
import { Form, FormAlert, SubmitButton } from '../../components/form/form'
import { useContractForm } from '../../components/form/form-hook'
import { EmailField } from '../../components/form/text-fields'
import { useSendContactMessage } from '../../features/contact/api/send-message'
import { formatNumber } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import { useSession } from '../../lib/use-session'

/**
 * The message form (spec §2 Contact): full name, e-mail, address and message, all required.
 * Checked with the server's schema before sending; after a first try it re-checks as you type.
 */
export function ContactForm() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const user = useSession()?.userAuth
  const member = user && !user.is_guest ? user : undefined
  const send = useSendContactMessage()
  const done = useRef<HTMLDivElement>(null)
  const form = useContractForm({
    schema: ContactBody,
    defaultValues: { name: member?.name ?? '', email: member?.email ?? '', address: '', message: '' },
    onSubmit: (body) => send.mutateAsync(body),
    // A refusal of the whole message (too many, no connection) is said above the button.
    refusalIn: 'alert',
  })
  const message = useStore(form.store, (s) => s.values.message)

  useEffect(() => {
    if (send.isSuccess) done.current?.focus()
  }, [send.isSuccess])

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
            form.reset({ ...form.state.values, message: '' })
          }}
        >
          <Trans>Write another message</Trans>
        </button>
      </div>
    )
  }

  const count = formatNumber([...message.trim()].length, language)
  const max = formatNumber(CONTACT_LIMITS.message.max, language)
  const min = formatNumber(CONTACT_LIMITS.message.min, language)
  return (
    <Form form={form} className="form-stack" data-testid="contact-form">
      <fieldset className="plain-fieldset form-stack" disabled={send.isPending}>
        <legend className="visually-hidden">
          <Trans>Your message</Trans>
        </legend>
        <p className="contact-required-note">
          <Trans>All fields are required.</Trans>
        </p>
        <div className="form-row">
          <form.AppField name="name">
            {(field) => (
              <field.TextField
                label={t`Full name`}
                required
                autoComplete="name"
                maxLength={CONTACT_LIMITS.name}
              />
            )}
          </form.AppField>
          <form.AppField name="email">{() => <EmailField required />}</form.AppField>
        </div>
        <form.AppField name="address">
          {(field) => (
            <field.TextField
              label={t`Address`}
              hint={t`Your city and area, so we can help with places near you.`}
              required
              autoComplete="street-address"
              maxLength={CONTACT_LIMITS.address}
            />
          )}
        </form.AppField>
        <form.AppField name="message">
          {(field) => (
            <field.TextAreaField
              label={t`Message`}
              hint={t`${count} of ${max} characters, at least ${min}`}
              required
              className="input contact-textarea"
              rows={6}
            />
          )}
        </form.AppField>
        <FormAlert testId="contact-error" />
        <div className="form-actions">
          <SubmitButton className="btn btn-primary contact-submit">
            <Trans>Send message</Trans>
          </SubmitButton>
        </div>
      </fieldset>
    </Form>
  )
}
