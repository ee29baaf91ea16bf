import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AuthLayout } from '../features/account/components/auth-layout'
import { RecoveryRequestForm } from '../features/account/components/recovery-request-form'

const RecoverySearch = v.object({
  /** Filled in again when someone comes back from step 2 to fix a typo. */
  identifier: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(254))), undefined),
})

export const Route = createFileRoute('/password-recovery')({
  validateSearch: RecoverySearch,
  component: PasswordRecoveryPage,
})

function PasswordRecoveryPage() {
  const { identifier } = Route.useSearch()
  return (
    <AuthLayout
      title={<Trans>Reset your password</Trans>}
      intro={<Trans>Step 1 of 3: tell us the e-mail address or phone number of your account.</Trans>}
    >
      <RecoveryRequestForm initial={identifier} />
    </AuthLayout>
  )
}
