import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'

/** A word for the guest rating (out of 5), as booking sites print beside the number. */
export function useRateWord() {
  const { t } = useLingui()
  return (rate: number) =>
    rate >= 4.5
      ? t`Exceptional`
      : rate >= 4
        ? t`Very good`
        : rate >= 3.5
          ? t`Good`
          : rate >= 3
            ? t`Pleasant`
            : rate > 0
              ? t`Fair`
              : t`Not rated yet`
}

export function RateBadge({ rate, size = 'md' }: { rate: number; size?: 'md' | 'lg' }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const value = formatNumber(rate, language)
  return (
    <span
      className={`hotel-rate hotel-rate-${size}`}
      role="img"
      aria-label={t`Guest rating ${value} out of 5`}
    >
      {value}
    </span>
  )
}
