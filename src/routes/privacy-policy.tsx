import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import type { Language } from '../../contract/common'
import { appConfigQueryOptions } from '../features/site/api/app-config'
import { usePreferences } from '../lib/preferences'
import { type LegalBody, type LegalFacts, LegalPage, LegalPending, useLegalFacts } from './-legal/legal-page'
import { privacyAr } from './-legal/privacy.ar'
import { privacyEn } from './-legal/privacy.en'
import { privacyKr } from './-legal/privacy.kr'
import { PRIVACY_SECTIONS, PRIVACY_UPDATED, type PrivacyKey, usePrivacyHeadings } from './-legal/sections'

/** Long legal prose is content: each language's text lives in its own file (-legal/privacy.*.tsx). */
const TEXTS: Record<Language, (facts: LegalFacts) => LegalBody<PrivacyKey>> = {
  ar: privacyAr,
  en: privacyEn,
  kr: privacyKr,
}

export const Route = createFileRoute('/privacy-policy')({
  // The texts quote the contact e-mail and phones of the server's settings.
  loader: ({ context }) => context.queryClient.ensureQueryData(appConfigQueryOptions()),
  pendingComponent: () => <LegalPending title={<Trans>Privacy policy</Trans>} />,
  component: PrivacyPage,
})

function PrivacyPage() {
  const { language } = usePreferences()
  const headings = usePrivacyHeadings()
  const body = TEXTS[language](useLegalFacts())
  return (
    <LegalPage
      title={<Trans>Privacy policy</Trans>}
      updated={PRIVACY_UPDATED}
      sections={PRIVACY_SECTIONS.map((key) => ({
        id: `privacy-${key}`,
        title: headings[key],
        body: body[key],
      }))}
    />
  )
}
