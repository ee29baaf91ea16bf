import { useLayoutEffect } from 'react'
import { SERVER_PAGES } from '../../../../contract/offline'
import { tookOver } from '../../../lib/server-page'

/**
 * A page the server drew (decision 21), or the worker's copy of it (decision 28), has been taken
 * over (hydrated), or replaced for a visitor it was not drawn for (hidden until now, base.css),
 * by the app's first commit: from then on `#root` is the app's own.
 */
export function ServerPageHandover() {
  useLayoutEffect(() => {
    document.getElementById('root')?.removeAttribute(SERVER_PAGES.attribute)
    tookOver()
  }, [])
  return null
}
