/**
 * A small vector basemap of Iraq in the Protomaps basemap schema (version 4: layers `earth`,
 * `boundaries`, `roads`, `places`), cut into tiles of zooms 0–10 and packed as PMTiles — what
 * `MAP_PMTILES` serves, for tests and for trying the feature without downloading an extract.
 *
 * Made only from what the project has: the bundled map's country polygons and borders
 * (public/map/iraq-basemap.json, Natural Earth) and the seed's cities with their Arabic and
 * English names. It has no real roads: straight lines between the governorate capitals stand
 * in for highways, lines from each capital to its towns for main roads, and a small grid round
 * each capital for streets, so that a map zoomed in has something to draw. Not a map to use.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { GeoJSONVT } from '@maplibre/geojson-vt'
import { fromGeojsonVt } from '@maplibre/vt-pbf'
import type { Feature, FeatureCollection, LineString, MultiLineString, Polygon, Position } from 'geojson'
import { Compression, TileType } from 'pmtiles'
import { CITIES, type CitySeed } from '../../server/db/seed/cities'
import { type TileInput, writePmtiles } from './pmtiles-writer'

const root = join(import.meta.dirname, '..', '..')

/** Iraq with a margin (west, south, east, north): tiles are cut only here. */
export const TEST_BASEMAP_BOUNDS = [38.3, 28.6, 49.2, 37.9] as const
export const TEST_BASEMAP_MAX_ZOOM = 10
const EXTENT = 4096

/** Highways between governorate capitals (by city key), roughly as Iraq's main roads run. */
const HIGHWAYS: readonly [string, string][] = [
  ['basra', 'nasiriyah'],
  ['nasiriyah', 'samawah'],
  ['samawah', 'diwaniyah'],
  ['diwaniyah', 'hillah'],
  ['hillah', 'baghdad'],
  ['basra', 'amarah'],
  ['amarah', 'kut'],
  ['kut', 'baghdad'],
  ['hillah', 'karbala'],
  ['karbala', 'najaf'],
  ['najaf', 'diwaniyah'],
  ['baghdad', 'ramadi'],
  ['baghdad', 'baqubah'],
  ['baghdad', 'tikrit'],
  ['tikrit', 'mosul'],
  ['mosul', 'duhok'],
  ['mosul', 'erbil'],
  ['baqubah', 'kirkuk'],
  ['kirkuk', 'erbil'],
  ['kirkuk', 'sulaymaniyah'],
  ['sulaymaniyah', 'halabja'],
]
/** The grid of "streets" round each capital: half its width, and the spacing, in degrees. */
const GRID_HALF = 0.03
const GRID_STEP = 0.006

type Layer = 'earth' | 'boundaries' | 'roads' | 'places'
type Props = Record<string, string | number>

const capitals = (() => {
  const seen = new Set<string>()
  // The seed lists each governorate's capital first.
  return new Set(CITIES.filter((c) => !seen.has(c.governorate) && seen.add(c.governorate)).map((c) => c.key))
})()

const lngLat = (c: CitySeed): Position => [c.lng, c.lat]
const city = (key: string) => {
  const found = CITIES.find((c) => c.key === key)
  if (!found) throw new Error(`no seed city ${key}`)
  return found
}
const line = (coordinates: Position[], properties: Props): Feature<LineString, Props> => ({
  type: 'Feature',
  properties,
  geometry: { type: 'LineString', coordinates },
})
/** Name properties as Protomaps writes them: `name` in the local script, marked by `script`. */
const names = (c: CitySeed): Props => ({
  name: c.name[1],
  script: 'Arabic',
  'name:ar': c.name[1],
  'name:en': c.name[0],
})

function layers(): Record<Layer, FeatureCollection> {
  const bundled = JSON.parse(readFileSync(join(root, 'public', 'map', 'iraq-basemap.json'), 'utf8')) as {
    features: Feature<Polygon | MultiLineString, { kind: string; iraq?: boolean }>[]
  }
  const countries = bundled.features.filter((f) => f.properties.kind === 'country')
  const iraq = countries.find((f) => f.properties.iraq)
  if (iraq?.geometry.type !== 'Polygon') throw new Error('the bundled map has no Iraq polygon')
  const borders = bundled.features.filter((f) => f.properties.kind === 'border')

  const earth = countries.map((f) => ({ ...f, properties: { kind: 'earth' } }))
  const boundaries = [
    ...borders.map((f) => ({ ...f, properties: { kind: 'country', kind_detail: 2 } })),
    ...iraq.geometry.coordinates.map((ring) => line(ring, { kind: 'country', kind_detail: 2 })),
  ]

  const roads: Feature[] = HIGHWAYS.map(([a, b], i) => {
    const from = city(a)
    const to = city(b)
    return line([lngLat(from), lngLat(to)], {
      kind: 'highway',
      kind_detail: 'trunk',
      shield_text: String(i + 1),
      'name:en': `${from.name[0]} – ${to.name[0]}`,
      'name:ar': `${from.name[1]} – ${to.name[1]}`,
      name: `${from.name[1]} – ${to.name[1]}`,
      script: 'Arabic',
      min_zoom: 5,
    })
  })
  for (const town of CITIES.filter((c) => !capitals.has(c.key))) {
    const capital = CITIES.find((c) => c.governorate === town.governorate)
    if (capital)
      roads.push(
        line([lngLat(capital), lngLat(town)], { kind: 'major_road', kind_detail: 'primary', min_zoom: 7 }),
      )
  }
  for (const key of capitals) {
    const c = city(key)
    for (let d = -GRID_HALF; d <= GRID_HALF + 1e-9; d += GRID_STEP) {
      const street = { kind: 'minor_road', kind_detail: 'residential', min_zoom: 10 }
      roads.push(
        line(
          [
            [c.lng - GRID_HALF, c.lat + d],
            [c.lng + GRID_HALF, c.lat + d],
          ],
          street,
        ),
      )
      roads.push(
        line(
          [
            [c.lng + d, c.lat - GRID_HALF],
            [c.lng + d, c.lat + GRID_HALF],
          ],
          street,
        ),
      )
    }
  }

  const places: Feature[] = [
    {
      type: 'Feature',
      properties: {
        kind: 'country',
        name: 'العراق',
        script: 'Arabic',
        'name:ar': 'العراق',
        'name:en': 'Iraq',
        min_zoom: 3,
        population_rank: 15,
      },
      geometry: { type: 'Point', coordinates: [43.5, 33.9] },
    },
    ...CITIES.map(
      (c): Feature => ({
        type: 'Feature',
        properties: {
          kind: 'locality',
          kind_detail: capitals.has(c.key) ? 'city' : 'town',
          ...(c.key === 'baghdad' ? { capital: 'yes' } : {}),
          ...names(c),
          min_zoom: capitals.has(c.key) ? 5 : 8,
          population_rank: c.key === 'baghdad' ? 15 : capitals.has(c.key) ? 12 : 8,
        },
        geometry: { type: 'Point', coordinates: lngLat(c) },
      }),
    ),
  ]

  const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features })
  return {
    earth: collection(earth),
    boundaries: collection(boundaries),
    roads: collection(roads),
    places: collection(places),
  }
}

/** Tile column and row of a point at zoom z (web mercator). */
function tileOf(lng: number, lat: number, z: number): [number, number] {
  const n = 2 ** z
  const x = Math.floor(((lng + 180) / 360) * n)
  const rad = (lat * Math.PI) / 180
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)
  return [Math.min(n - 1, Math.max(0, x)), Math.min(n - 1, Math.max(0, y))]
}

/** The archive's bytes, the same on every run. */
export function makeTestBasemap(): Buffer {
  const data = layers()
  const indexes = Object.entries(data).map(
    ([name, collection]) =>
      [
        name,
        new GeoJSONVT(collection, { maxZoom: TEST_BASEMAP_MAX_ZOOM, extent: EXTENT, buffer: 64 }),
      ] as const,
  )
  const [west, south, east, north] = TEST_BASEMAP_BOUNDS
  const tiles: TileInput[] = []
  for (let z = 0; z <= TEST_BASEMAP_MAX_ZOOM; z++) {
    const [x0, y0] = tileOf(west, north, z)
    const [x1, y1] = tileOf(east, south, z)
    for (let x = x0; x <= x1; x++)
      for (let y = y0; y <= y1; y++) {
        const found = Object.fromEntries(
          indexes.flatMap(([name, index]) => {
            const tile = index.getTile(z, x, y)
            return tile && tile.features.length > 0 ? [[name, tile]] : []
          }),
        )
        if (Object.keys(found).length === 0) continue
        tiles.push({ z, x, y, data: gzipSync(fromGeojsonVt(found, { version: 2, extent: EXTENT })) })
      }
  }
  const fields = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, 'String']))
  return writePmtiles(tiles, {
    tileType: TileType.Mvt,
    tileCompression: Compression.Gzip,
    bounds: TEST_BASEMAP_BOUNDS,
    center: [44.4, 33.3, 6],
    metadata: {
      name: 'Funduq test basemap of Iraq',
      description:
        'For tests only: Natural Earth borders, the seed cities, and straight lines standing in for roads.',
      attribution: 'Natural Earth',
      type: 'baselayer',
      version: '1',
      vector_layers: [
        { id: 'earth', fields: fields(['kind']) },
        { id: 'boundaries', fields: fields(['kind', 'kind_detail']) },
        { id: 'roads', fields: fields(['kind', 'kind_detail', 'name', 'shield_text']) },
        { id: 'places', fields: fields(['kind', 'name', 'name:ar', 'name:en']) },
      ],
    },
  })
}
