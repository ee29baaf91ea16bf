import * as v from 'valibot'

export const GuestUserBody = v.object({
  /** Present when the client refreshes an existing session (§4: 401 → guest refresh). */
  refreshToken: v.optional(v.pipe(v.string(), v.maxLength(200))),
})
export type GuestUserBody = v.InferOutput<typeof GuestUserBody>

/**
 * What an account may do: `agent` books without paying online, `hotel_manager` runs its
 * assigned hotels in the operator console, `admin` everything (decision 23). Guests are `user`.
 */
export const ROLES = ['user', 'agent', 'hotel_manager', 'admin'] as const
export const Role = v.picklist(ROLES)
export type Role = v.InferOutput<typeof Role>

export const UserAuth = v.object({
  id: v.number(),
  name: v.string(),
  image: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  country: v.nullable(v.string()),
  city: v.nullable(v.string()),
  is_guest: v.boolean(),
  /** The published field (spec §7): `role` is `agent`. */
  is_agent: v.boolean(),
  /** Always sent; optional on input so that an `auth_info` stored before it existed still reads. */
  role: v.optional(Role, 'user'),
  /**
   * Preferred language (ar|en|kr) and currency code, set in the profile. Always sent; optional
   * on input so that an `auth_info` stored before they existed still reads.
   */
  language: v.optional(v.string(), 'ar'),
  currency: v.optional(v.string(), 'USD'),
})
export type UserAuth = v.InferOutput<typeof UserAuth>

/** What the client stores as `auth_info` (§3 User). */
export const AuthInfo = v.object({
  token: v.string(),
  refreshToken: v.string(),
  userAuth: UserAuth,
})
export type AuthInfo = v.InferOutput<typeof AuthInfo>

export const AuthAnswer = v.object({ data: AuthInfo })

/** `GET /api/auth/me`: the caller; null for a request without a token. */
export const MeAnswer = v.object({ data: v.nullable(UserAuth) })
