import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { adminMeQueryOptions } from '../api/admin-me'

/** The console's reviews (every operator) and accounts (administrators) sections. */
export function PeopleNavLinks() {
  const isAdmin = useSuspenseQuery(adminMeQueryOptions()).data.role === 'admin'
  return (
    <>
      <Link to="/admin/reviews" activeProps={{ 'aria-current': 'page' }}>
        <Trans>Reviews</Trans>
      </Link>
      {isAdmin && (
        <Link to="/admin/users" activeProps={{ 'aria-current': 'page' }}>
          <Trans>Accounts</Trans>
        </Link>
      )}
    </>
  )
}
