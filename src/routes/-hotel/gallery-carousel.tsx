import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { gallerySlideImage } from '../../../contract/media'
import { IMAGE_RATIO } from '../../lib/media'
import type { Photo } from './photo-carousel'
import { PhotoCounter, PhotoNav } from './photo-controls'

interface Props {
  photos: Photo[]
  onOpen(index: number): void
}

/**
 * Narrow screens (spec: below 1150 px): a swipeable strip built on CSS scroll snapping, with
 * a counter and previous/next buttons for mouse and keyboard users.
 */
export function GalleryCarousel({ photos, onOpen }: Props) {
  const { t } = useLingui()
  const track = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(0)

  useEffect(() => {
    const root = track.current
    if (!root) return
    const seen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.index))
        }
      },
      { root, threshold: 0.6 },
    )
    for (const slide of root.children) seen.observe(slide)
    return () => seen.disconnect()
  }, [])

  const show = (i: number) => {
    const slide = track.current?.children[(i + photos.length) % photos.length]
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    slide?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'nearest', inline: 'start' })
  }

  return (
    <section className="gallery-carousel" aria-roledescription={t`carousel`} aria-label={t`Hotel photos`}>
      <ul className="carousel-track" ref={track}>
        {photos.map((photo, i) => (
          <li key={photo.path} className="carousel-slide" data-index={i}>
            <button type="button" className="carousel-open" onClick={() => onOpen(i)}>
              <img
                className="slide-img"
                {...gallerySlideImage(photo.path)}
                width={IMAGE_RATIO.width * 160}
                height={IMAGE_RATIO.height * 160}
                alt={photo.alt}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {photos.length > 1 && (
        <>
          <PhotoNav onStep={(step) => show(current + step)} />
          <PhotoCounter index={current} count={photos.length} testId="carousel-counter" />
        </>
      )}
    </section>
  )
}
