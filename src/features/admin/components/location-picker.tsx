import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { isRtl } from '../../../lib/i18n'
import { usePreferences } from '../../../lib/preferences'
import { loadMaplibre } from '../../map/load-maplibre'
import { mapSetup } from '../../map/map-style'
import '../../map/map.css'
import { appConfigQueryOptions } from '../../site/api/app-config'

interface Props {
  lat: number | null
  lng: number | null
  label: string
  onPick(point: { lat: number; lng: number }): void
}

/** Baghdad: where the map opens for a hotel without a location yet. */
const IRAQ_CENTRE = { lat: 33.3152, lng: 44.3661 }

/**
 * The hotel's location on the site's map (the same maplibre loader and styles as the hotel
 * page): a click or a dragged marker sets it. The latitude and longitude fields beside it stay
 * the keyboard's way to set it, and the map follows them.
 */
export function LocationPicker({ lat, lng, label, onPick }: Props) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const box = useRef<HTMLDivElement>(null)
  const map = useRef<import('maplibre-gl').Map | null>(null)
  const marker = useRef<import('maplibre-gl').Marker | null>(null)
  const pick = useRef(onPick)
  pick.current = onPick
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const config = useQuery(appConfigQueryOptions())
  const styleUrl = config.data?.map_style_url ?? null
  const pmtilesUrl = config.data?.map_pmtiles_url ?? null
  const valid = lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng)
  const start = useRef(valid ? { lat, lng } : IRAQ_CENTRE)

  useEffect(() => {
    const container = box.current
    if (!container || config.isPending) return
    let cancelled = false
    Promise.all([loadMaplibre(), mapSetup({ styleUrl, pmtilesUrl }, language)])
      .then(([ml, setup]) => {
        if (cancelled) return
        const m = new ml.Map({
          container,
          style: setup.style,
          center: [start.current.lng, start.current.lat],
          zoom: valid ? 13 : 6,
          maxBounds: setup.bounds,
          attributionControl: false,
          fadeDuration: 0,
        })
        m.addControl(
          new ml.NavigationControl({ showCompass: false }),
          isRtl(language) ? 'top-left' : 'top-right',
        )
        const pin = new ml.Marker({ color: '#0f5c5a', draggable: true })
          .setLngLat([start.current.lng, start.current.lat])
          .addTo(m)
        pin.on('dragend', () => {
          const p = pin.getLngLat()
          pick.current({ lat: p.lat, lng: p.lng })
        })
        m.on('click', (e) => {
          pin.setLngLat(e.lngLat)
          pick.current({ lat: e.lngLat.lat, lng: e.lngLat.lng })
        })
        m.once('load', () => !cancelled && setState('ready'))
        map.current = m
        marker.current = pin
      })
      .catch(() => !cancelled && setState('failed'))
    return () => {
      cancelled = true
      map.current?.remove()
      map.current = null
    }
  }, [config.isPending, styleUrl, pmtilesUrl, language, valid])

  // Typed coordinates move the marker.
  useEffect(() => {
    if (valid && marker.current) marker.current.setLngLat([lng, lat])
  }, [valid, lat, lng])

  return (
    <div className="wide">
      <p className="field-hint" id="location-hint">
        <Trans>Click the map or drag the marker to set the location of {label}.</Trans>
      </p>
      <div
        className="hotel-map"
        style={{ blockSize: 280 }}
        data-state={state}
        data-testid="location-picker"
        role="application"
        aria-label={t`Map to pick the location`}
        aria-describedby="location-hint"
      >
        <div ref={box} className="hotel-map-canvas" />
        {state === 'failed' && (
          <p className="hotel-map-message">
            <Trans>The map could not be shown.</Trans>
          </p>
        )}
      </div>
    </div>
  )
}
