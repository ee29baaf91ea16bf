/**
 * What the page (`src/`) and the service worker (`sw/`) agree on about data kept on the
 * device. They never import each other, so the names of shared caches and IndexedDB stores,
 * and the shape of a queued favourite, live here. See docs/decisions/0015-offline.md.
 */

/**
 * Caches of earlier releases that this one no longer uses, by name prefix: the worker deletes
 * them when it takes over. `funduq-api-` held API answers per person (decision 15 until
 * decision 28: the persisted query cache holds the same answers).
 */
export const LEGACY_CACHES = ['funduq-api-'] as const

/** Favourite changes waiting for the server, in the order they were made. */
export const FAVOURITE_QUEUE = {
  db: 'funduq-favourite-queue',
  store: 'ops',
  /** Key of the current access token, kept beside the queue so a background replay can send it. */
  sessionKey: 'session',
  /** Background Sync tag the page registers when it queues a change. */
  syncTag: 'funduq-favourites',
  /** Web Lock held by whoever replays (a tab or the worker), so two never send at once. */
  lock: 'funduq-favourites-replay',
  /** Message the worker posts to tabs when it stopped at a 401 (only a tab may refresh the session). */
  needsSessionMessage: 'FAVOURITES_NEED_SESSION',
  /** Message the worker posts to tabs after it replayed changes: a `ReplayedMessage`. */
  replayedMessage: 'FAVOURITES_REPLAYED',
} as const

/** The favourites the worker's replay confirmed, as the server answered them. */
export interface ReplayedMessage {
  type: typeof FAVOURITE_QUEUE.replayedMessage
  confirmed: Array<{ hotel_id: number; state: boolean }>
}

/** One queued change. Keys in the store are increasing numbers: their order is the replay order. */
export interface QueuedFavourite {
  hotel_id: number
  /** The state the person wants, not a toggle: replaying it twice changes nothing. */
  state: boolean
  /** A UUID: the server answers a repeated op_id with its first outcome. */
  op_id: string
  queued_at: number
  /** Failed attempts (5xx), for the backoff. */
  tries: number
  /**
   * The account that made the change: it is sent only under that account's session, never as
   * another person or a new guest, and waits on the device until that account is back (issue
   * 20). Absent on changes queued by releases before it: they go with the current session.
   */
  user_id?: number
}

/** Whether a queued change may be sent (or shown as pending) under the session of `userId`. */
export const queuedFor = (op: QueuedFavourite, userId: number | undefined) =>
  userId !== undefined && (op.user_id === undefined || op.user_id === userId)

/** What the page mirrors under `sessionKey`: only the short-lived access token, never the refresh token. */
export interface QueueSession {
  token: string
  user_id: number
}

/**
 * A public page, drawn by the server (server/http/page-render.ts, decision 21) for a first visit,
 * and kept by the service worker for the next ones (sw/recipes/server-pages.ts, decision 28):
 * its picture and text paint before the app's code has run, and the app takes the markup over.
 */
export const SERVER_PAGES = {
  paths: [
    '/',
    '/hotels',
    '/hotel',
    '/offers',
    '/faq',
    '/contact',
    '/terms-and-conditions',
    '/privacy-policy',
  ],
  /** Set on `#root` when it holds the server's markup, which the app takes over (src/main.tsx). */
  attribute: 'data-server-page',
  /**
   * What the server draws for when the visitor has not told it (a first visit: nothing stored
   * under these keys, spec §3) and the keys: the app mirrors them in cookies of the same names,
   * and the server then draws in the visitor's language and currency.
   */
  drawnFor: {
    // Literals: this file stays free of imports for the service worker's sake
    // (offline.test.ts checks them against DEFAULT_LANGUAGE, BASE_CURRENCY and STORAGE_KEYS).
    languageKey: 'selectedLanguage',
    language: 'ar',
    currencyKey: 'selectedCurrency',
    currency: 'USD',
  },
  /** On the drawn page's `<html>`: the language and currency it was drawn in ("en IQD"). */
  drawnForAttribute: 'data-drawn-for',
  /**
   * Set on `<html>` by the starter script when the markup is not for this visitor (a kept page,
   * then another language chosen): hidden until the app has drawn the page itself.
   */
  redrawAttribute: 'data-redraw',
  /**
   * Set on `<html>` by the starter script for a visitor with a session (`guest` or `user`): the
   * server drew for nobody, so what is the person's own (the account links, the hearts) stays
   * hidden until the app has taken the page over (base.css).
   */
  visitorAttribute: 'data-visitor',
  /** The shell's module scripts while the page paints: a type no browser runs. */
  deferredScriptType: 'funduq/deferred-module',
  /** The shell's other `<link>`s while the page paints (the manifest): their `rel`, kept aside. */
  deferredRelAttribute: 'data-deferred-rel',
  /** On a main picture the worker put in the page itself: the address the starter then fetches. */
  leadImageAttribute: 'data-inline-src',
} as const

/** The worker's copies of the server's pages (sw/recipes/server-pages.ts), one per address. */
export const KEPT_PAGES = {
  cache: 'funduq-pages',
  /** Only the server's drawn pages are kept, never the plain shell it answers when busy. */
  drawnAttribute: SERVER_PAGES.attribute,
  leadImageAttribute: SERVER_PAGES.leadImageAttribute,
  /** Larger pictures and font sets are referred to instead of carried in the page. */
  inlineImageMaxBytes: 96 * 1024,
  inlineFontsMaxBytes: 256 * 1024,
  /** As old as the answers kept in IndexedDB may be. */
  maxAgeMs: 7 * 24 * 3_600_000,
  maxEntries: 30,
} as const

/** Whether a page at this path comes drawn by the server (and is kept by the worker). */
export const isServerPagePath = (pathname: string) =>
  (SERVER_PAGES.paths as readonly string[]).includes(pathname)

/**
 * Whether markup drawn for `drawn` (`<html data-drawn-for>`, "en IQD") is for the visitor whose
 * stored choices these are.
 */
export function drawnForVisitor(
  language: string | null,
  currency: string | null,
  drawn: string | null,
): boolean {
  const { drawnFor } = SERVER_PAGES
  const [drawnLanguage, drawnCurrency] = (drawn ?? '').split(' ')
  return (
    (language ?? drawnFor.language) === (drawnLanguage || drawnFor.language) &&
    (currency ?? drawnFor.currency) === (drawnCurrency || drawnFor.currency)
  )
}

/**
 * The one inline script of ours a page drawn by the server carries, kept or not (the server's
 * Content-Security-Policy allows it by its hash). First, when the visitor's stored language or
 * currency is not what the server drew for, it marks `<html>` so that the server's markup stays
 * hidden (base.css) until the app has drawn the page itself. Then, once the page has painted
 * (its largest-contentful-paint entry, or the next frame in a browser without those entries, or
 * 500 ms at the latest: a hidden page paints nothing), it asks for the main picture at the
 * address the app will use and starts the app's scripts; once they have run, it gives the
 * manifest its link back (so the app is listening when Chrome offers to install it). Until then
 * the page's first frame waits on nothing but the page itself: no script, font, picture or
 * manifest is fetched before it.
 */
export const PAGE_STARTER_SCRIPT = `{try{const h=document.documentElement,d=(h.getAttribute('${SERVER_PAGES.drawnForAttribute}')||'').split(' '),l=localStorage.getItem('${SERVER_PAGES.drawnFor.languageKey}'),c=localStorage.getItem('${SERVER_PAGES.drawnFor.currencyKey}');if((l??'${SERVER_PAGES.drawnFor.language}')!==(d[0]||'${SERVER_PAGES.drawnFor.language}')||(c??'${SERVER_PAGES.drawnFor.currency}')!==(d[1]||'${SERVER_PAGES.drawnFor.currency}'))h.setAttribute('${SERVER_PAGES.redrawAttribute}','');const a=JSON.parse(localStorage.getItem('auth_info')??'null');if(a)h.setAttribute('${SERVER_PAGES.visitorAttribute}',a.userAuth?.is_guest===false?'user':'guest')}catch{}let started=0;const start=()=>{if(started++)return;for(const img of document.querySelectorAll('img[${SERVER_PAGES.leadImageAttribute}]'))new Image().src=img.getAttribute('${SERVER_PAGES.leadImageAttribute}');const links=()=>{for(const deferred of document.querySelectorAll('link[${SERVER_PAGES.deferredRelAttribute}]')){const link=document.createElement('link');link.rel=deferred.getAttribute('${SERVER_PAGES.deferredRelAttribute}');link.href=deferred.href;deferred.replaceWith(link)}};let waiting=0;for(const deferred of document.querySelectorAll('script[type="${SERVER_PAGES.deferredScriptType}"]')){waiting++;const script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=deferred.src;script.onload=script.onerror=()=>{if(!--waiting)links()};document.head.append(script)}if(!waiting)links()};if(self.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint'))new PerformanceObserver(()=>setTimeout(start)).observe({type:'largest-contentful-paint',buffered:true});else requestAnimationFrame(()=>setTimeout(start));setTimeout(start,500)}`

/**
 * The shell with the app's start held back until the page in it has painted: its module scripts
 * in a type no browser runs and its manifest link without its `rel`, both restored by
 * PAGE_STARTER_SCRIPT, which goes in its `<head>` (server/http/page-render.ts).
 */
export function deferAppStart(shell: string): string {
  return shell
    .replace(/<script type="module"/g, `<script type="${SERVER_PAGES.deferredScriptType}"`)
    .replace(/<link rel="manifest"/g, `<link ${SERVER_PAGES.deferredRelAttribute}="manifest"`)
    .replace('</head>', () => `<script>${PAGE_STARTER_SCRIPT}</script></head>`)
}
