import type { Language } from '../../../contract/common'
import { ApiError } from '../../lib/api'
import { readAuth } from '../../lib/session'
import { deletePushSubscription, getPushPublicKey, savePushSubscription } from './api/push-subscription'

/**
 * This browser's push subscription. The browser keeps the subscription itself; we keep, on
 * the device, which account it was saved for, under which id and in which language, so
 * sign-out can remove it and a change of language can be told to the server.
 */
const KEY = 'funduq.push'

interface SavedPush {
  id: number
  endpoint: string
  userId: number
  lang: Language
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
}

export function readSaved(): SavedPush | null {
  try {
    const s = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SavedPush | null
    return s && typeof s.id === 'number' && typeof s.endpoint === 'string' ? s : null
  } catch {
    return null
  }
}

const writeSaved = (s: SavedPush | null) =>
  s ? localStorage.setItem(KEY, JSON.stringify(s)) : localStorage.removeItem(KEY)

/** The worker's registration, without waiting forever where none will come (development). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration()
  if (existing?.active) return existing
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
  ])
}

async function browserSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration()
  return (await reg?.pushManager.getSubscription()) ?? null
}

/** On for this account: the browser holds a subscription the server has for the person signed in. */
export async function isSubscribed(): Promise<boolean> {
  const saved = readSaved()
  const sub = await browserSubscription()
  return !!saved && !!sub && sub.endpoint === saved.endpoint && saved.userId === readAuth()?.userAuth.id
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
  const out = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i)
  return out
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i])

export class PushUnavailable extends Error {}

/** The browser's push service did not answer in time (issue 20: the switch stayed grey for good). */
export class PushTimeout extends Error {}

/**
 * How long the browser's push service may take to subscribe. A working one answers within a
 * few seconds even on a slow link; one that is blocked (a network that drops its traffic, a
 * browser without a reachable push service) may never answer at all.
 */
export const PUSH_SUBSCRIBE_TIMEOUT_MS = 20_000

/**
 * `pushManager.subscribe` with a deadline. A subscription that arrives after we gave up is
 * ended at once: the person was told it failed, and the server never heard of it.
 */
function subscribeWithin(
  reg: ServiceWorkerRegistration,
  options: PushSubscriptionOptionsInit,
  ms: number,
): Promise<PushSubscription> {
  const asked = reg.pushManager.subscribe(options)
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new PushTimeout('push service did not answer'))
      void asked.then((sub) => sub.unsubscribe()).catch(() => undefined)
    }, ms)
  })
  return Promise.race([asked, late]).finally(() => clearTimeout(timer))
}

/** Subscribes this browser (permission must already be granted) and tells the server. */
export async function subscribe(lang: Language, timeoutMs = PUSH_SUBSCRIBE_TIMEOUT_MS): Promise<void> {
  const userId = readAuth()?.userAuth.id
  const reg = await registration()
  if (!reg || userId === undefined) throw new PushUnavailable('no service worker')
  const key = keyBytes(await getPushPublicKey())
  let sub = await reg.pushManager.getSubscription()
  // Made for another server key (a reinstalled server): the push service would refuse it.
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe()
    sub = null
  }
  sub ??= await subscribeWithin(reg, { userVisibleOnly: true, applicationServerKey: key }, timeoutMs)
  const id = await savePushSubscription(sub.toJSON())
  writeSaved({ id, endpoint: sub.endpoint, userId, lang })
}

/** Tells the server the language changed (the same endpoint updates the saved subscription). */
export async function syncLanguage(lang: Language): Promise<void> {
  const saved = readSaved()
  const sub = await browserSubscription()
  if (!saved || !sub || saved.lang === lang || saved.endpoint !== sub.endpoint) return
  const id = await savePushSubscription(sub.toJSON())
  writeSaved({ ...saved, id, lang })
}

/** Removes it on the server (while the session is valid), then in the browser. */
export async function unsubscribe(): Promise<void> {
  await forgetOnServer()
  await forgetOnDevice()
}

export async function forgetOnServer(): Promise<void> {
  const saved = readSaved()
  if (!saved || saved.userId !== readAuth()?.userAuth.id) return
  try {
    await deletePushSubscription(saved.id)
  } catch (err) {
    // Already gone is what we wanted.
    if (!(err instanceof ApiError && err.status === 404)) throw err
  }
}

/**
 * The browser's subscription ends too: its endpoint then answers 404/410, and the server
 * deletes its record at the next message even when the DELETE above could not be sent.
 */
export async function forgetOnDevice(): Promise<void> {
  writeSaved(null)
  if (!pushSupported()) return
  const sub = await browserSubscription()
  await sub?.unsubscribe()
}
