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
}

/** What the page mirrors under `sessionKey`: only the short-lived access token, never the refresh token. */
export interface QueueSession {
  token: string
  user_id: number
}

/**
 * The last picture of each public page, as HTML, kept so a repeat visit paints at once: the
 * service worker puts it inside the shell's `#root` before the app's code has run, and the app's
 * first render replaces it. Keyed by the page's URL. The page deletes the cache on sign-out and
 * when the language, the currency or the person changes (src/features/offline/page-snapshots.ts).
 */
export const PAGE_SNAPSHOTS = {
  cache: 'funduq-page-snapshots',
  /** Set on `#root` when it holds a snapshot rather than nothing. */
  attribute: 'data-snapshot',
  /**
   * On the `<style>` the worker inlines, naming the sheets it holds: a page opened on a snapshot
   * has no `<link>` for them, and its own next snapshot must still name them.
   */
  stylesAttribute: 'data-snapshot-styles',
  /** Likewise for the fonts it carries inline. */
  fontsAttribute: 'data-snapshot-fonts',
  /** The main picture's `src` in a saved snapshot, for the worker to fill in. */
  leadImageToken: '/snapshot-lead-image',
  /** On the main picture when it is inline: the address the app's own render will ask for. */
  leadImageAttribute: 'data-snapshot-src',
  /** The shell's module scripts while the snapshot paints: a type no browser runs. */
  deferredScriptType: 'funduq/deferred-module',
  /** The shell's other `<link>`s while the snapshot paints (the manifest): their `rel`, kept aside. */
  deferredRelAttribute: 'data-snapshot-rel',
  /** Larger pictures and font sets are referred to instead of carried in the page. */
  inlineImageMaxBytes: 96 * 1024,
  inlineFontsMaxBytes: 256 * 1024,
  /** As old as the saved answers may be (src/features/offline/persist/persist-queries.ts). */
  maxAgeMs: 7 * 24 * 3_600_000,
  /** Public pages only; each at most this big. */
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
  maxBytes: 400_000,
  maxEntries: 30,
} as const

/**
 * A first visit's public page, drawn by the server (server/http/page-render.ts, decision 21):
 * the pages that keep snapshots, for the same reason (their picture and text before the app).
 */
export const SERVER_PAGES = {
  paths: PAGE_SNAPSHOTS.paths,
  /** Set on `#root` when it holds the server's markup, which the app takes over (src/main.tsx). */
  attribute: 'data-server-page',
  /**
   * What the server draws for: a first visit, with nothing stored under these keys (spec §3:
   * the stored language and currency) or these values. A visitor who chose otherwise gets the
   * page drawn by the app instead; until then the server's markup is hidden.
   */
  drawnFor: {
    // Literals: this file stays free of imports for the service worker's sake
    // (offline.test.ts checks them against DEFAULT_LANGUAGE, BASE_CURRENCY and STORAGE_KEYS).
    languageKey: 'selectedLanguage',
    language: 'ar',
    currencyKey: 'selectedCurrency',
    currency: 'USD',
  },
  /** Set on `<html>` by the starter script when the server's markup is not for this visitor. */
  redrawAttribute: 'data-redraw',
} as const

/** Whether the server's markup is for the visitor whose stored choices these are. */
export function drawnForVisitor(language: string | null, currency: string | null): boolean {
  const { drawnFor } = SERVER_PAGES
  return (
    (language ?? drawnFor.language) === drawnFor.language &&
    (currency ?? drawnFor.currency) === drawnFor.currency
  )
}

/**
 * The one inline script a snapshot page, or a page drawn by the server, carries (the server's
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
export const SNAPSHOT_BOOT_SCRIPT = `{try{const l=localStorage.getItem('${SERVER_PAGES.drawnFor.languageKey}'),c=localStorage.getItem('${SERVER_PAGES.drawnFor.currencyKey}');if((l??'${SERVER_PAGES.drawnFor.language}')!=='${SERVER_PAGES.drawnFor.language}'||(c??'${SERVER_PAGES.drawnFor.currency}')!=='${SERVER_PAGES.drawnFor.currency}')document.documentElement.setAttribute('${SERVER_PAGES.redrawAttribute}','')}catch{}let started=0;const start=()=>{if(started++)return;for(const img of document.querySelectorAll('img[${PAGE_SNAPSHOTS.leadImageAttribute}]'))new Image().src=img.getAttribute('${PAGE_SNAPSHOTS.leadImageAttribute}');const links=()=>{for(const deferred of document.querySelectorAll('link[${PAGE_SNAPSHOTS.deferredRelAttribute}]')){const link=document.createElement('link');link.rel=deferred.getAttribute('${PAGE_SNAPSHOTS.deferredRelAttribute}');link.href=deferred.href;deferred.replaceWith(link)}};let waiting=0;for(const deferred of document.querySelectorAll('script[type="${PAGE_SNAPSHOTS.deferredScriptType}"]')){waiting++;const script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=deferred.src;script.onload=script.onerror=()=>{if(!--waiting)links()};document.head.append(script)}if(!waiting)links()};if(self.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint'))new PerformanceObserver(()=>setTimeout(start)).observe({type:'largest-contentful-paint',buffered:true});else requestAnimationFrame(()=>setTimeout(start));setTimeout(start,500)}`

/**
 * The shell with the app's start held back until the page in it has painted: its module scripts
 * in a type no browser runs and its manifest link without its `rel`, both restored by
 * SNAPSHOT_BOOT_SCRIPT, which goes in its `<head>`. Used for a snapshot (the worker) and for a
 * page rendered on the server (server/http/page-render.ts).
 */
export function deferAppStart(shell: string): string {
  return shell
    .replace(/<script type="module"/g, `<script type="${PAGE_SNAPSHOTS.deferredScriptType}"`)
    .replace(/<link rel="manifest"/g, `<link ${PAGE_SNAPSHOTS.deferredRelAttribute}="manifest"`)
    .replace('</head>', () => `<script>${SNAPSHOT_BOOT_SCRIPT}</script></head>`)
}

/** Whether a page at this path is one that keeps a snapshot (the page and the worker ask alike). */
export const isSnapshotPath = (pathname: string) =>
  (PAGE_SNAPSHOTS.paths as readonly string[]).includes(pathname)

export interface PageSnapshot {
  html: string
  lang: string
  dir: 'rtl' | 'ltr'
  title: string
  /**
   * The page's main picture (its `fetchpriority="high"` image, whose `src` in `html` is
   * `leadImageToken`): its attributes, and `current`, the file this device showed, which the
   * worker puts in the page itself when it has it.
   */
  leadImage: { src: string; srcset: string; sizes: string; current: string } | null
  /** The style sheets the page had (`/assets/….css`, in order): put inline, so nothing blocks the first paint. */
  styles: string[]
  /** The fonts the page used (`/assets/….woff2`): inline, so the first layout is in them. */
  fonts: string[]
  /** The entry script's file name: a snapshot of another release is never shown. */
  build: string
  savedAt: number
}
