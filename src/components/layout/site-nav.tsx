import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { DEFAULT_STAY } from '../../features/search/search-params'

/** Home, Hotels (1 room, 1 adult, 0 children), Offers, FAQ, Contact. */
export function SiteNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="site-nav">
      <li>
        <Link to="/" activeOptions={{ exact: true }} onClick={onNavigate}>
          <Trans>Home</Trans>
        </Link>
      </li>
      <li>
        <Link to="/hotels" search={{ ...DEFAULT_STAY, page: 1 }} onClick={onNavigate}>
          <Trans>Hotels</Trans>
        </Link>
      </li>
      <li>
        <Link to="/offers" onClick={onNavigate}>
          <Trans>Offers</Trans>
        </Link>
      </li>
      <li>
        <Link to="/faq" onClick={onNavigate}>
          <Trans>FAQ</Trans>
        </Link>
      </li>
      <li>
        <Link to="/contact" onClick={onNavigate}>
          <Trans>Contact</Trans>
        </Link>
      </li>
    </ul>
  )
}
