import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { parseIdentifier } from '../../contract/account'
import { AuthLayout } from '../features/account/components/auth-layout'
import { RecoveryCodeForm } from '../features/account/components/recovery-code-form'

const CodeSearch = v.object({
  identifier: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(254)), ''), ''),
})

export const Route = createFileRoute('/password-recovery2')({
  validateSearch: CodeSearch,
  component: PasswordRecoveryCodePage,
})

function PasswordRecoveryCodePage() {
  const { identifier: raw } = Route.useSearch()
  const id = parseIdentifier(raw)
  if (!id) {
    return (
      <AuthLayout title={<Trans>Reset your password</Trans>}>
        <p className="form-alert" role="alert">
          <Trans>We do not know where the code went. Please start again.</Trans>
        </p>
        <p className="form-switch">
          <Link to="/password-recovery">
            <Trans>Start again</Trans>
          </Link>
        </p>
      </AuthLayout>
    )
  }
  const where = id.value
  return (
    <AuthLayout
      title={<Trans>Enter the reset code</Trans>}
      intro={
        id.kind === 'email' ? (
          <Trans>
            Step 2 of 3: if <bdi dir="ltr">{where}</bdi> belongs to an account, we sent a 6-digit code to it.
            Check your inbox.
          </Trans>
        ) : (
          <Trans>
            Step 2 of 3: if <bdi dir="ltr">{where}</bdi> belongs to an account, we sent a 6-digit code to it
            by SMS.
          </Trans>
        )
      }
    >
      <RecoveryCodeForm identifier={id.value} />
    </AuthLayout>
  )
}
