import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { parseIdentifier, RecoveryBody } from '../../../../contract/account'
import { Form, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useRequestRecovery } from '../api/password-recovery'
import { rememberResendAt } from '../resend-clock'

/** Step 1: the e-mail address or phone of the account; a code goes there. */
export function RecoveryRequestForm({ initial = '' }: { initial?: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const request = useRequestRecovery()
  const form = useContractForm({
    schema: RecoveryBody,
    defaultValues: { identifier: initial },
    onSubmit: async (body) => {
      // The normalised form (lower-case e-mail, E.164 phone) is what step 2 sends again.
      const identifier = parseIdentifier(body.identifier)?.value ?? body.identifier
      const sent = await request.mutateAsync(identifier)
      rememberResendAt(identifier, sent.resend_after)
      await navigate({ to: '/password-recovery2', search: { identifier } })
    },
  })

  return (
    <Form form={form} className="form-stack" aria-label={t`Reset your password`}>
      <form.AppField name="identifier">
        {(field) => (
          <field.TextField
            label={<Trans>E-mail or phone number</Trans>}
            hint={<Trans>We send a code to your e-mail address, or by SMS to your phone.</Trans>}
            inputMode="email"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            dir="ltr"
          />
        )}
      </form.AppField>
      <SubmitButton className="btn btn-primary btn-block">
        <Trans>Send the code</Trans>
      </SubmitButton>
      <p className="form-switch">
        <Link to="/login">
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </Form>
  )
}
