import type { Map as MaplibreMap } from 'maplibre-gl'

const ID = 'funduq-pin-space'
/** maplibre's default pin, in CSS pixels: its tip on the point, the head above it. */
const PIN = { width: 28, height: 40 }

/**
 * The hotel's pin is an HTML marker, which MapLibre's label placement does not know about: a
 * style's place names (a hotel in a city centre sits on its city's name) would be drawn under
 * it. An invisible icon of the pin's size, in a symbol layer on top, takes that room first, so
 * names beneath it move aside where their style lets them, or give way.
 */
export function keepLabelsOffPin(map: MaplibreMap, lngLat: [number, number]) {
  const add = () => {
    if (map.getLayer(ID)) return
    if (!map.hasImage(ID)) {
      map.addImage(ID, { ...PIN, data: new Uint8Array(PIN.width * PIN.height * 4) })
    }
    map.addSource(ID, { type: 'geojson', data: { type: 'Point', coordinates: lngLat } })
    map.addLayer({
      id: ID,
      type: 'symbol',
      source: ID,
      layout: {
        'icon-image': ID,
        'icon-anchor': 'bottom',
        'icon-allow-overlap': true,
        'icon-ignore-placement': false,
      },
    })
  }
  if (map.isStyleLoaded()) add()
  else map.once('style.load', add)
}
