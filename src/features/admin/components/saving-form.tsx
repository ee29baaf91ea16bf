import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { FormAlert, SubmitButton } from '../../../components/form/form'
import { useToast } from '../../../components/ui/toast'

/** A console form's submit: save (create or update), say Saved, hand back what the server stored. */
export function useSaveAndSay<B, R>(
  save: { mutateAsync: (body: B) => Promise<R> },
  onSaved?: (saved: R) => void,
) {
  const { t } = useLingui()
  const toast = useToast()
  return async (body: B) => {
    const saved = await save.mutateAsync(body)
    toast.show(t`Saved`, 'success')
    onSaved?.(saved)
  }
}

/** The end of a form that creates or edits one thing: its refusal, then Save changes or `adding`. */
export function SaveActions({
  testId,
  editing,
  adding,
}: {
  testId: string
  editing: boolean
  adding: ReactNode
}) {
  return (
    <>
      <FormAlert />
      <div className="console-actions">
        <SubmitButton testId={testId}>{editing ? <Trans>Save changes</Trans> : adding}</SubmitButton>
      </div>
    </>
  )
}
