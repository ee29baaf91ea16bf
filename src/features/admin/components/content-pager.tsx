import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'

/** Previous and next page of a content list. */
export function ContentPager({
  page,
  lastPage,
  go,
}: {
  page: number
  lastPage: number
  go: (page: number) => void
}) {
  const { t } = useLingui()
  const { language } = usePreferences()
  if (lastPage <= 1) return null
  return (
    <nav className="console-pager" aria-label={t`Pages`}>
      {page > 1 && (
        <button type="button" className="btn" onClick={() => go(page - 1)}>
          <Trans>Previous</Trans>
        </button>
      )}
      <span>
        <Trans>
          Page {formatNumber(page, language)} of {formatNumber(lastPage, language)}
        </Trans>
      </span>
      {page < lastPage && (
        <button type="button" className="btn" onClick={() => go(page + 1)}>
          <Trans>Next</Trans>
        </button>
      )}
    </nav>
  )
}
