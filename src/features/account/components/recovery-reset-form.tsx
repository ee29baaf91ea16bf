import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { RecoveryResetBody } from '../../../../contract/account'
import { Form, FormAlert, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useToast } from '../../../components/ui/toast'
import { readAuth, writeAuth } from '../../../lib/session'
import { useResetPassword } from '../api/password-recovery'
import { dropResetToken } from '../reset-token'
import { NewPasswordField, PasswordField } from './password-field'

/** Step 3: the new password. Every session of the account ends, so the person signs in again. */
export function RecoveryResetForm({ resetToken }: { resetToken: string }) {
  const { t } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const reset = useResetPassword()
  const form = useContractForm({
    schema: RecoveryResetBody,
    defaultValues: { password: '', confirm_password: '' },
    toInput: (values) => ({ reset_token: resetToken, ...values }),
    onSubmit: async (body) => {
      await reset.mutateAsync(body)
      dropResetToken()
      // If this device was signed in to that account, its session just ended.
      if (readAuth()?.userAuth.is_guest === false) {
        writeAuth(null)
        queryClient.clear()
      }
      toast.show(t`Your password was changed. Sign in with the new one.`, 'success')
      await navigate({ to: '/login' })
    },
  })

  return (
    <Form form={form} className="form-stack" aria-label={t`Choose a new password`}>
      <form.AppField name="password">
        {() => <NewPasswordField label={<Trans>New password</Trans>} />}
      </form.AppField>
      <form.AppField name="confirm_password">
        {() => <PasswordField label={<Trans>Confirm the new password</Trans>} autoComplete="new-password" />}
      </form.AppField>
      <FormAlert />
      <SubmitButton className="btn btn-primary btn-block">
        <Trans>Save the new password</Trans>
      </SubmitButton>
    </Form>
  )
}
