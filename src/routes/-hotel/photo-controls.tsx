import { useLingui } from '@lingui/react/macro'
import { Svg } from '../../components/ui/icons'
import { formatNumber } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'

/**
 * Points to the inline end (right in English, left in Arabic and Kurdish): CSS mirrors it in
 * right-to-left pages and turns it round for "previous" buttons.
 */
function ChevronIcon({ size = 22 }: { size?: number }) {
  return (
    <Svg className="chevron-icon" size={size} strokeWidth={2.2}>
      <path d="M9 5l7 7-7 7" />
    </Svg>
  )
}

/** Previous and next photo over a picture (the page's carousel, the viewer's stage). */
export function PhotoNav({ onStep }: { onStep: (step: -1 | 1) => void }) {
  const { t } = useLingui()
  return (
    <>
      <button
        type="button"
        className="icon-btn photo-nav photo-prev"
        aria-label={t`Previous photo`}
        onClick={() => onStep(-1)}
      >
        <ChevronIcon />
      </button>
      <button
        type="button"
        className="icon-btn photo-nav photo-next"
        aria-label={t`Next photo`}
        onClick={() => onStep(1)}
      >
        <ChevronIcon />
      </button>
    </>
  )
}

/** "2 / 4" over a picture, read out as "Photo 2 of 4"; `live` where the buttons change it. */
export function PhotoCounter({
  index,
  count,
  live,
  testId,
}: {
  index: number
  count: number
  live?: boolean
  testId: string
}) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const current = formatNumber(index + 1, language)
  const total = formatNumber(count, language)
  return (
    <output className="photo-counter" aria-live={live ? 'polite' : undefined} data-testid={testId}>
      <span className="visually-hidden">{t`Photo ${current} of ${total}`}</span>
      <span aria-hidden="true">
        {current} / {total}
      </span>
    </output>
  )
}
