import type { ReactNode } from 'react'
import { LoadError } from '../../../components/ui/load-error'

/**
 * A console page whose data did not load (an account that is not there, a call refused, the
 * connection gone): said in the page's place, with the console's bar and sections still above it.
 * Without it the error reached the console's own boundary, which replaced the whole console.
 */
export function ConsolePageError({
  title,
  error,
  reset,
}: {
  title: ReactNode
  error: unknown
  reset: () => void
}) {
  return (
    <LoadError title={title} error={error} reset={reset} level={1} className="empty-state console-card" />
  )
}
