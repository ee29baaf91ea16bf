import { useMutation } from '@tanstack/react-query'
import { OtpSentAnswer, type RegisterBody } from '../../../../contract/account'
import { api } from '../../../lib/api'

/**
 * The deployment's app id that `POST /api/auth/register` expects (server setting
 * SIGNUP_PASSCODE). It tells apps apart; it is not a secret.
 */
export const SIGNUP_PASSCODE = 'funduq-web'

/** `POST /api/auth/register`: a pending account and a code by SMS. */
export const register = async (body: Omit<RegisterBody, 'passcode'>) =>
  (
    await api(OtpSentAnswer, '/auth/register', {
      method: 'POST',
      body: { ...body, passcode: SIGNUP_PASSCODE },
    })
  ).data

export const useRegister = () => useMutation({ mutationFn: register })
