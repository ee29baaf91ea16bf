import type { Env } from '../env'
import { outboxDir, writeOutboxFile } from './outbox'

export interface Sms {
  /** E.164 */
  to: string
  text: string
}

export interface SmsTransport {
  readonly kind: 'outbox' | 'http'
  send(sms: Sms): Promise<void>
}

const TIMEOUT_MS = 10_000

/** `SMS_PROVIDER_URL` set: that gateway; otherwise one JSON file per message in DATA_DIR/outbox/sms. */
export function smsTransport(
  env: Pick<Env, 'DATA_DIR' | 'SMS_PROVIDER_URL' | 'SMS_PROVIDER_TOKEN'>,
): SmsTransport {
  if (env.SMS_PROVIDER_URL) return httpSms(env.SMS_PROVIDER_URL, env.SMS_PROVIDER_TOKEN)
  const dir = outboxDir(env.DATA_DIR, 'sms')
  return {
    kind: 'outbox',
    async send(sms) {
      const record = { to: sms.to, text: sms.text, created_at: new Date().toISOString() }
      await writeOutboxFile(dir, 'json', `${JSON.stringify(record, null, 2)}\n`)
    },
  }
}

/**
 * A generic HTTP gateway: `POST url` with JSON `{ to, text }` and `Authorization: Bearer token`;
 * any 2xx is success. Most Iraqi and regional gateways take this shape, or a small proxy gives it.
 */
export function httpSms(url: string, token?: string): SmsTransport {
  return {
    kind: 'http',
    async send(sms) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      // Drain the body so the connection can be reused; its content is not needed.
      await res.arrayBuffer().catch(() => undefined)
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`)
    },
  }
}

const perEnv = new WeakMap<object, SmsTransport>()
/** The transport of a configuration, made once. */
export function smsFor(env: Env): SmsTransport {
  const known = perEnv.get(env)
  if (known) return known
  const transport = smsTransport(env)
  perEnv.set(env, transport)
  return transport
}
