import { ApiError } from '../../lib/api'
import { isOffline } from '../../lib/connectivity'

/** "No answer at all" (no connection, server unreachable), as opposed to an answer the server gave. */
export const isConnectionError = (err: unknown) =>
  !(err instanceof ApiError) && (err instanceof TypeError || isOffline())
