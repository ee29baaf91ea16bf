import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { RecoveryAnswer, RecoveryVerifyAnswer } from '../../../../contract/account'
import { api } from '../../../lib/api'

/** Step 1: a code to the e-mail address or phone; the same 202 whether or not it has an account. */
export const requestRecovery = async (identifier: string) =>
  (await api(RecoveryAnswer, '/auth/password-recovery', { method: 'POST', body: { identifier } })).data

export const useRequestRecovery = () => useMutation({ mutationFn: requestRecovery })

/** Step 2: the code → a reset token (15 minutes, once). */
export const verifyRecovery = async (body: { identifier: string; code: string }) =>
  (await api(RecoveryVerifyAnswer, '/auth/password-recovery/verify', { method: 'POST', body })).data

export const useVerifyRecovery = () => useMutation({ mutationFn: verifyRecovery })

/** Step 3: the new password; every session of the account ends (204). */
export const resetPassword = (body: { reset_token: string; password: string; confirm_password: string }) =>
  api(v.null(), '/auth/password-recovery/reset', { method: 'POST', body })

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
