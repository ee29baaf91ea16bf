import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { BookingOutcome } from './-booking/booking-outcome'
import { OutcomeSearch } from './-booking/outcome-search'

/** Spec §2: the booking went through (paid online, or confirmed by an agent). */
export const Route = createFileRoute('/hotel/booking-done')({
  validateSearch: OutcomeSearch,
  component: BookingDonePage,
})

function BookingDonePage() {
  const { id } = Route.useSearch()
  return (
    <BookingOutcome
      outcome="done"
      id={id}
      title={<Trans>Your booking is confirmed</Trans>}
      text={
        <Trans>
          Thank you for booking with Funduq. We have sent the details to your e-mail address; your voucher is
          in My bookings.
        </Trans>
      }
    />
  )
}
