import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Slider, SliderChild } from '../../../../contract/marketing'
import { SLIDER_TYPES } from '../../../../contract/marketing'
import { localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { CardRow, useCardRow } from './card-row'
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
      return <OffersSection slider={slider} offersTotal={offersTotal} />
    case SLIDER_TYPES.exploreByCity:
      return <ExploreSection slider={slider} />
    case SLIDER_TYPES.discounts:
      return <DiscountsSection slider={slider} />
    case SLIDER_TYPES.recommendedHotels:
      return <HotelsSection slider={slider} discountByHotel={discountByHotel} />
    case SLIDER_TYPES.placesNear:
      return <PlacesNearSection slider={slider} />
    case SLIDER_TYPES.perfectStay:
      return <PerfectStaySection slider={slider} discountByHotel={discountByHotel} />
    default:
      return null
  }
}

function useTitle(slider: Slider) {
  const { language } = usePreferences()
  return localized(slider, 'title', language)
}

function OffersSection({ slider, offersTotal }: { slider: Slider; offersTotal: number }) {
  const offers = childrenOf(slider, 'offer')
  const title = useTitle(slider)
  const row = useCardRow(title)
  if (offers.length === 0) return null
  return (
    <HomeSection
      slider={slider}
      actions={
        <>
          {offersTotal > 0 && (
            <Link to="/offers" className="see-all">
              <Trans>See all offers</Trans>
            </Link>
          )}
          {row.nav}
        </>
      }
    >
      <CardRow rowRef={row.ref} size="wide" label={title}>
        {offers.map((c) => (
          <li key={c.id}>
            <OfferCard offer={c.child} />
          </li>
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

function DiscountsSection({ slider }: { slider: Slider }) {
  const discounts = childrenOf(slider, 'discount')
  const title = useTitle(slider)
  const row = useCardRow(title)
  if (discounts.length === 0) return null
  return (
    <HomeSection slider={slider} actions={row.nav}>
      <CardRow rowRef={row.ref} size="regular" label={title}>
        {discounts.map((c) => (
          <li key={c.id}>
            <DiscountCard discount={c.child} />
          </li>
        ))}
      </CardRow>
    </HomeSection>
  )
}

function HotelsSection({
  slider,
  discountByHotel,
}: {
  slider: Slider
  discountByHotel: ReadonlyMap<number, number>
}) {
  const hotels = childrenOf(slider, 'hotel')
  const title = useTitle(slider)
  const row = useCardRow(title)
  if (hotels.length === 0) return null
  return (
    <HomeSection slider={slider} actions={row.nav}>
      <CardRow rowRef={row.ref} size="compact" label={title}>
        {hotels.map((c) => (
          <li key={c.id}>
            <HotelTile hotel={c.child} discount={discountByHotel.get(c.child.id)} />
          </li>
        ))}
      </CardRow>
    </HomeSection>
  )
}

function PerfectStaySection({
  slider,
  discountByHotel,
}: {
  slider: Slider
  discountByHotel: ReadonlyMap<number, number>
}) {
  const hotels = childrenOf(slider, 'hotel')
  const title = useTitle(slider)
  const row = useCardRow(title)
  if (hotels.length === 0) return null
  return (
    <HomeSection slider={slider} tone="tinted" actions={row.nav}>
      <CardRow rowRef={row.ref} size="feature" label={title}>
        {hotels.map((c) => (
          <li key={c.id}>
            <FeatureHotelCard hotel={c.child} discount={discountByHotel.get(c.child.id)} />
          </li>
        ))}
      </CardRow>
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
