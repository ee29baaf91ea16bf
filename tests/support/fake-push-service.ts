import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  sign,
  verify,
} from 'node:crypto'
import { Agent, createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'

/**
 * A push service of our own for tests (RFC 8030 receiving side), on https with a self-signed
 * certificate, as web-push sends nothing else. Every message is checked as a real push service
 * would — the VAPID JWT (RFC 8292: ES256 by the announced key, `aud` the service's origin, `exp`
 * in the future and at most 24 h away, `sub` a contact) — and decrypted as the browser would
 * (RFC 8291 aes128gcm), with an implementation independent of web-push's, so the test proves
 * the bytes a real browser would get. Give `agent` to the sender: TLS stays checked.
 */

export interface ReceivedPush {
  endpoint: string
  /** What the service answered. */
  status: number
  /** The decrypted body (UTF-8), or null when the request was refused. */
  payload: string | null
  /** Why the request was refused (signature, audience, encryption…), null when accepted. */
  error: string | null
  claims: { aud?: string; exp?: number; sub?: string } | null
  headers: Record<string, string | string[] | undefined>
}

interface Device {
  ecdh: ECDH
  auth: Buffer
  /** What this device's endpoint answers: 201 (accepted), 410 (gone)… */
  status: number
}

const b64url = (b: Buffer) => b.toString('base64url')

export class FakePushService {
  readonly received: ReceivedPush[] = []
  private readonly devices = new Map<string, Device>()
  private server: Server | null = null
  private cert = selfSignedCertificate()
  /** The VAPID public key (base64url) messages must be signed with; unset: any key announced. */
  expectedKey: string | null = null
  origin = ''

  /** Trusts exactly this service's certificate, nothing is disabled. */
  readonly agent = new Agent({ ca: this.cert.cert, keepAlive: false })

  /** The certificate (PEM), for a server in another process: NODE_EXTRA_CA_CERTS=<a file of it>. */
  get certificate(): string {
    return this.cert.cert
  }

  async start(): Promise<this> {
    const server = createServer({ key: this.cert.key, cert: this.cert.cert }, (req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const endpoint = `${this.origin}${req.url ?? ''}`
        const result = this.receive(endpoint, req.method ?? '', req.headers, Buffer.concat(chunks))
        this.received.push(result)
        res.writeHead(result.status, { 'Content-Type': 'text/plain' })
        res.end(result.error ?? '')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    this.server = server
    this.origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
    return this
  }

  async stop() {
    this.agent.destroy()
    const server = this.server
    if (!server) return
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }

  /** A new browser subscription, as `PushSubscription.toJSON()` gives it. */
  subscribe(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const auth = randomBytes(16)
    const endpoint = `${this.origin}/push/${randomBytes(12).toString('hex')}`
    this.devices.set(endpoint, { ecdh, auth, status: 201 })
    return {
      endpoint,
      expirationTime: null,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
    }
  }

  /** Makes an endpoint answer `status` from now on (410: the user unsubscribed). */
  answer(endpoint: string, status: number) {
    const device = this.devices.get(endpoint)
    if (!device) throw new Error(`unknown endpoint ${endpoint}`)
    device.status = status
  }

  /** The decrypted payloads delivered to one endpoint, parsed as JSON. */
  delivered(endpoint: string): unknown[] {
    return this.received
      .filter((r) => r.endpoint === endpoint && r.payload !== null && r.error === null)
      .map((r) => JSON.parse(r.payload ?? 'null'))
  }

  private receive(
    endpoint: string,
    method: string,
    headers: ReceivedPush['headers'],
    body: Buffer,
  ): ReceivedPush {
    const refuse = (status: number, error: string, claims: ReceivedPush['claims'] = null): ReceivedPush => ({
      endpoint,
      status,
      payload: null,
      error,
      claims,
      headers,
    })
    const device = this.devices.get(endpoint)
    if (method !== 'POST') return refuse(405, 'method')
    if (!device) return refuse(404, 'no such subscription')
    if (!headers.ttl || !/^\d+$/.test(String(headers.ttl))) return refuse(400, 'TTL header missing')
    let claims: ReceivedPush['claims']
    try {
      claims = this.checkVapid(String(headers.authorization ?? ''))
    } catch (err) {
      return refuse(403, `vapid: ${(err as Error).message}`)
    }
    if (device.status >= 400) return refuse(device.status, 'subscription gone', claims)
    if (headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'content-encoding must be aes128gcm')
    try {
      const payload = decryptAes128gcm(body, device.ecdh, device.auth).toString('utf8')
      return { endpoint, status: device.status, payload, error: null, claims, headers }
    } catch (err) {
      return refuse(400, `decrypt: ${(err as Error).message}`, claims)
    }
  }

  /** RFC 8292 §3: `vapid t=<JWT>, k=<public key>`. */
  private checkVapid(authorization: string) {
    const m = /^vapid\s+t=([A-Za-z0-9_.-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization.trim())
    if (!m) throw new Error('Authorization is not "vapid t=…, k=…"')
    const [, jwt = '', k = ''] = m
    if (this.expectedKey && k !== this.expectedKey) throw new Error('signed with another key')
    const point = Buffer.from(k, 'base64url')
    if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point')
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
      format: 'jwk',
    })
    const [h = '', p = '', s = ''] = jwt.split('.')
    const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as { alg?: string }
    if (header.alg !== 'ES256') throw new Error(`alg ${header.alg}`)
    const signature = Buffer.from(s, 'base64url')
    const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, signature)
    if (!ok) throw new Error('bad signature')
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as {
      aud?: string
      exp?: number
      sub?: string
    }
    if (claims.aud !== this.origin) throw new Error(`aud ${claims.aud} is not ${this.origin}`)
    const now = Math.floor(Date.now() / 1000)
    if (typeof claims.exp !== 'number' || claims.exp <= now) throw new Error('expired')
    if (claims.exp > now + 24 * 3600) throw new Error('exp more than 24 h ahead')
    if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`)
    return claims
  }
}

/** RFC 8188 record layout with RFC 8291 key derivation, as a browser decrypts a push message. */
function decryptAes128gcm(body: Buffer, ua: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16)
  const rs = body.readUInt32BE(16)
  const idlen = body[20] ?? 0
  const asPublic = body.subarray(21, 21 + idlen)
  if (idlen !== 65) throw new Error('keyid is not the sender public key')
  const ecdhSecret = ua.computeSecret(asPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic])
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const records = body.subarray(21 + idlen)
  const out: Buffer[] = []
  for (let i = 0, at = 0; at < records.length; i++, at += rs) {
    const record = records.subarray(at, Math.min(at + rs, records.length))
    const iv = Buffer.from(nonce)
    // The record sequence number is XORed into the nonce's last bytes (4 suffice here).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ i) >>> 0, 8)
    const decipher = createDecipheriv('aes-128-gcm', cek, iv)
    decipher.setAuthTag(record.subarray(record.length - 16))
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
    let end = plain.length - 1
    while (end >= 0 && plain[end] === 0) end--
    const last = at + rs >= records.length
    if (plain[end] !== (last ? 2 : 1)) throw new Error('bad padding delimiter')
    out.push(plain.subarray(0, end))
  }
  return Buffer.concat(out)
}

// A minimal DER writer: enough for one self-signed X.509 certificate, so no openssl is needed.
function der(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts)
  const n = body.length
  const len = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff]
  return Buffer.concat([Buffer.from([tag, ...len]), body])
}
const seq = (...parts: Buffer[]) => der(0x30, ...parts)
function oid(dotted: string): Buffer {
  const [a = 0, b = 0, ...rest] = dotted.split('.').map(Number)
  const bytes = [40 * a + b]
  for (const n of rest) {
    const chunk = [n & 0x7f]
    for (let v = n >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80)
    bytes.push(...chunk)
  }
  return der(0x06, Buffer.from(bytes))
}
const time = (d: Date) =>
  der(0x17, Buffer.from(`${d.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`, 'ascii'))

function selfSignedCertificate(): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const ecdsaSha256 = seq(oid('1.2.840.10045.4.3.2'))
  const name = seq(der(0x31, seq(oid('2.5.4.3'), der(0x0c, Buffer.from('localhost')))))
  const now = Date.now()
  const altNames = seq(der(0x82, Buffer.from('localhost')), der(0x87, Buffer.from([127, 0, 0, 1])))
  const extensions = seq(
    seq(oid('2.5.29.19'), der(0x04, seq(der(0x01, Buffer.from([0xff]))))),
    seq(oid('2.5.29.17'), der(0x04, altNames)),
  )
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, Buffer.concat([Buffer.from([1]), randomBytes(8)])),
    ecdsaSha256,
    name,
    seq(time(new Date(now - 3600_000)), time(new Date(now + 24 * 3600_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, extensions),
  )
  const signature = sign('sha256', tbs, privateKey)
  const cert = seq(tbs, ecdsaSha256, der(0x03, Buffer.from([0]), signature))
  const pem = cert.toString('base64').replace(/.{64}/g, '$&\n').replace(/\n?$/, '\n')
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${pem}-----END CERTIFICATE-----\n`,
  }
}
