import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import type { Language } from '../../contract/common'
import { appConfigQueryOptions } from '../features/site/api/app-config'
import { usePreferences } from '../lib/preferences'
import { type LegalBody, type LegalFacts, LegalPage, LegalPending, useLegalFacts } from './-legal/legal-page'
import { TERMS_SECTIONS, TERMS_UPDATED, type TermsKey, useTermsHeadings } from './-legal/sections'
import { termsAr } from './-legal/terms.ar'
import { termsEn } from './-legal/terms.en'
import { termsKr } from './-legal/terms.kr'

/** Long legal prose is content: each language's text lives in its own file (-legal/terms.*.tsx). */
const TEXTS: Record<Language, (facts: LegalFacts) => LegalBody<TermsKey>> = {
  ar: termsAr,
  en: termsEn,
  kr: termsKr,
}

export const Route = createFileRoute('/terms-and-conditions')({
  // The texts quote the contact e-mail and phones of the server's settings.
  loader: ({ context }) => context.queryClient.ensureQueryData(appConfigQueryOptions()),
  pendingComponent: () => <LegalPending title={<Trans>Terms and conditions</Trans>} />,
  component: TermsPage,
})

function TermsPage() {
  const { language } = usePreferences()
  const headings = useTermsHeadings()
  const body = TEXTS[language](useLegalFacts())
  return (
    <LegalPage
      title={<Trans>Terms and conditions</Trans>}
      updated={TERMS_UPDATED}
      sections={TERMS_SECTIONS.map((key) => ({ id: `terms-${key}`, title: headings[key], body: body[key] }))}
    />
  )
}
