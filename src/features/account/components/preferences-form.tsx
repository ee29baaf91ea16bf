import { Trans, useLingui } from '@lingui/react/macro'
import { ProfileBody } from '../../../../contract/account'
import { LANGUAGES, type Language } from '../../../../contract/common'
import { Form, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useToast } from '../../../components/ui/toast'
import { usePreferences } from '../../../lib/preferences'
import { useCurrencies } from '../../catalogue/api/currencies'
import { useUpdateProfile } from '../api/profile'

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
  const update = useUpdateProfile()
  const currencies = useCurrencies()
  const form = useContractForm({
    schema: ProfileBody,
    defaultValues: { language: prefs.language as string, currency: prefs.currency },
    onSubmit: async ({ language = prefs.language, currency = prefs.currency }) => {
      // Locally first, so the server answers (and the page reads) in the chosen language.
      await prefs.setLanguage(language)
      if (currency !== prefs.currency) prefs.setCurrency(currency)
      toast.show((await update.mutateAsync({ language, currency })).message, 'success')
    },
  })
  const codes = currencies.length ? currencies.map((c) => c.currency_name) : [prefs.currency]

  return (
    <Form form={form} className="form-stack" aria-label={t`Language and currency`}>
      <div className="form-row">
        <form.AppField name="language">
          {(field) => (
            <field.SelectField label={<Trans>Language</Trans>}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l === 'kr' ? 'ckb' : l}>
                  {NATIVE_NAMES[l]}
                </option>
              ))}
            </field.SelectField>
          )}
        </form.AppField>
        <form.AppField name="currency">
          {(field) => (
            <field.SelectField
              label={<Trans>Currency</Trans>}
              hint={<Trans>Prices are shown in this currency.</Trans>}
            >
              {codes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </field.SelectField>
          )}
        </form.AppField>
      </div>
      <div className="form-actions">
        <SubmitButton>
          <Trans>Save preferences</Trans>
        </SubmitButton>
      </div>
    </Form>
  )
}
