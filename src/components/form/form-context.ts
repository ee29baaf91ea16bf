import { createFormHookContexts } from '@tanstack/react-form'

/**
 * The contexts every form field and form piece reads (decision 27): a field component takes its
 * value, change handler and errors from `useFieldContext`, a submit button its state from
 * `useFormContext`. Apart from form-hook.ts so field components can import them without a cycle.
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
