import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { hydrate as hydrateRouter } from '@tanstack/router-core/ssr/client'
import { drawnForVisitor, SERVER_PAGES } from '../../contract/offline'
import { STORAGE_KEYS } from './storage-keys'

/** What the server sends with a page it drew (src/server-render.tsx). */
export interface ServerPageState {
  /** The API answers the page was drawn from. */
  queries: DehydratedState
  /** The router's matches, in the form its own server rendering hands them over. */
  matches: unknown[]
}

declare global {
  interface Window {
    /** Where TanStack Router's `hydrate` reads a server's matches from. */
    $_TSR?: unknown
  }
}

/**
 * The page the server drew into `#root` (server/http/page-render.ts), if the app can take it
 * over as it is. The server draws what a first visit sees (Arabic, US dollars): a visitor who
 * chose another language or currency gets the page drawn anew in the browser, from its own calls.
 */
export function serverPage(): ServerPageState | null {
  if (!document.getElementById('root')?.hasAttribute(SERVER_PAGES.attribute)) return null
  const language = localStorage.getItem(STORAGE_KEYS.language)
  if (!drawnForVisitor(language, localStorage.getItem(STORAGE_KEYS.currency))) return null
  const text = document.getElementById(SERVER_PAGES.stateId)?.textContent
  try {
    const state = text ? (JSON.parse(text) as ServerPageState) : null
    return state && Array.isArray(state.matches) ? state : null
  } catch {
    return null
  }
}

/**
 * Puts the server's answers in the cache and its matches in the router, without loading
 * anything again: the app's first render is then the page on screen.
 */
export async function takeOverServerPage(
  state: ServerPageState,
  queryClient: QueryClient,
  router: AnyRouter,
  hadSession: boolean,
): Promise<void> {
  hydrate(queryClient, state.queries)
  // The server asked as nobody: answers with fields per caller (a hotel's heart) are right for
  // a visitor who came without a session (the guest session made now has no favourites yet).
  // Anyone else's are marked stale, so the page, drawn as it came, asks again with the
  // visitor's session as soon as it has been taken over.
  if (hadSession) void queryClient.invalidateQueries({ refetchType: 'none' })
  window.$_TSR = { router: { matches: state.matches }, buffer: [], initialized: false, h() {} }
  await hydrateRouter(router)
}
