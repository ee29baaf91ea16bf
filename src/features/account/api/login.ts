import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import type { LoginBody } from '../../../../contract/account'
import { AuthAnswer } from '../../../../contract/auth'
import { ApiError, api } from '../../../lib/api'

/** `POST /api/auth/login` with an e-mail address or a phone number in `email`. */
export const login = async (body: LoginBody) =>
  (await api(AuthAnswer, '/auth/login', { method: 'POST', body, forbiddenIsAnswer: true })).data

export const useLogin = () => useMutation({ mutationFn: login })

const NotVerified = v.object({ message: v.string(), phone: v.string() })

/** The phone to verify, when the password was right but the sign-up code was never entered. */
export function unverifiedPhone(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.status !== 403) return null
  const parsed = v.safeParse(NotVerified, err.body)
  return parsed.success ? parsed.output.phone : null
}
