import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { isRtl } from '../../lib/i18n'
import { usePreferences } from '../../lib/preferences'
import { appConfigQueryOptions } from '../site/api/app-config'
import { addCityLabels } from './city-labels'
import { loadMaplibre } from './load-maplibre'
import { mapSetup } from './map-style'
import { keepLabelsOffPin } from './pin-space'
import './map.css'

interface Props {
  lat: number | null
  lng: number | null
  zoom: number
  /** CSS pixels; the map keeps this height while it loads. */
  height: number
  /** What the marker stands for: the hotel's name. */
  label: string
  /** Pan and zoom by pointer and keyboard, with zoom buttons. Off: a picture of the place. */
  interactive?: boolean
  className?: string
}

/** The brand teal of the hotel marker (tokens.css `--color-brand`). */
const MARKER_COLOUR = '#0f5c5a'

/**
 * A map centred on a hotel. maplibre-gl (about 290 KB gzip) and its stylesheet are fetched
 * only once such a map comes near the viewport; until it has drawn, a skeleton of the same
 * size holds the place, so nothing below it moves.
 */
export function HotelMap({ lat, lng, ...rest }: Props) {
  if (lat === null || lng === null) {
    return (
      <div
        className={`hotel-map hotel-map-empty ${rest.className ?? ''}`}
        style={{ blockSize: rest.height }}
        data-testid="hotel-map"
      >
        <p>
          <Trans>Location unavailable</Trans>
        </p>
      </div>
    )
  }
  return <LiveMap lat={lat} lng={lng} {...rest} />
}

type State = 'waiting' | 'loading' | 'ready' | 'failed'

function LiveMap({
  lat,
  lng,
  zoom,
  height,
  label,
  interactive = false,
  className = '',
}: Props & { lat: number; lng: number }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  const [state, setState] = useState<State>('waiting')
  const config = useQuery(appConfigQueryOptions())
  const configPending = config.isPending
  // Not known yet: wait. A failed settings call falls back to the bundled map.
  const styleUrl = config.data?.map_style_url ?? null
  const pmtilesUrl = config.data?.map_pmtiles_url ?? null

  // maplibre's own texts, in the page's language.
  const mapTitle = t`Map: ${label}`
  const zoomIn = t`Zoom in`
  const zoomOut = t`Zoom out`
  const attribution = t`Map data sources`

  useEffect(() => {
    const el = box.current
    if (!el || near) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    // Only once the box is on screen: maplibre is about 300 KB of script that takes a phone
    // seconds to start, and a visitor who never scrolls to the map should not pay for it while
    // the page is still coming in (it cost the hotel page ~1.5 s of blocked main thread).
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true)
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [near])

  useEffect(() => {
    const container = box.current
    if (!container || !near || configPending) return
    let cancelled = false
    let map: import('maplibre-gl').Map | undefined
    setState('loading')
    const rtl = isRtl(language)
    Promise.all([loadMaplibre(), mapSetup({ styleUrl, pmtilesUrl }, language)])
      .then(([ml, setup]) => {
        if (cancelled) return
        let styleLoaded = false
        map = new ml.Map({
          container,
          style: setup.style,
          center: [lng, lat],
          zoom,
          interactive,
          maxBounds: setup.bounds,
          attributionControl: false,
          fadeDuration: 0,
          locale: {
            'Map.Title': mapTitle,
            'Marker.Title': label,
            'NavigationControl.ZoomIn': zoomIn,
            'NavigationControl.ZoomOut': zoomOut,
            'AttributionControl.ToggleAttribution': attribution,
          },
        })
        // Controls sit at the line's end: on the right in English, on the left in Arabic script.
        map.addControl(new ml.AttributionControl({ compact: true }), rtl ? 'bottom-left' : 'bottom-right')
        if (interactive) {
          map.addControl(new ml.NavigationControl({ showCompass: false }), rtl ? 'top-left' : 'top-right')
        }
        // The bundled map's names are HTML that steps aside by itself; a tile style's are not.
        if (setup.cities.length > 0)
          addCityLabels(map, ml.Marker, setup.cities, { language, rtl, pin: [lng, lat] })
        else keepLabelsOffPin(map, [lng, lat])
        new ml.Marker({ color: MARKER_COLOUR }).setLngLat([lng, lat]).addTo(map)
        map.once('style.load', () => {
          styleLoaded = true
        })
        map.once('load', () => {
          if (!cancelled) setState('ready')
        })
        // A style that cannot be fetched never loads; a missing tile later is not our failure.
        map.on('error', () => {
          if (!styleLoaded && !cancelled) setState('failed')
        })
      })
      .catch(() => {
        // No WebGL, or offline before maplibre was ever fetched.
        if (!cancelled) setState('failed')
      })
    return () => {
      cancelled = true
      map?.remove()
    }
  }, [
    near,
    configPending,
    styleUrl,
    pmtilesUrl,
    lat,
    lng,
    zoom,
    interactive,
    language,
    label,
    mapTitle,
    zoomIn,
    zoomOut,
    attribution,
  ])

  return (
    <div
      className={`hotel-map ${className}`}
      style={{ blockSize: height }}
      data-state={state}
      data-testid="hotel-map"
    >
      <div ref={box} className="hotel-map-canvas" />
      {(state === 'waiting' || state === 'loading') && (
        <div className="hotel-map-skeleton" role="status">
          <span className="visually-hidden">
            <Trans>Loading the map…</Trans>
          </span>
        </div>
      )}
      {state === 'failed' && (
        <p className="hotel-map-message">
          <Trans>The map could not be shown.</Trans>
        </p>
      )}
    </div>
  )
}
