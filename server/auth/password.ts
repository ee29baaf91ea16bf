import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

const N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 32

function derive(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)))
  })
}

/** `scrypt$N$r$p$saltB64$hashB64`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(plain, salt, KEY_LENGTH, { N, r: R, p: P })
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !hashB64) return false
  const expected = Buffer.from(hashB64, 'base64')
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 }
  if (!Number.isInteger(options.N) || !Number.isInteger(options.r) || !Number.isInteger(options.p))
    return false
  try {
    const actual = await derive(plain, Buffer.from(saltB64, 'base64'), expected.length, options)
    return expected.length > 0 && timingSafeEqual(actual, expected)
  } catch {
    return false
  }
}
