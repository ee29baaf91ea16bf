import { Trans } from '@lingui/react/macro'
import './home.css'

function RowSkeleton({ cards, kind }: { cards: number; kind: 'card' | 'tile' }) {
  return (
    <div className="home-section">
      <div className="container">
        <div className="home-section-head">
          <div className="home-section-titles">
            <div className="home-skel home-skel-title" />
            <div className="home-skel home-skel-line" />
          </div>
        </div>
        <div className={kind === 'tile' ? 'city-grid' : 'card-row card-row-wide'}>
          {Array.from({ length: cards }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={i} className={kind === 'tile' ? 'home-skel home-skel-tile' : 'home-skel-card'}>
              {kind === 'card' && (
                <>
                  <div className="home-skel home-skel-media" />
                  <div className="home-skel home-skel-line" />
                  <div className="home-skel home-skel-line short" />
                </>
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}

/** Spec §2: skeletons until sliders, offers and discounts have loaded. */
export function HomeSkeleton() {
  return (
    <div className="home-sections" aria-busy="true" data-testid="home-skeleton">
      <p className="visually-hidden" role="status">
        <Trans>Loading offers and places to visit…</Trans>
      </p>
      <RowSkeleton cards={4} kind="card" />
      <RowSkeleton cards={5} kind="tile" />
      <RowSkeleton cards={4} kind="card" />
    </div>
  )
}
