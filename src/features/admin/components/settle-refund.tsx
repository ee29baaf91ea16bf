import { Trans, useLingui } from '@lingui/react/macro'
import { SettleRefundBody } from '../../../../contract/admin-reservations'
import { Form, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useToast } from '../../../components/ui/toast'
import { useSettleRefund } from '../api/reservations'

/**
 * A refund the operator paid back by hand (ZainCash has no refund call): its reference, and it
 * is marked refunded.
 */
export function SettleRefund({ reservationId, refundId }: { reservationId: number; refundId: string }) {
  const { t } = useLingui()
  const toast = useToast()
  const settle = useSettleRefund(reservationId)
  const form = useContractForm({
    schema: SettleRefundBody,
    defaultValues: { refund_id: refundId, reference: '' },
    onSubmit: async (body) => {
      await settle.mutateAsync(body)
      toast.show(t`The refund is marked as paid back`, 'success')
    },
  })
  return (
    <Form
      form={form}
      aria-label={t`Settle this refund`}
      className="console-search"
      data-testid="settle-refund"
    >
      <form.AppField name="reference">
        {(f) => (
          <f.TextField
            label={t`Transfer reference`}
            hint={t`The ZainCash transaction of the refund`}
            required
          />
        )}
      </form.AppField>
      <SubmitButton>
        <Trans>Mark as refunded</Trans>
      </SubmitButton>
    </Form>
  )
}
