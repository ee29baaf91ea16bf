import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { WIDE_GALLERY } from '../../../contract/media'
import type { HotelDetail } from '../../features/hotels/api/hotel-detail'
import { formatNumber, localized } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import { useMediaQuery } from '../../lib/use-media-query'
import { GalleryCarousel } from './gallery-carousel'
import { GalleryGrid } from './gallery-grid'
import type { Photo } from './photo-carousel'
import { PhotoViewer } from './photo-viewer'
import './hotel-gallery.css'

export function HotelGallery({ hotel }: { hotel: HotelDetail }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const wide = useMediaQuery(WIDE_GALLERY)
  const [viewing, setViewing] = useState<number | null>(null)
  const title = localized(hotel, 'title', language)
  const paths = hotel.images.length ? hotel.images.map((i) => i.image_path) : hotel.image ? [hotel.image] : []
  const photos: Photo[] = paths.map((path, i) => {
    const n = formatNumber(i + 1, language)
    return { path, alt: t`${title}, photo ${n}` }
  })

  if (!photos.length) {
    return (
      <div className="gallery-empty">
        <Trans>No photos yet</Trans>
      </div>
    )
  }
  return (
    <>
      {wide ? (
        <GalleryGrid photos={photos} onOpen={setViewing} />
      ) : (
        <GalleryCarousel photos={photos} onOpen={setViewing} />
      )}
      <PhotoViewer
        title={title}
        photos={photos}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </>
  )
}
