import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type AccountsApp, createAccountsApp } from '../../tests/support/accounts'
import { startDroppingProxy } from '../../tests/support/dropping-proxy'

/**
 * Issue 20: a refresh answered by the server but lost on the way must not end the session.
 * The real server listens on a port; a proxy in front of it drops one refresh answer by
 * cutting the connection, as a flaky mobile network does.
 */
let t: AccountsApp
let server: ServerType
let proxy: Awaited<ReturnType<typeof startDroppingProxy>>

beforeAll(async () => {
  t = await createAccountsApp()
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  proxy = await startDroppingProxy(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
})
afterAll(async () => {
  await proxy?.close()
  await new Promise((resolve) => server?.close(resolve))
  await t?.close()
})

async function send(path: string, init: { body?: unknown; token?: string } = {}) {
  const res = await fetch(`${proxy.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: res.status, body: await res.json() }
}

const isRefresh = (r: { path: string; body: string }) =>
  r.path === '/api/auth/guest-user' && r.body.includes('refreshToken')

async function signIn() {
  const res = await send('/api/auth/login', { body: { email: 'demo@funduq.test', password: 'Demo@2024x' } })
  expect(res.status).toBe(200)
  return res.body.data as { token: string; refreshToken: string; userAuth: { id: number } }
}

describe('a refresh answer lost on the way', () => {
  it('leaves the member signed in: the retry gets the same successor and the session goes on', async () => {
    const member = await signIn()
    proxy.dropNext(isRefresh)
    await expect(
      send('/api/auth/guest-user', { body: { refreshToken: member.refreshToken } }),
    ).rejects.toThrow()
    // The server did answer: the token was rotated, and the answer never arrived.
    expect(proxy.dropped.at(-1)?.status).toBe(200)

    const retry = await send('/api/auth/guest-user', { body: { refreshToken: member.refreshToken } })
    expect(retry.status).toBe(200)
    expect(retry.body.data.userAuth).toMatchObject({ id: member.userAuth.id, is_guest: false })
    const me = await send('/api/auth/me', { token: retry.body.data.token })
    expect(me.body.data).toMatchObject({ id: member.userAuth.id, email: 'demo@funduq.test' })
    // Later refreshes carry on from the successor, as if nothing had been lost.
    const next = await send('/api/auth/guest-user', { body: { refreshToken: retry.body.data.refreshToken } })
    expect(next.status).toBe(200)
    expect(next.body.data.userAuth.id).toBe(member.userAuth.id)
  })

  it('still ends the session when the lost token comes back after the grace period', async () => {
    const member = await signIn()
    proxy.dropNext(isRefresh)
    await expect(
      send('/api/auth/guest-user', { body: { refreshToken: member.refreshToken } }),
    ).rejects.toThrow()
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] })
    try {
      const late = await send('/api/auth/guest-user', { body: { refreshToken: member.refreshToken } })
      expect(late.status).toBe(401)
      expect((await send('/api/auth/me', { token: member.token })).status).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })
})
