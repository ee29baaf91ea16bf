/**
 * `node --import tsx tools/bench/search-answers.ts pglite|postgres OUT.json`
 *
 * Every answer of bench:api's search mix, for comparing two versions of the search byte for byte
 * (a change to the search must not change what it answers): two seeds of the mix (800 searches),
 * 150 of them again without the children's ages, and 20 in every sort with and without the
 * visitor's position (400), through the real app in process, on
 * bench:api's databases. Run it with each version on the same data the same day (the mix's
 * dates are relative to today) and compare the two files.
 */
import { writeFileSync } from 'node:fs'
import { HOTEL_SORTS } from '../../contract/hotel'
import { searchPaths } from './requests'
import { openSearchApp } from './search-app'

const [kind, out] = process.argv.slice(2)
if ((kind !== 'pglite' && kind !== 'postgres') || !out) {
  console.error('usage: node --import tsx tools/bench/search-answers.ts pglite|postgres OUT.json')
  process.exit(1)
}
const { app, headers, database } = await openSearchApp(kind, 4)
const governorateIds = Array.from({ length: 19 }, (_, i) => i + 1)
const mix = [...searchPaths({ governorateIds }), ...searchPaths({ governorateIds, seed: 7 })]
const withoutAges = mix
  .filter((path) => path.includes('children_ages'))
  .slice(0, 150)
  .map((path) => path.replace(/&children_ages=[^&]*/, ''))
const sorted = mix.slice(0, 20).flatMap((path) =>
  HOTEL_SORTS.flatMap((sort) => {
    const one = `${path.replace(/&sort=[^&]*/, '')}&sort=${sort}`
    return [one, `${one}&filter[lat]=33.31&filter[long]=44.36`]
  }),
)
const paths = [...mix, ...withoutAges, ...sorted]
const answers: Record<string, string> = {}
try {
  for (const path of paths) {
    const res = await app.request(path, { headers })
    answers[path] = `${res.status} ${await res.text()}`
  }
} finally {
  await database.close()
}
writeFileSync(out, JSON.stringify(answers, null, 0))
console.log(`${Object.keys(answers).length} answers to ${out}`)
