import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { AuthInfo } from '../../../../contract/auth'
import { writeAuth } from '../../../lib/session'

/**
 * After sign-in or a verified sign-up: keep the new session (§4) and ask again for everything
 * on screen, since favourites, prices and the header depend on who is asking.
 */
export function useStartSession() {
  const queryClient = useQueryClient()
  return useCallback(
    (info: AuthInfo) => {
      writeAuth(info)
      void queryClient.invalidateQueries()
    },
    [queryClient],
  )
}
