import { Trans, useLingui } from '@lingui/react/macro'
import { CurrencyRateBody } from '../../../../contract/admin-content'
import { Form, FormAlert, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useToast } from '../../../components/ui/toast'
import { type AdminCurrency, useSetRate } from '../api/content'
import { numberText, typedNumber } from '../form-values'

/** A currency's units per US dollar; prices and new bookings convert with it at once. */
export function RateForm({ currency }: { currency: AdminCurrency }) {
  const { t } = useLingui()
  const toast = useToast()
  const save = useSetRate(currency.id)
  const form = useContractForm({
    schema: CurrencyRateBody,
    defaultValues: { ex_price: numberText(currency.ex_price) },
    toInput: (v) => ({ ex_price: typedNumber(v.ex_price) ?? undefined }),
    onSubmit: async (body) => {
      await save.mutateAsync(body)
      toast.show(t`Saved`, 'success')
    },
  })
  return (
    <Form form={form} className="console-card" aria-label={t`Rate`} data-testid="rate-form">
      <form.AppField name="ex_price">
        {(f) => (
          <f.TextField
            label={t`${currency.currency_name} per 1 US$`}
            inputMode="decimal"
            dir="ltr"
            required
            hint={t`Prices and new bookings use the new rate at once; bookings already made keep theirs.`}
          />
        )}
      </form.AppField>
      <FormAlert />
      <div className="console-actions">
        <SubmitButton testId="rate-save">
          <Trans>Save the rate</Trans>
        </SubmitButton>
      </div>
    </Form>
  )
}
