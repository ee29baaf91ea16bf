import parsePhoneNumber from 'libphonenumber-js'
import * as v from 'valibot'
import { UserAuth } from './auth'
import { EMAIL_MAX, emailField, LANGUAGES, singleLine, toLatinDigits } from './common'
import { messages as m } from './messages'

/**
 * Sign-up, sign-in, one-time codes, password recovery and the profile: inputs and answers of
 * the calls in server/routes/account.ts and server/routes/user.ts, and the shared rules
 * (password §5, phone, e-mail) the browser checks before sending.
 */

// Here first; in common.ts now, so forms without a phone field need not load libphonenumber.
export { toLatinDigits } from './common'

/**
 * A phone number in E.164 (`+9647701234567`), or null. Without a country code it is read as
 * Iraqi, and an Iraqi number must be a mobile (07xx…): codes go out by SMS. Numbers of other
 * countries are accepted with their `+` code (or 00).
 */
export function normalizePhone(input: string): string | null {
  const s = toLatinDigits(input).trim()
  if (!/^\+?[\d\s\-().]{6,24}$/.test(s)) return null
  const parsed = parsePhoneNumber(s, 'IQ')
  if (!parsed?.isValid()) return null
  if (parsed.countryCallingCode === '964' && !/^7\d{9}$/.test(parsed.nationalNumber)) return null
  return parsed.number
}

/** Sign-in and recovery take either; an `@` means an e-mail address. */
export function parseIdentifier(input: string): { kind: 'email' | 'phone'; value: string } | null {
  const s = input.trim()
  if (s.includes('@')) {
    const email = s.toLowerCase()
    return v.is(emailField, email) ? { kind: 'email', value: email } : null
  }
  const phone = normalizePhone(s)
  return phone ? { kind: 'phone', value: phone } : null
}

const text = (max: number) =>
  v.pipe(
    v.string(m.required.id),
    v.trim(),
    v.nonEmpty(m.required.id),
    singleLine,
    v.maxLength(max, m.tooLong.id),
  )

/** §5: at least 8 characters with a lowercase, an uppercase, a digit and one of @$!%*?&; nothing else. */
export const PASSWORD_SPECIALS = '@$!%*?&'
export const passwordField = v.pipe(
  v.string(m.required.id),
  v.nonEmpty(m.required.id),
  v.maxLength(128, m.tooLong.id),
  v.regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/, m.passwordRules.id),
)

/** Normalised to E.164 on the way in. */
export const phoneField = v.pipe(
  v.string(m.required.id),
  v.nonEmpty(m.required.id),
  singleLine,
  v.maxLength(32, m.invalidPhone.id),
  v.transform(normalizePhone),
  v.string(m.invalidPhone.id),
)

/** A six-digit code, Arabic or Persian digits accepted. */
export const codeField = v.pipe(
  v.string(m.required.id),
  v.transform((s) => toLatinDigits(s).replace(/\s/g, '')),
  v.regex(/^\d{6}$/, m.invalidCode.id),
)

const nameField = text(100)
/** Country and city: free text; an empty string clears them. */
const placeField = v.pipe(
  v.string(),
  v.trim(),
  singleLine,
  v.maxLength(100, m.tooLong.id),
  v.transform((s) => s || null),
)

// ── Sign-up ────────────────────────────────────────────────────────────────────────────────

/** `POST /api/auth/register` (§3 Registration payload). */
export const RegisterBody = v.object({
  name: nameField,
  phone: phoneField,
  email: emailField,
  password: passwordField,
  country: v.optional(v.nullable(placeField), null),
  city: v.optional(v.nullable(placeField), null),
  /** The app's fixed passcode (server setting SIGNUP_PASSCODE; `funduq-web` by default). */
  passcode: v.pipe(v.string(m.required.id), v.maxLength(200, m.tooLong.id)),
})
export type RegisterBody = v.InferOutput<typeof RegisterBody>

/** Register and resend-otp: a code went (or, for an unknown number, would have gone) by SMS. */
export const OtpSentAnswer = v.object({
  data: v.object({
    phone: v.string(),
    otp_sent: v.literal(true),
    /** Seconds before resend-otp will send another code. */
    resend_after: v.number(),
    /** Seconds the code stays valid. */
    expires_in: v.number(),
  }),
})
export type OtpSentAnswer = v.InferOutput<typeof OtpSentAnswer>

export const VerifyOtpBody = v.object({ phone: phoneField, code: codeField })
export type VerifyOtpBody = v.InferOutput<typeof VerifyOtpBody>

export const ResendOtpBody = v.object({ phone: phoneField })

// ── Sign-in and out ────────────────────────────────────────────────────────────────────────

/** `email` per the spec; a phone number works there too. Not checked against the rules on purpose. */
export const LoginBody = v.object({
  email: v.pipe(
    v.string(m.required.id),
    v.trim(),
    v.nonEmpty(m.required.id),
    singleLine,
    v.maxLength(EMAIL_MAX, m.tooLong.id),
  ),
  password: v.pipe(v.string(m.required.id), v.nonEmpty(m.required.id), v.maxLength(128, m.tooLong.id)),
})
export type LoginBody = v.InferOutput<typeof LoginBody>

/** The access token alone ends its session; a refresh token ends its own session too. */
export const LogoutBody = v.object({
  refreshToken: v.optional(v.pipe(v.string(), v.maxLength(200))),
})

/** Answer of a sign-in that is right but whose phone is not verified yet (403). */
export const NotVerifiedAnswer = v.object({ message: v.string(), phone: v.string() })

// ── Password recovery ──────────────────────────────────────────────────────────────────────

const identifierField = v.pipe(
  v.string(m.required.id),
  v.trim(),
  v.nonEmpty(m.required.id),
  singleLine,
  v.maxLength(EMAIL_MAX, m.tooLong.id),
  v.check((s) => parseIdentifier(s) !== null, m.invalidValue.id),
)

/** Step 1: an e-mail address (code by e-mail) or a phone number (code by SMS). */
export const RecoveryBody = v.object({ identifier: identifierField })
/** Always the same, whether or not an account matches. */
export const RecoveryAnswer = v.object({
  data: v.object({ accepted: v.literal(true), resend_after: v.number(), expires_in: v.number() }),
})

/** Step 2: the code → a reset token. */
export const RecoveryVerifyBody = v.object({ identifier: identifierField, code: codeField })
export const RecoveryVerifyAnswer = v.object({
  data: v.object({ reset_token: v.string(), expires_in: v.number() }),
})

/** §5: "Confirm must equal password, else 'passwords do not match'". */
const samePasswords = (s: { password?: string; confirm_password?: string }) =>
  s.password === undefined || s.password === s.confirm_password

/** Step 3: a new password; every session of the account ends (204). */
export const RecoveryResetBody = v.pipe(
  v.object({
    reset_token: v.pipe(v.string(m.required.id), v.nonEmpty(m.required.id), v.maxLength(2000)),
    password: passwordField,
    confirm_password: v.string(m.required.id),
  }),
  v.forward(v.partialCheck([['password'], ['confirm_password']], samePasswords, m.passwordsMismatch.id), [
    'confirm_password',
  ]),
)

// ── Profile ────────────────────────────────────────────────────────────────────────────────

/**
 * `POST /api/auth/update-profile` (JSON, or multipart with `image`) and `POST /api/user/:id`
 * (JSON): any of these fields; `password` needs `confirm_password`.
 */
export const ProfileBody = v.pipe(
  v.object({
    name: v.optional(nameField),
    phone: v.optional(phoneField),
    email: v.optional(emailField),
    country: v.optional(v.nullable(placeField)),
    city: v.optional(v.nullable(placeField)),
    language: v.optional(v.picklist(LANGUAGES, m.invalidValue.id)),
    /** A code of GET /api/currency; the server checks it exists. */
    currency: v.optional(
      v.pipe(
        v.string(m.invalidValue.id),
        v.trim(),
        v.toUpperCase(),
        v.regex(/^[A-Z]{3}$/, m.invalidValue.id),
      ),
    ),
    password: v.optional(passwordField),
    confirm_password: v.optional(v.string()),
  }),
  v.forward(v.partialCheck([['password'], ['confirm_password']], samePasswords, m.passwordsMismatch.id), [
    'confirm_password',
  ]),
)
export type ProfileBody = v.InferOutput<typeof ProfileBody>

/** Limits of the profile image (§5: gif, jpeg, png), checked on its content. */
export const AVATAR = {
  maxBytes: 5 * 1024 * 1024,
  maxSide: 4000,
  /** Stored as WebP no larger than this on either side. */
  storedSide: 512,
  types: ['image/gif', 'image/jpeg', 'image/png'],
} as const

// ── Calls ──────────────────────────────────────────────────────────────────────────────────

/**
 * A new phone or e-mail address waiting for its code: the account keeps the old one until
 * `POST /api/auth/verify-contact` gets the code sent to the new one (SMS or e-mail).
 */
export const PendingContact = v.object({
  field: v.picklist(['phone', 'email']),
  value: v.string(),
  /** Seconds before the same change may send another code. */
  resend_after: v.number(),
  /** Seconds the code stays valid. */
  expires_in: v.number(),
})
export type PendingContact = v.InferOutput<typeof PendingContact>

/**
 * `{ message, data: UserAuth }`: profile changes answer the §8 text in the caller's language;
 * `pending` lists a changed phone or e-mail address still to confirm (not in `data` yet).
 */
export const ProfileAnswer = v.object({
  message: v.string(),
  data: UserAuth,
  pending: v.optional(v.array(PendingContact)),
})

/** `POST /api/auth/verify-contact`: the code sent to the new phone or the new e-mail address. */
export const VerifyContactBody = v.pipe(
  v.object({ phone: v.optional(phoneField), email: v.optional(emailField), code: codeField }),
  v.check((b) => (b.phone === undefined) !== (b.email === undefined), m.invalidRequest.id),
)
export type VerifyContactBody = v.InferOutput<typeof VerifyContactBody>
