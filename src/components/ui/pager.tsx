import { Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import { formatNumber } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'

/**
 * "Previous", "Page 2 of 5" and "Next" under a list that has more than one page (hotels,
 * offers, favourites); `link` gives the link to a page.
 */
export function Pager({
  page,
  last,
  link,
  className = 'pagination',
}: {
  page: number
  last: number
  link: (page: number) => LinkProps
  className?: string
}) {
  const { t } = useLingui()
  const { language } = usePreferences()
  if (last <= 1) return null
  const current = formatNumber(page, language)
  const lastText = formatNumber(last, language)
  return (
    <nav className={className} aria-label={t`Pages`}>
      {page > 1 && (
        <Link {...link(page - 1)} className="btn btn-ghost">
          <Trans>Previous</Trans>
        </Link>
      )}
      <span>{t`Page ${current} of ${lastText}`}</span>
      {page < last && (
        <Link {...link(page + 1)} className="btn btn-ghost">
          <Trans>Next</Trans>
        </Link>
      )}
    </nav>
  )
}
