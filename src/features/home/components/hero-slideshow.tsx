import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { KeenSliderInstance } from 'keen-slider'
import { type FocusEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { heroSlideImage } from '../../../../contract/media'
import { isRtl } from '../../../lib/i18n'
import { usePreferences } from '../../../lib/preferences'
import { slidePictures, slidersQueryOptions } from '../api/sliders'
import { afterPageLoad, usePageHidden, useReducedMotion } from '../use-media'
import { ChevronBackIcon, ChevronForwardIcon, PauseIcon, PlayIcon } from './icons'
import './hero-slideshow.css'

const SLIDES = [1, 2, 3, 4, 5] as const

/** Spec §4/§9: the image changes every 3 s, after a 0.5 s delay. */
export const SLIDE_DELAY_MS = 500
export const SLIDE_INTERVAL_MS = 3000

/**
 * The home slideshow. The first slide is plain HTML (eager, high priority) so it paints at
 * once; keen-slider is fetched only after the page's `load` event, which keeps it out of the
 * entry chunk and off the critical path. The track's CSS matches keen-slider's, so nothing
 * moves when it takes over. Rotation pauses on hover, on keyboard focus, in a background tab
 * and by the pause button, and never starts for visitors who ask for reduced motion.
 */
export function HeroSlideshow({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const rtl = isRtl(language)
  const reduced = useReducedMotion()
  const hidden = usePageHidden()
  const trackRef = useRef<HTMLDivElement>(null)
  const trackId = useId()
  const [slider, setSlider] = useState<KeenSliderInstance | null>(null)
  const [current, setCurrent] = useState(0)
  const currentRef = useRef(0)
  currentRef.current = current
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [userPaused, setUserPaused] = useState(false)
  // The sections' own pictures come first (decision 44). A page drawn on the server has the
  // sections' answer already (the home loader waits for it there), so the first picture is in
  // the first paint and the hydration finds the same one.
  const pictures = useQuery({ ...slidersQueryOptions(), select: slidePictures }).data

  useEffect(() => {
    const el = trackRef.current
    if (!el) return
    let instance: KeenSliderInstance | undefined
    let cancelled = false
    const cancelWait = afterPageLoad(() => {
      void import('keen-slider').then(({ default: KeenSlider }) => {
        if (cancelled || !el.isConnected) return
        instance = new KeenSlider(el, {
          loop: true,
          rtl,
          selector: '.hero-slide',
          initial: currentRef.current,
          defaultAnimation: { duration: reduced ? 1 : 800 },
          slideChanged: (s) => setCurrent(s.track.details.rel),
        })
        setSlider(instance)
      })
    })
    return () => {
      cancelled = true
      cancelWait()
      instance?.destroy()
      setSlider(null)
    }
  }, [rtl, reduced])

  const running = slider !== null && !reduced && !hovered && !focused && !userPaused && !hidden
  const startedRef = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a slide change (by the timer or by hand) restarts the count
  useEffect(() => {
    if (!running || !slider) {
      startedRef.current = false
      return
    }
    const wait = startedRef.current ? SLIDE_INTERVAL_MS : SLIDE_DELAY_MS + SLIDE_INTERVAL_MS
    startedRef.current = true
    const timer = window.setTimeout(() => slider.next(), wait)
    return () => window.clearTimeout(timer)
  }, [running, slider, current])

  const go = (target: 'prev' | 'next' | number) => {
    if (!slider) return
    if (target === 'prev') slider.prev()
    else if (target === 'next') slider.next()
    else slider.moveToIdx(target)
  }

  // Pause for keyboard focus only: a mouse click leaves focus on a button long after the pointer has gone.
  const onFocus = (e: FocusEvent) => setFocused((e.target as Element).matches(':focus-visible'))
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
  }

  const total = SLIDES.length
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses the rotation; the buttons do the rest
    <div
      className="hero-stage"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <section
        className="hero-carousel"
        aria-roledescription={t`carousel`}
        aria-label={t`Places to discover`}
        data-testid="hero-slideshow"
        data-ready={slider ? 'true' : 'false'}
        data-current={current}
      >
        <div className="hero-controls">
          <button type="button" className="hero-btn" aria-controls={trackId} onClick={() => go('prev')}>
            <ChevronBackIcon />
            <span className="visually-hidden">{t`Previous slide`}</span>
          </button>
          <div className="hero-dots">
            {SLIDES.map((n, i) => (
              <button
                key={n}
                type="button"
                className="hero-dot"
                aria-controls={trackId}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <span className="visually-hidden">{t`Show slide ${i + 1} of ${total}`}</span>
              </button>
            ))}
          </div>
          {!reduced && (
            <button type="button" className="hero-btn" onClick={() => setUserPaused((p) => !p)}>
              {userPaused ? <PlayIcon /> : <PauseIcon />}
              <span className="visually-hidden">{userPaused ? t`Play slideshow` : t`Pause slideshow`}</span>
            </button>
          )}
          <button type="button" className="hero-btn" aria-controls={trackId} onClick={() => go('next')}>
            <ChevronForwardIcon />
            <span className="visually-hidden">{t`Next slide`}</span>
          </button>
        </div>
        <div ref={trackRef} id={trackId} className="hero-track" aria-live={running ? 'off' : 'polite'}>
          {SLIDES.map((n, i) => {
            // The visible slide and its neighbours have a picture; the rest get one when near.
            const near =
              i === 0 || (slider !== null && Math.abs(((i - current + total + 1) % total) - 1) <= 1)
            return (
              <div
                key={n}
                className="hero-slide"
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${i + 1} of ${total}`}
                aria-hidden={i !== current}
              >
                {/* Until the slider runs only the first slide has a picture: the others would
                    take bandwidth from it on a slow connection (lazy loading still fetches
                    images beside the viewport). */}
                {near && (
                  <img
                    {...heroSlideImage(n, pictures?.[i])}
                    width={1920}
                    height={1080}
                    alt=""
                    loading="eager"
                    fetchPriority={i === 0 ? 'high' : 'low'}
                    decoding={i === 0 ? 'sync' : 'async'}
                    draggable={false}
                  />
                )}
              </div>
            )
          })}
        </div>
      </section>
      {children}
    </div>
  )
}
