import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { ApiError } from '../../lib/api'

/** The server's own (translated) message, or a plain one when the request never got an answer. */
export function useErrorText() {
  const { t } = useLingui()
  return useCallback(
    (err: unknown) => (err instanceof ApiError ? err.message : t`Check your connection and try again.`),
    [t],
  )
}
