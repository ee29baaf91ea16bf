import { Trans } from '@lingui/react/macro'
import { arrowStep, ModalDialog } from '../../components/ui/modal-dialog'
import { type Photo, PhotoCarousel } from './photo-carousel'

interface Props {
  title: string
  photos: Photo[]
  /** The photo shown, or null when the viewer is closed. */
  index: number | null
  onIndexChange(index: number): void
  onClose(): void
}

/** Full-screen photo viewer: Escape closes, arrow keys move, focus goes back to the tile. */
export function PhotoViewer({ title, photos, index, onIndexChange, onClose }: Props) {
  const open = index !== null
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      className="photo-viewer"
      title={<Trans>Photos of {title}</Trans>}
      onKeyDown={(e) => {
        const step = arrowStep(e)
        if (!step || index === null) return
        e.preventDefault()
        onIndexChange((index + step + photos.length) % photos.length)
      }}
    >
      <PhotoCarousel
        photos={photos}
        index={index ?? 0}
        onIndexChange={onIndexChange}
        sizes="100vw"
        variant="viewer"
      />
    </ModalDialog>
  )
}
