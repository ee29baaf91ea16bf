import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { RegisterBody } from '../../contract/account'
import type { Language } from '../../contract/common'
import { formatNumber } from '../../contract/format'
import { messages } from '../../contract/messages'
import { OTP } from '../auth/limits'
import { hashPassword, verifyPassword } from '../auth/password'
import { oneTimeCodes, users } from '../db/schema'
import type { AppDeps } from '../http/context'
import { HttpError } from '../http/errors'
import { translate } from '../i18n'
import { smsFor } from '../messaging/sms'
import { type CheckOutcome, checkCode, issueCode, requesterIs } from './otp'
import { assertEnabled, type UserRow } from './sessions'

/**
 * Signed up, code sent, phone not verified yet: cannot sign in. Pending sign-ups of several
 * devices may hold the same phone or e-mail address until one is verified (decision 30).
 */
export const isPending = (u: UserRow) => !u.is_guest && u.verified_at === null && u.password_hash !== null

/** SQL for `isPending`. */
export const pendingSignup = and(
  isNull(users.verified_at),
  eq(users.is_guest, false),
  sql`${users.password_hash} is not null`,
)

/** The account an e-mail address or phone names: the active one, else the newest pending sign-up. */
export async function findByIdentifier(
  deps: Pick<AppDeps, 'db'>,
  id: { kind: 'email' | 'phone'; value: string },
) {
  const column = id.kind === 'email' ? users.email : users.phone
  const [user] = await deps.db
    .select()
    .from(users)
    .where(eq(column, id.value))
    .orderBy(sql`${users.verified_at} is null`, desc(users.id))
    .limit(1)
  return user
}

/** The pending sign-up of this phone that this requester (device) made, if any. */
async function pendingSignupOf(deps: Pick<AppDeps, 'db'>, phone: string, requester: string | null) {
  const [row] = await deps.db
    .select({ user: users })
    .from(users)
    .innerJoin(
      oneTimeCodes,
      and(
        eq(oneTimeCodes.user_id, users.id),
        eq(oneTimeCodes.purpose, 'verify_phone'),
        requesterIs(requester),
      ),
    )
    .where(and(eq(users.phone, phone), pendingSignup))
    .orderBy(desc(oneTimeCodes.created_at))
    .limit(1)
  return row?.user
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
  return `${fill(id, lang, { code, minutes: codeMinutes(lang) })}\n\n@${host} #${code}`
}

/**
 * How long a code lasts, written in the reader's digits. The code itself stays in Latin digits:
 * it is typed or pasted as it is (the WebOTP line needs them too).
 */
export const codeMinutes = (lang: Language) => formatNumber(OTP.ttlS / 60, lang)

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

/** Who asks: the guest whose favourites and bookings follow, and the requesting session. */
export interface SignupCaller {
  guestUserId: number | null
  requester: string | null
}

async function sendSignupCode(deps: AppDeps, user: UserRow, caller: SignupCaller) {
  const issued = await issueCode(deps.db, {
    userId: user.id,
    purpose: 'verify_phone',
    channel: 'sms',
    guestUserId: caller.guestUserId,
    requester: caller.requester,
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
 * Sign-up: a pending account and a code by SMS, bound to the device (session) that asked.
 * An e-mail or phone of an active account is a 409. This device's earlier pending sign-up
 * with the same phone or address, or any whose code has expired, gives way; another
 * device's live one stays beside it, so a stranger can neither replace nor block the
 * owner's (decision 30). The first to verify takes the phone; the others are dropped then.
 */
export async function register(
  deps: AppDeps,
  input: RegisterBody,
  ctx: { lang: Language } & SignupCaller,
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
  const pending = holders.map((u) => u.id)
  const othersLive =
    pending.length === 0
      ? []
      : await db
          .selectDistinct({ user_id: oneTimeCodes.user_id })
          .from(oneTimeCodes)
          .where(
            and(
              inArray(oneTimeCodes.user_id, pending),
              eq(oneTimeCodes.purpose, 'verify_phone'),
              isNull(oneTimeCodes.used_at),
              gt(oneTimeCodes.expires_at, new Date()),
              ctx.requester
                ? or(isNull(oneTimeCodes.requester_sid), ne(oneTimeCodes.requester_sid, ctx.requester))
                : sql`${oneTimeCodes.requester_sid} is not null`,
            ),
          )
  const keep = new Set(othersLive.map((r) => r.user_id))
  const stale = pending.filter((id) => !keep.has(id))
  const passwordHash = await hashPassword(input.password)
  let user: UserRow | undefined
  try {
    user = await db.transaction(async (tx) => {
      if (stale.length > 0) await tx.delete(users).where(and(inArray(users.id, stale), pendingSignup))
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
    if (isUniqueViolation(err)) throw conflictError({ email: true, phone: true })
    throw err
  }
  if (!user) throw new Error('user insert returned nothing')
  await sendSignupCode(deps, user, ctx)
  return codeSent(input.phone)
}

/**
 * Another sign-up code, for this device's pending sign-up of the phone. Anything else (an
 * unknown or active number, another device's sign-up) gets the same answer, and no SMS.
 */
export async function resendSignupCode(
  deps: AppDeps,
  phone: string,
  caller: SignupCaller,
): Promise<CodeSent> {
  const user = await pendingSignupOf(deps, phone, caller.requester)
  if (user) await sendSignupCode(deps, user, caller)
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

/**
 * The sign-up code, from the device that signed up: the account becomes active, and other
 * pending sign-ups with its phone or e-mail address are dropped. Returns it and the guest
 * who signed up, if any.
 */
export async function verifySignup(deps: AppDeps, phone: string, code: string, requester: string | null) {
  const user = await pendingSignupOf(deps, phone, requester)
  if (!user) throw codeError('invalid')
  const outcome = await checkCode(deps.db, { userId: user.id, purpose: 'verify_phone', code, requester })
  if (!outcome.ok) throw codeError(outcome.reason)
  let active: UserRow | undefined
  try {
    active = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ verified_at: new Date() })
        .where(and(eq(users.id, user.id), isNull(users.verified_at)))
        .returning()
      if (!row) return undefined
      const sameContact = user.email
        ? or(eq(users.phone, phone), eq(users.email, user.email))
        : eq(users.phone, phone)
      await tx.delete(users).where(and(ne(users.id, user.id), pendingSignup, sameContact))
      return row
    })
  } catch (err) {
    // An account took the phone or address meanwhile (a profile change confirmed first).
    if (!isUniqueViolation(err)) throw err
    const taken = await deps.db
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(
        and(
          sql`${users.verified_at} is not null`,
          or(eq(users.phone, phone), eq(users.email, user.email ?? '')),
        ),
      )
    throw conflictError({
      email: taken.some((u) => u.email === user.email),
      phone: taken.some((u) => u.phone === phone),
    })
  }
  if (!active) throw codeError('invalid')
  return { user: active, guestUserId: outcome.guestUserId }
}

/**
 * A pending sign-up's owner signed in with its password from this device (perhaps not the one
 * that signed up): its codes now belong to this device, so it can verify the phone and ask for
 * a new code here. The password proves it is the person who signed up.
 */
export async function claimSignupCodes(deps: Pick<AppDeps, 'db'>, userId: number, requester: string | null) {
  await deps.db
    .update(oneTimeCodes)
    .set({ requester_sid: requester })
    .where(and(eq(oneTimeCodes.user_id, userId), eq(oneTimeCodes.purpose, 'verify_phone')))
}

/** Compared against when nobody has the identifier, so a miss costs as much as a wrong password. */
let dummyHash: Promise<string> | undefined

export type LoginOutcome =
  | { ok: true; user: UserRow }
  | { ok: false; unverifiedPhone: string; userId: number }

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
  if (!user.verified_at) return { ok: false, unverifiedPhone: user.phone ?? '', userId: user.id }
  // Only with the right password: a wrong one says nothing about the account (decision 39).
  assertEnabled(user)
  return { ok: true, user }
}
