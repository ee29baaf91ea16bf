import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { normalizePhone } from '../../contract/account'
import { AuthLayout } from '../features/account/components/auth-layout'
import { VerifyOtpForm } from '../features/account/components/verify-otp-form'

export const Route = createFileRoute('/verify-otp/$phone')({
  component: VerifyOtpPage,
})

function VerifyOtpPage() {
  const { phone: raw } = Route.useParams()
  // A hand-typed or damaged link: say so instead of sending codes to nowhere.
  const phone = normalizePhone(raw)
  if (!phone) {
    return (
      <AuthLayout title={<Trans>Enter your verification code</Trans>}>
        <p className="form-alert" role="alert">
          <Trans>This link does not hold a valid phone number.</Trans>
        </p>
        <p className="form-switch">
          <Link to="/signup">
            <Trans>Sign up again</Trans>
          </Link>
        </p>
      </AuthLayout>
    )
  }
  const shown = parsePhoneNumberFromString(phone)?.formatInternational() ?? phone
  return (
    <AuthLayout
      title={<Trans>Enter your verification code</Trans>}
      intro={
        <Trans>
          We sent a 6-digit code by SMS to{' '}
          <bdi dir="ltr" className="phone-shown" data-testid="otp-phone">
            {shown}
          </bdi>
          . It is valid for 10 minutes.
        </Trans>
      }
    >
      <VerifyOtpForm phone={phone} />
    </AuthLayout>
  )
}
