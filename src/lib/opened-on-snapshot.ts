import { PAGE_SNAPSHOTS } from '../../contract/offline'

/**
 * Whether the page on screen opened on a snapshot the service worker put in `#root`
 * (sw/recipes/page-snapshots.ts), until the first navigation inside the app. The app's first
 * render replaces the snapshot, so parts of that page that normally wait for a second render
 * (src/lib/use-revealed.ts) draw at once: the first render then matches what is already shown.
 */
let opened =
  typeof document !== 'undefined' &&
  (document.getElementById('root')?.hasAttribute(PAGE_SNAPSHOTS.attribute) ?? false)

export const openedOnSnapshot = () => opened

/** Called on the first navigation inside the app: later pages render as usual. */
export function leftSnapshotPage(): void {
  opened = false
}
