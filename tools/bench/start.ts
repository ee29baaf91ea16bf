/**
 * `npm run bench:start [-- --runs 5 --data DIR]`: how long `npm start` takes to be healthy
 * (GET /api/health answers 200) when started again on the same data with unchanged sources —
 * the restart an operator does after an upgrade of settings, a crash or a reboot (issue 16,
 * target ≤ 3 s). The first start (which may build, and seeds an empty database) is timed and
 * reported apart; each later one is a fresh `npm start` on the same DATA_DIR.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, ROOT } from './server'

const TARGET_MS = 3000

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

async function timedStart(dataDir: string): Promise<{ ms: number; child: ChildProcess }> {
  const port = await freePort()
  const started = performance.now()
  // Its own process group: npm, the shell it runs the script in, and node stop together.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  })
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { ms: performance.now() - started, child }
    await new Promise((r) => setTimeout(r, 25))
  }
}

async function stop(child: ChildProcess) {
  const exited = once(child, 'exit')
  if (child.pid) process.kill(-child.pid, 'SIGTERM')
  await exited
}

const runs = Number(arg('runs') ?? 5)
const given = arg('data')
const dataDir = given ?? mkdtempSync(join(tmpdir(), 'funduq-bench-start-'))
try {
  const first = await timedStart(dataDir)
  await stop(first.child)
  console.log(`first start (build if sources changed, seed if empty): ${(first.ms / 1000).toFixed(1)} s`)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const run = await timedStart(dataDir)
    await stop(run.child)
    times.push(run.ms)
    console.log(`restart ${i + 1}: ${(run.ms / 1000).toFixed(2)} s`)
  }
  const sorted = [...times].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
  // Like the other benchmarks: PASS or FAIL against the target, exit 1 only when it could not measure.
  const verdict = median <= TARGET_MS ? 'PASS' : 'FAIL'
  console.log(
    `restart median ${(median / 1000).toFixed(2)} s, best ${((sorted[0] ?? 0) / 1000).toFixed(2)} s (target ≤ ${TARGET_MS / 1000} s): ${verdict}`,
  )
} finally {
  if (!given) rmSync(dataDir, { recursive: true, force: true })
}
