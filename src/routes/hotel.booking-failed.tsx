import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { BookingOutcome } from './-booking/booking-outcome'
import { OutcomeSearch } from './-booking/outcome-search'

/** Spec §2: the payment did not go through; the rooms are released and nothing was charged. */
export const Route = createFileRoute('/hotel/booking-failed')({
  validateSearch: OutcomeSearch,
  component: BookingFailedPage,
})

function BookingFailedPage() {
  const { id } = Route.useSearch()
  return (
    <BookingOutcome
      outcome="failed"
      id={id}
      title={<Trans>Your booking was not completed</Trans>}
      text={
        <Trans>
          The payment did not go through, so the booking was not completed. You can book again at any time.
        </Trans>
      }
    />
  )
}
