import { Plural, Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { isoDate } from '../../../contract/common'
import { formatDate } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'

/** The stay as a quote and a reservation both give it. */
interface Stay {
  checkin: string
  checkout: string
  nights: number
  adults: number
  children: number
}

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
}

/** One fact in a `<dl>`: its term and its value. */
export function Fact({
  label,
  children,
  testId,
  className,
}: {
  label: ReactNode
  children: ReactNode
  testId?: string
  className?: string
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  )
}

/** A day of the stay in the reader's language, or 'not available' (spec §2) without one. */
export function StayDate({ iso }: { iso: string }) {
  const { language } = usePreferences()
  if (!v.is(isoDate, iso)) return <Trans>Not available</Trans>
  return <time dateTime={iso}>{formatDate(iso, language, LONG_DATE)}</time>
}

/** Arrival, departure, length of stay and party (spec §2 Booking summary). */
export function StayFacts({ stay: { checkin, checkout, nights, adults, children } }: { stay: Stay }) {
  return (
    <dl className="booking-facts" data-testid="stay-facts">
      <Fact label={<Trans>Arrival</Trans>} testId="stay-checkin">
        <StayDate iso={checkin} />
      </Fact>
      <Fact label={<Trans>Departure</Trans>} testId="stay-checkout">
        <StayDate iso={checkout} />
      </Fact>
      <Fact label={<Trans>Length of stay</Trans>} testId="stay-nights">
        <Plural value={nights} one="# night" other="# nights" />
      </Fact>
      <Fact label={<Trans>Guests</Trans>} testId="stay-guests">
        <Party adults={adults} childCount={children} />
      </Fact>
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
