import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { gallerySlideImage } from '../../../contract/media'
import { formatNumber } from '../../lib/format'
import { IMAGE_RATIO } from '../../lib/media'
import { usePreferences } from '../../lib/preferences'
import { ChevronIcon } from './chevron-icon'
import type { Photo } from './photo-carousel'

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
  const { language } = usePreferences()
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

  const n = formatNumber(current + 1, language)
  const total = formatNumber(photos.length, language)
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
          <button
            type="button"
            className="icon-btn photo-nav photo-prev"
            aria-label={t`Previous photo`}
            onClick={() => show(current - 1)}
          >
            <ChevronIcon />
          </button>
          <button
            type="button"
            className="icon-btn photo-nav photo-next"
            aria-label={t`Next photo`}
            onClick={() => show(current + 1)}
          >
            <ChevronIcon />
          </button>
          <output className="photo-counter" data-testid="carousel-counter">
            <span className="visually-hidden">{t`Photo ${n} of ${total}`}</span>
            <span aria-hidden="true">
              {n} / {total}
            </span>
          </output>
        </>
      )}
    </section>
  )
}
