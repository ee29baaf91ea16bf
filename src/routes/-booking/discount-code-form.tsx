import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import * as v from 'valibot'
import { type BookingQuote, type BookingRequestInput, discountCodeField } from '../../../contract/booking'
import { messages as m } from '../../../contract/messages'
import { useToast } from '../../components/ui/toast'
import { FieldErrorList } from '../../features/account/components/field'
import { useErrorText } from '../../features/account/use-error-text'
import { bookingQuoteQueryOptions } from '../../features/booking/api/booking-quote'
import { ApiError } from '../../lib/api'
import { formatMoney } from '../../lib/format'
import { FORMAT_LOCALE } from '../../lib/i18n'
import { usePreferences } from '../../lib/preferences'

interface Props {
  request: BookingRequestInput
  applied: BookingQuote['discount_code']
  onApplied(code: string | undefined): void
}

/**
 * Spec §2's discount code field, made to work: Apply asks the server for a new quote with
 * the code; the summary switches to it only when the server accepts the code. A refused code
 * shows the server's reason (expired, other hotel, used up…) under the field.
 */
export function DiscountCodeForm({ request, applied, onApplied }: Props) {
  const { t, i18n } = useLingui()
  const { language } = usePreferences()
  const toast = useToast()
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const id = useId()
  const [typed, setTyped] = useState('')
  const [errors, setErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  const apply = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const checked = v.safeParse(discountCodeField, typed)
    if (!checked.success) {
      setErrors(checked.issues.map((issue) => i18n._(issue.message)))
      return
    }
    if (!checked.output) {
      setErrors([i18n._(m.required.id)])
      return
    }
    setBusy(true)
    setErrors([])
    try {
      await queryClient.fetchQuery(bookingQuoteQueryOptions({ ...request, discount_code: checked.output }))
      onApplied(checked.output)
      setTyped('')
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.fieldErrors.discount_code : undefined
      if (fieldErrors?.length) setErrors(fieldErrors)
      else toast.show(errorText(err), 'error')
    } finally {
      setBusy(false)
    }
  }

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

  const errorId = `${id}-error`
  return (
    <form className="discount-form" noValidate onSubmit={apply} data-testid="discount-form">
      <label htmlFor={id}>
        <Trans>Discount code</Trans>
      </label>
      <div className="discount-row">
        <input
          id={id}
          className="input"
          name="discount_code"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={typed}
          aria-invalid={errors.length > 0}
          aria-describedby={errors.length ? errorId : undefined}
          onChange={(e) => {
            setTyped(e.target.value)
            setErrors([])
          }}
        />
        <button type="submit" className="btn btn-ghost" disabled={busy} aria-busy={busy}>
          {busy && <span className="spinner" aria-hidden="true" />}
          <Trans>Apply</Trans>
        </button>
      </div>
      <div aria-live="polite">{errors.length > 0 && <FieldErrorList id={errorId} errors={errors} />}</div>
    </form>
  )
}
