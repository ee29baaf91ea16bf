import { useLingui } from '@lingui/react/macro'
import { LANGUAGES, type Language } from '../../../contract/common'
import { usePreferences } from '../../lib/preferences'
import { GlobeIcon } from '../ui/icons'

/** Each language names itself, so a visitor can always find their own. */
const NATIVE_NAMES: Record<Language, string> = { ar: 'العربية', en: 'English', kr: 'کوردی' }

export function LanguagePicker() {
  const { t } = useLingui()
  const { language, setLanguage } = usePreferences()
  return (
    <label className="picker">
      <GlobeIcon size={18} />
      <span className="visually-hidden">{t`Language`}</span>
      <select
        value={language}
        onChange={(e) => void setLanguage(e.target.value as Language)}
        data-testid="language-picker"
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l === 'kr' ? 'ckb' : l}>
            {NATIVE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  )
}
