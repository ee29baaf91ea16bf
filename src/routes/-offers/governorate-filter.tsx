import { Trans } from '@lingui/react/macro'
import { useId, useMemo } from 'react'
import type { Language } from '../../../contract/common'
import { useGovernorates } from '../../features/catalogue/api/governorates'
import { localized } from '../../lib/format'
import { FORMAT_LOCALE } from '../../lib/i18n'

/** The governorates in the page's language, alphabetical in it; "all" first. */
export function GovernorateFilter({
  value,
  language,
  onChange,
}: {
  value: number | undefined
  language: Language
  onChange(governorate: number | undefined): void
}) {
  const id = useId()
  const governorates = useGovernorates()
  const options = useMemo(() => {
    const collator = new Intl.Collator(FORMAT_LOCALE[language])
    return governorates
      .map((g) => ({ id: g.id, name: localized(g, 'name', language) }))
      .sort((a, b) => collator.compare(a.name, b.name))
  }, [governorates, language])
  // A URL naming a governorate the list has not brought yet still shows as chosen.
  const known = value === undefined || options.some((o) => o.id === value)
  return (
    <div className="offers-filter">
      <label htmlFor={id}>
        <Trans>Governorate</Trans>
      </label>
      <select
        id={id}
        className="offers-select"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        data-testid="governorate-filter"
      >
        <option value="">
          <Trans>All governorates</Trans>
        </option>
        {!known && <option value={value}>…</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  )
}
