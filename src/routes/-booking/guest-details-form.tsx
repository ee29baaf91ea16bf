import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useRef, useState } from 'react'
import type { UserAuth } from '../../../contract/auth'
import { ConfirmBody, type Reservation } from '../../../contract/booking'
import type { Language } from '../../../contract/common'
import { messages as m } from '../../../contract/messages'
import { useToast } from '../../components/ui/toast'
import { CountryField } from '../../features/account/components/country-field'
import { EmailField, FieldErrorList, TextField } from '../../features/account/components/field'
import { PhoneField } from '../../features/account/components/phone-field'
import { countryToShow, countryToStore } from '../../features/account/country-names'
import {
  type FieldErrors,
  focusFirstInvalid,
  serverFieldErrors,
  validate,
} from '../../features/account/form-errors'
import { composePhone, type PhoneValue, splitPhone } from '../../features/account/phone'
import { useErrorText } from '../../features/account/use-error-text'
import { useConfirmReservation } from '../../features/booking/api/confirm-reservation'
import { FORMAT_LOCALE } from '../../lib/i18n'
import { usePreferences } from '../../lib/preferences'
import { useOffline } from '../../lib/use-offline'
import { useSession } from '../../lib/use-session'
import '../../features/account/components/account.css'

type TextFields = 'full_name' | 'email' | 'country'

const HOURS = Array.from({ length: 24 }, (_, n) => String(n).padStart(2, '0'))
const MINUTES = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'))

/**
 * What the form starts with: the details given before (the "complete payment" path), else the
 * signed-in person's profile. A guest's placeholder account has nothing worth copying.
 */
function initialValues(reservation: Reservation, user: UserAuth | undefined, language: Language) {
  const guest = reservation.guest
  if (guest) {
    const [hour = '', minute = ''] = guest.arrival_time.split(':')
    return {
      text: {
        full_name: guest.full_name,
        email: guest.email,
        country: countryToShow(guest.country, language),
      },
      // Stored as digits only (§3): put the plus back to read the calling code.
      phone: splitPhone(guest.phone ? `+${guest.phone.replace(/^\+/, '')}` : null),
      hour,
      minute,
    }
  }
  const known = user && !user.is_guest ? user : undefined
  return {
    text: {
      full_name: known?.name ?? '',
      email: known?.email ?? '',
      country: countryToShow(known?.country ?? null, language),
    },
    phone: splitPhone(known?.phone ?? null),
    hour: '',
    minute: '',
  }
}

/**
 * Spec §2 Confirmation form and §5 rules: full name, phone (calling code and number, sent as
 * digits only), e-mail, country and arrival time, checked with the contract's ConfirmBody on
 * submit; the server's field messages show the same way. Then the payment page, or for an
 * agent (and a booking needing no payment) the done page.
 */
export function GuestDetailsForm({
  reservation,
  onHoldEnded,
}: {
  reservation: Reservation
  onHoldEnded(): void
}) {
  const { t, i18n } = useLingui()
  const { language } = usePreferences()
  const toast = useToast()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const session = useSession()
  const mutation = useConfirmReservation()
  const form = useRef<HTMLFormElement>(null)
  const [initial] = useState(() => initialValues(reservation, session?.userAuth, language))
  const [values, setValues] = useState<Record<TextFields, string>>(initial.text)
  const [phone, setPhone] = useState<PhoneValue>(initial.phone)
  const [hour, setHour] = useState(initial.hour)
  const [minute, setMinute] = useState(initial.minute)
  const [errors, setErrors] = useState<FieldErrors>({})
  const busy = mutation.isPending || mutation.isSuccess
  // Offline the details can still be typed; sending waits for the connection (the page says so).
  const offline = useOffline()

  const clear = (name: string) => setErrors(({ [name]: _, ...rest }) => rest)
  const change = (name: TextFields, value: string) => {
    setValues((old) => ({ ...old, [name]: value }))
    clear(name)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const checked = validate(
      ConfirmBody,
      {
        full_name: values.full_name,
        email: values.email,
        phone: composePhone(phone),
        country: countryToStore(values.country, language),
        arrival_time: hour && minute ? `${hour}:${minute}` : '',
      },
      i18n,
    )
    if (!checked.ok) {
      setErrors(firstOfEach(checked.errors))
      focusFirstInvalid(form.current)
      return
    }
    setErrors({})
    mutation.mutate(
      { id: reservation.id, body: checked.output },
      {
        onSuccess: ({ payment_url }) => {
          // Spec §4: the payment page, unless the person is an agent.
          if (typeof payment_url === 'string' && !session?.userAuth.is_agent) {
            window.location.assign(payment_url)
          } else {
            void navigate({ to: '/hotel/booking-done', search: { id: reservation.id } })
          }
        },
        onError: (err) => {
          const fields = serverFieldErrors(err)
          if (fields) {
            setErrors(fields)
            focusFirstInvalid(form.current)
          }
          // §8: "Error confirming booking", with the server's reason.
          toast.show(`${t`Error confirming booking`}: ${errorText(err)}`, 'error')
          // The hold may have run out meanwhile: the page shows it.
          onHoldEnded()
        },
      },
    )
  }

  return (
    <form
      ref={form}
      className="booking-card account-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="guest-details-heading"
      aria-busy={busy}
      data-testid="guest-details-form"
    >
      <div>
        <h2 id="guest-details-heading" className="booking-card-title">
          <Trans>Who is staying?</Trans>
        </h2>
        <p className="booking-note">
          <Trans>All fields are required. We send the voucher to this e-mail address.</Trans>
        </p>
      </div>
      <fieldset className="plain-fieldset account-form" disabled={busy}>
        <TextField
          label={<Trans>Full name</Trans>}
          errors={errors.full_name}
          name="full_name"
          autoComplete="name"
          maxLength={120}
          value={values.full_name}
          onChange={(value) => change('full_name', value)}
        />
        <div className="form-row">
          <PhoneField
            label={<Trans>Phone</Trans>}
            value={phone}
            onChange={(value) => {
              setPhone(value)
              clear('phone')
            }}
            errors={errors.phone}
          />
          <EmailField
            value={values.email}
            onChange={(value) => change('email', value)}
            errors={errors.email}
          />
        </div>
        <div className="form-row">
          <CountryField
            label={<Trans>Country</Trans>}
            value={values.country}
            onChange={(value) => change('country', value)}
            errors={errors.country}
          />
          <ArrivalTime
            hour={hour}
            minute={minute}
            errors={errors.arrival_time}
            onHour={(h) => {
              setHour(h)
              clear('arrival_time')
            }}
            onMinute={(value) => {
              setMinute(value)
              clear('arrival_time')
            }}
          />
        </div>
        {errors['']?.length ? <FieldErrorList errors={errors['']} /> : null}
      </fieldset>
      <p className="visually-hidden" aria-live="polite" data-testid="form-status">
        {Object.keys(errors).length > 0 ? i18n._(m.invalidRequest.id) : ''}
      </p>
      <div className="form-actions">
        <button
          type="submit"
          className="btn btn-primary booking-submit"
          disabled={busy || offline}
          aria-busy={busy}
          data-testid="confirm-booking"
        >
          {busy && <span className="spinner" aria-hidden="true" />}
          <Trans>Complete booking</Trans>
        </button>
      </div>
    </form>
  )
}

/** One message per field: "required" says it all, the pattern's message can wait. */
function firstOfEach(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.slice(0, 1)]))
}

/** Spec §5: arrival hour 00–23 and minute 00–59, both required. */
function ArrivalTime({
  hour,
  minute,
  errors,
  onHour,
  onMinute,
}: {
  hour: string
  minute: string
  errors?: string[]
  onHour(h: string): void
  onMinute(m: string): void
}) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const id = useId()
  const errorId = errors?.length ? `${id}-error` : undefined
  const digits = new Intl.NumberFormat(FORMAT_LOCALE[language], {
    minimumIntegerDigits: 2,
    useGrouping: false,
  })
  return (
    <fieldset className="plain-fieldset form-field" aria-describedby={errorId}>
      <legend className="field-legend">
        <Trans>Arrival time</Trans>
      </legend>
      <div className="arrival-time" dir="ltr">
        <select
          className="input"
          name="arrival_hour"
          aria-label={t`Hour`}
          aria-invalid={Boolean(errorId) && (!hour || Boolean(minute))}
          aria-describedby={errorId}
          value={hour}
          onChange={(e) => onHour(e.target.value)}
        >
          <option value="">{t`Hour`}</option>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {digits.format(Number(h))}
            </option>
          ))}
        </select>
        <span aria-hidden="true">:</span>
        <select
          className="input"
          name="arrival_minute"
          aria-label={t`Minutes`}
          aria-invalid={Boolean(errorId) && !minute}
          aria-describedby={errorId}
          value={minute}
          onChange={(e) => onMinute(e.target.value)}
        >
          <option value="">{t`Minutes`}</option>
          {MINUTES.map((mm) => (
            <option key={mm} value={mm}>
              {digits.format(Number(mm))}
            </option>
          ))}
        </select>
      </div>
      {errorId && <FieldErrorList id={errorId} errors={errors ?? []} />}
    </fieldset>
  )
}
