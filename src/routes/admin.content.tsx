import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link, Outlet } from '@tanstack/react-router'
import { ApiError } from '../lib/api'

/**
 * The site's content (issue 19 item 5, administrators only): offers, discount codes, home
 * sections, help-centre questions, currency rates and the contact messages inbox. The server
 * refuses a manager every call; the 403 is shown here.
 */
export const Route = createFileRoute('/admin/content')({
  component: ContentLayout,
  errorComponent: ContentRefused,
})

const current = { 'aria-current': 'page' } as const

function ContentLayout() {
  const { t } = useLingui()
  return (
    <>
      <nav aria-label={t`Site content`} className="console-tabs">
        <Link to="/admin/content/$kind" params={{ kind: 'offers' }} activeProps={current}>
          <Trans>Offers</Trans>
        </Link>
        <Link to="/admin/content/$kind" params={{ kind: 'discount-codes' }} activeProps={current}>
          <Trans>Discount codes</Trans>
        </Link>
        <Link to="/admin/content/$kind" params={{ kind: 'sliders' }} activeProps={current}>
          <Trans>Home sections</Trans>
        </Link>
        <Link to="/admin/content/$kind" params={{ kind: 'faqs' }} activeProps={current}>
          <Trans>Help centre</Trans>
        </Link>
        <Link to="/admin/content/$kind" params={{ kind: 'currencies' }} activeProps={current}>
          <Trans>Currency rates</Trans>
        </Link>
        <Link to="/admin/content/$kind" params={{ kind: 'messages' }} activeProps={current}>
          <Trans>Messages</Trans>
        </Link>
      </nav>
      <Outlet />
    </>
  )
}

function ContentRefused({ error }: { error: unknown }) {
  const forbidden = error instanceof ApiError && error.status === 403
  return (
    <div className="empty-state" role="alert">
      {forbidden ? (
        <Trans>Only administrators edit the site's content.</Trans>
      ) : (
        <Trans>This page could not be loaded.</Trans>
      )}
    </div>
  )
}
