import { StarIcon } from '../../../components/ui/icons'

/** A minimum on a 5-point scale as a radio group of stars; choosing the current value clears it. */
export function MinStars(props: {
  legend: string
  name: string
  value: number
  onChange(n: number): void
  labelFor(n: number): string
}) {
  return (
    <fieldset className="filter-group min-stars">
      <legend>{props.legend}</legend>
      <div className="min-stars-options">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="min-stars-option" data-on={n <= props.value || undefined}>
            <input
              type="radio"
              className="visually-hidden"
              name={props.name}
              value={n}
              checked={props.value === n}
              onChange={() => props.onChange(n)}
              onClick={() => props.value === n && props.onChange(0)}
            />
            <StarIcon size={22} filled={n <= props.value} />
            <span className="visually-hidden">{props.labelFor(n)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
