import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProfileBody, VerifyContactBody } from '../../../../contract/account'
import { ProfileAnswer } from '../../../../contract/account'
import type { UserAuth } from '../../../../contract/auth'
import { api } from '../../../lib/api'
import { readAuth, writeAuth } from '../../../lib/session'
import { meQueryOptions } from './me'

export type ProfileChange = Partial<Record<keyof ProfileBody, string | null>> & { image?: File }

/**
 * `POST /api/auth/update-profile`: JSON, or multipart when a new image goes along. Answers
 * the §8 success text in the caller's language.
 */
export function updateProfile({ image, ...fields }: ProfileChange) {
  const send = { method: 'POST', forbiddenIsAnswer: true }
  if (!image) return api(ProfileAnswer, '/auth/update-profile', { ...send, body: fields })
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value ?? '')
  form.set('image', image)
  return api(ProfileAnswer, '/auth/update-profile', { ...send, form })
}

/** Keeps `auth_info` and the `me` query in step with the saved profile. */
function useSavedProfile() {
  const queryClient = useQueryClient()
  return (data: UserAuth) => {
    const current = readAuth()
    if (current) writeAuth({ ...current, userAuth: data })
    queryClient.setQueryData<UserAuth | null>(meQueryOptions().queryKey, data)
  }
}

export function useUpdateProfile() {
  const saved = useSavedProfile()
  return useMutation({ mutationFn: updateProfile, onSuccess: ({ data }) => saved(data) })
}

/**
 * `POST /api/auth/verify-contact`: the code sent to a new phone (SMS) or e-mail address; only
 * then does the profile change to it.
 */
export const verifyContact = (body: VerifyContactBody) =>
  api(ProfileAnswer, '/auth/verify-contact', { method: 'POST', body, forbiddenIsAnswer: true })

export function useVerifyContact() {
  const saved = useSavedProfile()
  return useMutation({ mutationFn: verifyContact, onSuccess: ({ data }) => saved(data) })
}
