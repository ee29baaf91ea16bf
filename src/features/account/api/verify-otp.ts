import { useMutation } from '@tanstack/react-query'
import { OtpSentAnswer } from '../../../../contract/account'
import { AuthAnswer } from '../../../../contract/auth'
import { api } from '../../../lib/api'

/** `POST /api/auth/verify-otp`: the sign-up code activates the account and signs in. */
export const verifyOtp = async (body: { phone: string; code: string }) =>
  (await api(AuthAnswer, '/auth/verify-otp', { method: 'POST', body })).data

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp })

/** `POST /api/auth/resend-otp`: another code, at most one a minute (429 with Retry-After). */
export const resendOtp = async (phone: string) =>
  (await api(OtpSentAnswer, '/auth/resend-otp', { method: 'POST', body: { phone } })).data

export const useResendOtp = () => useMutation({ mutationFn: resendOtp })
