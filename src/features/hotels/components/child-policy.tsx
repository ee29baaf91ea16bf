import { Trans } from '@lingui/react/macro'
import { formatMoney, formatNumber } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'

interface Props {
  /** Children younger than this stay free. */
  freeAge: number
  /** What an older child adds per night, in `currency`. */
  nightRate: number
  currency: string
  decimals?: number
}

/** The hotel's child policy in a sentence (hotel page, summary): free under N, then per night. */
export function ChildPolicy({ freeAge, nightRate, currency, decimals }: Props) {
  const { language } = usePreferences()
  const age = formatNumber(freeAge, language)
  const rate = formatMoney(nightRate, currency, language, decimals)
  return (
    <span data-testid="child-policy">
      {nightRate > 0 ? (
        <Trans>
          Children under {age} stay free; from {age} years, {rate} per child per night.
        </Trans>
      ) : (
        <Trans>Children of every age stay free.</Trans>
      )}
    </span>
  )
}
