import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatNumber } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'

/**
 * Previous and next page of a console list whose page is the URL's `page` (the rest of the
 * search kept): links, so a page can be opened in another tab. Nothing when there is one page.
 */
export function ConsolePager({ page, lastPage }: { page: number; lastPage: number }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  if (page <= 1 && lastPage <= 1) return null
  const to = (n: number) => (prev: Record<string, unknown>) => ({ ...prev, page: n })
  return (
    <nav className="console-pager" aria-label={t`Pages`}>
      {page > 1 && (
        <Link to="." search={to(page - 1)} className="btn">
          <Trans>Previous</Trans>
        </Link>
      )}
      <span>
        <Trans>
          Page {formatNumber(page, language)} of {formatNumber(lastPage, language)}
        </Trans>
      </span>
      {page < lastPage && (
        <Link to="." search={to(page + 1)} className="btn">
          <Trans>Next</Trans>
        </Link>
      )}
    </nav>
  )
}
