import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { RecoveryVerifyBody } from '../../../../contract/account'
import { Form, FormAlert, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useRequestRecovery, useVerifyRecovery } from '../api/password-recovery'
import { keepResetToken } from '../reset-token'
import { CodeField } from './code-field'
import { ResendButton } from './resend-button'

/** Step 2: the code sent to `identifier` → a reset token kept for step 3. */
export function RecoveryCodeForm({ identifier }: { identifier: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const verify = useVerifyRecovery()
  const resend = useRequestRecovery()
  const form = useContractForm({
    schema: RecoveryVerifyBody,
    defaultValues: { code: '' },
    toInput: ({ code }) => ({ identifier, code }),
    onSubmit: async (body) => {
      const { reset_token, expires_in } = await verify.mutateAsync(body)
      keepResetToken(reset_token, expires_in)
      await navigate({ to: '/password-recovery3' })
    },
    serverErrorsOn: 'code',
  })

  return (
    <Form form={form} className="form-stack" aria-label={t`Enter the code`}>
      <form.AppField name="code">{() => <CodeField />}</form.AppField>
      <FormAlert />
      <SubmitButton className="btn btn-primary btn-block">
        <Trans>Continue</Trans>
      </SubmitButton>
      <ResendButton
        subject={identifier}
        send={() => resend.mutateAsync(identifier)}
        onSent={() => form.reset()}
      />
      <p className="form-switch">
        <Link to="/password-recovery" search={{ identifier }}>
          <Trans>Use another e-mail or phone</Trans>
        </Link>
      </p>
    </Form>
  )
}
