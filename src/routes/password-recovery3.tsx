import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { messages } from '../../contract/messages'
import { AuthLayout } from '../features/account/components/auth-layout'
import { RecoveryResetForm } from '../features/account/components/recovery-reset-form'
import { readResetToken } from '../features/account/reset-token'

export const Route = createFileRoute('/password-recovery3')({
  component: PasswordRecoveryResetPage,
})

function PasswordRecoveryResetPage() {
  // Read once: the form drops the token after a successful reset.
  const [token] = useState(readResetToken)
  const { i18n } = useLingui()
  if (!token) {
    return (
      <AuthLayout title={<Trans>Choose a new password</Trans>}>
        <p className="form-alert" role="alert">
          {i18n._(messages.resetExpired.id)}
        </p>
        <p className="form-switch">
          <Link to="/password-recovery">
            <Trans>Start again</Trans>
          </Link>
        </p>
      </AuthLayout>
    )
  }
  return (
    <AuthLayout
      title={<Trans>Choose a new password</Trans>}
      intro={
        <Trans>
          Step 3 of 3: choose a new password. Devices signed in to your account will be signed out.
        </Trans>
      }
    >
      <RecoveryResetForm resetToken={token} />
    </AuthLayout>
  )
}
