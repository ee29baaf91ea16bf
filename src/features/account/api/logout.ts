import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as v from 'valibot'
import { api } from '../../../lib/api'
import { readAuth, writeAuth } from '../../../lib/session'
import { runBeforeSignOutTasks, runSignOutTasks } from '../../../lib/sign-out-tasks'

/** `POST /api/auth/logout` (204): ends the bearer token's session and its refresh token's. */
export const logout = (refreshToken: string | undefined) =>
  api(v.null(), '/auth/logout', { method: 'POST', body: refreshToken ? { refreshToken } : {} })

/**
 * Sign out (§4): end the session on the server, then forget it here — auth_info, every
 * cached answer, and what features registered with onSignOut (persisted cache, offline work,
 * push) — and go to /login. A failed call is logged, and the device is signed out all the same: keeping a
 * session the person asked to end would be the worse outcome on a shared phone.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  // The router itself, not useNavigate: this sits in the header, on the first page's load path.
  const router = useRouter()
  return useCallback(async () => {
    await runBeforeSignOutTasks()
    try {
      await logout(readAuth()?.refreshToken)
    } catch (err) {
      console.error('logout failed', err)
    }
    writeAuth(null)
    queryClient.clear()
    await runSignOutTasks()
    await router.navigate({ to: '/login' })
  }, [queryClient, router])
}
