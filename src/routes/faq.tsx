import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type ErrorComponentProps, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { DEPARTMENT_TYPES } from '../../contract/faq'
import { LoadError } from '../components/ui/load-error'
import { PageHeading } from '../components/ui/page-heading'
import { faqListQueryOptions } from '../features/faq/api/faq'
import { usePreferences } from '../lib/preferences'
import { FaqList } from './-faq/faq-list'
import { FaqSearch } from './-faq/faq-search'
import { FAQ_PANEL_ID, FaqTabs, tabId } from './-faq/faq-tabs'

export const Route = createFileRoute('/faq')({
  validateSearch: FaqSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: async ({ context: { queryClient }, deps }) => {
    await queryClient.ensureQueryData(faqListQueryOptions(deps.tab))
    // Each tab asks for its own department; fetching the others now makes switching instant.
    for (const d of DEPARTMENT_TYPES)
      if (d !== deps.tab) void queryClient.prefetchQuery(faqListQueryOptions(d))
  },
  pendingComponent: FaqPending,
  errorComponent: FaqError,
  component: FaqPage,
})

function FaqPage() {
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { language } = usePreferences()
  const { data } = useSuspenseQuery(faqListQueryOptions(tab))
  return (
    <FaqFrame>
      <FaqTabs
        selected={tab}
        // A tab is a view of this page, not a new page: Back leaves the help centre.
        onSelect={(d) => void navigate({ search: { tab: d }, replace: true, resetScroll: false })}
      />
      <div
        id={FAQ_PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(tab)}
        className="faq-panel"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes the panel a tab stop
        tabIndex={0}
      >
        <FaqList key={tab} faqs={data.data} language={language} />
      </div>
      <aside className="faq-more">
        <h2>
          <Trans>Still need help?</Trans>
        </h2>
        <p>
          <Trans>Our team answers every message, usually within one working day.</Trans>
        </p>
        <Link to="/contact" className="btn btn-primary">
          <Trans>Contact us</Trans>
        </Link>
      </aside>
    </FaqFrame>
  )
}

function FaqFrame({ children }: { children: ReactNode }) {
  return (
    <div className="container page faq-page">
      <PageHeading>
        <Trans>Help centre</Trans>
      </PageHeading>
      <p className="faq-intro">
        <Trans>Answers to common questions about booking, payment and travel in Iraq.</Trans>
      </p>
      {children}
    </div>
  )
}

function FaqPending() {
  return (
    <FaqFrame>
      <div className="faq-skeleton" role="status" aria-busy="true">
        <span className="visually-hidden">
          <Trans>Loading questions</Trans>
        </span>
        <div className="shimmer faq-shimmer faq-skeleton-tabs" />
        {[1, 2, 3, 4, 5].map((n) => (
          <div key={n} className="shimmer faq-shimmer faq-skeleton-item" />
        ))}
      </div>
    </FaqFrame>
  )
}

function FaqError({ error, reset }: ErrorComponentProps) {
  return (
    <FaqFrame>
      <LoadError
        className="faq-empty"
        title={<Trans>We could not load the questions</Trans>}
        error={error}
        reset={reset}
      />
    </FaqFrame>
  )
}
