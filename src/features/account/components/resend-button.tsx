import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useErrorText } from '../../../components/form/use-error-text'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api'
import { FORMAT_LOCALE } from '../../../lib/i18n'
import { usePreferences } from '../../../lib/preferences'
import { rememberResendAt, resendAt } from '../resend-clock'

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

/**
 * "Send a new code" for the code sent to `subject` (a phone or an e-mail address): disabled with
 * a visible m:ss countdown until the server would accept it, then `send` asks for another; a
 * 429's Retry-After restarts the countdown.
 */
export function ResendButton({
  subject,
  send,
  onSent,
}: {
  subject: string
  send: () => Promise<{ resend_after: number }>
  /** After a new code went: the old one is spent, so the form empties its field. */
  onSent: () => void
}) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const toast = useToast()
  const errorText = useErrorText()
  const [until, setUntil] = useState(() => resendAt(subject))
  const [busy, setBusy] = useState(false)
  const wait = (seconds: number) => {
    rememberResendAt(subject, seconds)
    setUntil(resendAt(subject))
  }
  const resend = async () => {
    setBusy(true)
    try {
      wait((await send()).resend_after)
      onSent()
      toast.show(t`We sent you a new code.`, 'success')
    } catch (err) {
      if (err instanceof ApiError && err.retryAfter) wait(err.retryAfter)
      toast.show(errorText(err), 'error')
    } finally {
      setBusy(false)
    }
  }
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
        onClick={() => void resend()}
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
