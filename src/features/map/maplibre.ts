/**
 * maplibre-gl with its stylesheet and worker, as one lazily loaded chunk: only
 * `load-maplibre.ts` imports this file, and only with `import()`, so none of it reaches the
 * entry chunk or the route chunks.
 */
import { setWorkerUrl } from 'maplibre-gl'
// maplibre-gl 6 finds its worker beside its own file, which a bundle does not keep: point
// it at the copy Vite emits. The worker is one self-contained file served from our origin.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url'
import 'maplibre-gl/dist/maplibre-gl.css'

setWorkerUrl(workerUrl)

export { AttributionControl, addProtocol, Map, Marker, NavigationControl } from 'maplibre-gl'
