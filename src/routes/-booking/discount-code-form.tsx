import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { ApplyDiscountBody, type BookingQuote, type BookingRequestInput } from '../../../contract/booking'
import { Field } from '../../components/form/field'
import { Form, FormAlert, SubmitButton } from '../../components/form/form'
import { useContractForm } from '../../components/form/form-hook'
import { bookingQuoteQueryOptions } from '../../features/booking/api/booking-quote'
import { PublicCodes } from '../../features/hotels/components/public-codes'
import { formatMoney } from '../../lib/format'
import { FORMAT_LOCALE } from '../../lib/i18n'
import { usePreferences } from '../../lib/preferences'

interface Props {
  request: BookingRequestInput
  applied: BookingQuote['discount_code']
  publicCodes: BookingQuote['public_codes']
  onApplied(code: string | undefined): void
}

/**
 * Spec §2's discount code field, made to work: Apply asks the server for a new quote with
 * the code; the summary switches to it only when the server accepts the code. A refused code
 * shows the server's reason (expired, other hotel, used up…) under the field.
 */
export function DiscountCodeForm({ request, applied, publicCodes, onApplied }: Props) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const queryClient = useQueryClient()
  const form = useContractForm({
    schema: ApplyDiscountBody,
    defaultValues: { discount_code: '' },
    onSubmit: async ({ discount_code }) => {
      await queryClient.fetchQuery(bookingQuoteQueryOptions({ ...request, discount_code }))
      onApplied(discount_code)
      form.reset()
    },
  })

  if (applied) {
    // Percent, or an amount in the base currency (US dollars).
    const amount =
      applied.kind === 'percent'
        ? new Intl.NumberFormat(FORMAT_LOCALE[language], { style: 'percent' }).format(applied.value / 100)
        : formatMoney(applied.value, 'USD', language)
    // Isolated, so "10%" keeps its shape inside a right-to-left sentence.
    const off = <bdi>{amount}</bdi>
    return (
      <div className="discount-applied" data-testid="discount-applied">
        <span>
          <Trans>
            Code <strong dir="ltr">{applied.code}</strong> applied: {off} off
          </Trans>
        </span>
        <button
          type="button"
          className="link-button"
          onClick={() => onApplied(undefined)}
          aria-label={t`Remove the discount code ${applied.code}`}
        >
          <Trans>Remove</Trans>
        </button>
      </div>
    )
  }

  // A public code goes through the form, so a refusal is said under the field like a typed one.
  const use = (code: string) => {
    form.setFieldValue('discount_code', code)
    void form.handleSubmit()
  }
  return (
    <>
      <Form form={form} className="discount-form" data-testid="discount-form">
        <form.AppField name="discount_code">
          {(field) => (
            <Field label={<Trans>Discount code</Trans>}>
              {(control) => (
                <div className="discount-row">
                  <input
                    {...control}
                    className="input"
                    dir="ltr"
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    maxLength={32}
                    value={field.state.value}
                    onChange={(e) => field.handleChange(e.target.value)}
                  />
                  <SubmitButton className="btn btn-ghost">
                    <Trans>Apply</Trans>
                  </SubmitButton>
                </div>
              )}
            </Field>
          )}
        </form.AppField>
        <FormAlert />
      </Form>
      <PublicCodes codes={publicCodes} onUse={use} />
    </>
  )
}
