import { Trans, useLingui } from '@lingui/react/macro'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api'
import { type StayAction, useChangeStay } from '../api/reservations'

/**
 * One desk action on a reservation. A refusal (409: not the arrival day yet, already checked
 * in…) is the server's translated message, shown as a toast.
 */
export function StayButton({ id, action, guest }: { id: number; action: StayAction; guest: string }) {
  const { t } = useLingui()
  const toast = useToast()
  const change = useChangeStay(id)
  const label =
    action === 'check_in' ? (
      <Trans>Check in</Trans>
    ) : action === 'check_out' ? (
      <Trans>Check out</Trans>
    ) : (
      <Trans>No-show</Trans>
    )
  const done =
    action === 'check_in'
      ? t`${guest} is checked in`
      : action === 'check_out'
        ? t`${guest} is checked out`
        : t`${guest} is marked as a no-show`
  return (
    <button
      type="button"
      className={action === 'no_show' ? 'btn' : 'btn btn-primary'}
      disabled={change.isPending}
      data-action={action}
      onClick={() =>
        change.mutate(action, {
          onSuccess: () => toast.show(done, 'success'),
          onError: (err) =>
            toast.show(err instanceof ApiError ? err.message : t`The change could not be saved.`, 'error'),
        })
      }
    >
      {label}
    </button>
  )
}
