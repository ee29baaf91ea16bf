/** Local storage keys fixed by the spec (§3, §4); other tools read them too. */
export const STORAGE_KEYS = {
  language: 'selectedLanguage',
  auth: 'auth_info',
  currency: 'selectedCurrency',
} as const
