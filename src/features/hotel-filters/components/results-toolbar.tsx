import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { HotelSort } from '../../../../contract/hotel'
import { formatNumber } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import type { HotelsSearch } from '../../search/search-params'

type View = NonNullable<HotelsSearch['view']>

interface Props {
  sort: HotelSort | undefined
  view: View
  activeFilters: number
  onSort(sort: HotelSort | undefined): void
  onView(view: View): void
  /** The filters panel, shown in a dialog on narrow screens. */
  filters: ReactNode
}

/** Sort (default "best picks for you"), list/grid view, and the phone's filters dialog. */
export function ResultsToolbar({ sort, view, activeFilters, onSort, onView, filters }: Props) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const filtersCount = formatNumber(activeFilters, language)
  const dialog = useRef<HTMLDialogElement>(null)
  // The panel is drawn the first time the dialog opens (then kept, with its state): the
  // closed dialog is a good part of the page that the phone would otherwise render first.
  const [opened, setOpened] = useState(false)
  const open = () => {
    flushSync(() => setOpened(true))
    dialog.current?.showModal()
  }
  const options: { value: HotelSort | ''; label: string }[] = [
    { value: '', label: t`Best picks for you` },
    { value: 'price', label: t`Price: lowest first` },
    { value: '-price', label: t`Price: highest first` },
    { value: '-rate', label: t`Guest rating` },
    { value: '-stars', label: t`Stars` },
    { value: 'popularity', label: t`Most popular` },
  ]
  return (
    <div className="results-toolbar">
      <button type="button" className="btn btn-ghost filters-button" onClick={open}>
        {activeFilters ? t`Filters (${filtersCount})` : t`Filters`}
      </button>
      <label className="sort-select">
        <span className="visually-hidden">
          <Trans>Sort by</Trans>
        </span>
        <select
          value={sort ?? ''}
          onChange={(e) => onSort((e.target.value || undefined) as HotelSort | undefined)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <div className="view-toggle" role="group" aria-label={t`View`}>
        <button type="button" aria-pressed={view === 'list'} onClick={() => onView('list')}>
          <Trans>List</Trans>
        </button>
        <button type="button" aria-pressed={view === 'grid'} onClick={() => onView('grid')}>
          <Trans>Grid</Trans>
        </button>
      </div>
      <dialog ref={dialog} className="filters-dialog" aria-label={t`Filters`}>
        {opened && filters}
        <div className="filters-dialog-actions">
          <button type="button" className="btn btn-primary" onClick={() => dialog.current?.close()}>
            <Trans>Show results</Trans>
          </button>
        </div>
      </dialog>
    </div>
  )
}
