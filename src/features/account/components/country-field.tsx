import type { ReactNode } from 'react'
import { useId } from 'react'
import { Field } from '../../../components/form/field'
import { useFieldContext } from '../../../components/form/form-context'
import { usePreferences } from '../../../lib/preferences'
import { countryList } from '../country-names'

/** Free text with suggestions: every country, named in the active language. */
export function CountryField({ label }: { label: ReactNode }) {
  const { language } = usePreferences()
  const field = useFieldContext<string>()
  const listId = useId()
  return (
    <Field label={label}>
      {(control) => (
        <>
          <input
            {...control}
            className="input"
            list={listId}
            autoComplete="country-name"
            value={field.state.value}
            onChange={(e) => field.handleChange(e.target.value)}
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
