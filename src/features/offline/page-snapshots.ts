import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { isSnapshotPath, PAGE_SNAPSHOTS, type PageSnapshot } from '../../../contract/offline'
import { APP_BUILD } from '../../lib/app-build'
import { leftSnapshotPage } from '../../lib/opened-on-snapshot'
import { subscribePreferences } from '../../lib/preferences'
import { readAuth, subscribeAuth } from '../../lib/session'

/** After the page has settled: no answer on its way, nothing changed for this long. */
const SETTLE_MS = 1_500

// Safari has no requestIdleCallback: a timer does.
const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 50)

/**
 * Left out of a snapshot: what lies below the first screen. Every element the snapshot holds
 * is laid out before anything paints, and the app's first render, a moment later, draws the
 * whole page anyway. Selectors, kept here so the pages need not know about snapshots.
 */
const BELOW_THE_FOLD = [
  // /hotels: the cards after the first two (a phone shows one and a half)
  '.hotel-results > :nth-child(n+3)',
  // home: the server's sections, under the slideshow and the search box
  '.home-sections',
  '.site-footer',
].join(',')

/** A picture of nothing, for one left out: an `<img>` without a `src` shows a broken-image sign. */
const NOTHING = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"

/** The picture each page marks as its largest (the one it asks the browser to fetch first). */
const LEAD_IMAGE = 'img[fetchpriority="high"]'

/** Whether a picture lies on the page's first screen (where a visit opens), in view across. */
function onFirstScreen(img: HTMLImageElement): boolean {
  const box = img.getBoundingClientRect()
  const top = box.top + window.scrollY
  return (
    box.width > 0 &&
    top < window.innerHeight &&
    box.bottom + window.scrollY > 0 &&
    box.right > 0 &&
    box.left < window.innerWidth
  )
}

/** The page as HTML, without what only makes sense while the app runs. */
function pictureOf(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement
  // The pictures off the first screen (the slideshow's others, later cards) show their
  // placeholder until the app draws them: the first frame then waits on no download. The main
  // one the worker puts in the page itself.
  const copies = copy.querySelectorAll('img')
  const lead = root.querySelector(LEAD_IMAGE)
  root.querySelectorAll('img').forEach((img, i) => {
    const picture = copies[i]
    if (!picture) return
    if (img === lead) {
      picture.setAttribute('src', PAGE_SNAPSHOTS.leadImageToken)
      picture.removeAttribute('srcset')
      picture.removeAttribute('sizes')
    } else if (!onFirstScreen(img)) {
      picture.setAttribute('src', NOTHING)
      picture.removeAttribute('srcset')
    }
  })
  // What a form control shows is a property, which HTML leaves out: the language and currency
  // pickers would show their first option, a ticked filter an empty box. What a person typed
  // into a form (the contact form's name, e-mail, message) is never kept: only the search box,
  // which the page fills from its address.
  const controls = copy.querySelectorAll('select, input, textarea')
  root.querySelectorAll('select, input, textarea').forEach((control, i) => {
    const picture = controls[i]
    if (!picture) return
    const typed = control.closest('form') !== null && control.closest('form[role="search"]') === null
    if (control instanceof HTMLSelectElement)
      control.querySelectorAll('option').forEach((option, j) => {
        picture.querySelectorAll('option')[j]?.toggleAttribute('selected', option.selected)
      })
    else if (control instanceof HTMLTextAreaElement) picture.textContent = ''
    else if (control instanceof HTMLInputElement) {
      if (control.type === 'checkbox' || control.type === 'radio')
        picture.toggleAttribute('checked', control.checked)
      else if (typed || control.type === 'password' || control.type === 'file')
        picture.removeAttribute('value')
      else picture.setAttribute('value', control.value)
    }
  })
  // An open dialog would show without its backdrop, and the app starts with it closed.
  for (const dialog of copy.querySelectorAll('dialog[open]')) dialog.removeAttribute('open')
  // The slideshow restarts at its first picture: keen-slider's positions would show another.
  for (const el of copy.querySelectorAll('.hero-carousel [style]')) el.removeAttribute('style')
  for (const el of copy.querySelectorAll(BELOW_THE_FOLD)) el.remove()
  return copy.innerHTML
}

/**
 * The address this page was opened at. The router rewrites it at once (adding the search's
 * defaults), but the next visit asks for it as typed: until the person does anything, the
 * page on screen is exactly what that address shows, and is saved under it too.
 */
const landing = location.href
let touched = false
for (const type of ['pointerdown', 'keydown'] as const)
  window.addEventListener(
    type,
    () => {
      touched = true
    },
    { once: true, capture: true, passive: true },
  )

/** The main picture's attributes, and the file this device chose from its `srcset`. */
function leadImageOf(root: HTMLElement): PageSnapshot['leadImage'] {
  const img = root.querySelector<HTMLImageElement>(LEAD_IMAGE)
  const src = img?.getAttribute('src')
  if (!img || !src) return null
  const current = new URL(img.currentSrc || src, location.href)
  return {
    src,
    srcset: img.getAttribute('srcset') ?? '',
    sizes: img.getAttribute('sizes') ?? '',
    current: current.origin === location.origin ? current.pathname + current.search : src,
  }
}

/** The files the worker's inline `<style>` names in `attribute` (none on a page opened without a snapshot). */
function namedByWorker(attribute: string): string[] {
  return (
    document.querySelector(`style[${attribute}]`)?.getAttribute(attribute)?.split(' ').filter(Boolean) ?? []
  )
}

/**
 * The page's style sheets in document order: the shell's and those its route chunks added. On a
 * page opened on a snapshot the shell's sheets are inline, named by the worker: a snapshot
 * without them would keep a render-blocking sheet in the next one's shell.
 */
function stylesUsed(): string[] {
  const inlined = namedByWorker(PAGE_SNAPSHOTS.stylesAttribute)
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => new URL(link.href))
    .filter((url) => url.origin === location.origin && url.pathname.endsWith('.css'))
    .map((url) => url.pathname)
  return [...new Set([...inlined, ...linked])]
}

/**
 * The font files the page has loaded (Vazirmatn's subsets and weights it used), which the
 * worker puts in the next visit's page, so that its first layout is already in them.
 */
function fontsUsed(): string[] {
  const paths = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.endsWith('.woff2'))
    .map((url) => url.pathname)
  // On a page opened on a snapshot the fonts came inline, with no request to list: the
  // snapshot's own list, which the worker left on the page, stands for them.
  return [...new Set([...namedByWorker(PAGE_SNAPSHOTS.fontsAttribute), ...paths])].slice(0, 8)
}

/** Bumped by sign-out: a save that began before it must not write the person's page after it. */
let generation = 0

async function save(urls: string[]): Promise<void> {
  const started = generation
  const root = document.getElementById('root')
  if (!root || !('caches' in window)) return
  const snapshot: PageSnapshot = {
    html: pictureOf(root),
    lang: document.documentElement.lang,
    dir: document.documentElement.dir === 'ltr' ? 'ltr' : 'rtl',
    title: document.title,
    leadImage: leadImageOf(root),
    styles: stylesUsed(),
    fonts: fontsUsed(),
    build: APP_BUILD,
    savedAt: Date.now(),
  }
  const body = JSON.stringify(snapshot)
  if (body.length > PAGE_SNAPSHOTS.maxBytes) return
  const cache = await caches.open(PAGE_SNAPSHOTS.cache)
  if (generation !== started) return
  for (const url of urls)
    await cache.put(url, new Response(body, { headers: { 'Content-Type': 'application/json' } }))
  // Oldest first (a put moves nothing, so re-saved pages keep their place; good enough here).
  const keys = await cache.keys()
  for (const old of keys.slice(0, Math.max(0, keys.length - PAGE_SNAPSHOTS.maxEntries)))
    await cache.delete(old)
}

/**
 * Keeps a snapshot of each public page once it has settled (rendered, its answers in) and
 * again after its answers change. Saved in an idle moment; a failure only means the next
 * visit paints a little later.
 */
export function startPageSnapshots(router: AnyRouter, queryClient: QueryClient): () => void {
  let timer: number | undefined
  const schedule = () => {
    window.clearTimeout(timer)
    timer = window.setTimeout(() => {
      const { pathname, href } = router.state.location
      if (!isSnapshotPath(pathname)) return
      if (queryClient.isFetching() > 0 || router.state.status !== 'idle') return schedule()
      whenIdle(() => {
        // The page may have moved on while waiting for the idle moment.
        if (router.state.location.href !== href) return
        const url = new URL(href, location.origin).href
        save(touched || url === landing ? [url] : [url, landing]).catch(() => undefined)
      })
    }, SETTLE_MS)
  }
  const stopRouter = router.subscribe('onRendered', schedule)
  const stopLeaving = router.subscribe('onBeforeNavigate', (event) => {
    if (event.fromLocation && event.pathChanged) leftSnapshotPage()
  })
  // A snapshot is in one language and currency, for one person: after a change of any of them,
  // every page saved before would open in the old ones. (Sign-out clears them too, on its own.)
  const stopPreferences = subscribePreferences(() => void clearPageSnapshots())
  const person = () => readAuth()?.userAuth.id ?? null
  let signedIn = person()
  const stopAuth = subscribeAuth(() => {
    if (person() === signedIn) return
    signedIn = person()
    void clearPageSnapshots()
  })
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') schedule()
  })
  return () => {
    window.clearTimeout(timer)
    stopRouter()
    stopLeaving()
    stopPreferences()
    stopAuth()
    stopQueries()
  }
}

/** Every snapshot: on sign-out (they show the person's name and favourites) and on a change of language, currency or person. */
export async function clearPageSnapshots(): Promise<void> {
  generation++
  if ('caches' in window) await caches.delete(PAGE_SNAPSHOTS.cache)
}
