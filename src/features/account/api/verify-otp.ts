import { useMutation } from '@tanstack/react-query'
import { OtpSentAnswer } from '../../../../contract/account'
import { AuthAnswer } from '../../../../contract/auth'
import { accountRequest } from './request'

/** `POST /api/auth/verify-otp`: the sign-up code activates the account and signs in. */
export const verifyOtp = async (body: { phone: string; code: string }) =>
  (await accountRequest(AuthAnswer, '/auth/verify-otp', { json: body })).data

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp })

/** `POST /api/auth/resend-otp`: another code, at most one a minute (429 with Retry-After). */
export const resendOtp = async (phone: string) =>
  (await accountRequest(OtpSentAnswer, '/auth/resend-otp', { json: { phone } })).data

export const useResendOtp = () => useMutation({ mutationFn: resendOtp })
