/**
 * Every abuse limit of the accounts API, in one place (README "Abuse limits" lists the same).
 * A rule allows `max` hits per fixed window of `windowS` seconds for one subject: a client IP
 * (`.ip`), the phone, e-mail or account a request is about (`.phone`, `.account`), or one IP
 * asking about one of those (`.ip_phone`, `.ip_account`).
 *
 * Keyed so that a stranger cannot lock an owner out (decision 30): what refuses the right
 * password or code is counted per IP and account together; what is counted per account alone
 * either slows answers down (`login.account`) or is a flood guard set well above what one
 * network may ask (`otp_send.phone`, `recovery.account`).
 * `RATE_LIMITS` overrides them per deployment (see server/env.ts).
 */
export const DEFAULT_LIMITS = {
  'login.ip': { max: 20, windowS: 600 },
  /** Sign-in attempts for one account from one IP: over it, even the right password waits. */
  'login.ip_account': { max: 10, windowS: 900 },
  /**
   * Wrong passwords for one account from anywhere. Never refuses: over it, every answer for
   * the account is held back a little longer (LOGIN_SLOWDOWN), the right password included.
   */
  'login.account': { max: 10, windowS: 900 },
  /** New guests (`/auth/guest-user` without refreshToken). Mobile carriers share IPs: keep it roomy. */
  'guest.ip': { max: 60, windowS: 600 },
  'register.ip': { max: 10, windowS: 3600 },
  /** Codes sent by SMS for sign-up (register and resend-otp). */
  'otp_send.ip': { max: 20, windowS: 3600 },
  'otp_send.ip_phone': { max: 5, windowS: 3600 },
  /** Flood guard for the phone's owner (and the SMS bill): three networks' worth. */
  'otp_send.phone': { max: 15, windowS: 3600 },
  'otp_verify.ip': { max: 30, windowS: 600 },
  'otp_verify.ip_phone': { max: 10, windowS: 600 },
  'recovery.ip': { max: 10, windowS: 3600 },
  'recovery.ip_account': { max: 5, windowS: 3600 },
  /** Flood guard, as otp_send.phone. */
  'recovery.account': { max: 15, windowS: 3600 },
  'recovery_verify.ip': { max: 30, windowS: 600 },
  'recovery_verify.ip_account': { max: 10, windowS: 600 },
  /** Codes sent to a new phone or e-mail address of the profile (update-profile). */
  'contact_send.ip': { max: 20, windowS: 3600 },
  'contact_send.account': { max: 5, windowS: 3600 },
  'contact_verify.account': { max: 10, windowS: 600 },
  /** Provider sign-ins begun (each keeps a row for 10 minutes). */
  'oidc_start.ip': { max: 30, windowS: 600 },
  /** Messages of the contact form: each becomes an e-mail to support. */
  'contact.ip': { max: 5, windowS: 3600 },
} as const satisfies Record<string, LimitRule>

/**
 * How `login.account` slows down: the first attempt over the limit waits `firstMs`, each
 * next one twice as long, up to `maxMs`. It waits before the password is checked, so the
 * right and a wrong one take the same time.
 */
export const LOGIN_SLOWDOWN = { firstMs: 500, maxMs: 4000 } as const

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
