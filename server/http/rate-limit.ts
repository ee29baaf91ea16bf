import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { messages } from '../../contract/messages'
import { type LimitName, LOGIN_SLOWDOWN } from '../auth/limits'
import { hit, hitsSoFar } from '../services/rate-limit'
import type { AppEnv } from './context'
import { HttpError } from './errors'

/** `app.request()` in tests has no socket: every such request shares this one key. */
const NO_SOCKET = 'local'

/**
 * The client's address: the socket's peer, or with TRUST_PROXY=n the address the n-th proxy
 * from us saw (X-Forwarded-For read from the right, where our own proxies append). IPv6
 * clients count per /64, the block one subscriber usually gets.
 */
export function clientIp(c: Context<AppEnv>): string {
  let socket: string | undefined
  try {
    socket = getConnInfo(c).remote.address
  } catch {
    socket = undefined
  }
  const hops = c.get('deps').env.TRUST_PROXY
  if (hops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const forwarded = chain[chain.length - hops]
    if (forwarded) return ipKey(forwarded)
  }
  return socket ? ipKey(socket) : NO_SOCKET
}

/** The client's address, or null when the request came without a socket (`app.request`). */
export function knownClientIp(c: Context<AppEnv>): string | null {
  const ip = clientIp(c)
  return ip === NO_SOCKET ? null : ip
}

export function ipKey(address: string): string {
  const a = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a)
  if (mapped?.[1]) return mapped[1]
  if (!a.includes(':')) return a
  const [head = '', tail = ''] = a.split('%')[0]?.split('::') ?? []
  const left = head ? head.split(':') : []
  const right = a.includes('::') && tail ? tail.split(':') : []
  const groups = a.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * Count a hit of a rule (server/auth/limits.ts) for a subject, or throw 429 with Retry-After.
 * Rules count in order and stop at the first that is over: an IP already blocked does not
 * also use up the account's allowance.
 */
export async function enforce(c: Context<AppEnv>, ...checks: [LimitName, string][]) {
  const { db, env } = c.get('deps')
  if (!env.RATE_LIMITS) return
  for (const [name, subject] of checks) {
    const outcome = await hit(db, name, subject, env.RATE_LIMITS[name])
    if (!outcome.ok) {
      throw new HttpError(429, messages.tooManyRequests.id, undefined, {
        'Retry-After': String(outcome.retryAfterS),
      })
    }
  }
}

/** Count a hit of a rule that never refuses (the answer is slowed down instead: `slowDown`). */
export async function record(c: Context<AppEnv>, name: LimitName, subject: string) {
  const { db, env } = c.get('deps')
  if (env.RATE_LIMITS) await hit(db, name, subject, env.RATE_LIMITS[name])
}

/** The wait for a subject `excess` hits over its limit (LOGIN_SLOWDOWN), in ms. */
export const slowDownMs = (excess: number) =>
  excess <= 0 ? 0 : Math.min(LOGIN_SLOWDOWN.maxMs, LOGIN_SLOWDOWN.firstMs * 2 ** (excess - 1))

/**
 * Hold the answer back while a subject is over a rule counted by `record`: a slow-down
 * instead of a lock, so an owner is never refused because strangers guessed (decision 30).
 */
export async function slowDown(c: Context<AppEnv>, name: LimitName, subject: string) {
  const { db, env, log } = c.get('deps')
  if (!env.RATE_LIMITS) return
  const rule = env.RATE_LIMITS[name]
  const excess = (await hitsSoFar(db, name, subject, rule)) - rule.max
  const ms = slowDownMs(excess)
  if (ms === 0) return
  if (excess === 1)
    log.warn({ rule: name }, 'an account is over its limit of wrong passwords: answers slow down')
  await new Promise((resolve) => setTimeout(resolve, ms))
}

/** `POST /auth/guest-user` without a refresh token makes a new guest: limited per IP. */
export const guestCreationLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'POST') {
    // Hono keeps the body, so the route reads it again.
    const text = await c.req.text().catch(() => '')
    let refreshing = false
    try {
      // The route makes a new guest for an empty token too: only a non-empty one is a refresh.
      const token = JSON.parse(text || '{}')?.refreshToken
      refreshing = typeof token === 'string' && token !== ''
    } catch {
      refreshing = false
    }
    if (!refreshing) await enforce(c, ['guest.ip', clientIp(c)])
  }
  return next()
})
