/**
 * `npm run admin:create -- --email admin@example.com [--name "Site administrator"]`
 *
 * Makes the first (or another) administrator, in either mode: the password is asked at a
 * terminal without echo (twice), or read as the first line of standard input. It is checked
 * with the sign-up rule, stored only as a hash, and never printed. Opens the database the server
 * would (same settings, server/env.ts) and applies pending migrations first. PGlite serves one
 * process: on DATA_DIR a server answers from, it refuses (stop the server first).
 */
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { passwordField } from '../../contract/account'
import { emailField } from '../../contract/common'
import { serverAnswers } from '../db/backup/socket'
import { openPglite, openPostgres } from '../db/client'
import { readEnv } from '../env'
import { translate } from '../i18n'
import { createOrPromoteAdmin } from '../services/administrators'
import { askHidden, readFirstLine } from './read-secret'

const USAGE = 'usage: npm run admin:create -- --email you@example.com [--name "Your name"]'

class Refusal extends Error {}

/** The contract's messages, in English (the operator's console). */
function check<S extends v.GenericSchema>(what: string, schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value)
  if (result.success) return result.output
  throw new Refusal(`${what}: ${result.issues.map((i) => translate(i.message, 'en')).join('; ')}`)
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine()
  const first = await askHidden('Password for the administrator: ')
  const again = await askHidden('The same password again: ')
  if (first !== again) throw new Refusal('the two passwords differ')
  return first
}

async function main(): Promise<number> {
  let email: string
  let name: string
  try {
    const { values } = parseArgs({
      options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    })
    if (values.help) {
      console.log(USAGE)
      return 0
    }
    if (!values.email) throw new Refusal('--email is required')
    email = check('--email', emailField, values.email)
    name = check(
      '--name',
      v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
      values.name ?? 'Administrator',
    )
  } catch (err) {
    const usage = err instanceof Refusal || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    if (!usage) throw err
    console.error(`admin:create: ${(err as Error).message}\n${USAGE}`)
    return 2
  }

  const env = readEnv()
  if (!env.DATABASE_URL && (await serverAnswers(env.DATA_DIR)))
    throw new Refusal(
      `a server is running on ${env.DATA_DIR} (PGlite serves one process): stop it, then run this again`,
    )
  const password = check('password', passwordField, await readPassword())
  const database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, 2, { pgbouncer: env.DATABASE_PGBOUNCER })
    : await openPglite({ dir: join(env.DATA_DIR, 'pglite') })
  try {
    const outcome = await database.exclusive(async ({ db, migrate }) => {
      await migrate()
      return createOrPromoteAdmin(db, { email, password, name })
    })
    console.log(
      outcome.created
        ? `admin:create: made administrator ${email} (user ${outcome.id})`
        : `admin:create: ${email} (user ${outcome.id}) is now an administrator with the new password; its sessions ended`,
    )
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (err: unknown) => {
    console.error(
      `admin:create failed: ${err instanceof Refusal ? err.message : err instanceof Error ? err.message : err}`,
    )
    process.exitCode = 1
  },
)
