import { API_CACHE_PREFIX } from '../../contract/offline'

/** The `sub` claim of a bearer JWT, unverified: it only picks a cache, the server checks the token. */
function subjectOf(authorization: string | null): string | null {
  const payload = /^Bearer [\w-]+\.([\w-]+)\.[\w-]+$/.exec(authorization ?? '')?.[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const sub: unknown = JSON.parse(json).sub
    return typeof sub === 'string' && /^\d{1,10}$/.test(sub) ? sub : null
  } catch {
    return null
  }
}

const names = new Map<string, string>()

/**
 * The API cache of the person a request is sent for. Answers carry per-caller fields
 * (`is_faviorate`), so each user gets a cache of their own; the name holds a hash, not the id,
 * so cache names reveal nothing. A forged token cannot reach another person's cache: the
 * server answers it 401, and only 200s are stored.
 */
export async function userCacheName(request: Request): Promise<string> {
  const sub = subjectOf(request.headers.get('Authorization'))
  if (!sub) return `${API_CACHE_PREFIX}anonymous`
  const known = names.get(sub)
  if (known) return known
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`funduq-user:${sub}`))
  const hex = [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('')
  const name = `${API_CACHE_PREFIX}${hex}`
  names.set(sub, name)
  return name
}
