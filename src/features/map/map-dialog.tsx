import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { CloseIcon } from '../../components/ui/icons'
import { appConfigQueryOptions } from '../site/api/app-config'
import { HotelMap } from './hotel-map'
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
 * A tile service's map has streets: zoom in to them. The bundled map has none, so the larger
 * map shows the region instead (nearby towns, borders) and the buttons zoom in.
 */
const STREET_ZOOM = 15
const REGION_ZOOM = 8

/**
 * "View on map": a native modal `<dialog>` with a large interactive map. The browser traps
 * focus and closes it on Escape; we close it on a backdrop click too, and hand focus back to
 * the control that opened it. The map is made only while the dialog is open.
 */
export function MapDialog({ open, onClose, lat, lng, label, zoom }: Props) {
  const { t } = useLingui()
  const streets = Boolean(useQuery(appConfigQueryOptions()).data?.map_style_url)
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  const handleClose = () => {
    onClose()
    const el = opener.current
    opener.current = null
    if (el instanceof HTMLElement && el.isConnected) el.focus()
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape, which <dialog> handles itself.
    <dialog
      ref={ref}
      className="map-dialog"
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={(e) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (e.target === e.currentTarget) e.currentTarget.close()
      }}
      data-testid="map-dialog"
    >
      {open && (
        <div className="map-dialog-body">
          <div className="map-dialog-head">
            <h2 id={titleId} className="map-dialog-title">
              {label}
            </h2>
            <button
              type="button"
              className="map-dialog-close"
              aria-label={t`Close`}
              onClick={() => ref.current?.close()}
            >
              <CloseIcon size={22} />
            </button>
          </div>
          <HotelMap
            lat={lat}
            lng={lng}
            zoom={zoom ?? (streets ? STREET_ZOOM : REGION_ZOOM)}
            height={650}
            label={label}
            interactive
            className="map-dialog-map"
          />
        </div>
      )}
    </dialog>
  )
}
