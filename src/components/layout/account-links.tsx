import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { displayName, useSession } from '../../lib/use-session'
import { UserIcon } from '../ui/icons'

/** Guests see "Guest User" and the sign-in/sign-up links; users see their name and account menu. */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui()
  const session = useSession()
  const user = session?.userAuth
  if (!user || user.is_guest) {
    return (
      <div className="account-links">
        <span className="guest-name" data-testid="user-name">
          <UserIcon size={18} />
          {t`Guest User`}
        </span>
        <Link to="/login" className="btn btn-ghost" onClick={onNavigate}>
          <Trans>Sign in</Trans>
        </Link>
        <Link to="/signup" className="btn btn-primary" onClick={onNavigate}>
          <Trans>Sign up</Trans>
        </Link>
      </div>
    )
  }
  return (
    <details className="account-menu">
      <summary data-testid="user-name">
        <UserIcon size={18} />
        {displayName(user.name)}
      </summary>
      <ul>
        <li>
          <Link to="/account-setting" onClick={onNavigate}>
            <Trans>Account settings</Trans>
          </Link>
        </li>
        <li>
          <Link to="/my-bookings" onClick={onNavigate}>
            <Trans>My bookings</Trans>
          </Link>
        </li>
        <li>
          <Link to="/favorites" onClick={onNavigate}>
            <Trans>Favourites</Trans>
          </Link>
        </li>
      </ul>
    </details>
  )
}
