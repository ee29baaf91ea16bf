import { Trans, useLingui } from '@lingui/react/macro'
import type { PublicCode } from '../../../../contract/hotel'
import { formatPercent } from '../../../components/ui/price'
import { formatDate, formatMoney } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import './public-codes.css'

/** "10% off" or "US$ 25 off" (an amount code is in US dollars, the base currency). */
export function useCodeValue() {
  const { language } = usePreferences()
  return (code: Pick<PublicCode, 'kind' | 'value'>) =>
    code.kind === 'percent' ? formatPercent(code.value, language) : formatMoney(code.value, 'USD', language)
}

/**
 * Discount codes meant for the public that this stay may use (decision 33): named on the hotel
 * page, and on the summary with a button that applies one.
 */
export function PublicCodes({ codes, onUse }: { codes: PublicCode[]; onUse?(code: string): void }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const amountOff = useCodeValue()
  if (codes.length === 0) return null
  return (
    <div className="public-codes" data-testid="public-codes">
      <p className="public-codes-title">
        <Trans>Discount codes you can use</Trans>
      </p>
      <ul>
        {codes.map((c) => {
          const off = <bdi>{amountOff(c)}</bdi>
          const until = formatDate(c.valid_until, language, {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          })
          return (
            <li key={c.code}>
              <code dir="ltr">{c.code}</code>{' '}
              <span>
                <Trans>
                  {off} off, until {until}
                </Trans>
              </span>
              {onUse && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onUse(c.code)}
                  aria-label={t`Apply the discount code ${c.code}`}
                >
                  <Trans>Apply</Trans>
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
