import { Trans } from '@lingui/react/macro'
import { useLayoutEffect, useRef, useState } from 'react'

/**
 * A text cut to its first two lines (`.console-clamp`), so a list of long reviews stays one screen
 * of rows; "Show all" opens it in place. The button appears only when something is cut: measured
 * after layout and again when the width changes (a phone turned, a window resized).
 */
export function ClampedText({ id, text, className }: { id: string; text: string; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null)
  const [open, setOpen] = useState(false)
  const [cut, setCut] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text is measured again
  useLayoutEffect(() => {
    const el = ref.current
    if (!el || open) return
    const measure = () => setCut(el.scrollHeight > el.clientHeight + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [open, text])
  return (
    <>
      <p
        ref={ref}
        id={id}
        className={['console-clamp', className].filter(Boolean).join(' ')}
        data-open={open || undefined}
        dir="auto"
      >
        {text}
      </p>
      {(cut || open) && (
        <button
          type="button"
          className="console-text-button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <Trans>Show less</Trans> : <Trans>Show all</Trans>}
        </button>
      )}
    </>
  )
}
