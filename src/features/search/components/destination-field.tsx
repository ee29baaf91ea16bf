import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Suggestion } from '../../../../contract/search'
import { localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { useDebounced } from '../../../lib/use-debounced'
import { useSuggestions } from '../api/suggestions'

interface Props {
  /** Text shown when a place is already chosen (e.g. from the URL). */
  initialText: string
  onPick(s: Suggestion): void
}

/** Destination autocomplete: an ARIA 1.2 combobox over places and hotels (300 ms debounce). */
export function DestinationField({ initialText, onPick }: Props) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const id = useId()
  const [text, setText] = useState(initialText)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const query = useDebounced(text.trim(), 300)
  const { data = [], isFetching } = useSuggestions(query, open && query.length > 0)

  const pick = (s: Suggestion) => {
    setText(localized(s, 'name', language))
    setOpen(false)
    onPick(s)
  }

  return (
    <div className="field destination">
      <label htmlFor={`${id}-input`}>
        <Trans>Destination</Trans>
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open && data.length > 0}
        aria-controls={`${id}-list`}
        aria-activedescendant={active >= 0 ? `${id}-opt-${active}` : undefined}
        placeholder={t`City, governorate or hotel`}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault()
            setOpen(true)
            setActive((i) => Math.min(i + 1, data.length - 1))
          } else if (e.key === 'ArrowUp') {
            e.preventDefault()
            setActive((i) => Math.max(i - 1, 0))
          } else if (e.key === 'Enter' && open && data[active]) {
            e.preventDefault()
            pick(data[active])
          } else if (e.key === 'Escape') {
            setOpen(false)
          }
        }}
      />
      <div id={`${id}-list`} role="listbox" className="suggestions" hidden={!open || data.length === 0}>
        {data.map((s, i) => (
          <div
            key={`${s.type}-${s.place_kind ?? ''}-${s.id}`}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            tabIndex={-1}
            onMouseDown={(e) => {
              e.preventDefault()
              pick(s)
            }}
          >
            <span className="suggestion-name">{localized(s, 'name', language)}</span>
            <span className="suggestion-kind">
              {s.type === 'hotel' ? (
                <Trans>Hotel</Trans>
              ) : s.place_kind === 'city' ? (
                <Trans>City</Trans>
              ) : (
                <Trans>Governorate</Trans>
              )}
            </span>
          </div>
        ))}
      </div>
      <span className="visually-hidden" aria-live="polite">
        {open && !isFetching && query
          ? t({
              message: plural(data.length, {
                0: 'No suggestions',
                one: '# suggestion',
                other: '# suggestions',
              }),
            })
          : ''}
      </span>
    </div>
  )
}
