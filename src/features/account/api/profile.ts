import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProfileBody } from '../../../../contract/account'
import { ProfileAnswer } from '../../../../contract/account'
import type { UserAuth } from '../../../../contract/auth'
import { readAuth, writeAuth } from '../../../lib/session'
import { meQueryOptions } from './me'
import { accountRequest } from './request'

export type ProfileChange = Partial<Record<keyof ProfileBody, string | null>> & { image?: File }

/**
 * `POST /api/auth/update-profile`: JSON, or multipart when a new image goes along. Answers
 * the §8 success text in the caller's language.
 */
export async function updateProfile({ image, ...fields }: ProfileChange) {
  if (!image) return accountRequest(ProfileAnswer, '/auth/update-profile', { json: fields })
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value ?? '')
  form.set('image', image)
  return accountRequest(ProfileAnswer, '/auth/update-profile', { form })
}

/** Keeps `auth_info` and the `me` query in step with the saved profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => {
      const current = readAuth()
      if (current) writeAuth({ ...current, userAuth: data })
      queryClient.setQueryData<UserAuth | null>(meQueryOptions().queryKey, data)
    },
  })
}
