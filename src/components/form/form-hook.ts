import { createFormHook, revalidateLogic } from '@tanstack/react-form'
import * as v from 'valibot'
import { useToast } from '../ui/toast'
import { contractErrors, serverErrors } from './contract-errors'
import { fieldContext, formContext } from './form-context'
import { SelectField, TextAreaField, TextField } from './text-fields'
import { useErrorText } from './use-error-text'

const { useAppForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextAreaField, SelectField },
  formComponents: {},
})

/** A group of fields used in several forms (the same fields under other names: `fields`). */
export { withFieldGroup }

interface ContractFormOptions<V, S extends v.GenericSchema> {
  /** The contract's schema of the call: the form's only rules (decision 27). */
  schema: S
  defaultValues: V
  /** The values as the schema reads them, where the form holds them otherwise (a phone as picker
   * and number, a country by its name in the reader's language). */
  toInput?: (values: V) => unknown
  /** Sends the checked body (the schema's output); a throw is a refusal, shown by the form. */
  onSubmit: (body: v.InferOutput<S>) => Promise<unknown> | unknown
  /** All the server's field messages on this field (a code form: the other values are fixed). */
  serverErrorsOn?: keyof V & string
  /**
   * Every refusal goes here first; return true when this said what happened. A refusal with
   * field messages shows them on the fields; any other (a 429, a 409, no connection) is said in
   * a toast (spec §8), or in the form's `<FormAlert>` with `refusalIn: 'alert'`.
   */
  onRefused?: (err: unknown) => boolean | undefined
  refusalIn?: 'toast' | 'alert'
}

/**
 * A form checked with a contract schema: nothing before the first submit, then on every change
 * (as React Hook Form's default does), so a message goes away as soon as its field is fixed.
 * Never on blur: a message leaving as focus moves on would shift what the pointer is pressing.
 * The server's field messages land on their fields; focus goes to the first field in error
 * (`<Form>`). TanStack Form underneath: `form.AppField`, `form.Subscribe` and friends.
 */
export function useContractForm<V extends object, S extends v.GenericSchema>({
  schema,
  defaultValues,
  toInput = (values) => values,
  onSubmit,
  serverErrorsOn,
  onRefused,
  refusalIn = 'toast',
}: ContractFormOptions<V, S>) {
  const toast = useToast()
  const errorText = useErrorText()
  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ({ value }) => contractErrors(schema, toInput(value), value) },
    onSubmit: async ({ value }) => {
      try {
        await onSubmit(v.parse(schema, toInput(value)))
      } catch (err) {
        const placed = serverErrors(err, value, serverErrorsOn)
        if (onRefused?.(err) && !placed) return
        // As the form's `onServer` errors they go at the next change or submit, as the schema's
        // do. (`never`: the library types `onServer` after server-side form state, unused here.)
        if (placed) form.setErrorMap({ onServer: placed as never })
        else if (refusalIn === 'toast') toast.show(errorText(err), 'error')
        else form.setErrorMap({ onServer: { form: [errorText(err)], fields: {} } as never })
      }
    },
  })
  return form
}
