import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { buildServer } from '../../tools/build-server'
import { sourceStamp } from '../../tools/source-stamp.mjs'

const ROOT = join(import.meta.dirname, '..', '..')
// Inside the project, so that the bundle's package imports resolve to its node_modules as in dist/.
const CACHE = join(ROOT, 'node_modules', '.cache', 'funduq-test-server')
/** Builds of other source states older than this are removed when a new one is made. */
const KEEP_MS = 60 * 60 * 1000

let built: Promise<string> | undefined

/**
 * The server compiled as `npm run build` compiles it (decision 34), for the tests that spawn real
 * server processes: started with plain `node`, it loads in about 60 % of the CPU time `tsx` takes
 * on the TypeScript sources (4.8 against 8.2 s a start, measured on this machine), and it is what
 * production runs. One build per state of the sources (tools/source-stamp.mjs), shared by every
 * test file and run until a source changes; answers the path of its `main.js`.
 */
export function compiledServer(): Promise<string> {
  built ??= build()
  return built
}

async function build(): Promise<string> {
  const stamp = sourceStamp(ROOT)
  const dir = join(CACHE, stamp)
  const main = join(dir, 'main.js')
  if (existsSync(main)) return main
  // Built beside, then renamed into place: a test file in another worker sees all of it or none.
  const temp = `${dir}.${process.pid}.tmp`
  await buildServer(temp)
  try {
    renameSync(temp, dir)
  } catch {
    // Another worker finished the same build first: use that one.
    rmSync(temp, { recursive: true, force: true })
    if (!existsSync(main)) throw new Error(`compiled server missing at ${main}`)
  }
  for (const old of readdirSync(CACHE)) {
    const path = join(CACHE, old)
    if (old !== stamp && Date.now() - statSync(path).mtimeMs > KEEP_MS)
      rmSync(path, { recursive: true, force: true })
  }
  return main
}
