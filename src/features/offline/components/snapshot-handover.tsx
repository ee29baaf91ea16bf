import { useLayoutEffect } from 'react'
import { PAGE_SNAPSHOTS, SERVER_PAGES } from '../../../../contract/offline'

/**
 * A page opened on its snapshot (sw/recipes/page-snapshots.ts) shows it `inert`: a tap or a
 * keystroke there would be lost when the app replaces it, so none is taken. The app's first
 * commit has replaced the snapshot by the time this runs, before that frame paints: the page
 * answers from its first live frame on. A page the server drew (decision 21) is not inert: its
 * links work before the app has started; the app's first commit takes its markup over as it is.
 */
export function SnapshotHandover() {
  useLayoutEffect(() => {
    const root = document.getElementById('root')
    root?.removeAttribute('inert')
    root?.removeAttribute(PAGE_SNAPSHOTS.attribute)
    // A page the server drew has been taken over (hydrated), or replaced for a visitor it was
    // not drawn for (hidden until now, base.css), by the time this runs.
    root?.removeAttribute(SERVER_PAGES.attribute)
  }, [])
  return null
}
