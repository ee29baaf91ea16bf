import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import type { Language } from '../../../../contract/common'
import { addDays, todayInIraq } from '../../../../contract/dates'
import { formatDate } from '../../../lib/format'
import { isoDay } from '../dates'

const loadCalendar = () => import('./date-range-calendar')
const DateRangeCalendar = lazy(loadCalendar)

interface Props {
  checkin: string
  checkout: string
  onChange: (checkin: string, checkout: string) => void
}

/** `YYYY-MM-DD` as the local midnight react-day-picker works with. */
const toDate = (iso: string) => new Date(`${iso}T00:00:00`)

/**
 * Check-in and check-out as one button that opens a range calendar: the first day chosen is the
 * check-in, the next later one the check-out. Esc or a click outside closes it.
 */
export function DateRangeField({ checkin, checkout, onChange }: Props) {
  const { t, i18n } = useLingui()
  const lang = i18n.locale as Language
  const id = useId()
  const [open, setOpen] = useState(false)
  // The check-in chosen while the check-out is still to come.
  const [draft, setDraft] = useState<string | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  const close = (refocus = true) => {
    if (draft) onChange(draft, checkout > draft ? checkout : addDays(draft, 1))
    setDraft(null)
    setOpen(false)
    if (refocus) button.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  })

  const onDay = (day: Date) => {
    const iso = isoDay(day)
    if (draft && iso > draft) {
      onChange(draft, iso)
      setDraft(null)
      setOpen(false)
      button.current?.focus()
    } else {
      setDraft(iso)
    }
  }

  const range = draft
    ? { from: toDate(draft), to: undefined }
    : { from: toDate(checkin), to: toDate(checkout) }

  return (
    <div className="field date-range-field">
      <span className="field-label" id={`${id}-label`}>
        <Trans>Check-in</Trans> – <Trans>Check-out</Trans>
      </span>
      <button
        ref={button}
        id="search-dates"
        type="button"
        className="date-range-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span id={`${id}-value`}>
          <span data-testid="search-checkin-value">{formatDate(checkin, lang)}</span>
          {' – '}
          <span data-testid="search-checkout-value">{formatDate(checkout, lang)}</span>
        </span>
      </button>
      {open && (
        <div
          ref={panel}
          className="date-range-panel"
          role="dialog"
          aria-label={t`Choose dates`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation()
              close()
            }
          }}
        >
          <p className="date-range-hint" aria-live="polite">
            {draft ? <Trans>Choose the check-out date</Trans> : <Trans>Choose the check-in date</Trans>}
          </p>
          <Suspense fallback={<p className="date-range-loading">…</p>}>
            <DateRangeCalendar lang={lang} minDate={toDate(todayInIraq())} range={range} onDay={onDay} />
          </Suspense>
        </div>
      )}
    </div>
  )
}
