import { Plural, Trans } from '@lingui/react/macro'
import * as v from 'valibot'
import { isoDate } from '../../../contract/common'
import { formatDate } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'

interface Props {
  checkin: string
  checkout: string
  nights: number
  adults: number
  childCount: number
}

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
}

/** A day of the stay in the reader's language, or 'not available' (spec §2) without one. */
export function StayDate({ iso }: { iso: string }) {
  const { language } = usePreferences()
  if (!v.is(isoDate, iso)) return <Trans>Not available</Trans>
  return <time dateTime={iso}>{formatDate(iso, language, LONG_DATE)}</time>
}

/** Arrival, departure, length of stay and party (spec §2 Booking summary). */
export function StayFacts({ checkin, checkout, nights, adults, childCount }: Props) {
  return (
    <dl className="booking-facts" data-testid="stay-facts">
      <div>
        <dt>
          <Trans>Arrival</Trans>
        </dt>
        <dd data-testid="stay-checkin">
          <StayDate iso={checkin} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Departure</Trans>
        </dt>
        <dd data-testid="stay-checkout">
          <StayDate iso={checkout} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Length of stay</Trans>
        </dt>
        <dd data-testid="stay-nights">
          <Plural value={nights} one="# night" other="# nights" />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Guests</Trans>
        </dt>
        <dd data-testid="stay-guests">
          <Party adults={adults} childCount={childCount} />
        </dd>
      </div>
    </dl>
  )
}

/** "2 adults, 1 child" in the reader's language. */
export function Party({ adults, childCount }: { adults: number; childCount: number }) {
  const adultsText = <Plural value={adults} one="# adult" other="# adults" />
  if (childCount === 0) return adultsText
  const childrenText = <Plural value={childCount} one="# child" other="# children" />
  return (
    <Trans>
      {adultsText}, {childrenText}
    </Trans>
  )
}
