import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { useErrorText } from '../../../components/form/use-error-text'
import { useToast } from '../../../components/ui/toast'

/**
 * Deleting asks once more in place (no modal to trap focus in); a refusal (a used discount
 * code) is said in a toast in the reader's language.
 */
export function DeleteButton({ onDelete, testId }: { onDelete: () => Promise<unknown>; testId?: string }) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const toast = useToast()
  const errorText = useErrorText()
  if (!asking)
    return (
      <button type="button" className="btn" onClick={() => setAsking(true)} data-testid={testId}>
        <Trans>Delete</Trans>
      </button>
    )
  return (
    <span className="console-confirm" role="group">
      <span>
        <Trans>Delete for good?</Trans>
      </span>
      <button
        type="button"
        className="btn console-danger"
        disabled={busy}
        aria-busy={busy}
        onClick={async () => {
          setBusy(true)
          try {
            await onDelete()
          } catch (err) {
            toast.show(errorText(err), 'error')
            setAsking(false)
          } finally {
            setBusy(false)
          }
        }}
      >
        <Trans>Yes, delete</Trans>
      </button>
      <button type="button" className="btn" onClick={() => setAsking(false)}>
        <Trans>Keep it</Trans>
      </button>
    </span>
  )
}
