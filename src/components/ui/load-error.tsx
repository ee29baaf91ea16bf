import { Trans } from '@lingui/react/macro'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ApiError } from '../../lib/api'

interface Props {
  /** What did not load, e.g. "We could not load offers". */
  title: ReactNode
  error: unknown
  /** The route error boundary's reset. */
  reset?: () => void
  className?: string
  /** 1 when the error replaces the whole page (its only heading). */
  level?: 1 | 2
}

/**
 * The error state of a route whose data did not load: the server's (translated) reason or a
 * connection hint, and a retry that clears the failed queries and runs the loader again.
 */
export function LoadError({ title, error, reset, className = 'empty-state', level = 2 }: Props) {
  const router = useRouter()
  const queries = useQueryErrorResetBoundary()
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className={className} role="alert">
      <Heading className={level === 1 ? 'page-heading' : undefined}>{title}</Heading>
      <p>{error instanceof ApiError ? error.message : <Trans>Check your connection and try again.</Trans>}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          queries.reset()
          void router.invalidate().then(() => reset?.())
        }}
      >
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
