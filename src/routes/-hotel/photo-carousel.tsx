import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { formatNumber } from '../../lib/format'
import { IMAGE_RATIO, imageSrc, imageSrcSet } from '../../lib/media'
import { usePreferences } from '../../lib/preferences'
import { PhotoCounter, PhotoNav } from './photo-controls'

export interface Photo {
  path: string
  alt: string
}

interface Props {
  photos: Photo[]
  index: number
  onIndexChange(index: number): void
  /** `sizes` of the large picture. */
  sizes: string
  variant?: 'viewer' | 'inline'
}

/** One large photo with previous/next, a "2 / 4" counter and a strip of thumbnails. */
export function PhotoCarousel({ photos, index, onIndexChange, sizes, variant = 'inline' }: Props) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const thumbs = useRef<HTMLOListElement>(null)
  const count = photos.length
  const photo = photos[index] ?? photos[0]
  const go = (step: number) => onIndexChange((index + step + count) % count)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new index is what brings its thumbnail into view
  useEffect(() => {
    thumbs.current
      ?.querySelector('[aria-current="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [index])

  if (!photo) return null
  return (
    <div className={`photo-carousel photo-carousel-${variant}`}>
      <div className="photo-stage">
        <img
          className="stage-img"
          key={photo.path}
          src={imageSrc(photo.path, 960)}
          srcSet={imageSrcSet(photo.path)}
          sizes={sizes}
          width={IMAGE_RATIO.width * 240}
          height={IMAGE_RATIO.height * 240}
          alt={photo.alt}
          decoding="async"
        />
        {count > 1 && <PhotoNav onStep={go} />}
        <PhotoCounter index={index} count={count} live testId="photo-counter" />
      </div>
      {count > 1 && (
        <ol className="photo-thumbs" ref={thumbs} aria-label={t`All photos`}>
          {photos.map((p, i) => {
            const n = formatNumber(i + 1, language)
            return (
              <li key={p.path}>
                <button
                  type="button"
                  className="photo-thumb"
                  aria-current={i === index}
                  aria-label={t`Show photo ${n}`}
                  onClick={() => onIndexChange(i)}
                >
                  <img
                    className="thumb-img"
                    src={imageSrc(p.path, 320)}
                    alt=""
                    width={96}
                    height={72}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
              </li>
            )
          })}
        </ol>
      )}
    </div>
  )
}
