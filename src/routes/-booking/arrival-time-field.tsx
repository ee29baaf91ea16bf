import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { FieldError, useFieldError } from '../../components/form/field'
import { useFieldContext } from '../../components/form/form-context'
import { FORMAT_LOCALE } from '../../lib/i18n'
import { usePreferences } from '../../lib/preferences'

export interface ArrivalTime {
  hour: string
  minute: string
}

const HOURS = Array.from({ length: 24 }, (_, n) => String(n).padStart(2, '0'))
const MINUTES = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'))

/** `HH:MM` once both are picked; empty (so "required") until then. */
export const arrivalTime = ({ hour, minute }: ArrivalTime) => (hour && minute ? `${hour}:${minute}` : '')

export function splitArrivalTime(value: string | undefined): ArrivalTime {
  const [hour = '', minute = ''] = (value ?? '').split(':')
  return { hour, minute }
}

/** Spec §5: arrival hour 00–23 and minute 00–59, both required; the one still empty is marked. */
export function ArrivalTimeField() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const field = useFieldContext<ArrivalTime>()
  const { hour, minute } = field.state.value
  const error = useFieldError()
  const errorId = `${useId()}-error`
  const digits = new Intl.NumberFormat(FORMAT_LOCALE[language], {
    minimumIntegerDigits: 2,
    useGrouping: false,
  })
  const select = (part: keyof ArrivalTime, label: string, values: string[]) => (
    <select
      className="input"
      name={`arrival_${part}`}
      aria-label={label}
      aria-invalid={Boolean(error) && (part === 'minute' ? !minute : !hour || Boolean(minute))}
      aria-describedby={error ? errorId : undefined}
      value={field.state.value[part]}
      onChange={(e) => field.handleChange({ ...field.state.value, [part]: e.target.value })}
    >
      <option value="">{label}</option>
      {values.map((n) => (
        <option key={n} value={n}>
          {digits.format(Number(n))}
        </option>
      ))}
    </select>
  )
  return (
    <fieldset className="plain-fieldset form-field" aria-describedby={error ? errorId : undefined}>
      <legend className="field-legend">
        <Trans>Arrival time</Trans>
      </legend>
      <div className="arrival-time" dir="ltr">
        {select('hour', t`Hour`, HOURS)}
        <span aria-hidden="true">:</span>
        {select('minute', t`Minutes`, MINUTES)}
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  )
}
