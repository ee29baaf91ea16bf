import { timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import * as v from 'valibot'
import {
  LoginBody,
  LogoutBody,
  NotVerifiedAnswer,
  OtpSentAnswer,
  ProfileAnswer,
  ProfileBody,
  parseIdentifier,
  RecoveryAnswer,
  RecoveryBody,
  RecoveryResetBody,
  RecoveryVerifyAnswer,
  RecoveryVerifyBody,
  RegisterBody,
  ResendOtpBody,
  VerifyContactBody,
  VerifyOtpBody,
} from '../../contract/account'
import { AuthAnswer, MeAnswer } from '../../contract/auth'
import { ErrorBody } from '../../contract/common'
import { messages } from '../../contract/messages'
import { guestOf } from '../auth/caller'
import type { LimitName } from '../auth/limits'
import type { VerifiedAccess } from '../auth/tokens'
import { users } from '../db/schema'
import type { AppEnv } from '../http/context'
import { HttpError, unauthorized } from '../http/errors'
import { clientIp, enforce, record, slowDown } from '../http/rate-limit'
import { defineRoute, noContent } from '../http/route'
import { translate } from '../i18n'
import { claimSignupCodes, login, register, resendSignupCode, verifySignup } from '../services/accounts'
import { adoptGuestReservations } from '../services/booking/adopt'
import { confirmContactChange } from '../services/contact-change'
import { adoptGuestFavourites } from '../services/favourites'
import {
  recoveryAccepted,
  resetPassword,
  sendRecoveryCode,
  verifyRecoveryCode,
} from '../services/password-recovery'
import { startUserSession, toUserAuth } from '../services/sessions'
import { PROFILE_ERRORS, saveProfile } from './profile-answer'

/** The app's passcode, compared in constant time (it is not a secret, but costs nothing). */
function passcodeMatches(given: string, expected: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Browsers send an empty file part when no file was chosen; a text part is no picture. */
async function pictureOf(part: File | string | undefined) {
  if (part === undefined || (typeof part !== 'string' && part.size === 0 && !part.name)) return undefined
  if (typeof part === 'string')
    throw new HttpError(422, messages.imageType.id, { image: [messages.imageType.id] })
  return new Uint8Array(await part.arrayBuffer())
}

/**
 * The session asking for a code (sign-up, recovery): codes are bound to it, so only the
 * device that asked can use them (decision 30). Null for a caller without a token.
 */
const requesterOf = (caller: VerifiedAccess | null) => caller?.sid ?? null
const signupCaller = (c: Context<AppEnv>, caller: VerifiedAccess | null) => ({
  guestUserId: guestOf(c),
  requester: requesterOf(caller),
})

/** SMS codes for sign-up: per IP, per IP and phone, and a flood guard per phone (decision 30). */
const codeSendLimits = (c: Context<AppEnv>, phone: string): [LimitName, string][] => {
  const ip = clientIp(c)
  return [
    ['otp_send.ip', ip],
    ['otp_send.ip_phone', `${ip} ${phone}`],
    ['otp_send.phone', phone],
  ]
}

const CODE_LIMITS =
  'Too many codes or tries from this network, or from it for this phone or account; or too many codes sent to this phone or account from anywhere (a flood guard): wait for Retry-After'
const NOT_DELIVERED =
  'The code could not be sent (SMS or e-mail), or the database cannot answer: try again later'

/** Sign-up, sign-in and out, codes, recovery and the caller's profile, under /api/auth. */
export const accountRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/register',
    operationId: 'register',
    summary: 'Sign up: a pending account and a 6-digit code by SMS (verify with /auth/verify-otp)',
    description:
      "A guest caller's favourites and bookings move to the account once it is verified. The code is bound to the caller's session: only that device can verify it or ask for another. Another device's pending sign-up with the same phone or e-mail address waits beside it; the first verified takes them.",
    tags: ['session'],
    auth: 'optional',
    body: RegisterBody,
    answers: { 201: OtpSentAnswer },
    errors: {
      409: 'The e-mail address or phone belongs to an active (verified) account',
      429: CODE_LIMITS,
      503: NOT_DELIVERED,
    },
    handler: async (c, { caller, body }) => {
      const deps = c.get('deps')
      if (!passcodeMatches(body.passcode, deps.env.SIGNUP_PASSCODE)) {
        throw new HttpError(422, messages.badPasscode.id, { passcode: [messages.badPasscode.id] })
      }
      await enforce(c, ['register.ip', clientIp(c)], ...codeSendLimits(c, body.phone))
      const data = await register(deps, body, { lang: c.get('lang'), ...signupCaller(c, caller) })
      return c.json({ data }, 201)
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/resend-otp',
    operationId: 'resendSignupCode',
    summary: 'Another sign-up code, at most one a minute (429 with Retry-After before that)',
    description:
      "Only for the caller's own pending sign-up of the phone; any other number gets the same answer and no SMS.",
    tags: ['session'],
    auth: 'optional',
    body: ResendOtpBody,
    answers: { 200: OtpSentAnswer },
    errors: { 429: CODE_LIMITS, 503: NOT_DELIVERED },
    handler: async (c, { caller, body }) => {
      await enforce(c, ...codeSendLimits(c, body.phone))
      return c.json({ data: await resendSignupCode(c.get('deps'), body.phone, signupCaller(c, caller)) })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/verify-otp',
    operationId: 'verifySignupCode',
    summary: 'The sign-up code: activates the account and signs in (a guest caller keeps their favourites)',
    description:
      "Checks only the caller's own pending sign-up of the phone: another device's code opens nothing here, and its wrong codes do not spend this one's tries.",
    tags: ['session'],
    auth: 'optional',
    body: VerifyOtpBody,
    answers: { 200: AuthAnswer },
    errors: {
      409: 'An account verified meanwhile holds the phone or e-mail address',
      429: CODE_LIMITS,
    },
    handler: async (c, { caller, body }) => {
      const ip = clientIp(c)
      await enforce(c, ['otp_verify.ip', ip], ['otp_verify.ip_phone', `${ip} ${body.phone}`])
      const deps = c.get('deps')
      const { user, guestUserId } = await verifySignup(deps, body.phone, body.code, requesterOf(caller))
      for (const guest of [guestUserId, guestOf(c)]) {
        await adoptGuestFavourites(deps.db, guest, user.id)
        await adoptGuestReservations(deps.db, guest, user.id)
      }
      return c.json({ data: await startUserSession(deps.tokens, user) })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/login',
    operationId: 'login',
    summary: 'Sign in with e-mail or phone (field `email`) and password',
    description:
      'Wrong passwords for one account never lock it: past its limit, every answer for the account (the right password too) waits 0.5 s, doubling up to 4 s, before the password is checked.',
    tags: ['session'],
    auth: 'optional',
    body: LoginBody,
    answers: { 200: AuthAnswer },
    errors: {
      403: {
        description:
          'The password is right but the phone is not verified yet: this device may now verify it or ask for a new code (`phone` says which); or the account is disabled (no `phone`)',
        schema: v.union([NotVerifiedAnswer, ErrorBody]),
      },
      429: 'Too many sign-in attempts from this network, or from it for this account: wait for Retry-After',
    },
    handler: async (c, { caller, body }) => {
      const id = parseIdentifier(body.email)
      const ip = clientIp(c)
      const account = id?.value ?? body.email.trim().toLowerCase()
      await enforce(c, ['login.ip', ip], ['login.ip_account', `${ip} ${account}`])
      // Strangers' wrong passwords slow this account's answers down; they never lock it.
      await slowDown(c, 'login.account', account)
      const deps = c.get('deps')
      const outcome = await login(deps, id, body.password).catch(async (err: unknown) => {
        if (err instanceof HttpError && err.messageId === messages.loginError.id)
          await record(c, 'login.account', account)
        throw err
      })
      if (!outcome.ok) {
        // The password was right: telling which phone to verify gives nothing away, and this
        // device may now finish the sign-up (decision 30).
        await claimSignupCodes(deps, outcome.userId, requesterOf(caller))
        const message = translate(messages.phoneNotVerified.id, c.get('lang'))
        return c.json({ message, phone: outcome.unverifiedPhone }, 403)
      }
      await adoptGuestFavourites(deps.db, guestOf(c), outcome.user.id)
      await adoptGuestReservations(deps.db, guestOf(c), outcome.user.id)
      return c.json({ data: await startUserSession(deps.tokens, outcome.user) })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/logout',
    operationId: 'logout',
    summary: "End the bearer token's session, and/or the session of `refreshToken`",
    tags: ['session'],
    auth: 'optional',
    body: LogoutBody,
    answers: { 204: noContent },
    errors: { 401: 'Neither a valid token nor a refresh token was sent' },
    handler: async (c, { caller, body }) => {
      const { tokens } = c.get('deps')
      if (!caller && !body.refreshToken) throw unauthorized()
      if (caller) await tokens.revokeFamily(caller.sid)
      if (body.refreshToken) await tokens.revokeByRefresh(body.refreshToken)
      return c.body(null, 204)
    },
  }),

  defineRoute({
    method: 'get',
    path: '/auth/me',
    operationId: 'getMe',
    summary: 'The caller (guest or user); null without a token',
    tags: ['session'],
    auth: 'optional',
    answers: { 200: MeAnswer },
    handler: async (c, { caller }) => {
      if (!caller) return c.json({ data: null })
      const [user] = await c.get('deps').db.select().from(users).where(eq(users.id, caller.userId))
      if (!user) throw unauthorized()
      return c.json({ data: toUserAuth(user) })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/update-profile',
    operationId: 'updateProfile',
    summary: 'Change profile fields and/or the password; a new phone or e-mail waits for its code',
    description:
      'JSON, or multipart/form-data with an `image` file. A new phone or e-mail address gets a code and waits for /auth/verify-contact (`pending`).',
    tags: ['account'],
    auth: 'required',
    role: 'member',
    body: ProfileBody,
    files: { image: 'The new profile picture (JPEG, PNG or WebP)' },
    answers: { 200: ProfileAnswer },
    errors: PROFILE_ERRORS,
    handler: async (c, { caller, body, files }) =>
      c.json(await saveProfile(c, caller, body, await pictureOf(files.image))),
  }),

  defineRoute({
    method: 'post',
    path: '/auth/verify-contact',
    operationId: 'confirmContactChange',
    summary:
      'Confirm a new phone (code by SMS) or e-mail address (code by e-mail) asked for by update-profile',
    tags: ['account'],
    auth: 'required',
    role: 'member',
    body: VerifyContactBody,
    answers: { 200: ProfileAnswer },
    errors: {
      409: 'Taken by another account meanwhile',
      429: 'Too many tries of codes for this account: wait for Retry-After',
    },
    handler: async (c, { caller, body }) => {
      await enforce(c, ['contact_verify.account', String(caller.userId)])
      const field = body.phone !== undefined ? 'phone' : 'email'
      const user = await confirmContactChange(c.get('deps'), caller.userId, {
        field,
        value: body.phone ?? body.email ?? '',
        code: body.code,
      })
      return c.json({ message: translate(messages.profileUpdated.id, c.get('lang')), data: toUserAuth(user) })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/password-recovery',
    operationId: 'startPasswordRecovery',
    summary: 'Send a reset code to an e-mail address or phone; the same 202 whether or not it has an account',
    description:
      "The code is bound to the caller's session: only that device can trade it for a reset token.",
    tags: ['session'],
    auth: 'optional',
    body: RecoveryBody,
    answers: { 202: RecoveryAnswer },
    errors: { 429: CODE_LIMITS },
    handler: async (c, { caller, body }) => {
      const id = parseIdentifier(body.identifier)
      if (!id)
        throw new HttpError(422, messages.invalidRequest.id, { identifier: [messages.invalidValue.id] })
      const ip = clientIp(c)
      await enforce(
        c,
        ['recovery.ip', ip],
        ['recovery.ip_account', `${ip} ${id.value}`],
        ['recovery.account', id.value],
      )
      const deps = c.get('deps')
      // Looked up and sent after answering: the answer and its timing are the same for everyone.
      void sendRecoveryCode(deps, id, requesterOf(caller)).catch((err) =>
        deps.log.error({ err }, 'recovery code not sent'),
      )
      return c.json({ data: recoveryAccepted() }, 202)
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/password-recovery/verify',
    operationId: 'verifyRecoveryCode',
    summary: 'Trade the reset code for a reset token (15 minutes, once)',
    description: "Only a code the caller's session asked for.",
    tags: ['session'],
    auth: 'optional',
    body: RecoveryVerifyBody,
    answers: { 200: RecoveryVerifyAnswer },
    errors: { 429: CODE_LIMITS },
    handler: async (c, { caller, body }) => {
      const id = parseIdentifier(body.identifier)
      if (!id)
        throw new HttpError(422, messages.invalidRequest.id, { identifier: [messages.invalidValue.id] })
      const ip = clientIp(c)
      await enforce(c, ['recovery_verify.ip', ip], ['recovery_verify.ip_account', `${ip} ${id.value}`])
      return c.json({ data: await verifyRecoveryCode(c.get('deps'), id, body.code, requesterOf(caller)) })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/password-recovery/reset',
    operationId: 'resetPassword',
    summary: 'Set the new password with the reset token; every session of the account ends',
    tags: ['session'],
    auth: 'optional',
    body: RecoveryResetBody,
    answers: { 204: noContent },
    handler: async (c, { body }) => {
      await resetPassword(c.get('deps'), body.reset_token, body.password)
      return c.body(null, 204)
    },
  }),
]
