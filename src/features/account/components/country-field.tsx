import type { ReactNode } from 'react'
import { useId } from 'react'
import { usePreferences } from '../../../lib/preferences'
import { countryList } from '../country-names'
import { Field } from './field'

interface Props {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  errors?: string[]
}

/** Free text with suggestions: every country, named in the active language. */
export function CountryField({ label, value, onChange, errors }: Props) {
  const { language } = usePreferences()
  const listId = useId()
  return (
    <Field label={label} errors={errors}>
      {(control) => (
        <>
          <input
            {...control}
            className="input"
            name="country"
            list={listId}
            autoComplete="country-name"
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          <datalist id={listId}>
            {countryList(language).map((c) => (
              <option key={c.code} value={c.name} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  )
}
