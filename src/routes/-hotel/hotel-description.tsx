import { Trans } from '@lingui/react/macro'
import type { HotelDetail } from '../../features/hotels/api/hotel-detail'
import { localized } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'

/** The description in the active language, falling back kr → ar → en (spec §2, §8). */
export function HotelDescription({ hotel }: { hotel: HotelDetail }) {
  const { language } = usePreferences()
  const text = localized(hotel, 'description', language)
  return (
    <section className="hotel-section hotel-about" aria-labelledby="hotel-about-heading">
      <h2 id="hotel-about-heading">
        <Trans>About this hotel</Trans>
      </h2>
      {text ? (
        // A fallback may be in another script: let the paragraph pick its own direction.
        <div className="hotel-description" dir="auto">
          {text.split(/\n{2,}/).map((para) => (
            <p key={para}>{para}</p>
          ))}
        </div>
      ) : (
        <p className="muted">
          <Trans>No description yet</Trans>
        </p>
      )}
    </section>
  )
}
