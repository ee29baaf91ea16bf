import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Fragment, type ReactNode } from 'react'
import { PageHeading } from '../../components/ui/page-heading'
import { telHref, useOfficeAddress } from '../../features/contact/office'
import { appConfigQueryOptions } from '../../features/site/api/app-config'
import { formatDate } from '../../lib/format'
import { INTL_LOCALE } from '../../lib/i18n'
import { usePreferences } from '../../lib/preferences'
import './legal.css'

/** Contact details the legal texts quote, from the server's settings and the office address. */
export interface LegalFacts {
  /** A mailto link. */
  email: ReactNode
  /** Every phone as a tel: link, joined "a, b or c" in the page's language. */
  phones: ReactNode
  /** Isolated, so a Latin address keeps its order inside Arabic or Kurdish prose. */
  address: ReactNode
}

/** One language's text of a legal page: a body per section key. */
export type LegalBody<K extends string> = Record<K, ReactNode>

/**
 * "0, 1 or 2" as parts, so links can go where the numbers are. Intl knows how most languages
 * say it; where the browser lacks the locale (Sorani in Chromium), the catalogs' "or" joins.
 */
function listParts(n: number, locale: string, or: string): { type: 'element' | 'literal'; value: string }[] {
  const items = Array.from({ length: n }, (_, i) => String(i))
  if (Intl.ListFormat.supportedLocalesOf([locale]).length > 0) {
    return new Intl.ListFormat(locale, { type: 'disjunction' }).formatToParts(items)
  }
  return items.flatMap((value, i) => [
    ...(i === 0 ? [] : [{ type: 'literal' as const, value: i === n - 1 ? ` ${or} ` : '، ' }]),
    { type: 'element' as const, value },
  ])
}

export function useLegalFacts(): LegalFacts {
  const { t } = useLingui()
  const { language } = usePreferences()
  const { data: config } = useSuspenseQuery(appConfigQueryOptions())
  const address = useOfficeAddress()
  const links = config.contact_phones.map((phone) => (
    <a key={phone} href={telHref(phone)} dir="ltr">
      {phone}
    </a>
  ))
  // INTL_LOCALE, not FORMAT_LOCALE: where the browser lacks `ckb` the latter is Iraqi Arabic, and
  // Sorani would get the Arabic "or" instead of its own from the catalog.
  const parts = listParts(
    links.length,
    INTL_LOCALE[language],
    t({ comment: 'Joins the last two phone numbers', message: 'or' }),
  )
  const phones = parts.map((part, i) =>
    part.type === 'element' ? (
      links[Number(part.value)]
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: separators have no identity but their place
      <Fragment key={i}>{part.value}</Fragment>
    ),
  )
  return {
    email: (
      <a href={`mailto:${config.contact_email}`} dir="ltr">
        {config.contact_email}
      </a>
    ),
    phones,
    address: <bdi>{address}</bdi>,
  }
}

export interface LegalSection {
  id: string
  title: string
  body: ReactNode
}

/** Title, date, a table of contents and the numbered sections of a legal text. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: ReactNode
  /** YYYY-MM-DD */
  updated: string
  intro?: ReactNode
  sections: LegalSection[]
}) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const date = formatDate(updated, language, { day: 'numeric', month: 'long', year: 'numeric' })
  return (
    <div className="container page legal-page">
      <article className="legal-article">
        <header className="legal-header">
          <PageHeading>{title}</PageHeading>
          <p className="legal-updated" data-testid="legal-updated">
            <Trans>
              Last updated: <time dateTime={updated}>{date}</time>
            </Trans>
          </p>
          {intro}
        </header>
        <nav className="legal-toc" aria-label={t`Contents`}>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s) => (
          <section key={s.id} id={s.id} className="legal-section" aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`}>{s.title}</h2>
            {s.body}
          </section>
        ))}
      </article>
    </div>
  )
}

/** Until the settings arrive: the page's frame with grey lines. */
export function LegalPending({ title }: { title: ReactNode }) {
  return (
    <div className="container page legal-page">
      <article className="legal-article" aria-busy="true">
        <PageHeading>{title}</PageHeading>
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <div key={n} className="shimmer legal-shimmer" />
        ))}
      </article>
    </div>
  )
}
