import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { HotelDetail } from '../../features/hotels/api/hotel-detail'
import { ChildPolicy } from '../../features/hotels/components/child-policy'
import { formatNumber } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'

/** "14:00" in the reader's digits ("١٤:٠٠"). */
function useTimeOfDay() {
  const { language } = usePreferences()
  return (hhmm: string) => {
    const [h = 0, m = 0] = hhmm.split(':').map(Number)
    const two = { minimumIntegerDigits: 2, useGrouping: false }
    return `${formatNumber(h, language, two)}:${formatNumber(m, language, two)}`
  }
}

function Policy({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className="policy" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export const POLICIES_HEADING_ID = 'hotel-policies-heading'

/** The hotel's house rules, from its data (decision 33): what a guest must know before paying. */
export function HotelPolicies({ hotel }: { hotel: HotelDetail }) {
  const { t } = useLingui()
  const time = useTimeOfDay()
  const checkin = time(hotel.checkin_from)
  const checkout = time(hotel.checkout_until)
  const smoking =
    hotel.smoking_policy === 'no_smoking'
      ? t`Smoking is not allowed anywhere in the hotel.`
      : hotel.smoking_policy === 'designated_areas'
        ? t`Smoking only in the designated areas.`
        : hotel.smoking_policy === 'smoking_rooms_available'
          ? t`Smoking rooms are available; the other rooms are non-smoking.`
          : t`Ask the hotel.`
  const payment =
    hotel.hotel_payment === 'cash_and_card'
      ? t`Extras are paid at the hotel in cash or by card.`
      : hotel.hotel_payment === 'card'
        ? t`Extras are paid at the hotel by card.`
        : t`Extras are paid at the hotel in cash only.`
  return (
    <section className="hotel-section" aria-labelledby={POLICIES_HEADING_ID} data-testid="hotel-policies">
      <h2 id={POLICIES_HEADING_ID}>
        <Trans>Policies</Trans>
      </h2>
      <dl className="policies">
        <Policy label={<Trans>Check-in</Trans>} testId="policy-checkin">
          <Trans>From {checkin}</Trans>
        </Policy>
        <Policy label={<Trans>Check-out</Trans>} testId="policy-checkout">
          <Trans>Until {checkout}</Trans>
        </Policy>
        <Policy label={<Trans>Children</Trans>} testId="policy-children">
          <ChildPolicy
            freeAge={hotel.child_free_age}
            nightRate={hotel.child_night_rate_with_currency}
            currency={hotel.currency}
            decimals={hotel.decimals}
          />
        </Policy>
        <Policy label={<Trans>Smoking</Trans>} testId="policy-smoking">
          {smoking}
        </Policy>
        <Policy label={<Trans>Payment at the hotel</Trans>} testId="policy-payment">
          <Trans>Your stay is paid when you book.</Trans> {payment}
        </Policy>
        {hotel.phone && (
          <Policy label={<Trans>Hotel phone</Trans>} testId="policy-phone">
            <a href={`tel:${hotel.phone.replace(/\s+/g, '')}`} dir="ltr">
              {hotel.phone}
            </a>
          </Policy>
        )}
      </dl>
    </section>
  )
}
