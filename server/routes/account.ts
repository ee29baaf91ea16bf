import { timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import {
  LoginBody,
  LogoutBody,
  ProfileBody,
  parseIdentifier,
  RecoveryBody,
  RecoveryResetBody,
  RecoveryVerifyBody,
  RegisterBody,
  ResendOtpBody,
  VerifyContactBody,
  VerifyOtpBody,
} from '../../contract/account'
import { messages } from '../../contract/messages'
import { callerOf, guestOf, requireMember } from '../auth/caller'
import { users } from '../db/schema'
import type { AppEnv } from '../http/context'
import { HttpError, unauthorized } from '../http/errors'
import { clientIp, enforce } from '../http/rate-limit'
import { parseJson, parseWith, readForm } from '../http/validate'
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
import { updateProfile } from '../services/profile'
import { startUserSession, toUserAuth } from '../services/sessions'
import { contactCodeLimits, profileAnswer } from './profile-answer'

/** The app's passcode, compared in constant time (it is not a secret, but costs nothing). */
function passcodeMatches(given: string, expected: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The profile form: JSON, or multipart/form-data whose `image` part is the new picture.
 * Text parts go through the same contract schema as JSON.
 */
async function readProfileForm(c: Context<AppEnv>) {
  const type = c.req.header('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) return { input: await parseJson(c, ProfileBody) }
  const { image, ...rest } = await readForm(c)
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(rest)) {
    if (typeof value === 'string') fields[name] = value
  }
  const input = parseWith(ProfileBody, fields)
  // Browsers send an empty file part when no file was chosen.
  if (image === undefined || (typeof image !== 'string' && image.size === 0 && !image.name)) return { input }
  if (typeof image === 'string') {
    throw new HttpError(422, messages.imageType.id, { image: [messages.imageType.id] })
  }
  return { input, image: new Uint8Array(await image.arrayBuffer()) }
}

/** Sign-up, sign-in and out, codes, recovery and the caller's profile, under /api/auth. */
export const accountRoutes = new Hono<AppEnv>()
  .post('/register', async (c) => {
    const body = await parseJson(c, RegisterBody)
    const deps = c.get('deps')
    if (!passcodeMatches(body.passcode, deps.env.SIGNUP_PASSCODE)) {
      throw new HttpError(422, messages.badPasscode.id, { passcode: [messages.badPasscode.id] })
    }
    const ip = clientIp(c)
    await enforce(c, ['register.ip', ip], ['otp_send.ip', ip], ['otp_send.phone', body.phone])
    const data = await register(deps, body, { lang: c.get('lang'), guestUserId: guestOf(c) })
    return c.json({ data }, 201)
  })

  .post('/resend-otp', async (c) => {
    const body = await parseJson(c, ResendOtpBody)
    await enforce(c, ['otp_send.ip', clientIp(c)], ['otp_send.phone', body.phone])
    return c.json({ data: await resendSignupCode(c.get('deps'), body.phone, guestOf(c)) })
  })

  .post('/verify-otp', async (c) => {
    const body = await parseJson(c, VerifyOtpBody)
    await enforce(c, ['otp_verify.ip', clientIp(c)], ['otp_verify.phone', body.phone])
    const deps = c.get('deps')
    const { user, guestUserId } = await verifySignup(deps, body.phone, body.code)
    for (const guest of [guestUserId, guestOf(c)]) {
      await adoptGuestFavourites(deps.db, guest, user.id)
      await adoptGuestReservations(deps.db, guest, user.id)
    }
    return c.json({ data: await startUserSession(deps.tokens, user) })
  })

  .post('/login', async (c) => {
    const body = await parseJson(c, LoginBody)
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
  })

  .post('/logout', async (c) => {
    const body = await parseJson(c, LogoutBody)
    const { tokens } = c.get('deps')
    const caller = callerOf(c)
    if (!caller && !body.refreshToken) throw unauthorized()
    if (caller) await tokens.revokeFamily(caller.sid)
    if (body.refreshToken) await tokens.revokeByRefresh(body.refreshToken)
    return c.body(null, 204)
  })

  .get('/me', async (c) => {
    const caller = callerOf(c)
    if (!caller) return c.json({ data: null })
    const [user] = await c.get('deps').db.select().from(users).where(eq(users.id, caller.userId))
    if (!user) throw unauthorized()
    return c.json({ data: toUserAuth(user) })
  })

  .post('/update-profile', async (c) => {
    const caller = requireMember(c)
    const { input, image } = await readProfileForm(c)
    const update = await updateProfile(c.get('deps'), caller.userId, input, {
      image,
      keepSid: caller.sid,
      lang: c.get('lang'),
      beforeCodes: () => contactCodeLimits(c, caller.userId),
    })
    return c.json(profileAnswer(update, c.get('lang')))
  })

  .post('/verify-contact', async (c) => {
    const caller = requireMember(c)
    const body = await parseJson(c, VerifyContactBody)
    await enforce(c, ['contact_verify.account', String(caller.userId)])
    const field = body.phone !== undefined ? 'phone' : 'email'
    const user = await confirmContactChange(c.get('deps'), caller.userId, {
      field,
      value: body.phone ?? body.email ?? '',
      code: body.code,
    })
    return c.json({ message: translate(messages.profileUpdated.id, c.get('lang')), data: toUserAuth(user) })
  })

  .post('/password-recovery', async (c) => {
    const body = await parseJson(c, RecoveryBody)
    const id = parseIdentifier(body.identifier)
    if (!id) throw new HttpError(422, messages.invalidRequest.id, { identifier: [messages.invalidValue.id] })
    await enforce(c, ['recovery.ip', clientIp(c)], ['recovery.account', id.value])
    const deps = c.get('deps')
    // Looked up and sent after answering: the answer and its timing are the same for everyone.
    void sendRecoveryCode(deps, id).catch((err) => deps.log.error({ err }, 'recovery code not sent'))
    return c.json({ data: recoveryAccepted() }, 202)
  })

  .post('/password-recovery/verify', async (c) => {
    const body = await parseJson(c, RecoveryVerifyBody)
    const id = parseIdentifier(body.identifier)
    if (!id) throw new HttpError(422, messages.invalidRequest.id, { identifier: [messages.invalidValue.id] })
    await enforce(c, ['recovery_verify.ip', clientIp(c)], ['recovery_verify.account', id.value])
    return c.json({ data: await verifyRecoveryCode(c.get('deps'), id, body.code) })
  })

  .post('/password-recovery/reset', async (c) => {
    const body = await parseJson(c, RecoveryResetBody)
    await resetPassword(c.get('deps'), body.reset_token, body.password)
    return c.body(null, 204)
  })
