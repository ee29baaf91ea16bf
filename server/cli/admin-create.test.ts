import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCreate } from '../../tests/support/production-start'
import { hashPassword, verifyPassword } from '../auth/password'
import { openPglite } from '../db/client'
import { sessions, users } from '../db/schema'

/**
 * `npm run admin:create` as an operator runs it, the password piped on standard input, on a
 * PGlite folder of the test's own (the command migrates it first).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'funduq-admin-create-'))
const run = (args: string[], stdin: string) => adminCreate({ DATA_DIR: dataDir }, args, stdin)

async function withDb<T>(work: (db: Awaited<ReturnType<typeof openPglite>>['db']) => Promise<T>): Promise<T> {
  const database = await openPglite({ dir: join(dataDir, 'pglite') })
  try {
    return await work(database.db)
  } finally {
    await database.close()
  }
}

const account = (email: string) => withDb(async (db) => db.select().from(users).where(eq(users.email, email)))

beforeAll(async () => {
  // A member who will be promoted, signed in somewhere.
  const database = await openPglite({ dir: join(dataDir, 'pglite') })
  await database.migrate()
  const [member] = await database.db
    .insert(users)
    .values({
      name: 'Hotel owner',
      email: 'owner@example.test',
      password_hash: await hashPassword('Old@pass1'),
      verified_at: new Date(),
    })
    .returning()
  await database.db.insert(sessions).values({
    user_id: member?.id ?? 0,
    family_id: randomUUID(),
    token_hash: 'some-session',
    expires_at: new Date(Date.now() + 3_600_000),
    family_expires_at: new Date(Date.now() + 3_600_000),
  })
  await database.close()
}, 240_000)

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('npm run admin:create', () => {
  it('makes a verified administrator from a password on stdin, and never prints it', async () => {
    const made = await run(['--email', ' New.Admin@Example.TEST ', '--name', 'Nadia'], 'Strong$Admin1\n')
    expect(made.code).toBe(0)
    expect(made.output).toMatch(/^admin:create: made administrator new\.admin@example\.test \(user \d+\)\n$/)
    expect(made.output).not.toContain('Strong$Admin1')
    const [row] = await account('new.admin@example.test')
    expect(row).toMatchObject({ name: 'Nadia', role: 'admin', is_guest: false })
    expect(row?.verified_at).not.toBeNull()
    expect(await verifyPassword('Strong$Admin1', row?.password_hash ?? '')).toBe(true)
  }, 180_000)

  it('promotes an existing account: new password, sessions ended, one account still', async () => {
    const promoted = await run(['--email', 'owner@example.test'], 'Brand$New22\r\n')
    expect(promoted.code).toBe(0)
    expect(promoted.output).toContain('owner@example.test')
    expect(promoted.output).toContain('is now an administrator')
    expect(promoted.output).not.toContain('Brand$New22')
    const rows = await account('owner@example.test')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ name: 'Hotel owner', role: 'admin' })
    expect(await verifyPassword('Brand$New22', rows[0]?.password_hash ?? '')).toBe(true)
    expect(await verifyPassword('Old@pass1', rows[0]?.password_hash ?? '')).toBe(false)
    const open = await withDb((db) =>
      db
        .select()
        .from(sessions)
        .where(eq(sessions.user_id, rows[0]?.id ?? 0)),
    )
    expect(open.every((s) => s.revoked_at !== null)).toBe(true)
  }, 180_000)

  it('refuses a password the sign-up rule refuses, naming the rule, and writes nothing', async () => {
    const weak = await run(['--email', 'weak@example.test'], 'weakling7\n')
    expect(weak.code).toBe(1)
    expect(weak.output).toMatch(/^admin:create failed: password: .+/)
    expect(weak.output).not.toContain('weakling7')
    const empty = await run(['--email', 'weak@example.test'], '')
    expect(empty.code).toBe(1)
    expect(await account('weak@example.test')).toEqual([])
  }, 180_000)

  it('refuses a missing or malformed e-mail with the usage line', async () => {
    for (const args of [[], ['--email', 'not-an-address'], ['--mail', 'x@example.test']]) {
      const refused = await run(args, 'Strong$Admin1\n')
      expect(refused.code, args.join(' ')).toBe(2)
      expect(refused.output).toContain('usage: npm run admin:create -- --email')
    }
  }, 180_000)
})
