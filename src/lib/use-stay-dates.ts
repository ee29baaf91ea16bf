import { useLingui } from '@lingui/react/macro'
import { formatDate } from './format'
import { usePreferences } from './preferences'

/**
 * A discount's stay dates in words (decision 43), in the reader's language: both nights, one,
 * or null when it has none (it covers every stay). The console's discounts table and the home
 * page's discount cards say them alike.
 */
export function useStayDates(): (from: string | null, to: string | null) => string | null {
  const { t } = useLingui()
  const { language } = usePreferences()
  const night = (d: string) => formatDate(d, language, { day: 'numeric', month: 'short', year: 'numeric' })
  return (from, to) => {
    const first = from && night(from)
    const last = to && night(to)
    if (first && last) return t`${first} to ${last}`
    if (first) return t`From ${first}`
    return last ? t`Until ${last}` : null
  }
}
