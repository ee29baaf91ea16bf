import { Plural } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Governorate } from '../../../../contract/governorate'
import { localized } from '../../../lib/format'
import { RATIO, sized, srcSetOf } from '../../../lib/media'
import { usePreferences } from '../../../lib/preferences'
import { governorateLink } from './links'

/** A city tile of the explore grid: picture, name and hotel count; opens that governorate's hotels. */
export function GovernorateTile({
  governorate: g,
  distance,
}: {
  governorate: Governorate
  distance?: string
}) {
  const { language } = usePreferences()
  return (
    <Link {...governorateLink(g.id)} className="city-tile" data-testid="city-tile" data-governorate={g.id}>
      {g.image_path ? (
        <img
          src={sized(g.image_path, 480)}
          srcSet={srcSetOf(g.image_path, [320, 480, 640])}
          sizes="(min-width: 1060px) 230px, (min-width: 700px) 30vw, 45vw"
          {...RATIO.governorate}
          alt=""
          loading="lazy"
          decoding="async"
          className="city-tile-img"
        />
      ) : (
        <span className="media-placeholder city-tile-img" />
      )}
      <span className="city-tile-text">
        <strong>{localized(g, 'name', language)}</strong>
        <span>
          <Plural value={g.hotelsCount} one="# hotel" other="# hotels" />
          {distance && <span className="city-tile-distance"> · {distance}</span>}
        </span>
      </span>
    </Link>
  )
}
