import { and, eq } from 'drizzle-orm'
import type { Language } from '../../contract/common'
import { messages } from '../../contract/messages'
import { OTP, RESET_TOKEN_TTL_S } from '../auth/limits'
import { hashPassword } from '../auth/password'
import { passwordDigest } from '../auth/tokens'
import { users } from '../db/schema'
import type { AppDeps } from '../http/context'
import { HttpError } from '../http/errors'
import { mailFor } from '../messaging/mail'
import { smsFor } from '../messaging/sms'
import { codeError, codeMinutes, codeSms, fill, findByIdentifier } from './accounts'
import { checkCode, issueCode } from './otp'
import type { UserRow } from './sessions'

type Identifier = { kind: 'email' | 'phone'; value: string }

const asLanguage = (s: string): Language => (s === 'en' || s === 'kr' ? s : 'ar')

/** The answer of step 1, the same whatever happens behind it. */
export const recoveryAccepted = () => ({
  accepted: true as const,
  resend_after: OTP.resendCooldownS,
  expires_in: OTP.ttlS,
})

/** Accounts that can recover a password: active ones with a password (a pending sign-up signs up again). */
const recoverable = (user: UserRow | undefined): user is UserRow =>
  !!user && !user.is_guest && !!user.password_hash && user.verified_at !== null

/**
 * Step 1, run after the answer has gone: whether an account matches, a code is sent or the
 * cooldown holds it back, the caller sees the same 202 at the same time. The code goes by
 * e-mail to an e-mail identifier and by SMS to a phone one, bound to the requesting session:
 * a stranger asking for the same account neither replaces nor holds back the owner's code.
 */
export async function sendRecoveryCode(deps: AppDeps, id: Identifier, requester: string | null) {
  const user = await findByIdentifier(deps, id)
  if (!recoverable(user)) return
  const channel = id.kind === 'email' ? 'email' : 'sms'
  const issued = await issueCode(deps.db, { userId: user.id, purpose: 'recovery', channel, requester })
  if (!issued.ok) return
  const lang = asLanguage(user.language)
  if (channel === 'sms') {
    await smsFor(deps.env).send({
      to: id.value,
      text: codeSms(deps, messages.smsRecoveryCode.id, lang, issued.code),
    })
  } else {
    await mailFor(deps.env).send({
      to: id.value,
      subject: fill(messages.mailRecoverySubject.id, lang, {}),
      text: fill(messages.mailRecoveryText.id, lang, { code: issued.code, minutes: codeMinutes(lang) }),
    })
  }
}

/** Step 2: the code, from the session that asked for it → a reset token. */
export async function verifyRecoveryCode(
  deps: AppDeps,
  id: Identifier,
  code: string,
  requester: string | null,
) {
  const user = await findByIdentifier(deps, id)
  if (!recoverable(user)) throw codeError('invalid')
  const outcome = await checkCode(deps.db, { userId: user.id, purpose: 'recovery', code, requester })
  if (!outcome.ok) throw codeError(outcome.reason)
  return {
    reset_token: await deps.tokens.signReset(user.id, user.password_hash),
    expires_in: RESET_TOKEN_TTL_S,
  }
}

/** Step 3: the new password, once per reset token; every session of the account ends. */
export async function resetPassword(deps: AppDeps, resetToken: string, password: string) {
  const expired = () =>
    new HttpError(422, messages.resetExpired.id, { reset_token: [messages.resetExpired.id] })
  const claims = await deps.tokens.verifyReset(resetToken)
  if (!claims) throw expired()
  const [user] = await deps.db.select().from(users).where(eq(users.id, claims.userId))
  if (!user?.password_hash || passwordDigest(user.password_hash) !== claims.pw) throw expired()
  const changed = await deps.db
    .update(users)
    .set({ password_hash: await hashPassword(password) })
    // Two racing resets with the same token: only the first finds the old hash.
    .where(and(eq(users.id, user.id), eq(users.password_hash, user.password_hash)))
    .returning({ id: users.id })
  if (changed.length === 0) throw expired()
  await deps.tokens.revokeUser(user.id)
}
