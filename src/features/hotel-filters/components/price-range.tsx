import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import { formatMoney } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { useDebounced } from '../../../lib/use-debounced'
import { PRICE_SCALE } from '../../search/search-params'
import { lowerBound, upperBound } from '../filters-query'

interface Props {
  min: number
  max: number
  /** The chosen currency and its units per US dollar: the bounds are shown (and sent) in it. */
  currency: string
  exPrice: number
  /** Called once the thumbs have rested for a second (spec §9: refetch after 1 s idle). */
  onChange(min: number, max: number): void
}

/**
 * Two native range inputs over one track: keyboard and screen reader work out of the box.
 * The slider's steps are US dollars (the URL keeps them, whatever the currency), but every
 * bound is shown in the chosen currency, rounded as `filterQuery` sends it: what the legend
 * says is what the list is filtered on (the price per night of all rooms, after discounts).
 */
export function PriceRange({ min, max, currency, exPrice, onChange }: Props) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const id = useId()
  const [range, setRange] = useState({ min, max })
  const settled = useDebounced(range, 1000)
  useEffect(() => setRange({ min, max }), [min, max])
  useEffect(() => {
    if (settled.min !== min || settled.max !== max) onChange(settled.min, settled.max)
  }, [settled, min, max, onChange])
  const span = PRICE_SCALE.max - PRICE_SCALE.min
  const from = formatMoney(lowerBound(range.min, exPrice), currency, language, 0)
  const to =
    range.max >= PRICE_SCALE.max
      ? `${formatMoney(upperBound(PRICE_SCALE.max, exPrice), currency, language, 0)}+`
      : formatMoney(upperBound(range.max, exPrice), currency, language, 0)
  return (
    <fieldset className="filter-group price-range">
      <legend id={id}>{t`Price per night, all rooms (${currency})`}</legend>
      <p className="price-range-note">{t`After discounts, taxes included.`}</p>
      <output className="price-range-values" aria-live="polite">
        {from} – {to}
      </output>
      <div
        className="price-range-track"
        style={
          {
            '--from': `${((range.min - PRICE_SCALE.min) / span) * 100}%`,
            '--to': `${((range.max - PRICE_SCALE.min) / span) * 100}%`,
          } as React.CSSProperties
        }
      >
        <input
          type="range"
          min={PRICE_SCALE.min}
          max={PRICE_SCALE.max}
          step={1}
          value={range.min}
          aria-label={t`Minimum price`}
          aria-valuetext={from}
          onChange={(e) => setRange((r) => ({ ...r, min: Math.min(Number(e.target.value), r.max - 1) }))}
        />
        <input
          type="range"
          min={PRICE_SCALE.min}
          max={PRICE_SCALE.max}
          step={1}
          value={range.max}
          aria-label={t`Maximum price`}
          aria-valuetext={to}
          onChange={(e) => setRange((r) => ({ ...r, max: Math.max(Number(e.target.value), r.min + 1) }))}
        />
      </div>
    </fieldset>
  )
}
