import { useLingui } from '@lingui/react/macro'

/**
 * The Dubai office of the terms (spec §1), in the page's language: the contact page and the
 * legal pages show this one text.
 */
export function useOfficeAddress(): string {
  const { t } = useLingui()
  return t({
    comment: 'Postal address of the office in Dubai; keep the numbers and the P.O. Box',
    message: 'Office 1407, Bay Square Building 5, Business Bay, P.O. Box 416325, Dubai, United Arab Emirates',
  })
}

/** `tel:` wants the digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** WhatsApp's click-to-chat link for a number in international form. */
export const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`
