/** Local storage keys fixed by the spec (§3, §4); other tools read them too. */
export const STORAGE_KEYS = {
  language: 'selectedLanguage',
  auth: 'auth_info',
  currency: 'selectedCurrency',
} as const

/**
 * Saves the visitor's language or currency where the spec keeps it, and tells the server in a
 * cookie of the same name: the pages it draws (decision 28), and the copies the service worker
 * keeps of them, are then in the visitor's own. Nothing else is ever put in a cookie.
 */
export function storePreference(
  key: typeof STORAGE_KEYS.language | typeof STORAGE_KEYS.currency,
  value: string,
) {
  localStorage.setItem(key, value)
  // The Cookie Store API is missing from the Safari and Firefox many phones here still run.
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed, encoded name=value pair
  document.cookie = `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`
}
