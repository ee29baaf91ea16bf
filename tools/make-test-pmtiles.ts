/**
 * Writes the small test basemap of Iraq (tools/basemap/test-basemap.ts) as a PMTiles file, for
 * trying MAP_PMTILES without downloading an extract:
 *   npm run basemap:pmtiles -- data/iraq-test.pmtiles
 *   MAP_PMTILES=data/iraq-test.pmtiles npm start
 * The browser test tests/e2e/basemap.test.ts makes its own copy the same way.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { makeTestBasemap } from './basemap/test-basemap'

const out = resolve(process.argv[2] ?? 'data/iraq-test.pmtiles')
const started = performance.now()
const archive = makeTestBasemap()
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, archive)
console.log(
  `${out}: ${(archive.length / 1024).toFixed(1)} KB, made in ${Math.round(performance.now() - started)} ms`,
)
