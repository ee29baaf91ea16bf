import { Plural, Trans } from '@lingui/react/macro'
import { useId } from 'react'
import type { Language } from '../../../contract/common'
import { formatNumber } from '../../lib/format'
import { offerEndsAt, timeLeft } from './countdown'

/** Days, hours and minutes left until the offer ends (spec §2 Offers), numbers in the page's language. */
export function OfferCountdown({
  endDate,
  now,
  language,
}: {
  endDate: string
  now: number
  language: Language
}) {
  const labelId = useId()
  const left = timeLeft(offerEndsAt(endDate), now)
  if (!left) {
    return (
      <p className="countdown countdown-ended" data-testid="countdown">
        <Trans>This offer has ended</Trans>
      </p>
    )
  }
  const { days, hours, minutes } = left
  return (
    // A timer is not announced on every tick; the visible text is read when reached.
    <div className="countdown" role="timer" aria-labelledby={labelId} data-testid="countdown">
      <span id={labelId} className="countdown-label">
        <Trans>Ends in</Trans>
      </span>
      <span className="countdown-units">
        {(
          [
            ['days', days, <Plural key="days" value={days} one="day" other="days" />],
            ['hours', hours, <Plural key="hours" value={hours} one="hour" other="hours" />],
            ['minutes', minutes, <Plural key="minutes" value={minutes} one="minute" other="minutes" />],
          ] as const
        ).map(([unit, n, word]) => (
          <span key={unit} className="countdown-unit" data-unit={unit}>
            <strong>{formatNumber(n, language)}</strong> <span>{word}</span>
          </span>
        ))}
      </span>
    </div>
  )
}
