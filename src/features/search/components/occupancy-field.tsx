import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { formatNumber } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'

export interface Occupancy {
  rooms: number
  adults: number
  /** One per child; 0 until the age is chosen (no age is assumed: decision 33). */
  ages: number[]
}

const CHILD_AGES = Array.from({ length: 17 }, (_, i) => i + 1)
/** A child whose age is not chosen yet. */
export const NO_AGE = 0

/** Every child's age chosen: the search may go. */
export const agesChosen = (o: Occupancy) => o.ages.every((a) => a !== NO_AGE)

function Counter(props: {
  label: string
  value: number
  min: number
  max: number
  onChange(n: number): void
}) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const id = useId()
  return (
    <div className="counter" role="group" aria-labelledby={id}>
      <span id={id} className="counter-label">
        {props.label}
      </span>
      <button
        type="button"
        className="counter-btn"
        aria-label={t`Decrease ${props.label}`}
        disabled={props.value <= props.min}
        onClick={() => props.onChange(Math.max(props.min, props.value - 1))}
      >
        −
      </button>
      <output aria-live="polite">{formatNumber(props.value, language)}</output>
      <button
        type="button"
        className="counter-btn"
        aria-label={t`Increase ${props.label}`}
        disabled={props.value >= props.max}
        onClick={() => props.onChange(Math.min(props.max, props.value + 1))}
      >
        +
      </button>
    </div>
  )
}

/**
 * Rooms, adults and children (never below 0), with one age selector per child (1–17). A new
 * child's age starts unchosen: the hotel's child policy prices by age, and an assumed age could
 * add a supplement the child does not owe. `missing` marks the unchosen ones after a search
 * was refused for them.
 */
export function OccupancyField({
  value,
  onChange,
  missing = false,
}: {
  value: Occupancy
  onChange(o: Occupancy): void
  missing?: boolean
}) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const setChildren = (n: number) => {
    const ages = value.ages.slice(0, n)
    while (ages.length < n) ages.push(NO_AGE)
    onChange({ ...value, ages })
  }
  return (
    <fieldset className="field occupancy">
      <legend>
        <Trans>Guests and rooms</Trans>
      </legend>
      <Counter
        label={t`Rooms`}
        value={value.rooms}
        min={0}
        max={10}
        onChange={(rooms) => onChange({ ...value, rooms })}
      />
      <Counter
        label={t`Adults`}
        value={value.adults}
        min={0}
        max={40}
        onChange={(adults) => onChange({ ...value, adults })}
      />
      <Counter label={t`Children`} value={value.ages.length} min={0} max={10} onChange={setChildren} />
      {value.ages.map((age, i) => {
        const n = formatNumber(i + 1, language)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a child's selector is identified by its position
          <label key={i} className="child-age">
            <span>{t`Age of child ${n}`}</span>
            <select
              value={age}
              data-testid="child-age"
              required
              aria-invalid={missing && age === NO_AGE ? true : undefined}
              onChange={(e) => {
                const ages = [...value.ages]
                ages[i] = Number(e.target.value)
                onChange({ ...value, ages })
              }}
            >
              <option value={NO_AGE} disabled>
                {t`Choose age`}
              </option>
              {CHILD_AGES.map((a) => (
                <option key={a} value={a}>
                  {formatNumber(a, language)}
                </option>
              ))}
            </select>
          </label>
        )
      })}
      <p className="child-age-prompt" role="alert" data-testid="ages-prompt">
        {missing && !agesChosen(value) ? <Trans>Choose the age of each child to search.</Trans> : null}
      </p>
    </fieldset>
  )
}
