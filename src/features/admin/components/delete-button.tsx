import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { useErrorText } from '../../../components/form/use-error-text'
import { useToast } from '../../../components/ui/toast'

/**
 * Deleting asks once more in place (no modal to trap focus in); a refusal (a used discount
 * code) is said in a toast in the reader's language. The keyboard follows the question: on
 * "Keep it" when it is asked (the button it replaces is gone), back on Delete when it is not.
 */
export function DeleteButton({ onDelete, testId }: { onDelete: () => Promise<unknown>; testId?: string }) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const toast = useToast()
  const errorText = useErrorText()
  const deleteRef = useRef<HTMLButtonElement>(null)
  const keepRef = useRef<HTMLButtonElement>(null)
  const answered = useRef(false)
  useEffect(() => {
    if (asking) keepRef.current?.focus()
    else if (answered.current) deleteRef.current?.focus()
  }, [asking])
  const stopAsking = () => {
    answered.current = true
    setAsking(false)
  }
  if (!asking)
    return (
      <button
        ref={deleteRef}
        type="button"
        className="btn"
        onClick={() => setAsking(true)}
        data-testid={testId}
      >
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
        aria-disabled={busy || undefined}
        aria-busy={busy}
        onClick={async () => {
          if (busy) return
          setBusy(true)
          try {
            await onDelete()
          } catch (err) {
            toast.show(errorText(err), 'error')
            stopAsking()
          } finally {
            setBusy(false)
          }
        }}
      >
        <Trans>Yes, delete</Trans>
      </button>
      <button ref={keepRef} type="button" className="btn" onClick={stopAsking} data-testid="delete-keep">
        <Trans>Keep it</Trans>
      </button>
    </span>
  )
}
