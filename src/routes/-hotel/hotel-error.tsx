import { Trans } from '@lingui/react/macro'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LoadError } from '../../components/ui/load-error'
import { PageHeading } from '../../components/ui/page-heading'
import { ApiError } from '../../lib/api'
import '../../features/hotels/components/hotel-list.css'

/** 404 (unknown, hidden or missing id) → "not found" with a way back; anything else → retry. */
export function HotelError({ error, reset }: ErrorComponentProps) {
  const queryReset = useQueryErrorResetBoundary()
  useEffect(() => queryReset.reset(), [queryReset])

  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="container page">
        <div className="empty-state" data-testid="hotel-not-found">
          <PageHeading>
            <Trans>Hotel not found</Trans>
          </PageHeading>
          <p>
            <Trans>This hotel may no longer be listed. Browse the other hotels instead.</Trans>
          </p>
          <Link to="/hotels" className="btn btn-primary">
            <Trans>See all hotels</Trans>
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="container page">
      <LoadError level={1} title={<Trans>We could not load this hotel</Trans>} error={error} reset={reset} />
    </div>
  )
}
