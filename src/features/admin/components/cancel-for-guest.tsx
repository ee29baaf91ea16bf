import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { AdminCancelBody } from '../../../../contract/admin-reservations'
import { Form, FormAlert, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { ModalDialog } from '../../../components/ui/modal-dialog'
import { useToast } from '../../../components/ui/toast'
import { formatMoney } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { type AdminReservation, useCancelForGuest } from '../api/reservations'
import { typedNumber } from '../form-values'

const EMPTY = { mode: 'policy', refund: '', reason: '' }
type Values = typeof EMPTY

// Another amount left blank is refused (NaN), never read as "by the policy".
const toInput = (v: Values) =>
  v.mode === 'policy'
    ? { refund: null, reason: '' }
    : { refund: typedNumber(v.refund) ?? Number.NaN, reason: v.reason }

/**
 * Cancel on the guest's behalf, with a confirm step: the policy's refund (shown), or another
 * amount with the reason it differs. The server computes and sends the refund (decision 37).
 */
export function CancelForGuest({ data }: { data: AdminReservation }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const r = data.reservation
  const cancel = useCancelForGuest(r.id)
  const money = (n: number) => formatMoney(n, r.currency, language, r.decimals)
  const form = useContractForm({
    schema: AdminCancelBody,
    defaultValues: EMPTY,
    toInput,
    refusalIn: 'alert',
    onSubmit: async (body) => {
      await cancel.mutateAsync(body)
      setOpen(false)
      toast.show(t`The reservation is cancelled`, 'success')
    },
  })
  return (
    <>
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        <Trans>Cancel for the guest</Trans>
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={<Trans>Cancel reservation {r.reservation_no}</Trans>}
        testId="cancel-for-guest"
      >
        <Form form={form} aria-label={t`Cancel for the guest`}>
          <p>
            <Trans>
              The rooms go back on sale and the guest is told. By the policy the guest gets back{' '}
              {money(data.policy_refund)}.
            </Trans>
          </p>
          <form.AppField name="mode">
            {(f) => (
              <f.SelectField label={t`Refund`}>
                <option value="policy">{t`By the policy: ${money(data.policy_refund)}`}</option>
                <option value="override">{t`Another amount`}</option>
              </f.SelectField>
            )}
          </form.AppField>
          <form.Subscribe selector={(s) => s.values.mode}>
            {(mode) =>
              mode === 'override' && (
                <>
                  <form.AppField name="refund">
                    {(f) => (
                      <f.TextField
                        label={t`Amount to give back (${r.currency})`}
                        inputMode="decimal"
                        hint={t`At most ${money(data.refund_limit)}`}
                        required
                      />
                    )}
                  </form.AppField>
                  <form.AppField name="reason">
                    {(f) => <f.TextField label={t`Reason`} required />}
                  </form.AppField>
                </>
              )
            }
          </form.Subscribe>
          <FormAlert />
          <div className="console-actions">
            <SubmitButton className="btn btn-danger">
              <Trans>Cancel the reservation</Trans>
            </SubmitButton>
            <button type="button" className="btn" onClick={() => setOpen(false)}>
              <Trans>Keep it</Trans>
            </button>
          </div>
        </Form>
      </ModalDialog>
    </>
  )
}
