import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'

/**
 * The Dubai office of the terms (spec §1), in the page's language: the contact page and the
 * legal pages show this one text.
 */
export function useOfficeAddress(): string {
  const { t } = useLingui()
  const { language } = usePreferences()
  // Its numbers in the reader's digits, never grouped (a P.O. Box is no amount).
  const number = (n: number) => formatNumber(n, language, { useGrouping: false })
  const [office, building, box] = [number(1407), number(5), number(416325)]
  return t({
    comment: 'Postal address of the office in Dubai; {office}, {building} and {box} are its numbers',
    message: `Office ${office}, Bay Square Building ${building}, Business Bay, P.O. Box ${box}, Dubai, United Arab Emirates`,
  })
}

/** `tel:` wants the digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** WhatsApp's click-to-chat link for a number in international form. */
export const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`
