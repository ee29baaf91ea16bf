import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import type { FieldErrors } from '../form-errors'
import { PasswordField } from './password-field'
import { PasswordRules } from './password-rules'

export interface NewPassword {
  password: string
  confirm_password: string
}

/** New password and its confirmation, with the §5 rules shown as they are met. */
export function NewPasswordFields({
  value,
  onChange,
  errors,
}: {
  value: NewPassword
  onChange: (value: NewPassword) => void
  errors: FieldErrors
}) {
  const rulesId = useId()
  return (
    <>
      <PasswordField
        label={<Trans>New password</Trans>}
        name="password"
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
        errors={errors.password}
        autoComplete="new-password"
        describedBy={rulesId}
      />
      <PasswordRules id={rulesId} password={value.password} />
      <PasswordField
        label={<Trans>Confirm the new password</Trans>}
        name="confirm_password"
        value={value.confirm_password}
        onChange={(confirm_password) => onChange({ ...value, confirm_password })}
        errors={errors.confirm_password}
        autoComplete="new-password"
      />
    </>
  )
}
