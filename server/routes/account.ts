import { timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
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
import { messages } from '../../contract/messages'
import { guestOf } from '../auth/caller'
import { users } from '../db/schema'
import { HttpError, unauthorized } from '../http/errors'
import { clientIp, enforce } from '../http/rate-limit'
import { defineRoute, noContent } from '../http/route'
import { translate } from '../i18n'
import { login, register, resendSignupCode, verifySignup } from '../services/accounts'
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

const CODE_LIMITS = 'Too many codes or tries for this phone, account or address: wait for Retry-After'
const NOT_DELIVERED =
  'The code could not be sent (SMS or e-mail), or the database cannot answer: try again later'

/** Sign-up, sign-in and out, codes, recovery and the caller's profile, under /api/auth. */
export const accountRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/register',
    operationId: 'register',
    summary: 'Sign up: a pending account and a 6-digit code by SMS (verify with /auth/verify-otp)',
    description: "A guest caller's favourites and bookings move to the account once it is verified.",
    tags: ['session'],
    auth: 'optional',
    body: RegisterBody,
    answers: { 201: OtpSentAnswer },
    errors: {
      409: 'The e-mail address or phone belongs to another account',
      429: CODE_LIMITS,
      503: NOT_DELIVERED,
    },
    handler: async (c, { body }) => {
      const deps = c.get('deps')
      if (!passcodeMatches(body.passcode, deps.env.SIGNUP_PASSCODE)) {
        throw new HttpError(422, messages.badPasscode.id, { passcode: [messages.badPasscode.id] })
      }
      const ip = clientIp(c)
      await enforce(c, ['register.ip', ip], ['otp_send.ip', ip], ['otp_send.phone', body.phone])
      const data = await register(deps, body, { lang: c.get('lang'), guestUserId: guestOf(c) })
      return c.json({ data }, 201)
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/resend-otp',
    operationId: 'resendSignupCode',
    summary: 'Another sign-up code, at most one a minute (429 with Retry-After before that)',
    tags: ['session'],
    auth: 'optional',
    body: ResendOtpBody,
    answers: { 200: OtpSentAnswer },
    errors: { 429: CODE_LIMITS, 503: NOT_DELIVERED },
    handler: async (c, { body }) => {
      await enforce(c, ['otp_send.ip', clientIp(c)], ['otp_send.phone', body.phone])
      return c.json({ data: await resendSignupCode(c.get('deps'), body.phone, guestOf(c)) })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/verify-otp',
    operationId: 'verifySignupCode',
    summary: 'The sign-up code: activates the account and signs in (a guest caller keeps their favourites)',
    tags: ['session'],
    auth: 'optional',
    body: VerifyOtpBody,
    answers: { 200: AuthAnswer },
    errors: { 429: CODE_LIMITS },
    handler: async (c, { body }) => {
      await enforce(c, ['otp_verify.ip', clientIp(c)], ['otp_verify.phone', body.phone])
      const deps = c.get('deps')
      const { user, guestUserId } = await verifySignup(deps, body.phone, body.code)
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
    tags: ['session'],
    auth: 'optional',
    body: LoginBody,
    answers: { 200: AuthAnswer },
    errors: {
      403: {
        description: 'The password is right but the phone is not verified yet',
        schema: NotVerifiedAnswer,
      },
      429: 'Too many sign-in attempts for this account or address: wait for Retry-After',
    },
    handler: async (c, { body }) => {
      const id = parseIdentifier(body.email)
      await enforce(c, ['login.ip', clientIp(c)], ['login.account', id?.value ?? body.email.toLowerCase()])
      const deps = c.get('deps')
      const outcome = await login(deps, id, body.password)
      if (!outcome.ok) {
        // The password was right: telling which phone to verify gives nothing away.
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
    errors: { 409: 'Taken by another account meanwhile', 429: CODE_LIMITS },
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
    tags: ['session'],
    auth: 'optional',
    body: RecoveryBody,
    answers: { 202: RecoveryAnswer },
    errors: { 429: CODE_LIMITS },
    handler: async (c, { body }) => {
      const id = parseIdentifier(body.identifier)
      if (!id)
        throw new HttpError(422, messages.invalidRequest.id, { identifier: [messages.invalidValue.id] })
      await enforce(c, ['recovery.ip', clientIp(c)], ['recovery.account', id.value])
      const deps = c.get('deps')
      // Looked up and sent after answering: the answer and its timing are the same for everyone.
      void sendRecoveryCode(deps, id).catch((err) => deps.log.error({ err }, 'recovery code not sent'))
      return c.json({ data: recoveryAccepted() }, 202)
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/password-recovery/verify',
    operationId: 'verifyRecoveryCode',
    summary: 'Trade the reset code for a reset token (15 minutes, once)',
    tags: ['session'],
    auth: 'optional',
    body: RecoveryVerifyBody,
    answers: { 200: RecoveryVerifyAnswer },
    errors: { 429: CODE_LIMITS },
    handler: async (c, { body }) => {
      const id = parseIdentifier(body.identifier)
      if (!id)
        throw new HttpError(422, messages.invalidRequest.id, { identifier: [messages.invalidValue.id] })
      await enforce(c, ['recovery_verify.ip', clientIp(c)], ['recovery_verify.account', id.value])
      return c.json({ data: await verifyRecoveryCode(c.get('deps'), id, body.code) })
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
