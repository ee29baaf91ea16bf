import { Trans } from '@lingui/react/macro'
import type { CancellationTerms } from '../../../../contract/cancellation'
import { formatDate, formatMoney } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import './cancellation-terms.css'

interface Props {
  terms: CancellationTerms
  currency: string
  decimals?: number
  /** A short badge (room cards, result cards) instead of the sentence. */
  compact?: boolean
  now?: number
}

type Kind = 'free' | 'partial' | 'none'

/** Free while free_until is ahead; else partly refundable, or not at all. The server decides. */
export function termsKind(terms: CancellationTerms, now = Date.now()): Kind {
  if (terms.free_until && Date.parse(terms.free_until) > now && terms.penalty === 0) return 'free'
  return terms.refundable ? 'partial' : 'none'
}

/**
 * A stay's cancellation terms as the server computed them (decision 32). `free_until` is
 * midnight in Baghdad at the start of a day, so "before {that day}" is exact: its date part is
 * already Iraq's calendar day.
 */
export function CancellationNote({ terms, currency, decimals, compact = false, now }: Props) {
  const { language } = usePreferences()
  const kind = termsKind(terms, now)
  const day = terms.free_until
    ? formatDate(terms.free_until.slice(0, 10), language, { day: 'numeric', month: 'long', year: 'numeric' })
    : ''
  const penalty = formatMoney(terms.penalty, currency, language, decimals)
  if (compact) {
    return (
      <p className="cancellation-badge" data-kind={kind} data-testid="cancellation-badge">
        {kind === 'free' ? (
          <Trans>Free cancellation before {day}</Trans>
        ) : kind === 'partial' ? (
          <Trans>Partly refundable</Trans>
        ) : (
          <Trans>Non-refundable</Trans>
        )}
      </p>
    )
  }
  return (
    <div className="cancellation-note" data-kind={kind} data-testid="cancellation-terms">
      <p className="cancellation-head">
        {kind === 'free' ? (
          <Trans>Free cancellation before {day} (Iraq time)</Trans>
        ) : kind === 'partial' ? (
          <Trans>Partly refundable</Trans>
        ) : (
          <Trans>Non-refundable</Trans>
        )}
      </p>
      <p className="cancellation-detail">
        {kind === 'free' ? (
          <Trans>After that, cancelling keeps the first night; the rest is refunded.</Trans>
        ) : kind === 'partial' ? (
          <Trans>Cancelling now keeps {penalty}; the rest is refunded.</Trans>
        ) : (
          <Trans>Cancelling gives nothing back.</Trans>
        )}
      </p>
    </div>
  )
}
