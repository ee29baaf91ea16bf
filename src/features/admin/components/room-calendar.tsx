import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { addDays, todayInIraq } from '../../../../contract/dates'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { type CalendarNight, calendarQueryOptions } from '../api/calendar'
import { CalendarEditor } from './calendar-editor'

/** `YYYY-MM` → its first and last night. */
function monthRange(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` }
}
const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const d = new Date(Date.UTC(y, m - 1 + by, 1))
  return d.toISOString().slice(0, 7)
}
/** Iraq's week starts on Saturday. */
const WEEK_START = 6

/**
 * A room type's month, night by night: rate, rooms to sell, sold, closed and minimum stay
 * (issue 19 item 3). Choosing a first and a last night fills the range of the bulk editor below.
 */
export function RoomCalendar({ roomTypeId }: { roomTypeId: number }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const today = todayInIraq()
  const [month, setMonth] = useState(today.slice(0, 7))
  const [range, setRange] = useState<{ from: string; to: string } | null>(null)
  const { from, to } = monthRange(month)
  const nights = useQuery(calendarQueryOptions(roomTypeId, from, to))
  const byNight = new Map((nights.data ?? []).map((n) => [n.night, n]))
  const lead = (new Date(`${from}T00:00:00Z`).getUTCDay() - WEEK_START + 7) % 7
  const days: string[] = []
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d)
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays('2026-01-03', i)) // a Saturday
  const choose = (night: string) => {
    if (!range || range.from !== range.to || night < range.from) setRange({ from: night, to: night })
    else setRange({ from: range.from, to: night })
  }
  const inRange = (night: string) => range !== null && night >= range.from && night <= range.to
  return (
    <section className="console-card" aria-labelledby="calendar-heading" data-testid="room-calendar">
      <h2 id="calendar-heading" style={{ marginBlockStart: 0 }}>
        <Trans>Rates and availability</Trans>
      </h2>
      <div className="console-month">
        <button type="button" className="btn" onClick={() => setMonth(shiftMonth(month, -1))}>
          <span aria-hidden="true">‹</span> <span className="visually-hidden">{t`Previous month`}</span>
        </button>
        <h3 aria-live="polite">{formatDate(from, language, { month: 'long', year: 'numeric' })}</h3>
        <button type="button" className="btn" onClick={() => setMonth(shiftMonth(month, 1))}>
          <span aria-hidden="true">›</span> <span className="visually-hidden">{t`Next month`}</span>
        </button>
      </div>
      {nights.isError ? (
        <p role="alert">
          <Trans>The calendar could not be loaded.</Trans>
        </p>
      ) : (
        <div className="console-calendar" aria-busy={nights.isPending}>
          {weekdays.map((d) => (
            <div key={d} className="dow" aria-hidden="true">
              {formatDate(d, language, { weekday: 'short' })}
            </div>
          ))}
          {Array.from({ length: lead }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before the first day
            <div key={`lead-${i}`} />
          ))}
          {days.map((d) => (
            <NightCell
              key={d}
              night={d}
              data={byNight.get(d)}
              selected={inRange(d)}
              past={d < today}
              onChoose={() => choose(d)}
            />
          ))}
        </div>
      )}
      <p className="field-hint">
        <Trans>Choose a first and a last night, then set what changes for every night between them.</Trans>
      </p>
      <CalendarEditor roomTypeId={roomTypeId} range={range} />
    </section>
  )
}

function NightCell({
  night,
  data,
  selected,
  past,
  onChoose,
}: {
  night: string
  data: CalendarNight | undefined
  selected: boolean
  past: boolean
  onChoose(): void
}) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const day = formatDate(night, language, { day: 'numeric', month: 'long' })
  const n = (x: number) => formatNumber(x, language)
  if (!data) {
    return (
      <button
        type="button"
        className="console-night"
        data-missing="true"
        data-night={night}
        aria-pressed={selected}
        disabled={past}
        aria-label={t`${day}: not on sale`}
        onClick={onChoose}
      >
        <span className="day">{formatDate(night, language, { day: 'numeric' })}</span>
        <span>—</span>
      </button>
    )
  }
  const left = data.rooms - data.sold
  const label = data.closed
    ? t`${day}: closed, ${n(data.sold)} sold of ${n(data.rooms)}`
    : t`${day}: ${formatMoney(data.rate, 'USD', language)}, ${n(left)} left, ${n(data.sold)} sold of ${n(data.rooms)}`
  return (
    <button
      type="button"
      className="console-night"
      data-closed={data.closed}
      data-night={night}
      aria-pressed={selected}
      disabled={past}
      aria-label={
        data.min_nights > 1
          ? `${label} · ${t({ message: plural(data.min_nights, { one: 'minimum stay # night', other: 'minimum stay # nights' }) })}`
          : label
      }
      onClick={onChoose}
    >
      <span className="day">{formatDate(night, language, { day: 'numeric' })}</span>
      <span>{formatMoney(data.rate, 'USD', language)}</span>
      <span>
        {n(data.sold)}/{n(data.rooms)}
      </span>
      {data.closed && (
        <span>
          <Trans>Closed</Trans>
        </span>
      )}
      {data.min_nights > 1 && <span className="extra">{t`min ${n(data.min_nights)}`}</span>}
    </button>
  )
}
