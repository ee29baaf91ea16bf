import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { ROLES } from '../../contract/auth'
import { adminUsersQueryOptions } from '../features/admin/api/users'
import { ConsolePageError } from '../features/admin/components/console-page-error'
import { ConsolePager } from '../features/admin/components/console-pager'
import { ConsoleTable } from '../features/admin/components/console-table'
import { ROLE_NAMES } from '../features/admin/components/role-names'

const UserSearch = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100)), ''), ''),
  role: v.fallback(v.optional(v.picklist(['', ...ROLES]), ''), ''),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
})

/** Accounts (administrators): find one by name, e-mail or phone, open it to change it. */
export const Route = createFileRoute('/admin/users/')({
  validateSearch: UserSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(adminUsersQueryOptions(deps.q, deps.role, deps.page)),
  component: UsersPage,
  errorComponent: ({ error, reset }) => (
    <ConsolePageError title={<Trans>We could not load the accounts</Trans>} error={error} reset={reset} />
  ),
})

function UsersPage() {
  const { t, i18n } = useLingui()
  const { q, role, page } = Route.useSearch()
  const navigate = Route.useNavigate()
  const [text, setText] = useState(q)
  const [roleChoice, setRoleChoice] = useState(role)
  const { data } = useSuspenseQuery(adminUsersQueryOptions(q, role, page))
  return (
    <>
      <div className="console-head">
        <h1>
          <Trans>Accounts</Trans>
        </h1>
      </div>
      <form
        role="search"
        className="console-search"
        onSubmit={(e) => {
          e.preventDefault()
          void navigate({ search: { q: text.trim(), role: roleChoice, page: 1 } })
        }}
      >
        <label className="visually-hidden" htmlFor="user-search">
          <Trans>Name, e-mail or phone</Trans>
        </label>
        <input
          id="user-search"
          className="input"
          type="search"
          value={text}
          placeholder={t`Name, e-mail or phone`}
          onChange={(e) => setText(e.target.value)}
        />
        <label className="visually-hidden" htmlFor="user-role">
          <Trans>Role</Trans>
        </label>
        <select
          id="user-role"
          className="input"
          style={{ inlineSize: 'auto' }}
          value={roleChoice}
          onChange={(e) => setRoleChoice(e.target.value as typeof roleChoice)}
        >
          <option value="">{t`Every role`}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {i18n._(ROLE_NAMES[r])}
            </option>
          ))}
        </select>
        <button type="submit" className="btn">
          <Trans>Search</Trans>
        </button>
      </form>
      <ConsoleTable
        rows={data.data}
        testId="admin-users"
        empty={<Trans>No account matches.</Trans>}
        columns={[
          {
            head: <Trans>Name</Trans>,
            main: true,
            cell: (u) => (
              <Link to="/admin/users/$id" params={{ id: String(u.id) }} dir="auto">
                {u.name}
              </Link>
            ),
          },
          {
            head: <Trans>E-mail</Trans>,
            empty: (u) => u.email === null,
            cell: (u) => <bdi dir="ltr">{u.email ?? '—'}</bdi>,
          },
          {
            head: <Trans>Phone</Trans>,
            empty: (u) => u.phone === null,
            cell: (u) => <bdi dir="ltr">{u.phone ?? '—'}</bdi>,
          },
          { head: <Trans>Role</Trans>, cell: (u) => i18n._(ROLE_NAMES[u.role]) },
          {
            head: <Trans>State</Trans>,
            cell: (u) =>
              u.disabled ? (
                <span className="console-badge" data-state="off">
                  <Trans>Disabled</Trans>
                </span>
              ) : (
                <span className="console-badge">
                  <Trans>Active</Trans>
                </span>
              ),
          },
        ]}
      />
      <ConsolePager page={page} lastPage={data.last_page} />
    </>
  )
}
