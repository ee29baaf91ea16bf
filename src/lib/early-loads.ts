import { heroSlideImage } from '../../contract/media'
import { SERVER_PAGES } from '../../contract/offline'
import { storedLanguage } from './i18n'

/**
 * Fetches the page will need before React has drawn anything, started while the app's code is
 * still being evaluated (main.tsx imports this module first). Without it the browser finds the
 * fonts only when it lays out the first text, lays everything out once in a fallback font and
 * again when Vazirmatn arrives, and finds the home slideshow's picture only after the route's
 * code has loaded. On a repeat visit both come from the service worker's cache in a few
 * milliseconds, so the first layout is the last one and the picture paints with the first frame.
 */

// A character of each script the language shows: `load` fetches only the subsets (unicode-range)
// that cover it. Arabic script pages still show Latin (brand, codes, e-mail addresses).
const SAMPLE_TEXT = { ar: 'عA', kr: 'عA', en: 'A' } as const
const WEIGHTS = [400, 600, 700] as const

function loadFonts(): void {
  if (!('fonts' in document)) return
  const text = SAMPLE_TEXT[storedLanguage()]
  for (const weight of WEIGHTS) {
    // A failed font load only means the fallback stays: nothing to report.
    document.fonts.load(`${weight} 1em Vazirmatn`, text).catch(() => undefined)
  }
}

/** The home slideshow's first picture, chosen by the browser from the same srcset and sizes. */
function preloadHeroImage(): void {
  if (location.pathname !== '/') return
  const { src, srcSet, sizes } = heroSlideImage(1)
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = src
  link.imageSrcset = srcSet
  link.imageSizes = sizes
  link.fetchPriority = 'high'
  document.head.append(link)
}

// Only when the service worker answers: then these come from the device in milliseconds. On a
// first visit the server's preload hints name the picture (server/http/page-hints.ts), and six
// font files fetched this early would take the slow network from the route's code and data.
// A page the server drew carries its own (the worker's copy even inline) and starts the app only
// once it has painted: nothing to ask for again.
if (
  navigator.serviceWorker?.controller &&
  !document.getElementById('root')?.hasAttribute(SERVER_PAGES.attribute)
) {
  loadFonts()
  preloadHeroImage()
}
