/**
 * Takes the web app manifest's screenshots (shown by Chrome's richer install dialog) from a
 * running Funduq: `node --import tsx tools/make-screenshots.ts http://localhost:8080`.
 * The outputs are committed to public/screenshots/; their sizes must match manifest.webmanifest.
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import sharp from 'sharp'

const base = process.argv[2] ?? 'http://localhost:8080'
const out = join(import.meta.dirname, '..', 'public', 'screenshots')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Narrow: a phone at 2× (780 × 1688). Wide: a laptop (1280 × 800). */
const SHOTS = [
  { name: 'home-narrow', path: '/', viewport: { width: 390, height: 844 }, scale: 2 },
  {
    name: 'hotels-narrow',
    path: '/hotels?room_no=1&adult_no=1&children_no=0',
    viewport: { width: 390, height: 844 },
    scale: 2,
  },
  { name: 'home-wide', path: '/', viewport: { width: 1280, height: 800 }, scale: 1 },
  {
    name: 'hotels-wide',
    path: '/hotels?room_no=1&adult_no=1&children_no=0',
    viewport: { width: 1280, height: 800 },
    scale: 1,
  },
] as const

/** Waits for the page's content (not skeletons) and for every image on screen. */
async function settle(page: Page, path: string) {
  const ready = path === '/' ? '[data-testid=home-section]' : '[data-testid=hotel-card]'
  await page.locator(ready).first().waitFor({ timeout: 30_000 })
  await page.waitForFunction(() =>
    [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight).every((i) => i.complete),
  )
  await page.waitForTimeout(500)
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
await mkdir(out, { recursive: true })
for (const shot of SHOTS) {
  const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: shot.scale })
  const page = await context.newPage()
  // The manifest's language: Arabic, right to left.
  await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'ar'))
  await page.goto(`${base}${shot.path}`)
  await settle(page, shot.path)
  const png = await page.screenshot()
  const file = join(out, `${shot.name}.png`)
  // Palette PNG: a quarter of the size, no visible loss on these flat illustrations.
  const info = await sharp(png).png({ palette: true, quality: 90, effort: 8 }).toFile(file)
  console.log(`${file}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(0)} KB`)
  await context.close()
}
await browser.close()
