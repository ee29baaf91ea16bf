import { useLingui } from '@lingui/react/macro'
import { HOTEL_FLAGS, type HotelFlag } from '../../../../contract/hotel'
import type { HotelsSearch } from '../../search/search-params'
import { FEATURE_LABELS } from '../feature-labels'
import { MinStars } from './min-stars'
import { PriceRange } from './price-range'
import './filters.css'

export type FiltersChange = Partial<
  Pick<HotelsSearch, 'min_price' | 'max_price' | 'stars' | 'rate' | 'features' | 'free_cancel'>
>

/** Price range, minimum stars and rating, and the feature checkboxes of the results page. */
/** From this width the filters sit beside the results (filters.css), below it in a dialog. */
export const WIDE_RESULTS = '(min-width: 1060px)'

export function FiltersPanel({
  search,
  currency,
  exPrice,
  onChange,
}: {
  search: HotelsSearch
  currency: string
  exPrice: number
  onChange(change: FiltersChange): void
}) {
  const { t, i18n } = useLingui()
  const selected = new Set(search.features ?? [])
  const toggle = (flag: HotelFlag, on: boolean) => {
    const next = HOTEL_FLAGS.filter((f) => (f === flag ? on : selected.has(f)))
    onChange({ features: next.length ? next : undefined })
  }
  return (
    <div className="filters-panel">
      <PriceRange
        min={search.min_price}
        max={search.max_price}
        currency={currency}
        exPrice={exPrice}
        onChange={(min_price, max_price) => onChange({ min_price, max_price })}
      />
      <MinStars
        legend={t`Hotel stars`}
        name="stars"
        value={search.stars}
        onChange={(stars) => onChange({ stars })}
        labelFor={(n) => t`${n} stars or more`}
      />
      <MinStars
        legend={t`Guest rating`}
        name="rate"
        value={search.rate}
        onChange={(rate) => onChange({ rate })}
        labelFor={(n) => t`Rated ${n} or more`}
      />
      <fieldset className="filter-group">
        <legend>{t`Cancellation`}</legend>
        <label className="filter-check">
          <input
            type="checkbox"
            checked={Boolean(search.free_cancel)}
            onChange={(e) => onChange({ free_cancel: e.target.checked || undefined })}
            data-testid="filter-free-cancellation"
          />
          {t`Free cancellation`}
        </label>
      </fieldset>
      <fieldset className="filter-group">
        <legend>{t`Facilities`}</legend>
        {HOTEL_FLAGS.map((flag) => (
          <label key={flag} className="filter-check">
            <input
              type="checkbox"
              checked={selected.has(flag)}
              onChange={(e) => toggle(flag, e.target.checked)}
            />
            {i18n._(FEATURE_LABELS[flag])}
          </label>
        ))}
      </fieldset>
    </div>
  )
}
