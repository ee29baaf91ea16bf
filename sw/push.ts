/// <reference lib="webworker" />

/**
 * Push notifications (server/push/ sends them): show what arrives, open the page a click asks
 * for. The payload is `PushPayload` of contract/push.ts, checked by hand here to keep valibot
 * out of the worker.
 */
export interface PushMessage {
  title: string
  body: string
  /** A path on this site. */
  url: string
  lang?: string
  tag?: string
}

export const NOTIFICATION_ICON = '/icons/icon-192.png'

/** The message in a push, or null when it is not one of ours. */
export function parsePush(text: string | null | undefined): PushMessage | null {
  try {
    const m = JSON.parse(text ?? '') as Partial<PushMessage> | null
    if (!m || typeof m.title !== 'string' || typeof m.body !== 'string' || typeof m.url !== 'string')
      return null
    return {
      title: m.title,
      body: m.body,
      url: m.url,
      lang: typeof m.lang === 'string' ? m.lang : undefined,
      tag: typeof m.tag === 'string' ? m.tag : undefined,
    }
  } catch {
    return null
  }
}

/** What `showNotification` gets: right to left for Arabic and Sorani (`kr` is the app's code). */
export function notificationOptions(m: PushMessage): NotificationOptions {
  return {
    body: m.body,
    icon: NOTIFICATION_ICON,
    data: { url: m.url },
    tag: m.tag,
    lang: m.lang === 'kr' ? 'ckb' : m.lang,
    dir: m.lang === 'ar' || m.lang === 'kr' ? 'rtl' : m.lang === 'en' ? 'ltr' : 'auto',
  }
}

/** Only a page of this site: a payload can never send the user elsewhere. */
export function targetUrl(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin)
    return target.origin === origin ? target.href : new URL('/', origin).href
  } catch {
    return new URL('/', origin).href
  }
}

type ClientsLike = Pick<Clients, 'matchAll' | 'openWindow'>

/**
 * A click: focus a window already on that page; else bring an open window of the app forward
 * and take it there; else open a new one.
 */
/** focus() needs the click's user activation; without it the window is still on the page. */
const bringForward = (w: WindowClient) => w.focus().catch(() => w)

export async function openTarget(clients: ClientsLike, url: unknown, origin: string): Promise<void> {
  const href = targetUrl(url, origin)
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClient[]
  const same = windows.find((w) => w.url === href)
  if (same) {
    await bringForward(same)
    return
  }
  const ours = windows.find((w) => new URL(w.url).origin === origin)
  if (ours) {
    // navigate() works on windows this worker controls; another is only brought forward.
    const moved = await ours.navigate(href).catch(() => null)
    await bringForward(moved ?? ours)
    return
  }
  await clients.openWindow(href)
}

export function registerPushHandlers(sw: ServiceWorkerGlobalScope) {
  sw.addEventListener('push', (event) => {
    const message = parsePush(event.data?.text())
    // Every push must show something (userVisibleOnly): a stray one shows the app's name.
    const shown = message ?? { title: 'Funduq', body: '', url: '/' }
    event.waitUntil(sw.registration.showNotification(shown.title, notificationOptions(shown)))
  })

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close()
    event.waitUntil(openTarget(sw.clients, event.notification.data?.url, sw.location.origin))
  })
}
