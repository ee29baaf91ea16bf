import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { LoadError } from '../components/ui/load-error'
import { PageHeading } from '../components/ui/page-heading'
import {
  type RatingLinkProblem,
  ratingLinkProblem,
  ratingTokenQueryOptions,
} from '../features/booking/api/rating-token'
import { formatNumber, localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'
import { RatingDialog } from './-booking/rating-dialog'

/** Spec §9: an invalid rating link leads home after 5 s. */
const INVALID_REDIRECT_MS = 5_000

/** Spec §4 rating page, reached from the e-mail sent after a stay: the token is checked first. */
export const Route = createFileRoute('/hotel/$id/reserve/$token')({
  component: RateStayPage,
})

function RateStayPage() {
  const { token } = Route.useParams()
  const { language } = usePreferences()
  const query = useQuery(ratingTokenQueryOptions(token))
  const [sendProblem, setSendProblem] = useState<RatingLinkProblem | null>(null)
  const problem = sendProblem ?? (query.isError ? ratingLinkProblem(query.error) : null)

  if (problem === 'invalid') return <InvalidLink />
  if (problem === 'used') return <AlreadyRated />
  if (query.isError) {
    return (
      <div className="container page booking-page">
        <LoadError
          level={1}
          title={<Trans>We could not check your rating link</Trans>}
          error={query.error}
          reset={() => void query.refetch()}
        />
      </div>
    )
  }
  if (query.isPending) {
    return (
      <div className="container page booking-page">
        <PageHeading>
          <Trans>Rate your stay</Trans>
        </PageHeading>
        <p className="booking-note" role="status" data-testid="rating-checking">
          <Trans>Checking your rating link…</Trans>
        </p>
      </div>
    )
  }
  const answer = query.data
  const hotelName = localized(answer.hotel, 'title', language) || answer.data
  return (
    <div className="container page booking-page">
      <PageHeading>
        <Trans>Rate your stay</Trans>
      </PageHeading>
      <RatingDialog
        token={token}
        hotelId={answer.hotel_id}
        hotelName={hotelName}
        onProblem={setSendProblem}
      />
    </div>
  )
}

function InvalidLink() {
  const navigate = useNavigate()
  const { language } = usePreferences()
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate({ to: '/', replace: true }), INVALID_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [navigate])
  const seconds = formatNumber(INVALID_REDIRECT_MS / 1_000, language)
  return (
    <div className="container page booking-page">
      <div className="empty-state" role="alert" data-testid="rating-invalid">
        <PageHeading>
          <Trans>Invalid token</Trans>
        </PageHeading>
        <p>
          <Trans>
            This rating link is not valid. You will be taken to the home page in {seconds} seconds.
          </Trans>
        </p>
        <Link to="/" className="btn btn-primary" replace>
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </div>
  )
}

function AlreadyRated() {
  return (
    <div className="container page booking-page">
      <div className="empty-state" role="alert" data-testid="rating-used">
        <PageHeading>
          <Trans>You already submitted your rating to this hotel.</Trans>
        </PageHeading>
        <p>
          <Trans>Thank you: each stay can be rated once.</Trans>
        </p>
        <Link to="/" className="btn btn-primary">
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </div>
  )
}
