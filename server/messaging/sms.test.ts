import { readdir, readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createAccountsApp, newPerson } from '../../tests/support/accounts'
import { testEnv } from '../../tests/support/test-env'
import { outboxDir } from './outbox'
import { httpSms, smsFor, smsTransport } from './sms'

interface Received {
  method?: string
  url?: string
  authorization?: string
  contentType?: string
  body: unknown
}

/** A fake SMS gateway on the loopback interface: records each request, answers `status`. */
let server: Server
let url = ''
let status = 200
const received: Received[] = []
beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    received.push({
      method: req.method,
      url: req.url,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
    })
    res.writeHead(status, { 'Content-Type': 'application/json' }).end('{"id":"m-1"}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('SMS outbox (no provider set)', () => {
  it('writes one JSON file per message with to, text and created_at', async () => {
    const env = testEnv()
    const sms = smsTransport(env)
    expect(sms.kind).toBe('outbox')
    await sms.send({ to: '+9647701234567', text: 'first' })
    await sms.send({ to: '+9647701234567', text: 'second' })
    const dir = outboxDir(env.DATA_DIR, 'sms')
    const names = (await readdir(dir)).sort()
    expect(names).toHaveLength(2)
    for (const n of names) expect(n).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.json$/)
    const files = await Promise.all(names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8'))))
    expect(files.map((f) => f.text).sort()).toEqual(['first', 'second'])
    expect(files[0]).toEqual({
      to: '+9647701234567',
      text: expect.any(String),
      created_at: expect.any(String),
    })
  })

  it('makes one transport per configuration', () => {
    const env = testEnv()
    expect(smsFor(env)).toBe(smsFor(env))
  })
})

describe('SMS over HTTP (SMS_PROVIDER_URL)', () => {
  it('posts JSON {to, text} with the bearer token', async () => {
    status = 200
    const sms = smsTransport(testEnv({ SMS_PROVIDER_URL: url, SMS_PROVIDER_TOKEN: 'secret-token' }))
    expect(sms.kind).toBe('http')
    await sms.send({ to: '+9647701234567', text: 'رمزك 123456' })
    expect(received.at(-1)).toEqual({
      method: 'POST',
      url: '/v1/messages',
      authorization: 'Bearer secret-token',
      contentType: 'application/json',
      body: { to: '+9647701234567', text: 'رمزك 123456' },
    })
  })

  it('sends no Authorization header without a token', async () => {
    status = 202
    await httpSms(url).send({ to: '+9647701234567', text: 'x' })
    expect(received.at(-1)?.authorization).toBeUndefined()
  })

  it('fails on an error answer, so the caller can report it', async () => {
    status = 503
    await expect(httpSms(url, 't').send({ to: '+9647701234567', text: 'x' })).rejects.toThrow(/503/)
    status = 200
  })

  it('fails when the gateway cannot be reached', async () => {
    await expect(httpSms('http://127.0.0.1:1/none').send({ to: '+1', text: 'x' })).rejects.toThrow()
  })
})

describe('sign-up through the SMS gateway', () => {
  it('sends the code to the gateway, and answers 503 when the gateway fails', async () => {
    const t = await createAccountsApp({ SMS_PROVIDER_URL: url, SMS_PROVIDER_TOKEN: 'gw' })
    try {
      status = 200
      const person = newPerson('gw')
      const res = await call(t.app, 'POST', '/api/auth/register', { body: person })
      expect(res.status).toBe(201)
      const sent = received.at(-1)?.body as { to: string; text: string }
      expect(sent.to).toBe(person.phone)
      const code = /\b(\d{6})\b/.exec(sent.text)?.[1]
      const ok = await call(t.app, 'POST', '/api/auth/verify-otp', { body: { phone: person.phone, code } })
      expect(ok.status).toBe(200)

      status = 500
      const failed = await call(t.app, 'POST', '/api/auth/register', { body: newPerson('gw') })
      expect(failed.status).toBe(503)
      expect(failed.body.message).toBe('We could not send the message, please try again shortly')
    } finally {
      status = 200
      await t.close()
    }
  })
})
