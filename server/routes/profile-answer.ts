import type { Context } from 'hono'
import type { Language } from '../../contract/common'
import { messages } from '../../contract/messages'
import type { AppEnv } from '../http/context'
import { clientIp, enforce } from '../http/rate-limit'
import { translate } from '../i18n'
import type { ProfileUpdate } from '../services/profile'
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
export const contactCodeLimits = (c: Context<AppEnv>, userId: number) =>
  enforce(c, ['contact_send.ip', clientIp(c)], ['contact_send.account', String(userId)])
