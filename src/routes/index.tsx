import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SearchBox } from '../features/search/components/search-box'
import './-home.css'

export const Route = createFileRoute('/')({
  component: HomePage,
})

function HomePage() {
  return (
    <section className="hero" aria-labelledby="home-title">
      <div className="container hero-inner">
        <h1 id="home-title">
          <Trans>Find your hotel anywhere in Iraq</Trans>
        </h1>
        <p className="hero-lead">
          <Trans>
            From Basra to Duhok: compare rooms, see real prices for your dates, and book in minutes.
          </Trans>
        </p>
        <SearchBox />
      </div>
    </section>
  )
}
