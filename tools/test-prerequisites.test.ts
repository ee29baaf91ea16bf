import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SCRIPT = join(import.meta.dirname, 'test-prerequisites.mjs')
const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, [SCRIPT], { env: { ...process.env, ...env }, encoding: 'utf8' })

describe('npm test prerequisites (pretest)', () => {
  it('passes silently where Chromium, poppler-utils and PgBouncer are installed', () => {
    const r = run({})
    expect(r.stderr).toBe('')
    expect(r.stdout).toBe('')
    expect(r.status).toBe(0)
  })

  it('stops at once with the one command to run when it cannot install them itself', () => {
    // No apt-get (nor pdftotext) on this PATH, and a Chromium that is not there.
    const r = run({ PATH: '/nonexistent', CHROMIUM_PATH: '/nonexistent/chromium' })
    expect(r.status).toBe(1)
    expect(r.stdout).toBe('')
    expect(r.stderr).toContain('npm test needs Chromium (/nonexistent/chromium), pdftotext and pdffonts.')
    expect(r.stderr).toContain('\n  sudo apt-get install -y chromium poppler-utils\n')
    expect(r.stderr).toContain('CHROMIUM_PATH')
  })
})
