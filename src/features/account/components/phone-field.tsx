import { useLingui } from '@lingui/react/macro'
import type { CountryCode } from 'libphonenumber-js'
import type { ReactNode } from 'react'
import { Field } from '../../../components/form/field'
import { useFieldContext } from '../../../components/form/form-context'
import { usePreferences } from '../../../lib/preferences'
import { callingCode, callingCodeOptions, DEFAULT_PHONE_COUNTRY, type PhoneValue } from '../phone'
import './account.css'

/** International phone: a calling-code picker (Iraq +964 first) and the local number. */
export function PhoneField({ label, hint }: { label: ReactNode; hint?: ReactNode }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const field = useFieldContext<PhoneValue>()
  const value = field.state.value
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <div className="phone-input">
          <select
            className="input"
            aria-label={t`Country of the phone number`}
            value={value.country}
            autoComplete="tel-country-code"
            onChange={(e) => field.handleChange({ ...value, country: e.target.value as CountryCode })}
          >
            {callingCodeOptions(language).map((o) => (
              <option key={o.code} value={o.code}>
                {o.name}
              </option>
            ))}
          </select>
          <div className="phone-number" dir="ltr">
            <span className="phone-prefix" aria-hidden="true">
              {callingCode(value.country)}
            </span>
            <input
              {...control}
              className="input"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder={value.country === DEFAULT_PHONE_COUNTRY ? '770 123 4567' : undefined}
              value={value.national}
              onChange={(e) =>
                field.handleChange({
                  ...value,
                  national: e.target.value.replace(/[^\d\u0660-\u0669\u06f0-\u06f9+\s-]/g, ''),
                })
              }
            />
          </div>
        </div>
      )}
    </Field>
  )
}
