import type { Map as MaplibreMap } from 'maplibre-gl'
import type { Language } from '../../../contract/common'
import type { Maplibre } from './load-maplibre'
import type { MapCity } from './map-style'

/** From this zoom on, towns beside the governorate capitals are named too. */
const TOWNS_FROM_ZOOM = 8.5
/**
 * maplibre's default pin around its point (where its tip is), in CSS pixels: the round head,
 * the narrowing neck, then the tip and its shadow.
 */
const PIN = [
  { left: -14, right: 14, top: -36, bottom: -16 },
  { left: -9, right: 9, top: -16, bottom: -6 },
  { left: -5, right: 5, top: -6, bottom: 6 },
]
/** A name's gap from its dot (map.css knows it too), and half its line height. */
const GAP = 7
const HALF_HEIGHT = 8

/**
 * City names as HTML beside the style's dots: the page's own font, shaping and direction,
 * and no glyph server. Decorative (hidden from screen readers): the map's label says where
 * the hotel is. A name under the hotel's pin moves to its dot's other side, or beside the pin.
 */
export function addCityLabels(
  map: MaplibreMap,
  Marker: Maplibre['Marker'],
  cities: readonly MapCity[],
  options: { language: Language; rtl: boolean; pin: [number, number] },
) {
  const { language, rtl, pin } = options
  const labels = cities.map((city) => {
    const el = document.createElement('div')
    el.className = city.capital ? 'map-city map-city-capital' : 'map-city'
    el.lang = language === 'kr' ? 'ckb' : language
    el.dir = rtl ? 'rtl' : 'ltr'
    el.setAttribute('aria-hidden', 'true')
    const name = el.appendChild(document.createElement('span'))
    name.textContent = city.names[language]
    // The name reads away from its dot: to the right in English, to the left in Arabic script.
    new Marker({ element: el, anchor: rtl ? 'right' : 'left', offset: [rtl ? -GAP : GAP, 0] })
      .setLngLat(city.lngLat)
      .addTo(map)
    return { el, name, city, shift: 0 }
  })
  const container = map.getContainer()
  const rows = (dy: number) =>
    PIN.filter((box) => dy - HALF_HEIGHT < box.bottom && dy + HALF_HEIGHT > box.top)
  const overPin = (start: number, width: number, dy: number) =>
    rows(dy).some((box) => start < box.right && start + width > box.left)

  /** How far a name must move sideways to stay clear of the hotel's pin (0: not at all). */
  const shiftOf = (dx: number, dy: number, width: number) => {
    const after = dx + GAP
    const before = dx - GAP - width
    const usual = rtl ? before : after
    if (!overPin(usual, width, dy)) return 0
    // The dot's other side, else beside the pin itself (a city the hotel stands in).
    const other = rtl ? after : before
    if (!overPin(other, width, dy)) return other - usual
    const boxes = rows(dy)
    return rtl
      ? Math.min(...boxes.map((b) => b.left)) - GAP - width - usual
      : Math.max(...boxes.map((b) => b.right)) + GAP - usual
  }

  const update = () => {
    container.classList.toggle('map-show-towns', map.getZoom() >= TOWNS_FROM_ZOOM)
    const p = map.project(pin)
    // All reads, then all writes: one layout per frame, however many names.
    const shifts = labels.map(({ el, city }) => {
      const c = map.project(city.lngLat)
      return shiftOf(c.x - p.x, c.y - p.y, el.offsetWidth)
    })
    labels.forEach((label, i) => {
      const shift = shifts[i] ?? 0
      if (shift === label.shift) return
      label.shift = shift
      label.name.style.transform = shift ? `translateX(${shift}px)` : ''
    })
  }
  update()
  map.on('move', update)
}
