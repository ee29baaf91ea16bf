import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { FORMAT_LOCALE } from '../../../lib/i18n'
import { usePreferences } from '../../../lib/preferences'

/** Seconds left until `until` (epoch ms), ticking once a second. */
function useSecondsLeft(until: number) {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000))
  const [seconds, setSeconds] = useState(left)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `until`, the trigger
  useEffect(() => {
    setSeconds(left())
    const timer = window.setInterval(() => {
      const s = left()
      setSeconds(s)
      if (s === 0) window.clearInterval(timer)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [until])
  return seconds
}

/** "Send a new code", disabled with a visible m:ss countdown until the server would accept it. */
export function ResendButton({
  until,
  busy,
  onResend,
}: {
  until: number
  busy: boolean
  onResend: () => void
}) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const seconds = useSecondsLeft(until)
  const waiting = seconds > 0
  const locale = FORMAT_LOCALE[language]
  const clock = `${new Intl.NumberFormat(locale).format(Math.floor(seconds / 60))}:${new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(seconds % 60)}`
  return (
    <div className="resend">
      <button
        type="button"
        className="btn btn-ghost"
        disabled={waiting || busy}
        onClick={onResend}
        data-testid="resend-code"
      >
        <Trans>Send a new code</Trans>
      </button>
      {waiting && (
        <span className="resend-wait" data-testid="resend-countdown">
          {t`You can ask for a new code in`} <bdi dir="ltr">{clock}</bdi>
        </span>
      )}
    </div>
  )
}
