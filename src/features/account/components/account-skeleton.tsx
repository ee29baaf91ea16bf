import { useLingui } from '@lingui/react/macro'
import './account.css'

/** While the account loads: the shape of the tabs card. */
export function AccountSkeleton() {
  const { t } = useLingui()
  return (
    <div
      className="container page account-page"
      role="status"
      aria-busy="true"
      aria-label={t`Loading your account`}
    >
      <div className="account-skeleton" />
    </div>
  )
}
