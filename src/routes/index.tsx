import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useDeferredValue } from 'react'
import { HOME_LOADING, useHomeData } from '../features/home/api/use-home-data'
import { HeroSlideshow } from '../features/home/components/hero-slideshow'
import { HomeSections, HomeSectionsError } from '../features/home/components/home-sections'
import { HomeSkeleton } from '../features/home/components/home-skeleton'
import { SearchBox } from '../features/search/components/search-box'

export const Route = createFileRoute('/')({
  // Start the three home calls while the page's code is still arriving, but never wait for
  // them: the hero and the search box render at once, the sections show skeletons meanwhile.
  // The calls' code is imported here too, so none of it sits in the entry chunk.
  loader: async ({ context: { queryClient } }) => {
    const home = import('../features/home/api/prefetch').then((m) => m.prefetchHome(queryClient))
    // Drawing the page on the server: the slideshow's first picture may be a home section's
    // (decision 44), so the sections are waited for there (they are handed over anyway). A
    // failure leaves the drawn slides; in the browser nothing waits.
    if (typeof document === 'undefined') await home
  },
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <HeroSlideshow>
          <div className="container hero-copy">
            <h1 id="home-title">
              <Trans>Find your hotel anywhere in Iraq</Trans>
            </h1>
            <p className="hero-lead">
              <Trans>
                From Basra to Duhok: compare rooms, see real prices for your dates, and book in minutes.
              </Trans>
            </p>
          </div>
        </HeroSlideshow>
        <div className="container hero-search">
          <SearchBox />
        </div>
      </section>
      <HomeContent />
    </>
  )
}

function HomeContent() {
  // The sections are the page's heaviest render: React draws them as a transition, in slices,
  // after a first paint with skeletons — even when saved answers are there at once (a repeat
  // visit), so the slideshow is never kept waiting behind them.
  const data = useDeferredValue(useHomeData(), HOME_LOADING)
  if (data.status === 'loading') return <HomeSkeleton />
  if (data.status === 'error') return <HomeSectionsError retry={data.retry} />
  return (
    <HomeSections
      sections={data.sections}
      offersTotal={data.offersTotal}
      discountByHotel={data.discountByHotel}
    />
  )
}
