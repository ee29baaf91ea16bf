import { Trans } from '@lingui/react/macro'
import type { HotelDetail } from '../../features/hotels/api/hotel-detail'
import { localized } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import { AmenityIcon, CheckIcon } from './amenity-icon'

/** The hotel's features, grouped (food and drink, families…), each group with its icon. */
export function FacilityGroups({ groups }: { groups: HotelDetail['features'] }) {
  const { language } = usePreferences()
  return (
    <section className="hotel-section" aria-labelledby="hotel-facilities-heading">
      <h2 id="hotel-facilities-heading">
        <Trans>Facilities and services</Trans>
      </h2>
      {groups.length === 0 ? (
        <p className="muted" data-testid="no-services">
          <Trans>No available services</Trans>
        </p>
      ) : (
        <div className="facility-groups">
          {groups.map((group) => (
            <section key={group.id} className="facility-group" aria-labelledby={`facility-${group.id}`}>
              <h3 id={`facility-${group.id}`} className="facility-title">
                <span className="facility-icon">
                  <AmenityIcon name={group.icon} size={20} />
                </span>
                {localized(group, 'name', language)}
              </h3>
              <ul className="facility-list">
                {group.features.map((f) => (
                  <li key={f.id}>
                    <CheckIcon />
                    {localized(f, 'name', language)}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  )
}
