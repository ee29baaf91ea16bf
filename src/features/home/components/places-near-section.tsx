import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Slider } from '../../../../contract/marketing'
import { localized, numberFormat } from '../../../lib/format'
import { FORMAT_LOCALE } from '../../../lib/i18n'
import { usePreferences } from '../../../lib/preferences'
import { byDistance, type Point } from '../geo'
import { CardRow, useCardRow } from './card-row'
import { GovernorateTile } from './governorate-tile'
import { HomeSection } from './home-section'
import { HotelTile } from './hotel-tile'
import { LocateIcon } from './icons'

type Locating = 'idle' | 'locating' | 'sorted' | 'denied' | 'unavailable'

/**
 * "Places near you": in the server's order until the visitor presses "Use my location" and the
 * browser grants it; then nearest first, with distances. Nothing is asked on load.
 */
export function PlacesNearSection({ slider }: { slider: Slider }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const title = localized(slider, 'title', language)
  const row = useCardRow(title)
  const [origin, setOrigin] = useState<Point | null>(null)
  const [state, setState] = useState<Locating>('idle')

  const children = slider.sliders.filter((c) => c.child_type === 'governorate' || c.child_type === 'hotel')
  const rows = byDistance(children, origin, (c) =>
    c.child_type === 'governorate' || c.child_type === 'hotel'
      ? { lat: c.child.lat ?? undefined, lng: c.child.lng ?? undefined }
      : null,
  )
  const km = numberFormat(FORMAT_LOCALE[language], {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 0,
  })
  const away = (value: number | null) => (value === null ? undefined : t`${km.format(value)} away`)

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState('unavailable')
      return
    }
    setState('locating')
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setOrigin({ lat: pos.coords.latitude, lng: pos.coords.longitude })
        setState('sorted')
        row.ref.current?.scrollTo({ left: 0 })
      },
      (err) => setState(err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    )
  }

  if (rows.length === 0) return null
  return (
    <HomeSection
      slider={slider}
      actions={
        <>
          <button
            type="button"
            className="btn btn-ghost locate-btn"
            onClick={locate}
            disabled={state === 'locating'}
            data-testid="use-my-location"
          >
            <LocateIcon size={18} />
            {state === 'locating' ? <Trans>Locating…</Trans> : <Trans>Use my location</Trans>}
          </button>
          {row.nav}
        </>
      }
    >
      <p className="home-section-status" role="status">
        {state === 'sorted' && <Trans>Nearest first, from where you are now.</Trans>}
        {state === 'denied' && (
          <Trans>Location is off for this site, so places stay in their usual order.</Trans>
        )}
        {state === 'unavailable' && (
          <Trans>We could not find your location. Places stay in their usual order.</Trans>
        )}
      </p>
      <CardRow rowRef={row.ref} size="narrow" label={title}>
        {rows.map(({ item: c, km: distance }) => (
          <li key={c.id}>
            {c.child_type === 'governorate' ? (
              <GovernorateTile governorate={c.child} distance={away(distance)} />
            ) : c.child_type === 'hotel' ? (
              <HotelTile hotel={c.child} distance={away(distance)} />
            ) : null}
          </li>
        ))}
      </CardRow>
    </HomeSection>
  )
}
