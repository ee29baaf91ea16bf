import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { CurrencyRateBody } from '../../../../contract/admin-content'
import { Form, FormAlert, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useToast } from '../../../components/ui/toast'
import { type AdminCurrency, useSetRate } from '../api/content'
import { numberText, typedNumber } from '../form-values'

/**
 * The currency whose rate was just saved. Its page draws the form anew for the new rate (keyed by
 * it), which would drop the keyboard's focus to the page's start: the new form puts it back on
 * its Save button.
 */
let savedJustNow: number | null = null

/** A currency's units per US dollar; prices and new bookings convert with it at once. */
export function RateForm({ currency }: { currency: AdminCurrency }) {
  const { t } = useLingui()
  const toast = useToast()
  const save = useSetRate(currency.id)
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (savedJustNow !== currency.id) return
    savedJustNow = null
    ref.current?.querySelector<HTMLButtonElement>('button[type=submit]')?.focus()
  }, [currency.id])
  const form = useContractForm({
    schema: CurrencyRateBody,
    defaultValues: { ex_price: numberText(currency.ex_price) },
    toInput: (v) => ({ ex_price: typedNumber(v.ex_price) ?? undefined }),
    onSubmit: async (body) => {
      // Set before the save: the new rate may draw the new form before the save's promise settles.
      savedJustNow = currency.id
      try {
        await save.mutateAsync(body)
      } catch (err) {
        savedJustNow = null
        throw err
      }
      toast.show(t`Saved`, 'success')
    },
  })
  return (
    <Form form={form} ref={ref} className="console-card" aria-label={t`Rate`} data-testid="rate-form">
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
