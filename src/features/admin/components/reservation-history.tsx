import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { dateFormat, FORMAT_LOCALE } from '../../../../contract/format'
import { formatMoney } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import type { HistoryEvent } from '../api/reservations'

const EVENTS: Record<string, MessageDescriptor> = {
  created: msg`Booked`,
  details: msg`Guest details given`,
  payment_started: msg`Payment started`,
  payment_paid: msg`Payment received`,
  payment_declined: msg`Payment declined`,
  payment_cancelled: msg`Payment given up`,
  payment_expired: msg`Payment expired`,
  confirmed: msg`Confirmed by the agent`,
  expired: msg`Hold lapsed`,
  cancelled: msg`Cancelled by the guest`,
  refund_queued: msg`Refund due`,
  refund_refunded: msg`Refund paid back by the provider`,
  check_in: msg`Checked in`,
  check_out: msg`Checked out`,
  no_show: msg`Marked as a no-show`,
  cancel: msg`Cancelled in the console`,
  refund_settled: msg`Refund paid back by hand`,
}

/** What a moment's details say in a line: an amount, a reason, a reference. */
function detailOf(e: HistoryEvent, language: ReturnType<typeof usePreferences>['language']): string {
  const d = e.detail ?? {}
  const parts: string[] = []
  if (typeof d.amount === 'number' && typeof d.currency === 'string')
    parts.push(formatMoney(d.amount, d.currency, language))
  if (typeof d.reason === 'string' && e.event === 'cancel') parts.push(`“${d.reason}”`)
  if (typeof d.reference === 'string') parts.push(d.reference)
  return parts.join(' · ')
}

/** The reservation's life, oldest first: its own moments and the console's changes. */
export function ReservationHistory({ events }: { events: HistoryEvent[] }) {
  const { i18n } = useLingui()
  const { language } = usePreferences()
  const when = dateFormat(FORMAT_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section className="console-card" aria-labelledby="history-heading" data-testid="reservation-history">
      <h2 id="history-heading" style={{ marginBlockStart: 0 }}>
        <Trans>History</Trans>
      </h2>
      <ol className="console-audit">
        {events.map((e, i) => {
          const detail = detailOf(e, language)
          return (
            // Two moments may share a time and a kind (two payments started at once): the index tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
            <li key={i} data-event={e.event}>
              <strong>{EVENTS[e.event] ? i18n._(EVENTS[e.event] as MessageDescriptor) : e.event}</strong>
              {' · '}
              <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
              {e.by && <span> · {e.by}</span>}
              {detail && <div className="console-muted">{detail}</div>}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
