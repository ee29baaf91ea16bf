import { useQuery } from '@tanstack/react-query'
import { ModalDialog } from '../../components/ui/modal-dialog'
import { appConfigQueryOptions } from '../site/api/app-config'
import { HotelMap } from './hotel-map'
import { hasStreets } from './map-style'
import './map.css'

interface Props {
  open: boolean
  onClose(): void
  lat: number
  lng: number
  /** The hotel's name: the dialog's title and the marker's label. */
  label: string
  /** Default: street level on a tile service's map, the region on the bundled one. */
  zoom?: number
}

/**
 * A tile service's map, or our own basemap file, has streets: zoom in to them. The bundled map
 * has none, so the larger map shows the region instead (nearby towns, borders) and the buttons
 * zoom in.
 */
const STREET_ZOOM = 15
const REGION_ZOOM = 8

/** "View on map": a large interactive map in the shared modal; the map exists only while open. */
export function MapDialog({ open, onClose, lat, lng, label, zoom }: Props) {
  const config = useQuery(appConfigQueryOptions()).data
  const streets = hasStreets({
    styleUrl: config?.map_style_url ?? null,
    pmtilesUrl: config?.map_pmtiles_url ?? null,
  })
  return (
    <ModalDialog open={open} onClose={onClose} title={label} className="map-dialog" testId="map-dialog">
      <HotelMap
        lat={lat}
        lng={lng}
        zoom={zoom ?? (streets ? STREET_ZOOM : REGION_ZOOM)}
        height={650}
        label={label}
        interactive
        className="map-dialog-map"
      />
    </ModalDialog>
  )
}
