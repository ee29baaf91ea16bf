import { useLingui } from '@lingui/react/macro'
import { formatDate } from './format'
import { usePreferences } from './preferences'

/**
 * A discount's dates in words (decision 43), in the reader's language: its stay dates (both
 * nights, one, or null when it has none: it covers every stay) and its last day of booking. The
 * console's discounts table and the home page's discount cards say them alike.
 */
export function useStayDates() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const day = (d: string) => formatDate(d, language, { day: 'numeric', month: 'short', year: 'numeric' })
  return {
    stayDates(from: string | null, to: string | null): string | null {
      const first = from && day(from)
      const last = to && day(to)
      if (first && last) return t`${first} to ${last}`
      if (first) return t`From ${first}`
      return last ? t`Until ${last}` : null
    },
    bookBy(date: string): string {
      const last = day(date)
      return t`Book by ${last}`
    },
  }
}
