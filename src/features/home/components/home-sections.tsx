import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Slider, SliderChild } from '../../../../contract/marketing'
import { SLIDER_TYPES } from '../../../../contract/marketing'
import { localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { CardRow, type RowSize, useCardRow } from './card-row'
import { DiscountCard } from './discount-card'
import { GovernorateTile } from './governorate-tile'
import { HomeSection } from './home-section'
import { FeatureHotelCard, HotelTile } from './hotel-tile'
import { OfferCard } from './offer-card'
import { PlacesNearSection } from './places-near-section'
import './home.css'

type ChildOf<K extends SliderChild['child_type']> = Extract<SliderChild, { child_type: K }>

/** The children of one kind (a section holds one kind; anything else is ignored). */
export function childrenOf<K extends SliderChild['child_type']>(slider: Slider, kind: K): ChildOf<K>[] {
  return slider.sliders.filter((c): c is ChildOf<K> => c.child_type === kind)
}

interface Extras {
  offersTotal: number
  discountByHotel: ReadonlyMap<number, number>
}

/** The server's sections in order; each type has its own layout (spec §2 "Home sliders"). */
export function HomeSections({ sections, ...extras }: { sections: Slider[] } & Extras) {
  return (
    <div className="home-sections">
      {sections.map((slider) => (
        <SectionByType key={slider.id} slider={slider} {...extras} />
      ))}
    </div>
  )
}

function SectionByType({ slider, offersTotal, discountByHotel }: { slider: Slider } & Extras) {
  switch (slider.slider_type) {
    case SLIDER_TYPES.offers:
      return (
        <RowSection
          slider={slider}
          kind="offer"
          size="wide"
          seeAll={
            offersTotal > 0 && (
              <Link to="/offers" className="see-all">
                <Trans>See all offers</Trans>
              </Link>
            )
          }
          card={(c) => <OfferCard offer={c.child} />}
        />
      )
    case SLIDER_TYPES.exploreByCity:
      return <ExploreSection slider={slider} />
    case SLIDER_TYPES.discounts:
      return (
        <RowSection
          slider={slider}
          kind="discount"
          size="regular"
          card={(c) => <DiscountCard discount={c.child} />}
        />
      )
    case SLIDER_TYPES.recommendedHotels:
      return (
        <RowSection
          slider={slider}
          kind="hotel"
          size="compact"
          card={(c) => <HotelTile hotel={c.child} discount={discountByHotel.get(c.child.id)} />}
        />
      )
    case SLIDER_TYPES.placesNear:
      return <PlacesNearSection slider={slider} />
    case SLIDER_TYPES.perfectStay:
      return (
        <RowSection
          slider={slider}
          kind="hotel"
          size="feature"
          tone="tinted"
          card={(c) => <FeatureHotelCard hotel={c.child} discount={discountByHotel.get(c.child.id)} />}
        />
      )
    default:
      return null
  }
}

function useTitle(slider: Slider) {
  const { language } = usePreferences()
  return localized(slider, 'title', language)
}

/** A section of one kind of card in a row that scrolls, with its buttons (and a "see all" link). */
function RowSection<K extends SliderChild['child_type']>({
  slider,
  kind,
  size,
  tone,
  seeAll,
  card,
}: {
  slider: Slider
  kind: K
  size: RowSize
  tone?: 'tinted'
  seeAll?: ReactNode
  card: (child: ChildOf<K>) => ReactNode
}) {
  const children = childrenOf(slider, kind)
  const title = useTitle(slider)
  const row = useCardRow(title)
  if (children.length === 0) return null
  return (
    <HomeSection
      slider={slider}
      tone={tone}
      actions={
        seeAll === undefined ? (
          row.nav
        ) : (
          <>
            {seeAll}
            {row.nav}
          </>
        )
      }
    >
      <CardRow rowRef={row.ref} size={size} label={title}>
        {children.map((c) => (
          <li key={c.id}>{card(c)}</li>
        ))}
      </CardRow>
    </HomeSection>
  )
}

function ExploreSection({ slider }: { slider: Slider }) {
  const places = childrenOf(slider, 'governorate')
  const title = useTitle(slider)
  if (places.length === 0) return null
  return (
    <HomeSection slider={slider}>
      <ul className="city-grid" aria-label={title}>
        {places.map((c) => (
          <li key={c.id}>
            <GovernorateTile governorate={c.child} />
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}

/** Shown instead of the sections when the sliders could not be loaded. */
export function HomeSectionsError({ retry }: { retry: () => void }) {
  const { t } = useLingui()
  return (
    <div className="container home-sections-error" role="alert">
      <p className="home-sections-error-text">{t`We could not load offers and places to visit.`}</p>
      <button type="button" className="btn btn-ghost" onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
