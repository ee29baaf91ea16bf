// The npm registry this project is installed from serves only the platform packages for
// Linux; npm then leaves the other platforms' optional binaries (esbuild, rolldown, biome…)
// out of package-lock.json, and `npm ci` refuses the lock as "out of sync". This adds an
// entry for each missing optional dependency, marked optional with the platform its name
// states, so `npm ci` skips it here as it would on any machine of another platform.
// Run after `npm install`: node tools/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs'

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'sunos',
  'win32',
  'aix',
  'openharmony',
  'cygwin',
]
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32']

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os =
    parts.find((p) => OS.includes(p)) ??
    (parts.includes('win') || parts.includes('windows')
      ? 'win32'
      : parts.includes('macos')
        ? 'darwin'
        : undefined)
  const cpu =
    parts.find((p) => CPU.includes(p)) ??
    (parts.includes('x86') ? 'ia32' : parts.includes('wasi') ? 'wasm32' : undefined)
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.includes('glibc')
      ? 'glibc'
      : undefined
  return { os, cpu, libc }
}

const path = process.argv[2] ?? 'package-lock.json'
const lock = JSON.parse(readFileSync(path, 'utf8'))
const packages = lock.packages
let added = 0
for (const [key, pkg] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const version = range.replace(/^[\^~=]/, '')
    const nested = key ? `${key}/node_modules/${dep}` : `node_modules/${dep}`
    const hoisted = `node_modules/${dep}`
    if (packages[nested]) continue
    // Only exact-version platform binaries are at stake; a range is npm's ordinary business.
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) continue
    // A hoisted copy serves this package only if it is the version it asks for.
    if (packages[hoisted] && (packages[hoisted].version === version || nested === hoisted)) continue
    const { os, cpu, libc } = platformOf(dep)
    const entry = { version, optional: true }
    if (pkg.dev) entry.dev = true
    if (os) entry.os = [os]
    if (cpu) entry.cpu = [cpu]
    if (libc) entry.libc = [libc]
    packages[packages[hoisted] ? nested : hoisted] = entry
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: added ${added} optional platform entries`)
