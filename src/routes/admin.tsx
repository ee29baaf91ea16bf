import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link, Outlet, redirect } from '@tanstack/react-router'
import { LoadError } from '../components/ui/load-error'
import { adminMeQueryOptions } from '../features/admin/api/admin-me'
import { ConsoleShell } from '../features/admin/components/console-shell'
import { ApiError } from '../lib/api'
import { loadConsoleMessages } from '../lib/i18n'
import { readAuth } from '../lib/session'

/**
 * The operator console (issue 19): its own route tree, so none of it reaches the guest pages'
 * entry chunk. A signed-out visitor (or a guest session) goes to sign in and comes back; a
 * signed-in account without a console role is told so here (the server refuses every call anyway).
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ location }) => {
    if (readAuth()?.userAuth.is_guest !== false)
      throw redirect({ to: '/login', search: { redirect: location.href } })
  },
  // The console's messages (its own catalog) with its account: the refusal page below shows them too.
  loader: async ({ context }) => {
    const [me] = await Promise.all([
      context.queryClient.ensureQueryData(adminMeQueryOptions()),
      loadConsoleMessages(),
    ])
    return me
  },
  component: ConsoleLayout,
  errorComponent: ConsoleRefused,
})

function ConsoleLayout() {
  return (
    <ConsoleShell>
      <Outlet />
    </ConsoleShell>
  )
}

function ConsoleRefused({ error, reset }: { error: unknown; reset: () => void }) {
  if (error instanceof ApiError && error.status === 403) {
    return (
      <div className="container page" data-testid="console-forbidden">
        <div className="empty-state" role="alert">
          <h1 className="page-heading">
            <Trans>This area is for hotel managers and administrators</Trans>
          </h1>
          <p>
            <Trans>Your account cannot use the operator console. Ask an administrator for access.</Trans>
          </p>
          <Link to="/" className="btn btn-primary">
            <Trans>Back to the home page</Trans>
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="container page">
      <LoadError title={<Trans>We could not open the console</Trans>} error={error} reset={reset} level={1} />
    </div>
  )
}
