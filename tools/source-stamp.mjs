/**
 * A hash of what a build is made from: every source file git knows (tracked, or new and not
 * ignored) plus package-lock.json, by path and content. Tests, docs, benchmarks and CI scripts are left out:
 * changing them changes no build output. Without git (a copied tree, an archive) the project's
 * folders are walked instead, skipping what .gitignore skips.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Files no build reads (benchmarks included: they measure builds, they are not part of one). */
const IGNORED = /^(docs|tests|\.ci|tools\/bench)\/|\.md$|\.test\.tsx?$/
/** What the walk skips without git: .gitignore's folders, and git's own. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'data', 'test-results', '.tmp', '.git'])

function gitFiles(root) {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return out.split('\0').filter(Boolean)
  } catch {
    return null
  }
}

function walk(root, dir = '') {
  const files = []
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name)) continue
    const path = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) files.push(...walk(root, path))
    else if (entry.isFile()) files.push(path)
  }
  return files
}

/** Hex SHA-256 of the sources' paths and contents, in a stable order. */
export function sourceStamp(root) {
  const files = new Set((gitFiles(root) ?? walk(root)).filter((f) => !IGNORED.test(f)))
  files.add('package-lock.json')
  const hash = createHash('sha256')
  for (const file of [...files].sort()) {
    let content
    try {
      content = readFileSync(join(root, file))
    } catch {
      // Listed by git but deleted in the working tree: its absence is part of the state.
      content = Buffer.from('\0missing')
    }
    hash.update(file).update('\0').update(String(content.length)).update('\0').update(content)
  }
  return hash.digest('hex')
}
