import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import { FORMAT_LOCALE } from '../../lib/i18n'
import { usePreferences } from '../../lib/preferences'

/** Milliseconds until `iso`, ticking every second (and at once when the tab shows again). */
export function useMsLeft(iso: string | null): number | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!iso) return
    const tick = () => setNow(Date.now())
    const id = window.setInterval(tick, 1_000)
    document.addEventListener('visibilitychange', tick)
    return () => {
      window.clearInterval(id)
      document.removeEventListener('visibilitychange', tick)
    }
  }, [iso])
  if (!iso) return null
  return Math.max(0, Date.parse(iso) - now)
}

/**
 * How long the rooms stay held (spec: HOLD_MINUTES), as mm:ss. Not announced every second;
 * screen readers hear it when they reach it, and once more when two minutes are left.
 */
export function HoldCountdown({ msLeft }: { msLeft: number }) {
  const { language } = usePreferences()
  const labelId = useId()
  const seconds = Math.ceil(msLeft / 1_000)
  const two = new Intl.NumberFormat(FORMAT_LOCALE[language], { minimumIntegerDigits: 2, useGrouping: false })
  const clock = `${two.format(Math.floor(seconds / 60))}:${two.format(seconds % 60)}`
  const urgent = seconds <= 120
  return (
    <div className="hold-countdown" data-urgent={urgent || undefined} data-testid="hold-countdown">
      <span id={labelId}>
        <Trans>Your rooms are held for</Trans>
      </span>{' '}
      <strong role="timer" aria-labelledby={labelId} dir="ltr">
        {clock}
      </strong>
      <span className="visually-hidden" aria-live="polite">
        {urgent && seconds > 0 ? <Trans>Less than two minutes left to complete your booking.</Trans> : null}
      </span>
    </div>
  )
}
