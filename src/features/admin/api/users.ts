import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { adminPage } from '../../../../contract/admin-hotels'
import { AdminUser, AdminUserRow } from '../../../../contract/admin-users'
import type { Role } from '../../../../contract/auth'
import { consoleApi } from './console-api'

export type { AdminUser, AdminUserRow } from '../../../../contract/admin-users'

const one = v.object({ data: AdminUser })

export const adminUsersQueryOptions = (q: string, role: Role | '', page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', 'list', q, role, page],
    queryFn: ({ signal }) =>
      consoleApi(adminPage(AdminUserRow), '/users', { query: { q, role, page }, signal }),
  })

export const adminUserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'users', 'one', id],
    queryFn: async ({ signal }) => (await consoleApi(one, `/users/${id}`, { signal })).data,
  })

/** Every change answers the account as it now is: kept, and the list and history read again. */
function useUserChange<T>(id: number, path: string, toBody: (value: T) => unknown) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (value: T) =>
      (await consoleApi(one, `/users/${id}/${path}`, { method: 'PUT', body: toBody(value) })).data,
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserQueryOptions(id).queryKey, user)
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users', 'list'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit', 'user', id] })
    },
  })
}

export const useSetRole = (id: number) => useUserChange<Role>(id, 'role', (role) => ({ role }))
export const useSetDisabled = (id: number) =>
  useUserChange<boolean>(id, 'disabled', (disabled) => ({ disabled }))
export const useSetHotels = (id: number) =>
  useUserChange<number[]>(id, 'hotels', (hotel_ids) => ({ hotel_ids }))
