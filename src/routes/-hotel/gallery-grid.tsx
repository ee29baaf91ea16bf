import { Plural } from '@lingui/react/macro'
import { galleryLeadImage } from '../../../contract/media'
import { IMAGE_RATIO, imageSrc, imageSrcSet } from '../../lib/media'
import type { Photo } from './photo-carousel'

/** Spec §9: the gallery grid shows at most 8 tiles. */
export const GRID_TILES = 8

/**
 * Columns (of 12) and rows each tile spans for n tiles: the first photo takes half the width
 * and two rows, four tiles fill the other half, the rest share a third row.
 */
const LAYOUTS: Record<number, [number, number][]> = {
  1: [[12, 2]],
  2: [
    [6, 2],
    [6, 2],
  ],
  3: [
    [6, 2],
    [6, 1],
    [6, 1],
  ],
  4: [
    [6, 2],
    [3, 1],
    [3, 1],
    [6, 1],
  ],
  5: [[6, 2], ...Array.from({ length: 4 }, () => [3, 1] as [number, number])],
  6: [
    [6, 2],
    [3, 1],
    [3, 1],
    [2, 1],
    [2, 1],
    [2, 1],
  ],
  7: [
    [6, 2],
    [3, 1],
    [3, 1],
    [3, 1],
    [3, 1],
    [6, 1],
    [6, 1],
  ],
  8: [
    [6, 2],
    [3, 1],
    [3, 1],
    [3, 1],
    [3, 1],
    [4, 1],
    [4, 1],
    [4, 1],
  ],
}

interface Props {
  photos: Photo[]
  onOpen(index: number): void
}

/**
 * Desktop gallery. Up to 8 photos show as they are; with more, the 7th tile carries a
 * "+N photos" overlay (spec §2) and opens the viewer there.
 */
export function GalleryGrid({ photos, onOpen }: Props) {
  const overflow = photos.length > GRID_TILES
  const tiles = overflow ? photos.slice(0, 7) : photos.slice(0, GRID_TILES)
  const more = photos.length - tiles.length
  const layout = LAYOUTS[tiles.length] ?? []
  return (
    <div className="gallery-grid" data-testid="gallery-grid">
      {tiles.map((photo, i) => {
        const [cols, rows] = layout[i] ?? [3, 1]
        const withOverlay = overflow && i === tiles.length - 1
        return (
          <button
            key={photo.path}
            type="button"
            className="gallery-tile"
            data-testid="gallery-tile"
            style={{ gridColumn: `span ${cols}`, gridRow: `span ${rows}` }}
            onClick={() => onOpen(i)}
          >
            <img
              className="tile-img"
              {...(i === 0
                ? galleryLeadImage(photo.path)
                : {
                    src: imageSrc(photo.path, 480),
                    srcSet: imageSrcSet(photo.path),
                    sizes: `(min-width: 1240px) ${cols * 100}px, ${cols * 8}vw`,
                  })}
              width={IMAGE_RATIO.width * 160}
              height={IMAGE_RATIO.height * 160}
              alt={photo.alt}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding="async"
            />
            {withOverlay && (
              <span className="gallery-more" data-testid="gallery-more">
                <Plural value={more} one="+# photo" other="+# photos" />
              </span>
            )}
          </button>
        )
      })}
    </div>
  )
}
