import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useLogout } from '../../features/account/api/logout'
import '../../features/account/components/account-menu.css'
import { displayName, useSession } from '../../lib/use-session'
import { UserIcon } from '../ui/icons'

/** Guests see "Guest User" and the sign-in/sign-up links; users see their name and account menu. */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui()
  const session = useSession()
  const logout = useLogout()
  const menu = useRef<HTMLDetailsElement>(null)
  const [leaving, setLeaving] = useState(false)
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
  // Picking an entry closes the menu (a <details> would otherwise stay open over the new page).
  const picked = () => {
    if (menu.current) menu.current.open = false
    onNavigate?.()
  }
  const signOut = async () => {
    setLeaving(true)
    picked()
    try {
      await logout()
    } finally {
      setLeaving(false)
    }
  }
  return (
    <details className="account-menu" ref={menu}>
      <summary data-testid="user-name">
        <UserIcon size={18} />
        {displayName(user.name)}
      </summary>
      <ul>
        <li>
          <Link to="/account-setting" onClick={picked}>
            <Trans>Account settings</Trans>
          </Link>
        </li>
        <li>
          <Link to="/my-bookings" onClick={picked}>
            <Trans>My bookings</Trans>
          </Link>
        </li>
        <li>
          <Link to="/favorites" onClick={picked}>
            <Trans>Favourites</Trans>
          </Link>
        </li>
        <li className="account-menu-separator">
          <button
            type="button"
            className="account-menu-logout"
            onClick={() => void signOut()}
            disabled={leaving}
            data-testid="logout"
          >
            <Trans>Log out</Trans>
          </button>
        </li>
      </ul>
    </details>
  )
}
