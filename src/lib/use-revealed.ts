import { startTransition, useEffect, useState } from 'react'

/**
 * False on the first render, true soon after, in a transition: a part of a page drawn this way
 * (below the fold, or a closed dialog) stays out of the render that paints what is on screen —
 * the router renders a page's first frame synchronously, in one task a slow phone waits on —
 * and is drawn in slices, between frames, right after.
 */
export function useRevealed(): boolean {
  // False on the server too: a page taken over starts from what the server drew.
  const [revealed, setRevealed] = useState(false)
  useEffect(() => startTransition(() => setRevealed(true)), [])
  return revealed
}
