import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * Prints what the first page load costs: the entry script plus every chunk index.html
 * preloads, and the CSS, each gzip-compressed. Run after `vite build` (npm run build does).
 */
const dist = join(import.meta.dirname, '..', 'dist')
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1] as string)
const styles = [...html.matchAll(/<link rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1] as string)

const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
let js = 0
console.log('\nEntry chunk (what the first route loads before first paint), gzip:')
for (const file of scripts) {
  const size = gz(file)
  js += size
  console.log(`  ${file.padEnd(48)} ${kb(size)}`)
}
let css = 0
for (const file of styles) {
  const size = gz(file)
  css += size
  console.log(`  ${file.padEnd(48)} ${kb(size)}`)
}
console.log(`  total JS ${kb(js)}, CSS ${kb(css)}\n`)
