import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type ErrorComponentProps, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoadError } from '../components/ui/load-error'
import { PageHeading } from '../components/ui/page-heading'
import { Pager } from '../components/ui/pager'
import { PendingFavouritesNote } from '../features/favourites'
import { FAVOURITES_PAGE_SIZE, myFavouritesQueryOptions } from '../features/favourites/api/my-favourites'
import { FavouritesEmpty, FavouritesSkeleton } from '../features/favourites/components/favourites-states'
import { HotelCard } from '../features/hotels/components/hotel-card'
import { DEFAULT_STAY } from '../features/search/search-params'
import { useSession } from '../lib/use-session'

const FavouritesSearch = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1), 1),
})

/** Guests have favourites too (§4): no sign-in needed; signing in later keeps them. */
export const Route = createFileRoute('/favorites')({
  validateSearch: FavouritesSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(myFavouritesQueryOptions(deps.page)),
  pendingComponent: FavouritesPending,
  errorComponent: FavouritesError,
  component: FavoritesPage,
})

function FavoritesPage() {
  const { page } = Route.useSearch()
  const { data } = useSuspenseQuery(myFavouritesQueryOptions(page))
  const isGuest = useSession()?.userAuth.is_guest !== false
  const last = Math.max(1, Math.ceil(data.total / FAVOURITES_PAGE_SIZE))
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Favourites</Trans>
      </PageHeading>
      {isGuest && (
        <p className="favourites-guest-note" data-testid="favourites-guest-note">
          <Trans>
            Your favourites are kept on this device.{' '}
            <Link to="/login" search={{ redirect: '/favorites' }}>
              Sign in
            </Link>{' '}
            to keep them in your account and see them everywhere.
          </Trans>
        </p>
      )}
      <PendingFavouritesNote />
      {data.data.length === 0 ? (
        // Past the last page (the last favourite there was just removed): point back.
        <FavouritesEmpty backToFirst={data.total > 0} />
      ) : (
        <div className="hotel-results" data-testid="favourites-list">
          {data.data.map((fav, i) => (
            <HotelCard key={fav.id} hotel={fav.hotel} stay={DEFAULT_STAY} first={i === 0} />
          ))}
        </div>
      )}
      <Pager page={page} last={last} link={(p) => ({ to: '/favorites', search: { page: p } })} />
    </div>
  )
}

function FavouritesPending() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Favourites</Trans>
      </PageHeading>
      <FavouritesSkeleton />
    </div>
  )
}

function FavouritesError({ error, reset }: ErrorComponentProps) {
  return (
    <div className="container page">
      <LoadError title={<Trans>We could not load your favourites</Trans>} error={error} reset={reset} />
    </div>
  )
}
