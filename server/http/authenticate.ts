import type { Context } from 'hono'
import type { AppEnv } from './context'
import { unauthorized } from './errors'

/**
 * Reads `Authorization: Bearer` for every route that does not say `auth: 'none'`. No header:
 * an anonymous caller (public reads work). A header with a bad or expired token: 401, which
 * tells the client to refresh (spec §4).
 */
export async function authenticate(c: Context<AppEnv>): Promise<void> {
  const header = c.req.header('authorization')
  if (!header) {
    c.set('caller', null)
    return
  }
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  const claims = match?.[1] ? await c.get('deps').tokens.verifyAccess(match[1]) : null
  if (!claims) throw unauthorized()
  c.set('caller', claims)
}
