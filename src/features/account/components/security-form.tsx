import { Trans, useLingui } from '@lingui/react/macro'
import { ProfileBody } from '../../../../contract/account'
import { Form, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useToast } from '../../../components/ui/toast'
import { useUpdateProfile } from '../api/profile'
import { NewPasswordField, PasswordField } from './password-field'

/** A new password (§5 rules, "passwords do not match"); other devices are signed out by the server. */
export function SecurityForm() {
  const { t } = useLingui()
  const toast = useToast()
  const update = useUpdateProfile()
  const form = useContractForm({
    schema: ProfileBody,
    defaultValues: { password: '', confirm_password: '' },
    onSubmit: async (body) => {
      const { message } = await update.mutateAsync(body)
      form.reset()
      toast.show(message, 'success')
    },
  })

  return (
    <Form form={form} className="form-stack" aria-label={t`Change your password`}>
      <form.AppField name="password">
        {() => <NewPasswordField label={<Trans>New password</Trans>} />}
      </form.AppField>
      <form.AppField name="confirm_password">
        {() => <PasswordField label={<Trans>Confirm the new password</Trans>} autoComplete="new-password" />}
      </form.AppField>
      <div className="form-actions">
        <SubmitButton>
          <Trans>Change password</Trans>
        </SubmitButton>
      </div>
    </Form>
  )
}
