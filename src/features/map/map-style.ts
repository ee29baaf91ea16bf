import type { FeatureCollection, Point } from 'geojson'
import type { LngLatBoundsLike, StyleSpecification } from 'maplibre-gl'
import type { Language } from '../../../contract/common'

/** A city of the bundled map, drawn as an HTML label (the style has no fonts to draw text). */
export interface MapCity {
  key: string
  capital: boolean
  names: Record<Language, string>
  lngLat: [number, number]
}

export interface MapSetup {
  style: StyleSpecification | string
  /** Labels to draw as HTML; empty for a tile service's style, which labels its own map. */
  cities: MapCity[]
  /** How far the bundled map may be panned: it ends a few degrees past Iraq's neighbours. */
  bounds: LngLatBoundsLike | undefined
}

// Written by tools/make-basemap.ts and served from public/map/ by our own server.
const STYLE_URL = '/map/style.json'
const DATA_URL = '/map/iraq-basemap.json'

type CityProps = { kind: 'city'; key: string; capital: boolean } & Record<Language, string>

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url}: ${res.status}`)
  return (await res.json()) as T
}

/**
 * The bundled style with its data inlined: the city names are needed for labels anyway, so
 * the page fetches the file once instead of once for us and once for maplibre's worker.
 */
async function bundled(): Promise<MapSetup> {
  const [style, data] = await Promise.all([
    getJson<StyleSpecification>(STYLE_URL),
    getJson<FeatureCollection<Point, CityProps | { kind: string }>>(DATA_URL),
  ])
  const source = style.sources.basemap
  if (source?.type === 'geojson') source.data = data
  const cities = data.features.flatMap((f): MapCity[] => {
    const p = f.properties
    if (p.kind !== 'city' || !('key' in p)) return []
    const [lng = 0, lat = 0] = f.geometry.coordinates
    return [{ key: p.key, capital: p.capital, names: { en: p.en, ar: p.ar, kr: p.kr }, lngLat: [lng, lat] }]
  })
  const bounds = (style.metadata as { 'funduq:bounds'?: [number, number, number, number] } | undefined)?.[
    'funduq:bounds'
  ]
  return { style, cities, bounds }
}

/** Where the server says the map comes from (GET /api/app-config); both null: the bundled map. */
export interface MapSource {
  /** MAP_STYLE_URL: a tile service's style. */
  styleUrl: string | null
  /** MAP_PMTILES: this server's own basemap file. */
  pmtilesUrl: string | null
}

/** The map has streets to zoom in to (a tile service or our basemap file), not just the region. */
export const hasStreets = (source: MapSource) => Boolean(source.styleUrl || source.pmtilesUrl)

let bundledSetup: Promise<MapSetup> | null = null

/**
 * What a map draws: a tile service's style (MAP_STYLE_URL), the Protomaps style over our own
 * basemap file (MAP_PMTILES, its code fetched only then), else the bundled map of Iraq. The first
 * two label their own map in the page's language; the bundled one gets HTML labels.
 */
export async function mapSetup(source: MapSource, language: Language): Promise<MapSetup> {
  if (source.styleUrl) return { style: source.styleUrl, cities: [], bounds: undefined }
  if (source.pmtilesUrl) {
    const { streetsStyle } = await import('./streets-map')
    return { style: streetsStyle(source.pmtilesUrl, language), cities: [], bounds: undefined }
  }
  bundledSetup ??= bundled().catch((error: unknown) => {
    bundledSetup = null
    throw error
  })
  // Each map gets its own copy: maplibre keeps (and may change) the style object it is given.
  return bundledSetup.then((setup) => ({ ...setup, style: structuredClone(setup.style) }))
}
