import { useLayoutEffect } from 'react'
import { PAGE_SNAPSHOTS } from '../../../../contract/offline'

/**
 * A page opened on its snapshot (sw/recipes/page-snapshots.ts) shows it `inert`: a tap or a
 * keystroke there would be lost when the app replaces it, so none is taken. The app's first
 * commit has replaced the snapshot by the time this runs, before that frame paints: the page
 * answers from its first live frame on.
 */
export function SnapshotHandover() {
  useLayoutEffect(() => {
    const root = document.getElementById('root')
    root?.removeAttribute('inert')
    root?.removeAttribute(PAGE_SNAPSHOTS.attribute)
  }, [])
  return null
}
