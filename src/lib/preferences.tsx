import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import type { Language } from '../../contract/common'
import { activateLanguage } from './i18n'
import { STORAGE_KEYS, storePreference } from './storage-keys'

interface Preferences {
  language: Language
  currency: string
  setLanguage(lang: Language): Promise<void>
  setCurrency(code: string): void
}

const PreferencesContext = createContext<Preferences | null>(null)

/** Language and currency: saved locally (spec keys) and applied at once. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const [currency, setCurrencyState] = useState(() => localStorage.getItem(STORAGE_KEYS.currency) ?? 'USD')
  const setLanguage = useCallback((lang: Language) => activateLanguage(lang), [])
  const setCurrency = useCallback(
    (code: string) => {
      storePreference(STORAGE_KEYS.currency, code)
      setCurrencyState(code)
      // Prices are computed by the server in the chosen currency: ask again.
      void queryClient.invalidateQueries({ queryKey: ['hotels'] })
    },
    [queryClient],
  )
  const value = useMemo(
    () => ({ language: i18n.locale as Language, currency, setLanguage, setCurrency }),
    [i18n.locale, currency, setLanguage, setCurrency],
  )
  return <PreferencesContext value={value}>{children}</PreferencesContext>
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext)
  if (!value) throw new Error('usePreferences outside PreferencesProvider')
  return value
}
