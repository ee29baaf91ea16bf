import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { inject } from 'vitest'

/**
 * What the browser tests' server "sent": SMS and e-mail are written to files in its data folder
 * (the outbox transports), so tests read codes and links there.
 */
const outbox = (kind: 'sms' | 'mail') => join(inject('dataDir'), 'outbox', kind)

async function until<T>(what: string, find: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const found = await find()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The SMS texts sent to `phone`, oldest first. */
export async function smsTo(phone: string): Promise<string[]> {
  const dir = outbox('sms')
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort()
  const all = await Promise.all(
    names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as { to: string; text: string }),
  )
  return all.filter((m) => m.to === phone).map((m) => m.text)
}

/** The code in the SMS number `after + 1` to `phone`, waiting until it arrives. */
export function smsCode(phone: string, after = 0): Promise<string> {
  return until(`SMS #${after + 1} to ${phone}`, async () => {
    const mine = await smsTo(phone)
    return mine.length > after ? /\b(\d{6})\b/.exec(mine[mine.length - 1] ?? '')?.[1] : undefined
  })
}

/** The e-mails addressed to `to`, quoted-printable soft breaks undone. */
export async function mailsTo(to: string): Promise<string[]> {
  const dir = outbox('mail')
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort()
  const all = await Promise.all(names.map((n) => readFile(join(dir, n), 'utf8')))
  return all.filter((m) => m.includes(`To: ${to}`)).map((m) => m.replace(/=\r?\n/g, ''))
}

/** The first e-mail to `to` that matches, waiting until one arrives. */
export function waitForMail(to: string, match: RegExp): Promise<string> {
  return until(
    `an e-mail to ${to} matching ${match}`,
    async () => (await mailsTo(to)).find((m) => match.test(m)),
    20_000,
  )
}
