import type { Context } from 'hono'
import { messages } from '../../contract/messages'
import type { AppEnv } from '../http/context'
import { HttpError, unauthorized } from '../http/errors'
import type { VerifiedAccess } from './tokens'

/**
 * The caller of a request, as `authenticate` verified it. Its claims come from
 * `TokenService.verifyAccess`, so they also carry the session id (`sid`).
 */
export const callerOf = (c: Context<AppEnv>) => c.get('caller') as VerifiedAccess | null

/** Any signed-in caller, guest or not; 401 otherwise (the client then refreshes, spec §4). */
export function requireCaller(c: Context<AppEnv>): VerifiedAccess {
  const caller = callerOf(c)
  if (!caller) throw unauthorized()
  return caller
}

/** A registered user: guests get 403 for account-only actions (profile, user/:id). */
export function requireMember(c: Context<AppEnv>): VerifiedAccess {
  const caller = requireCaller(c)
  if (caller.isGuest) throw new HttpError(403, messages.guestNotAllowed.id)
  return caller
}

/** The guest behind the request, if any: sign-up and sign-in carry their favourites over. */
export const guestOf = (c: Context<AppEnv>) => {
  const caller = callerOf(c)
  return caller?.isGuest ? caller.userId : null
}
