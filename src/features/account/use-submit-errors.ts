import { type RefObject, useCallback } from 'react'
import { useToast } from '../../components/ui/toast'
import { type FieldErrors, focusFirstInvalid, serverFieldErrors } from './form-errors'
import { useErrorText } from './use-error-text'

/**
 * What a form shows when the server refuses a submit: field messages beside their fields with
 * focus on the first, or, for anything else (a network failure, a refusal of the whole form),
 * a toast with the reason.
 */
export function useSubmitErrors(
  setErrors: (errors: FieldErrors) => void,
  form: RefObject<HTMLFormElement | null>,
) {
  const toast = useToast()
  const errorText = useErrorText()
  return useCallback(
    (err: unknown) => {
      const fields = serverFieldErrors(err)
      if (fields) {
        setErrors(fields)
        focusFirstInvalid(form.current)
      } else toast.show(errorText(err), 'error')
    },
    [setErrors, form, toast, errorText],
  )
}
