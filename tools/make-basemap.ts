/**
 * Writes the bundled map of Iraq (run: npm run basemap). The outputs are committed; run again
 * only when the seed's cities or the look change.
 *
 * - public/map/iraq-basemap.json: one small GeoJSON with Iraq and its neighbours (Natural
 *   Earth 1:10m via the world-atlas package, simplified and clipped to the region), the
 *   borders between the neighbours, and the seed's cities (server/db/seed/cities.ts, the
 *   governorate capitals marked) as points with ar/en/kr names.
 * - public/map/style.json: a MapLibre style that draws only that file, Iraq in sand with a
 *   teal outline, its neighbours a shade darker, and water. It has no glyphs or
 *   sprite, so it needs no server but ours: city names are drawn as HTML by the client
 *   (src/features/map/city-labels.ts), which also gets right-to-left text for free.
 */

import { execFileSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type {
  Feature,
  FeatureCollection,
  MultiLineString,
  MultiPolygon,
  Point,
  Polygon,
  Position,
} from 'geojson'
import { feature, mesh } from 'topojson-client'
import { presimplify } from 'topojson-simplify'
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification'
import { CITIES } from '../server/db/seed/cities'
import { GOVERNORATES } from '../server/db/seed/governorates'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)

/** The app's palette (src/styles/tokens.css), softened for large areas. */
const MAP_COLOURS = {
  water: '#cfe2e0',
  iraq: '#fbf8f3',
  neighbour: '#efe9df',
  border: '#b4aa9a',
  outline: '#0f5c5a',
  city: '#0f5c5a',
  cityRing: '#ffffff',
} as const

/** Everything outside this box (west, south, east, north) is cut off: it is never shown. */
const CLIP: readonly [number, number, number, number] = [33, 24.5, 54.5, 41.5]
/** Iraq by ISO 3166-1 numeric code, as world-atlas names countries. */
const IRAQ = '368'
/**
 * Triangle-area thresholds (square degrees) below which a vertex is dropped: Iraq's own
 * borders keep all their detail (a hotel map zooms in close), other borders much less.
 */
const KEEP_IRAQ = 0
const KEEP_OTHER = 5e-4

type CountryProps = { name: string }
type Countries = GeometryCollection<CountryProps>

/** Arcs Iraq's polygon uses, by index (a negative index means the arc reversed: ~i). */
function arcsOf(geometry: GeometryObject<CountryProps>): Set<number> {
  const out = new Set<number>()
  const walk = (a: unknown): void => {
    if (typeof a === 'number') out.add(a < 0 ? ~a : a)
    else if (Array.isArray(a)) for (const x of a) walk(x)
  }
  if ('arcs' in geometry) walk(geometry.arcs)
  return out
}

/** Drops vertices by weight, per arc, and rounds: shared borders stay shared (no slivers). */
function simplify<T extends Topology>(topology: T, iraqArcs: Set<number>): T {
  const weighted = presimplify(topology as Parameters<typeof presimplify>[0])
  const arcs = weighted.arcs.map((arc, i) => {
    const iraq = iraqArcs.has(i)
    const keep = iraq ? KEEP_IRAQ : KEEP_OTHER
    const digits = iraq ? 4 : 3
    const kept = arc
      .filter((p) => (p[2] ?? 0) >= keep)
      .map((p): Pt => [round(p[0] ?? 0, digits), round(p[1] ?? 0, digits)])
    // Rounding can fold neighbours together; an arc needs its two ends at least.
    return kept.filter((p, j) => j === 0 || j === kept.length - 1 || !samePoint(p, kept[j - 1]))
  })
  return { type: 'Topology', bbox: weighted.bbox, objects: topology.objects, arcs } as unknown as T
}

type Pt = [number, number]
const pt = (p: Position): Pt => [p[0] ?? 0, p[1] ?? 0]
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits
const samePoint = (a: Pt, b: Pt | undefined) => b !== undefined && a[0] === b[0] && a[1] === b[1]

const [west, south, east, north] = CLIP
const inside = ([x, y]: Pt) => x >= west && x <= east && y >= south && y <= north

/** Sutherland–Hodgman against the clip box: one ring at a time, fine for filled areas. */
function clipRing(ring: Pt[]): Pt[] {
  const edges: [(p: Pt) => boolean, (a: Pt, b: Pt) => Pt][] = [
    [([x]) => x >= west, (a, b) => atX(a, b, west)],
    [([x]) => x <= east, (a, b) => atX(a, b, east)],
    [([, y]) => y >= south, (a, b) => atY(a, b, south)],
    [([, y]) => y <= north, (a, b) => atY(a, b, north)],
  ]
  let out = ring.slice(0, -1)
  for (const [isIn, cross] of edges) {
    const input = out
    out = []
    let previous = input[input.length - 1]
    for (const current of input) {
      if (previous === undefined) break
      if (isIn(current)) {
        if (!isIn(previous)) out.push(cross(previous, current))
        out.push(current)
      } else if (isIn(previous)) {
        out.push(cross(previous, current))
      }
      previous = current
    }
  }
  const first = out[0]
  return first && out.length >= 3 ? [...out, first] : []
}

function atX([ax, ay]: Pt, [bx, by]: Pt, x: number): Pt {
  return [x, round(ay + ((x - ax) / (bx - ax)) * (by - ay), 3)]
}
function atY([ax, ay]: Pt, [bx, by]: Pt, y: number): Pt {
  return [round(ax + ((y - ay) / (by - ay)) * (bx - ax), 3), y]
}

function clipPolygons(geometry: Polygon | MultiPolygon): Pt[][][] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  return polygons
    .map((rings) => rings.map((ring) => clipRing(ring.map(pt))).filter((r) => r.length > 0))
    .filter((rings) => (rings[0]?.length ?? 0) > 0)
}

/** Keeps the runs of a line that lie inside the box; a border leaving the box is cut there. */
function clipLines(geometry: MultiLineString): Pt[][] {
  const out: Pt[][] = []
  for (const line of geometry.coordinates) {
    // A run starts at the last point outside (so the line reaches the edge) and ends at the
    // first point outside again.
    let run: Pt[] = []
    let entered = false
    for (const point of line.map(pt)) {
      if (inside(point)) {
        run.push(point)
        entered = true
      } else {
        if (entered) out.push([...run, point])
        run = [point]
        entered = false
      }
    }
    if (entered && run.length > 1) out.push(run)
  }
  return out
}

function basemap(): FeatureCollection {
  const world = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'),
  ) as Topology<{ countries: Countries }>
  const countries = world.objects.countries
  const iraq = countries.geometries.find((g) => g.id === IRAQ)
  if (!iraq) throw new Error('world-atlas has no Iraq (368)')
  const topology = simplify(world, arcsOf(iraq))
  const object = topology.objects.countries
  const features: Feature[] = []

  for (const g of object.geometries) {
    const f = feature(topology, g) as Feature<Polygon | MultiPolygon | null, CountryProps>
    if (!f.geometry) continue
    const polygons = clipPolygons(f.geometry)
    if (polygons.length === 0) continue
    features.push({
      type: 'Feature',
      properties: { kind: 'country', name: f.properties.name, iraq: g.id === IRAQ },
      // One polygon as a Polygon: a level less of nesting in the committed file.
      geometry:
        polygons.length === 1 && polygons[0]
          ? { type: 'Polygon', coordinates: polygons[0] }
          : { type: 'MultiPolygon', coordinates: polygons },
    })
  }

  // Borders between two countries other than Iraq: Iraq's outline (its coast too) is drawn
  // from its own polygon, on top.
  const isIraq = (g: GeometryObject) => g.id === IRAQ
  const borders = mesh(topology, object, (a, b) => a !== b && !isIraq(a) && !isIraq(b))
  features.push({
    type: 'Feature',
    properties: { kind: 'border' },
    geometry: { type: 'MultiLineString', coordinates: clipLines(borders) },
  })

  for (const city of CITIES) {
    const governorate = GOVERNORATES.find((g) => g.slug === city.governorate)
    if (!governorate) throw new Error(`city ${city.key}: no governorate ${city.governorate}`)
    const capital = CITIES.find((c) => c.governorate === city.governorate) === city
    const point: Feature<Point> = {
      type: 'Feature',
      properties: {
        kind: 'city',
        key: city.key,
        capital,
        en: city.name[0],
        ar: city.name[1],
        kr: city.name[2],
      },
      geometry: { type: 'Point', coordinates: [round(city.lng, 4), round(city.lat, 4)] },
    }
    features.push(point)
  }
  return { type: 'FeatureCollection', features }
}

/** The MapLibre style: land, water, borders and city dots from the one GeoJSON file. */
function style() {
  const c = MAP_COLOURS
  const [w, s, e, n] = CLIP
  return {
    version: 8,
    name: 'Funduq Iraq',
    metadata: {
      'funduq:bounds': [w + 1, s + 1, e - 1, n - 1],
      'funduq:labels': 'html',
    },
    center: [43.7, 33.2],
    zoom: 5,
    sources: {
      basemap: {
        type: 'geojson',
        data: '/map/iraq-basemap.json',
        attribution: 'Natural Earth',
        // The outline is exact to ~100 m: past this zoom there is nothing new to cut tiles for.
        maxzoom: 12,
        tolerance: 0.5,
      },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': c.water } },
      {
        id: 'neighbours',
        type: 'fill',
        source: 'basemap',
        filter: ['all', ['==', ['get', 'kind'], 'country'], ['!', ['get', 'iraq']]],
        paint: { 'fill-color': c.neighbour },
      },
      {
        id: 'iraq',
        type: 'fill',
        source: 'basemap',
        filter: ['all', ['==', ['get', 'kind'], 'country'], ['get', 'iraq']],
        paint: { 'fill-color': c.iraq },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'border'],
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': c.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.6, 10, 1.4],
          'line-dasharray': [3, 2],
        },
      },
      {
        id: 'iraq-outline-halo',
        type: 'line',
        source: 'basemap',
        filter: ['all', ['==', ['get', 'kind'], 'country'], ['get', 'iraq']],
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': c.outline,
          'line-opacity': 0.12,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 4, 10, 10],
        },
      },
      {
        id: 'iraq-outline',
        type: 'line',
        source: 'basemap',
        filter: ['all', ['==', ['get', 'kind'], 'country'], ['get', 'iraq']],
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': c.outline,
          'line-opacity': 0.75,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 1, 10, 2],
        },
      },
      {
        id: 'cities',
        type: 'circle',
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'city'],
        paint: {
          'circle-color': c.city,
          'circle-radius': [
            'interpolate',
            ['linear'],
            ['zoom'],
            4,
            ['case', ['get', 'capital'], 2.5, 1.5],
            10,
            ['case', ['get', 'capital'], 5, 4],
          ],
          'circle-stroke-color': c.cityRing,
          'circle-stroke-width': 1.5,
          // Towns appear as the map nears the zoom where the client names them (8.5).
          'circle-opacity': [
            'interpolate',
            ['linear'],
            ['zoom'],
            7.5,
            ['case', ['get', 'capital'], 0.9, 0],
            8.5,
            ['case', ['get', 'capital'], 0.9, 0.7],
          ],
          'circle-stroke-opacity': [
            'interpolate',
            ['linear'],
            ['zoom'],
            7.5,
            ['case', ['get', 'capital'], 1, 0],
            8.5,
            1,
          ],
        },
      },
    ],
  }
}

const dir = join(root, 'public', 'map')
await mkdir(dir, { recursive: true })
const dataFile = join(dir, 'iraq-basemap.json')
const styleFile = join(dir, 'style.json')
const data = JSON.stringify(basemap())
await writeFile(dataFile, data)
await writeFile(styleFile, JSON.stringify(style()))
// The data file stays compact (biome.json leaves it out); style.json, small and read by people,
// is written in the project's JSON layout so lint passes on it.
execFileSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', styleFile], {
  stdio: 'ignore',
})
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log(
  `public/map/iraq-basemap.json: ${kb(data.length)} of data, ${kb(statSync(dataFile).size)} on disk, ` +
    `${kb(gzipSync(readFileSync(dataFile), { level: 9 }).length)} gzip; public/map/style.json: ${kb(statSync(styleFile).size)}`,
)
