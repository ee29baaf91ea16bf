import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LanguagePicker } from '../../../components/layout/language-picker'
import { adminMeQueryOptions } from '../api/admin-me'
import { PeopleNavLinks } from './people-nav'
import './console.css'
// The console's shared list, review and account styles; a route file's CSS import would put them in the guest pages' entry CSS.
import './people.css'

/**
 * The console's frame: a compact bar (brand, sections, language, who is signed in) above the
 * page. The guest site's header and footer are left out (__root.tsx): an operator works in
 * dense tables and forms, and the booking site's search box would only be in the way.
 */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { data: me } = useSuspenseQuery(adminMeQueryOptions())
  const loading = useRouterState({ select: (s) => s.isLoading })
  return (
    <div className="console">
      <header className="console-bar">
        <Link to="/admin" className="console-brand">
          <Trans>Funduq console</Trans>
        </Link>
        <nav aria-label={t`Console sections`} className="console-nav">
          <Link to="/admin" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
            <Trans>Hotels</Trans>
          </Link>
          {me.role === 'admin' && (
            <Link to="/admin/content" activeProps={{ 'aria-current': 'page' }}>{t`Site content`}</Link>
          )}
          <Link to="/admin/reservations" activeProps={{ 'aria-current': 'page' }}>{t`Reservations`}</Link>
          <PeopleNavLinks />
        </nav>
        <div className="console-tools">
          <span className="console-who" data-testid="console-who">
            {me.name} · {me.role === 'admin' ? <Trans>Administrator</Trans> : <Trans>Hotel manager</Trans>}
          </span>
          <LanguagePicker />
          <Link to="/" className="console-site-link">
            <Trans>View site</Trans>
          </Link>
        </div>
      </header>
      <div className="console-page" aria-busy={loading || undefined}>
        {children}
      </div>
    </div>
  )
}

/** Whether the console's caller may do administrator-only things (add a hotel). */
export function useIsAdmin(): boolean {
  const { data: me } = useSuspenseQuery(adminMeQueryOptions())
  return me.role === 'admin'
}
