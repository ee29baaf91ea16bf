import type { ReactNode } from 'react'
import { FieldError, useFieldError } from '../../../components/form/field'
import { useFieldContext } from '../../../components/form/form-context'

/** One yes/no choice (a form field holding a boolean). */
export function CheckField({ label }: { label: ReactNode }) {
  const field = useFieldContext<boolean>()
  return (
    <label className="console-check">
      <input
        type="checkbox"
        name={field.name}
        checked={field.state.value}
        onChange={(e) => field.handleChange(e.target.checked)}
      />{' '}
      {label}
    </label>
  )
}

/** Several choices of a list (services, features, amenities): a field holding the chosen values. */
export function CheckGroupField<T extends string | number>({
  legend,
  options,
}: {
  legend: ReactNode
  options: readonly { value: T; label: ReactNode }[]
}) {
  const field = useFieldContext<T[]>()
  const error = useFieldError()
  const chosen = new Set(field.state.value)
  return (
    <fieldset className="console-checks wide">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input
            type="checkbox"
            name={field.name}
            value={o.value}
            checked={chosen.has(o.value)}
            onChange={(e) =>
              field.handleChange(
                e.target.checked
                  ? [...field.state.value, o.value]
                  : field.state.value.filter((x) => x !== o.value),
              )
            }
          />
          {o.label}
        </label>
      ))}
      {error && <FieldError message={error} />}
    </fieldset>
  )
}
