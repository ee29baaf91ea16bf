/**
 * Every abuse limit of the accounts API, in one place (README "Abuse limits" lists the same).
 * A rule allows `max` hits per fixed window of `windowS` seconds for one subject: a client IP
 * (`.ip`), or the phone, e-mail or account a request is about (`.phone`, `.account`).
 * `RATE_LIMITS` overrides them per deployment (see server/env.ts).
 */
export const DEFAULT_LIMITS = {
  'login.ip': { max: 20, windowS: 600 },
  'login.account': { max: 10, windowS: 900 },
  /** New guests (`/auth/guest-user` without refreshToken). Mobile carriers share IPs: keep it roomy. */
  'guest.ip': { max: 60, windowS: 600 },
  'register.ip': { max: 10, windowS: 3600 },
  /** Codes sent by SMS for sign-up (register and resend-otp). */
  'otp_send.ip': { max: 20, windowS: 3600 },
  'otp_send.phone': { max: 5, windowS: 3600 },
  'otp_verify.ip': { max: 30, windowS: 600 },
  'otp_verify.phone': { max: 10, windowS: 600 },
  'recovery.ip': { max: 10, windowS: 3600 },
  'recovery.account': { max: 5, windowS: 3600 },
  'recovery_verify.ip': { max: 30, windowS: 600 },
  'recovery_verify.account': { max: 10, windowS: 600 },
  /** Codes sent to a new phone or e-mail address of the profile (update-profile). */
  'contact_send.ip': { max: 20, windowS: 3600 },
  'contact_send.account': { max: 5, windowS: 3600 },
  'contact_verify.account': { max: 10, windowS: 600 },
  /** Provider sign-ins begun (each keeps a row for 10 minutes). */
  'oidc_start.ip': { max: 30, windowS: 600 },
  /** Messages of the contact form: each becomes an e-mail to support. */
  'contact.ip': { max: 5, windowS: 3600 },
} as const satisfies Record<string, LimitRule>

export interface LimitRule {
  max: number
  windowS: number
}

export type LimitName = keyof typeof DEFAULT_LIMITS
export const LIMIT_NAMES = Object.keys(DEFAULT_LIMITS) as LimitName[]

/** One-time codes (sign-up and password recovery). */
export const OTP = {
  /** A code works this long after it is sent… */
  ttlS: 10 * 60,
  /** …for at most this many tries (right or wrong); then only a new code helps. */
  maxAttempts: 5,
  /** A new code for the same account and purpose no sooner than this. */
  resendCooldownS: 60,
} as const

/** A password-reset token (after the recovery code was accepted) lasts this long. */
export const RESET_TOKEN_TTL_S = 15 * 60
