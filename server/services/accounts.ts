import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { RegisterBody } from '../../contract/account'
import type { Language } from '../../contract/common'
import { messages } from '../../contract/messages'
import { OTP } from '../auth/limits'
import { hashPassword, verifyPassword } from '../auth/password'
import { users } from '../db/schema'
import type { AppDeps } from '../http/context'
import { HttpError } from '../http/errors'
import { translate } from '../i18n'
import { smsFor } from '../messaging/sms'
import { type CheckOutcome, checkCode, issueCode } from './otp'
import type { UserRow } from './sessions'

/** Signed up, code sent, phone not verified yet: cannot sign in, may be replaced by a new sign-up. */
export const isPending = (u: UserRow) => !u.is_guest && u.verified_at === null && u.password_hash !== null

export async function findByIdentifier(
  deps: Pick<AppDeps, 'db'>,
  id: { kind: 'email' | 'phone'; value: string },
) {
  const column = id.kind === 'email' ? users.email : users.phone
  const [user] = await deps.db.select().from(users).where(eq(column, id.value))
  return user
}

/** PostgreSQL's unique_violation, however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true
  }
  return false
}

/** 409 naming each field already used by another account. */
export function conflictError(fields: { email?: boolean; phone?: boolean }) {
  const errors: Record<string, string[]> = {}
  if (fields.email) errors.email = [messages.emailTaken.id]
  if (fields.phone) errors.phone = [messages.phoneTaken.id]
  return new HttpError(409, fields.email ? messages.emailTaken.id : messages.phoneTaken.id, errors)
}

/** A message text of the catalog with its {placeholders} filled in. */
export function fill(id: string, lang: Language, values: Record<string, string | number>) {
  return translate(id, lang).replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}

/**
 * The SMS with a code. Its last line follows the WebOTP format (`@host #code`), so a browser
 * on the phone can offer to fill the code in.
 */
export function codeSms(deps: Pick<AppDeps, 'env'>, id: string, lang: Language, code: string) {
  const host = new URL(deps.env.PUBLIC_URL).hostname
  return `${fill(id, lang, { code, minutes: OTP.ttlS / 60 })}\n\n@${host} #${code}`
}

const asLanguage = (s: string): Language => (s === 'en' || s === 'kr' ? s : 'ar')

export interface CodeSent {
  phone: string
  otp_sent: true
  resend_after: number
  expires_in: number
}

const codeSent = (phone: string): CodeSent => ({
  phone,
  otp_sent: true,
  resend_after: OTP.resendCooldownS,
  expires_in: OTP.ttlS,
})

async function sendSignupCode(deps: AppDeps, user: UserRow, guestUserId: number | null) {
  const issued = await issueCode(deps.db, {
    userId: user.id,
    purpose: 'verify_phone',
    channel: 'sms',
    guestUserId,
  })
  if (!issued.ok) {
    throw new HttpError(429, messages.otpCooldown.id, undefined, {
      'Retry-After': String(issued.retryAfterS),
    })
  }
  try {
    await smsFor(deps.env).send({
      to: user.phone ?? '',
      text: codeSms(deps, messages.smsSignupCode.id, asLanguage(user.language), issued.code),
    })
  } catch (err) {
    deps.log.error({ err, userId: user.id }, 'sign-up code not sent')
    throw new HttpError(503, messages.deliveryFailed.id)
  }
}

/**
 * Sign-up: a pending account and a code by SMS. An e-mail or phone of an active account is a
 * 409; a pending account holding them (never verified) gives way to the new sign-up.
 */
export async function register(
  deps: AppDeps,
  input: RegisterBody,
  ctx: { lang: Language; guestUserId: number | null },
): Promise<CodeSent> {
  const { db } = deps
  const holders = await db
    .select()
    .from(users)
    .where(or(eq(users.email, input.email), eq(users.phone, input.phone)))
  const active = holders.filter((u) => !isPending(u))
  if (active.length > 0) {
    throw conflictError({
      email: active.some((u) => u.email === input.email),
      phone: active.some((u) => u.phone === input.phone),
    })
  }
  const passwordHash = await hashPassword(input.password)
  let user: UserRow | undefined
  try {
    user = await db.transaction(async (tx) => {
      const stale = holders.map((u) => u.id)
      if (stale.length > 0)
        await tx.delete(users).where(and(inArray(users.id, stale), isNull(users.verified_at)))
      const [row] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          password_hash: passwordHash,
          country: input.country,
          city: input.city,
          language: ctx.lang,
        })
        .returning()
      return row
    })
  } catch (err) {
    // Another sign-up with the same e-mail or phone won the race.
    if (isUniqueViolation(err)) throw conflictError({ email: true, phone: true })
    throw err
  }
  if (!user) throw new Error('user insert returned nothing')
  await sendSignupCode(deps, user, ctx.guestUserId)
  return codeSent(input.phone)
}

/** Another sign-up code. An unknown or already active number gets the same answer, and no SMS. */
export async function resendSignupCode(
  deps: AppDeps,
  phone: string,
  guestUserId: number | null,
): Promise<CodeSent> {
  const [user] = await deps.db.select().from(users).where(eq(users.phone, phone))
  if (user && isPending(user)) await sendSignupCode(deps, user, guestUserId)
  return codeSent(phone)
}

const codeErrors = {
  invalid: messages.otpInvalid.id,
  expired: messages.otpExpired.id,
  exhausted: messages.otpExhausted.id,
} as const

/** 422 for a code that is wrong, expired or tried too often, on the `code` field. */
export function codeError(reason: Extract<CheckOutcome, { ok: false }>['reason']) {
  const id = codeErrors[reason]
  return new HttpError(422, id, { code: [id] })
}

/** The sign-up code: the account becomes active. Returns it and the guest who signed up, if any. */
export async function verifySignup(deps: AppDeps, phone: string, code: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.phone, phone))
  if (!user || !isPending(user)) throw codeError('invalid')
  const outcome = await checkCode(deps.db, { userId: user.id, purpose: 'verify_phone', code })
  if (!outcome.ok) throw codeError(outcome.reason)
  const [active] = await deps.db
    .update(users)
    .set({ verified_at: new Date() })
    .where(eq(users.id, user.id))
    .returning()
  if (!active) throw codeError('invalid')
  return { user: active, guestUserId: outcome.guestUserId }
}

/** Compared against when nobody has the identifier, so a miss costs as much as a wrong password. */
let dummyHash: Promise<string> | undefined

export type LoginOutcome = { ok: true; user: UserRow } | { ok: false; unverifiedPhone: string }

/**
 * E-mail or phone, and password. Every failure is the same 422 ("the username or password is
 * wrong") after the same scrypt work, so neither the answer nor its timing tells whether the
 * account exists. Only with the right password does an unverified account say so.
 */
export async function login(
  deps: AppDeps,
  id: { kind: 'email' | 'phone'; value: string } | null,
  password: string,
): Promise<LoginOutcome> {
  const user = id ? await findByIdentifier(deps, id) : undefined
  dummyHash ??= hashPassword(randomBytes(16).toString('base64'))
  const hash = user?.password_hash ?? (await dummyHash)
  const ok = await verifyPassword(password, hash)
  if (!ok || !user?.password_hash || user.is_guest) throw new HttpError(422, messages.loginError.id)
  if (!user.verified_at) return { ok: false, unverifiedPhone: user.phone ?? '' }
  return { ok: true, user }
}
