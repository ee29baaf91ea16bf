import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { VerifyOtpBody } from '../../../../contract/account'
import { Form, FormAlert, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useToast } from '../../../components/ui/toast'
import { useStartSession } from '../api/start-session'
import { useResendOtp, useVerifyOtp } from '../api/verify-otp'
import { CodeField } from './code-field'
import { ResendButton } from './resend-button'

/** The sign-up code: on success the account is active and signed in; home with a welcome. */
export function VerifyOtpForm({ phone }: { phone: string }) {
  const { t } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const startSession = useStartSession()
  const verify = useVerifyOtp()
  const resend = useResendOtp()
  const form = useContractForm({
    schema: VerifyOtpBody,
    defaultValues: { code: '' },
    toInput: ({ code }) => ({ phone, code }),
    onSubmit: async (body) => {
      const info = await verify.mutateAsync(body)
      startSession(info)
      const name = info.userAuth.name
      toast.show(t`Welcome to Funduq, ${name}!`, 'success')
      await navigate({ to: '/' })
    },
    // Whatever went wrong (wrong, expired or spent code, too many tries) is said at the field.
    serverErrorsOn: 'code',
  })

  return (
    <Form form={form} className="form-stack" aria-label={t`Verify your phone`}>
      <form.AppField name="code">{() => <CodeField />}</form.AppField>
      <FormAlert />
      <SubmitButton className="btn btn-primary btn-block">
        <Trans>Verify</Trans>
      </SubmitButton>
      <ResendButton subject={phone} send={() => resend.mutateAsync(phone)} onSent={() => form.reset()} />
    </Form>
  )
}
