import { and, eq, isNotNull, ne } from 'drizzle-orm'
import type { PendingContact } from '../../contract/account'
import type { Language } from '../../contract/common'
import { messages } from '../../contract/messages'
import { OTP } from '../auth/limits'
import { users } from '../db/schema'
import type { AppDeps } from '../http/context'
import { HttpError } from '../http/errors'
import { mailFor } from '../messaging/mail'
import { smsFor } from '../messaging/sms'
import {
  codeError,
  codeMinutes,
  codeSms,
  conflictError,
  fill,
  isUniqueViolation,
  pendingSignup,
} from './accounts'
import { checkCode, issueCode } from './otp'
import type { UserRow } from './sessions'

/**
 * A new phone number or e-mail address takes effect only once the person proves it is theirs
 * with a code sent to it: until then the account keeps the old one, so a typo, or someone at
 * an unlocked session, cannot move the account (and its password recovery) elsewhere.
 *
 * Nothing records the wanted value: the code's digest is bound to it (otp.ts `target`), and
 * the confirmation names it again. A code checked against another value simply does not match.
 */
export type ContactField = PendingContact['field']

const purposeOf = (field: ContactField) => (field === 'phone' ? 'change_phone' : 'change_email')

/** Sends the code to the new value; 429 while the last one is less than a minute old. */
export async function sendContactCode(
  deps: AppDeps,
  userId: number,
  change: { field: ContactField; value: string },
  lang: Language,
): Promise<PendingContact> {
  const issued = await issueCode(deps.db, {
    userId,
    purpose: purposeOf(change.field),
    channel: change.field === 'phone' ? 'sms' : 'email',
    target: change.value,
  })
  if (!issued.ok) {
    throw new HttpError(429, messages.otpCooldown.id, undefined, {
      'Retry-After': String(issued.retryAfterS),
    })
  }
  try {
    if (change.field === 'phone') {
      await smsFor(deps.env).send({
        to: change.value,
        text: codeSms(deps, messages.smsContactCode.id, lang, issued.code),
      })
    } else {
      await mailFor(deps.env).send({
        to: change.value,
        subject: fill(messages.mailContactSubject.id, lang, {}),
        text: fill(messages.mailContactText.id, lang, { code: issued.code, minutes: codeMinutes(lang) }),
      })
    }
  } catch (err) {
    deps.log.error({ err, userId, field: change.field }, 'contact change code not sent')
    throw new HttpError(503, messages.deliveryFailed.id)
  }
  return { ...change, resend_after: OTP.resendCooldownS, expires_in: OTP.ttlS }
}

/**
 * The code sent to the new value: the value becomes the account's. Another account may have
 * taken it meanwhile (409); the code is spent either way.
 */
export async function confirmContactChange(
  deps: AppDeps,
  userId: number,
  change: { field: ContactField; value: string; code: string },
): Promise<UserRow> {
  const outcome = await checkCode(deps.db, {
    userId,
    purpose: purposeOf(change.field),
    code: change.code,
    target: change.value,
  })
  if (!outcome.ok) throw codeError(outcome.reason)
  const column = change.field === 'phone' ? users.phone : users.email
  const taken = () => conflictError({ [change.field]: true })
  const [other] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, change.value), ne(users.id, userId), isNotNull(users.verified_at)))
  if (other) throw taken()
  try {
    const [user] = await deps.db
      .update(users)
      .set({ [change.field]: change.value })
      .where(eq(users.id, userId))
      .returning()
    if (!user) throw new HttpError(403, messages.forbidden.id)
    // A pending sign-up holding the value could no longer be verified: drop it now.
    await deps.db.delete(users).where(and(eq(column, change.value), ne(users.id, userId), pendingSignup))
    return user
  } catch (err) {
    if (isUniqueViolation(err)) throw taken()
    throw err
  }
}
