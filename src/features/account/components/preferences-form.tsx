import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { LANGUAGES, type Language } from '../../../../contract/common'
import { useToast } from '../../../components/ui/toast'
import { usePreferences } from '../../../lib/preferences'
import { useCurrencies } from '../../catalogue/api/currencies'
import { useUpdateProfile } from '../api/profile'
import { useErrorText } from '../use-error-text'
import { Field } from './field'

/** Each language names itself, as in the header's picker. */
const NATIVE_NAMES: Record<Language, string> = { ar: 'العربية', en: 'English', kr: 'کوردی' }

/**
 * Language and currency: applied on this device at once (as the header's pickers do) and
 * saved to the profile, so they follow the person to other devices.
 */
export function PreferencesForm() {
  const { t } = useLingui()
  const prefs = usePreferences()
  const toast = useToast()
  const errorText = useErrorText()
  const mutation = useUpdateProfile()
  const currencies = useCurrencies()
  const [language, setLanguage] = useState<Language>(prefs.language)
  const [currency, setCurrency] = useState(prefs.currency)
  const codes = currencies.length ? currencies.map((c) => c.currency_name) : [currency]

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    // Locally first, so the server answers (and the page reads) in the chosen language.
    await prefs.setLanguage(language)
    if (currency !== prefs.currency) prefs.setCurrency(currency)
    mutation.mutate(
      { language, currency },
      {
        onSuccess: ({ message }) => toast.show(message, 'success'),
        onError: (err) => toast.show(errorText(err), 'error'),
      },
    )
  }

  return (
    <form className="account-form" onSubmit={(e) => void submit(e)} aria-label={t`Language and currency`}>
      <div className="form-row">
        <Field label={<Trans>Language</Trans>}>
          {(control) => (
            <select
              {...control}
              className="input"
              name="language"
              value={language}
              onChange={(e) => setLanguage(e.target.value as Language)}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l === 'kr' ? 'ckb' : l}>
                  {NATIVE_NAMES[l]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={<Trans>Currency</Trans>} hint={<Trans>Prices are shown in this currency.</Trans>}>
          {(control) => (
            <select
              {...control}
              className="input"
              name="currency"
              value={currency}
              onChange={(e) => setCurrency(e.target.value)}
            >
              {codes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? <Trans>Saving…</Trans> : <Trans>Save preferences</Trans>}
        </button>
      </div>
    </form>
  )
}
