import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { UserAuth } from '../../../contract/auth'
import { ConfirmBody, type Reservation } from '../../../contract/booking'
import type { Language } from '../../../contract/common'
import { Form, FormAlert, SubmitButton } from '../../components/form/form'
import { useContractForm } from '../../components/form/form-hook'
import { EmailField } from '../../components/form/text-fields'
import { useErrorText } from '../../components/form/use-error-text'
import { useToast } from '../../components/ui/toast'
import { CountryField } from '../../features/account/components/country-field'
import { PhoneField } from '../../features/account/components/phone-field'
import { countryToShow, countryToStore } from '../../features/account/country-names'
import { composePhone, splitPhone } from '../../features/account/phone'
import { useConfirmReservation } from '../../features/booking/api/confirm-reservation'
import { usePreferences } from '../../lib/preferences'
import { useOffline } from '../../lib/use-offline'
import { useSession } from '../../lib/use-session'
import { ArrivalTimeField, arrivalTime, splitArrivalTime } from './arrival-time-field'

/**
 * What the form starts with: the details given before (the "complete payment" path), else the
 * signed-in person's profile. A guest's placeholder account has nothing worth copying.
 */
function initialValues(reservation: Reservation, user: UserAuth | undefined, language: Language) {
  const guest = reservation.guest
  const known = user && !user.is_guest ? user : undefined
  return {
    full_name: guest?.full_name ?? known?.name ?? '',
    // Stored as digits only (§3): put the plus back to read the calling code.
    phone: guest
      ? splitPhone(guest.phone ? `+${guest.phone.replace(/^\+/, '')}` : null)
      : splitPhone(known?.phone ?? null),
    email: guest?.email ?? known?.email ?? '',
    country: countryToShow(guest?.country ?? known?.country ?? null, language),
    arrival_time: splitArrivalTime(guest?.arrival_time),
  }
}

/**
 * Spec §2 Confirmation form and §5 rules: full name, phone (calling code and number, sent as
 * digits only), e-mail, country and arrival time, checked with the contract's ConfirmBody. Then
 * the payment page, or for an agent (and a booking needing no payment) the done page.
 */
export function GuestDetailsForm({
  reservation,
  onHoldEnded,
}: {
  reservation: Reservation
  onHoldEnded(): void
}) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const toast = useToast()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const session = useSession()
  const confirm = useConfirmReservation()
  const [initial] = useState(() => initialValues(reservation, session?.userAuth, language))
  const form = useContractForm({
    schema: ConfirmBody,
    defaultValues: initial,
    toInput: (values) => ({
      ...values,
      phone: composePhone(values.phone),
      country: countryToStore(values.country, language),
      arrival_time: arrivalTime(values.arrival_time),
    }),
    onSubmit: async (body) => {
      const { payment_url } = await confirm.mutateAsync({ id: reservation.id, body })
      // Spec §4: the payment page, unless the person is an agent.
      if (typeof payment_url === 'string' && !session?.userAuth.is_agent) window.location.assign(payment_url)
      else await navigate({ to: '/hotel/booking-done', search: { id: reservation.id } })
    },
    onRefused: (err) => {
      // §8: "Error confirming booking", with the server's reason; the hold may have run out
      // meanwhile, which the page shows.
      toast.show(`${t`Error confirming booking`}: ${errorText(err)}`, 'error')
      onHoldEnded()
      return true
    },
  })
  // Kept busy while the payment page loads.
  const busy = confirm.isPending || confirm.isSuccess
  // Offline the details can still be typed; sending waits for the connection (the page says so).
  const offline = useOffline()

  return (
    <Form
      form={form}
      className="booking-card form-stack"
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
      <fieldset className="plain-fieldset form-stack" disabled={busy}>
        <form.AppField name="full_name">
          {(field) => (
            <field.TextField label={<Trans>Full name</Trans>} autoComplete="name" maxLength={120} />
          )}
        </form.AppField>
        <div className="form-row">
          <form.AppField name="phone">{() => <PhoneField label={<Trans>Phone</Trans>} />}</form.AppField>
          <form.AppField name="email">{() => <EmailField />}</form.AppField>
        </div>
        <div className="form-row">
          <form.AppField name="country">
            {() => <CountryField label={<Trans>Country</Trans>} />}
          </form.AppField>
          <form.AppField name="arrival_time">{() => <ArrivalTimeField />}</form.AppField>
        </div>
        <FormAlert />
      </fieldset>
      <div className="form-actions">
        <SubmitButton
          className="btn btn-primary booking-submit"
          busy={busy}
          disabled={offline}
          testId="confirm-booking"
        >
          <Trans>Complete booking</Trans>
        </SubmitButton>
      </div>
    </Form>
  )
}
