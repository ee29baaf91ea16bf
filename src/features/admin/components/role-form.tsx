import { Trans, useLingui } from '@lingui/react/macro'
import { RoleBody } from '../../../../contract/admin-users'
import { ROLES } from '../../../../contract/auth'
import { Form, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useToast } from '../../../components/ui/toast'
import { type AdminUser, useSetRole } from '../api/users'
import { ROLE_NAMES } from './role-names'

/** What the account may do; the server keeps the last administrator one. */
export function RoleForm({ user }: { user: AdminUser }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const setRole = useSetRole(user.id)
  const form = useContractForm({
    schema: RoleBody,
    defaultValues: { role: user.role as string },
    onSubmit: async (body) => {
      await setRole.mutateAsync(body.role)
      toast.show(t`The role was changed`, 'success')
    },
  })
  return (
    <section className="console-card" aria-labelledby="role-heading">
      <h2 id="role-heading" style={{ marginBlockStart: 0 }}>
        <Trans>Role</Trans>
      </h2>
      <Form form={form} className="console-row" aria-labelledby="role-heading">
        <form.AppField name="role">
          {(f) => (
            <f.SelectField label={t`What this account may do`} data-testid="user-role">
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {i18n._(ROLE_NAMES[r])}
                </option>
              ))}
            </f.SelectField>
          )}
        </form.AppField>
        <SubmitButton testId="user-role-save">
          <Trans>Save the role</Trans>
        </SubmitButton>
      </Form>
      <p className="muted">
        <Trans>
          An agent books without paying online; a hotel manager runs the hotels assigned below; an
          administrator runs everything. Taking the agent role away signs the account out everywhere.
        </Trans>
      </p>
    </section>
  )
}
