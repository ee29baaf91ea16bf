import { useLingui } from '@lingui/react/macro'
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { useReducedMotion } from '../use-media'
import { ChevronBackIcon, ChevronForwardIcon } from './icons'

export type RowSize = 'narrow' | 'compact' | 'regular' | 'wide' | 'feature'

/** Scroll state of a horizontal row, kept in step with scrolling and resizing. */
function useRowEdges(ref: RefObject<HTMLUListElement | null>) {
  // Most rows overflow: start with the buttons shown, so the heading does not change height later.
  const [edges, setEdges] = useState({ start: true, end: false })
  const measure = useCallback(() => {
    const el = ref.current
    if (!el) return
    // scrollLeft runs negative in right-to-left layouts; its size is the distance from the start.
    const offset = Math.abs(el.scrollLeft)
    const max = el.scrollWidth - el.clientWidth
    setEdges({ start: offset <= 1, end: offset >= max - 1 })
  }, [ref])
  useEffect(() => {
    const el = ref.current
    if (!el) return
    // No measuring here: reading scroll sizes in an effect forces a layout before the first
    // paint. A ResizeObserver reports once right after the browser's own layout, for free.
    el.addEventListener('scroll', measure, { passive: true })
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => {
      el.removeEventListener('scroll', measure)
      observer.disconnect()
    }
  }, [ref, measure])
  return edges
}

/**
 * A horizontal, scroll-snapping row of cards. The hook gives the list's ref and the
 * previous/next buttons (for the section heading), which move the row by one card. In
 * right-to-left languages the row starts at the right and "next" scrolls toward the left.
 * Touch and trackpad users swipe; keyboard users tab through the cards' links.
 */
export function useCardRow(label: string) {
  const { t } = useLingui()
  const ref = useRef<HTMLUListElement>(null)
  const edges = useRowEdges(ref)
  const reduced = useReducedMotion()

  const step = (direction: 1 | -1) => {
    const el = ref.current
    const card = el?.firstElementChild
    if (!el || !card) return
    const style = getComputedStyle(el)
    const width = card.getBoundingClientRect().width + (Number.parseFloat(style.columnGap) || 0)
    const sign = style.direction === 'rtl' ? -1 : 1
    el.scrollBy({ left: direction * sign * width, behavior: reduced ? 'auto' : 'smooth' })
  }

  const nav =
    edges.start && edges.end ? null : (
      <div className="row-nav">
        <button
          type="button"
          className="row-btn"
          data-row-step="prev"
          onClick={() => step(-1)}
          disabled={edges.start}
          aria-label={t`Previous: ${label}`}
        >
          <ChevronBackIcon />
        </button>
        <button
          type="button"
          className="row-btn"
          data-row-step="next"
          onClick={() => step(1)}
          disabled={edges.end}
          aria-label={t`Next: ${label}`}
        >
          <ChevronForwardIcon />
        </button>
      </div>
    )
  return { ref, nav }
}

export function CardRow({
  rowRef,
  size,
  label,
  children,
}: {
  rowRef: RefObject<HTMLUListElement | null>
  size: RowSize
  label: string
  children: ReactNode
}) {
  return (
    <ul ref={rowRef} className={`card-row card-row-${size}`} aria-label={label} data-testid="card-row">
      {children}
    </ul>
  )
}
