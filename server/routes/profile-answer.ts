import type { Context } from 'hono'
import type { ProfileBody } from '../../contract/account'
import type { Language } from '../../contract/common'
import { messages } from '../../contract/messages'
import type { VerifiedAccess } from '../auth/tokens'
import type { AppEnv } from '../http/context'
import { clientIp, enforce } from '../http/rate-limit'
import type { Errors } from '../http/route'
import { translate } from '../i18n'
import { type ProfileUpdate, updateProfile } from '../services/profile'
import { toUserAuth } from '../services/sessions'

/**
 * What both profile calls (`/auth/update-profile`, `POST /user/:id`) answer: the §8 text (its
 * own for a password; the code step for a new phone or e-mail), the account as saved, and
 * the contact changes still waiting for their code.
 */
export function profileAnswer(update: ProfileUpdate, lang: Language) {
  const id = update.passwordChanged
    ? messages.passwordUpdated.id
    : update.pending.length > 0
      ? messages.contactCodeSent.id
      : messages.profileUpdated.id
  return {
    message: translate(id, lang),
    data: toUserAuth(update.user),
    ...(update.pending.length > 0 ? { pending: update.pending } : {}),
  }
}

/** Codes to a new phone or address cost an SMS or e-mail each: limited per account and IP. */
const contactCodeLimits = (c: Context<AppEnv>, userId: number) =>
  enforce(c, ['contact_send.ip', clientIp(c)], ['contact_send.account', String(userId)])

/** Both profile calls: the caller's own account changed, answered as `profileAnswer`. */
export async function saveProfile(
  c: Context<AppEnv>,
  caller: VerifiedAccess,
  input: ProfileBody,
  image?: Uint8Array,
) {
  const update = await updateProfile(c.get('deps'), caller.userId, input, {
    image,
    keepSid: caller.sid,
    lang: c.get('lang'),
    beforeCodes: () => contactCodeLimits(c, caller.userId),
  })
  return profileAnswer(update, c.get('lang'))
}

/** The errors both profile calls can give beyond their inputs'. */
export const PROFILE_ERRORS = {
  409: 'The e-mail address or phone belongs to another active (verified) account',
  429: 'Too many codes for this account or address: wait for Retry-After',
  503: 'The code could not be sent (SMS or e-mail), or the database cannot answer: try again later',
} as const satisfies Errors
