import { Trans } from '@lingui/react/macro'
import { formatMoney, formatNumber } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import './price.css'

interface Props {
  /** What the guest pays. */
  amount: number
  /** The same before the promotion (decision 33); struck through when higher. */
  original?: number | null
  currency: string
  decimals?: number
  testId?: string
}

/** An amount with the price before the promotion struck through beside it. */
export function Price({ amount, original, currency, decimals, testId }: Props) {
  const { language } = usePreferences()
  const was =
    original != null && original > amount ? formatMoney(original, currency, language, decimals) : null
  return (
    <span className="price">
      {was && (
        <del className="price-was" data-testid={testId ? `${testId}-was` : undefined}>
          <span className="visually-hidden">
            <Trans>Before the discount:</Trans>{' '}
          </span>
          {was}
        </del>
      )}
      <strong className="price-now" data-testid={testId}>
        {formatMoney(amount, currency, language, decimals)}
      </strong>
    </span>
  )
}

/** "15% off" as a badge: the promotion covering the stay. */
export function DiscountBadge({ percentage }: { percentage: number }) {
  const { language } = usePreferences()
  if (percentage <= 0) return null
  const pct = <bdi>{formatPercent(percentage, language)}</bdi>
  return (
    <span className="discount-badge" data-testid="discount-badge">
      <Trans>{pct} off</Trans>
    </span>
  )
}

export function formatPercent(percentage: number, language: Parameters<typeof formatMoney>[2]): string {
  return formatNumber(percentage / 100, language, { style: 'percent' })
}

/** A stay's total spread over its nights, in the currency's minor digits. */
export function perNight(total: number, nights: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round((total / Math.max(1, nights)) * factor) / factor
}
