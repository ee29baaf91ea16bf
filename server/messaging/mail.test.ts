import { readdir, readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testEnv } from '../../tests/support/test-env'
import { mailFor, mailTransport } from './mail'
import { outboxDir } from './outbox'

/**
 * A minimal SMTP server on the loopback interface, enough for nodemailer: it keeps the
 * envelope and the message of each delivery.
 */
let server: Server
let port = 0
const delivered: { from: string; to: string[]; data: string }[] = []
beforeAll(async () => {
  server = createServer((socket: Socket) => {
    let from = ''
    let to: string[] = []
    let data: string | null = null
    let buffer = ''
    const say = (line: string) => socket.write(`${line}\r\n`)
    say('220 fake.smtp ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, i)
        buffer = buffer.slice(i + 2)
        if (data !== null) {
          if (line === '.') {
            delivered.push({ from, to, data })
            data = null
            say('250 OK queued')
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') say('250 fake.smtp')
        else if (verb === 'MAIL') {
          from = /<(.*)>/.exec(line)?.[1] ?? ''
          to = []
          say('250 OK')
        } else if (verb === 'RCPT') {
          to.push(/<(.*)>/.exec(line)?.[1] ?? '')
          say('250 OK')
        } else if (verb === 'DATA') {
          data = ''
          say('354 go on')
        } else if (verb === 'QUIT') {
          say('221 bye')
          socket.end()
        } else say('250 OK')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const mail = {
  to: 'layla@example.test',
  subject: 'رمز إعادة تعيين كلمة المرور',
  text: 'Your code is 123456.',
}

describe('mail outbox (no SMTP_URL)', () => {
  it('writes the message nodemailer built as an .eml file', async () => {
    const env = testEnv({ MAIL_FROM: 'Funduq <hello@funduq.test>' })
    const transport = mailTransport(env)
    expect(transport.kind).toBe('outbox')
    await transport.send(mail)
    const dir = outboxDir(env.DATA_DIR, 'mail')
    const [name, ...rest] = await readdir(dir)
    expect(rest).toHaveLength(0)
    expect(name).toMatch(/\.eml$/)
    const eml = await readFile(join(dir, name ?? ''), 'utf8')
    expect(eml).toMatch(/^From: Funduq <hello@funduq\.test>$/m)
    expect(eml).toMatch(/^To: layla@example\.test$/m)
    // Non-ASCII subjects are encoded words, as mail programs expect.
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m)
    expect(eml).toContain('Your code is 123456.')
  })

  it('makes one transport per configuration', () => {
    const env = testEnv()
    expect(mailFor(env)).toBe(mailFor(env))
  })
})

describe('mail over SMTP (SMTP_URL)', () => {
  it('delivers to the SMTP server with the envelope and the message', async () => {
    const transport = mailTransport(testEnv({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` }))
    expect(transport.kind).toBe('smtp')
    await transport.send(mail)
    const [got] = delivered
    expect(got?.from).toBe('no-reply@funduq.iq')
    expect(got?.to).toEqual(['layla@example.test'])
    expect(got?.data).toContain('Your code is 123456.')
  })
})
