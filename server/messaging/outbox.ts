import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Messages that would leave the server, written as files instead when no provider is set
 * (development, tests, demos): `DATA_DIR/outbox/sms/*.json`, `DATA_DIR/outbox/mail/*.eml`.
 * Names sort by time; each file appears whole (written aside, then renamed).
 */
export const outboxDir = (dataDir: string, kind: 'sms' | 'mail') => join(dataDir, 'outbox', kind)

export async function writeOutboxFile(dir: string, extension: string, content: string | Buffer) {
  await mkdir(dir, { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const name = `${stamp}-${randomBytes(4).toString('hex')}.${extension}`
  const temporary = join(dir, `.${name}.tmp`)
  await writeFile(temporary, content)
  await rename(temporary, join(dir, name))
  return join(dir, name)
}
