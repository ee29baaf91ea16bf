import { startTransition, useEffect, useState } from 'react'
import { openedOnSnapshot } from './opened-on-snapshot'

/**
 * False on the first render, true soon after, in a transition: a part of a page drawn this way
 * (below the fold, or a closed dialog) stays out of the render that paints what is on screen —
 * the router renders a page's first frame synchronously, in one task a slow phone waits on —
 * and is drawn in slices, between frames, right after.
 */
export function useRevealed(): boolean {
  // Over a snapshot of the whole page, drawing less first would only make parts blink.
  const [revealed, setRevealed] = useState(openedOnSnapshot)
  useEffect(() => startTransition(() => setRevealed(true)), [])
  return revealed
}
