/**
 * Compiles the server into `dist/server/` (decision 34): one ES module per command, run with
 * plain `node` — no TypeScript loader at run time. Our own code (server/, contract/) is bundled;
 * packages stay imports of node_modules, since several read their own files next to their code
 * (PGlite's WebAssembly, sharp's binary, the voucher's fonts).
 *
 * Code splitting keeps what the production server must not load — the demo seed and the
 * picture drawing — in chunks of their own that only a dynamic `import()` behind the demo-mode
 * check reaches; `dist/server/meta.json` (esbuild's metafile) lets a test prove it.
 *
 * `node --import tsx tools/build-server.ts [outDir]`; `npm run build` runs it.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, type Metafile } from 'esbuild'
import { LANGUAGES } from '../contract/common'
import { CATALOG_FILES } from '../server/i18n'

const ROOT = join(import.meta.dirname, '..')

/** Output name → source: the server, and the commands an operator runs beside it. */
export const SERVER_ENTRIES = {
  main: 'server/main.ts',
  seed: 'server/db/seed/cli.ts',
  /** `node dist/server/backup.js backup|restore FILE`: npm run db:backup / db:restore (decision 36). */
  backup: 'server/db/backup/cli.ts',
  /** `node dist/server/admin-create.js --email …`: npm run admin:create (decision 23). */
  'admin-create': 'server/cli/admin-create.ts',
} as const

export async function buildServer(outDir = join(ROOT, 'dist', 'server')): Promise<Metafile> {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, src]) => [name, src])),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    splitting: true,
    // Flat: every chunk sits beside the entries, so `import.meta.dirname` means one folder.
    chunkNames: 'chunk-[hash]',
    sourcemap: 'linked',
    metafile: true,
    // server/compiled.ts: the compiled server reads its data files from beside itself.
    define: { FUNDUQ_COMPILED: 'true' },
    logLevel: 'warning',
  })
  // What the compiled server reads at run time, copied next to it so that `dist/` (with
  // node_modules and package.json) is all a deployment needs.
  cpSync(join(ROOT, 'server', 'db', 'migrations'), join(outDir, 'migrations'), { recursive: true })
  cpSync(join(ROOT, 'server', 'reference-media'), join(outDir, 'reference-media'), { recursive: true })
  for (const lang of LANGUAGES) {
    mkdirSync(join(outDir, 'locales', lang), { recursive: true })
    for (const file of CATALOG_FILES)
      cpSync(join(ROOT, 'src', 'locales', lang, file), join(outDir, 'locales', lang, file))
  }
  writeFileSync(join(outDir, 'meta.json'), JSON.stringify(result.metafile))
  return result.metafile
}

/**
 * The outputs that load when `output` does: itself and every chunk it imports statically,
 * transitively. Dynamically imported chunks are left out — they load only when the code that
 * imports them runs. Names are as the metafile gives them (relative to the project).
 */
export function staticOutputs(meta: Metafile, output: string): Set<string> {
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    const out = meta.outputs[name]
    if (!out) throw new Error(`${name} is not an output of this build`)
    seen.add(name)
    for (const imp of out.imports) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path)
  }
  visit(output)
  return seen
}

/** The source files those outputs hold: what runs when `output` starts. */
export function staticInputs(meta: Metafile, output: string): Set<string> {
  return new Set([...staticOutputs(meta, output)].flatMap((o) => Object.keys(meta.outputs[o]?.inputs ?? {})))
}

if (process.argv[1] === import.meta.filename) {
  const started = performance.now()
  const out = process.argv[2] ?? join(ROOT, 'dist', 'server')
  await buildServer(out)
  console.log(`server compiled into ${out} in ${Math.round(performance.now() - started)} ms`)
}
