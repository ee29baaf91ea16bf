import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { Language } from '../../../contract/common'
import type { Offer } from '../../../contract/marketing'
import { DEFAULT_STAY } from '../../features/search/search-params'
import { formatDate, localized } from '../../lib/format'
import { sized, srcSetOf } from '../../lib/media'
import { cutText } from './cut-text'
import { OfferCountdown } from './offer-countdown'
import './offers.css'

/** Spec §9: descriptions on the offers page are cut at 220 characters. */
export const OFFER_DESCRIPTION_CUT = 220

/** The media server draws offer images at fixed widths (server/media/kinds.ts, 16:10). */
function imageSources(offer: Offer) {
  const base = offer.image_path.startsWith('/media/') ? offer.image_path : `/media/offer/${offer.id}.webp`
  return {
    src: sized(base, 640),
    srcSet: srcSetOf(base, [320, 480, 640, 960]),
  }
}

export function OfferCard({ offer, now, language }: { offer: Offer; now: number; language: Language }) {
  const title = localized(offer, 'title', language)
  const description = localized(offer, 'description', language)
  const { src, srcSet } = imageSources(offer)
  const titleId = useId()
  const until = formatDate(offer.end_date, language, { day: 'numeric', month: 'long', year: 'numeric' })
  return (
    <article className="offer-card" data-testid="offer-card" data-offer-id={offer.id}>
      <img
        className="offer-card-image"
        src={src}
        srcSet={srcSet}
        sizes="(min-width: 1000px) 390px, (min-width: 680px) 50vw, 100vw"
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
        // Decorative, as on every other card: the title names the offer, and the API's `alt` is one
        // text for all three languages (English in the demo data).
        alt=""
      />
      <div className="offer-card-body">
        <h2 className="offer-card-title" id={titleId}>
          {title}
        </h2>
        {description ? (
          <p className="offer-card-description">{cutText(description, OFFER_DESCRIPTION_CUT)}</p>
        ) : (
          <p className="offer-card-description offer-card-muted">
            <Trans>No description yet</Trans>
          </p>
        )}
        <OfferCountdown endDate={offer.end_date} now={now} language={language} />
        <div className="offer-card-footer">
          <p className="offer-card-until">
            <Trans>
              Valid until <time dateTime={offer.end_date}>{until}</time>
            </Trans>
          </p>
          {offer.hotel_id !== null && (
            <Link
              to="/hotel"
              search={{ id: offer.hotel_id, governorate: offer.governorate_id ?? undefined, ...DEFAULT_STAY }}
              className="btn btn-primary offer-card-cta"
              aria-describedby={titleId}
            >
              <Trans>View hotel</Trans>
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}
