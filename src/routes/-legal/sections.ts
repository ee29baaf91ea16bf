import { useLingui } from '@lingui/react/macro'

/** Spec §1: the terms are dated 10 June 2024. */
export const TERMS_UPDATED = '2024-06-10'
export const PRIVACY_UPDATED = '2024-06-10'

export const TERMS_SECTIONS = [
  'about',
  'using',
  'bookings',
  'prices',
  'cancellation',
  'reviews',
  'accounts',
  'liability',
  'changes',
  'law',
  'contact',
] as const
export type TermsKey = (typeof TERMS_SECTIONS)[number]

export const PRIVACY_SECTIONS = [
  'scope',
  'account',
  'device',
  'bookings',
  'messages',
  'logs',
  'use',
  'sharing',
  'retention',
  'rights',
  'security',
  'changes',
  'contact',
] as const
export type PrivacyKey = (typeof PRIVACY_SECTIONS)[number]

/** Section headings go through the catalogs like every other heading; the prose does not. */
export function useTermsHeadings(): Record<TermsKey, string> {
  const { t } = useLingui()
  return {
    about: t`About these terms`,
    using: t`Using Funduq`,
    bookings: t`Bookings and availability`,
    prices: t`Prices and payment`,
    cancellation: t`Cancellation and refunds`,
    reviews: t`Reviews`,
    accounts: t`Your account`,
    liability: t`Our responsibility`,
    changes: t`Changes to these terms`,
    law: t`Governing law`,
    contact: t`Contact us`,
  }
}

export function usePrivacyHeadings(): Record<PrivacyKey, string> {
  const { t } = useLingui()
  return {
    scope: t`Who we are`,
    account: t`Your account`,
    device: t`Sessions and your browser`,
    bookings: t`Favourites, bookings and payments`,
    messages: t`Messages and codes`,
    logs: t`Server logs and abuse protection`,
    use: t`How we use your data`,
    sharing: t`Who receives your data`,
    retention: t`How long we keep it`,
    rights: t`Your choices and rights`,
    security: t`Security`,
    changes: t`Changes to this policy`,
    contact: t`Privacy requests`,
  }
}
