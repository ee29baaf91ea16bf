// `npm run openapi:check [-- --out DIR]`: the API document as partners get it, checked with the
// tools they would use. Writes it from the route definitions (no server), lints it with Redocly
// (tools/openapi/redocly.yaml: no error, no warning), generates a typed client with
// openapi-typescript and compiles that with a small use of it (client-usage.ts). Exits non-zero
// on any problem. server/openapi.test.ts runs it as part of `npm test`.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import { openApiDocument } from '../../server/openapi'
import { apiRoutes } from '../../server/routes'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '../..')
// The project's own packages (Redocly, TypeScript 7), not this workspace's TypeScript 5.
const fromRoot = createRequire(join(root, 'package.json'))
const outArg = process.argv.indexOf('--out')
const out =
  outArg > 0 ? resolve(process.argv[outArg + 1] ?? '') : mkdtempSync(join(tmpdir(), 'funduq-openapi-'))
mkdirSync(out, { recursive: true })

function run(step: string, args: string[]) {
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }
  const result = spawnSync(process.execPath, args, { cwd: out, encoding: 'utf8', env })
  return { step, ok: result.status === 0, stdout: result.stdout, output: `${result.stdout}${result.stderr}` }
}

// 1. The document, as `GET /api/openapi.json` answers it (PUBLIC_URL's default as its server).
const docPath = join(out, 'openapi.json')
writeFileSync(docPath, JSON.stringify(openApiDocument(apiRoutes, 'http://localhost:8080'), null, 2))

// 2. Redocly's recommended rules, as configured; warnings count as failures too.
const redocly = join(dirname(fromRoot.resolve('@redocly/cli/package.json')), 'bin/cli.js')
const lint = run('lint', [redocly, 'lint', docPath, '--config', join(here, 'redocly.yaml'), '--format=json'])
const report = JSON.parse(lint.stdout) as {
  totals: { errors: number; warnings: number }
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[]
}
const lintOk = report.totals.errors === 0 && report.totals.warnings === 0

// 3. A typed client, compiled with the project's TypeScript together with a use of it.
const types = astToString(await openapiTS(new URL(`file://${docPath}`), { silent: true }))
writeFileSync(join(out, 'api.d.ts'), types)
copyFileSync(join(here, 'client-usage.ts'), join(out, 'client-usage.ts'))
writeFileSync(
  join(out, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      lib: ['ES2022', 'DOM'],
      types: [],
      noUncheckedIndexedAccess: true,
    },
    files: ['api.d.ts', 'client-usage.ts'],
  }),
)
const tsc = join(dirname(fromRoot.resolve('typescript/package.json')), 'bin/tsc')
const compile = run('compile', [tsc, '-p', join(out, 'tsconfig.json')])

for (const p of report.problems) console.log(`lint: ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)
if (!compile.ok) console.log(compile.output)
const operations = Object.values(
  JSON.parse(JSON.stringify(openApiDocument(apiRoutes, ''))).paths as Record<string, object>,
).reduce((n: number, methods) => n + Object.keys(methods).length, 0)
console.log(
  `openapi: ${operations} operations; lint ${report.totals.errors} errors, ${report.totals.warnings} warnings; ` +
    `client ${types.split('\n').length} lines, ${compile.ok ? 'compiles' : 'does NOT compile'}; files in ${out}`,
)
process.exit(lintOk && compile.ok ? 0 : 1)
