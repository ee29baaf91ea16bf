import { Trans, useLingui } from '@lingui/react/macro'
import { DiscountCodeFields } from '../../../../contract/admin-content'
import { Form } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { type AdminDiscountCode, codesApi, useSaveContent } from '../api/content'
import { numberText, typedNumber } from '../form-values'
import { CheckField } from './check-fields'
import { SaveActions, useSaveAndSay } from './saving-form'

function valuesOf(c: AdminDiscountCode | null) {
  return {
    code: c?.code ?? '',
    kind: c?.kind ?? 'percent',
    value: numberText(c?.value),
    hotel_id: numberText(c?.hotel_id),
    valid_from: c?.valid_from ?? '',
    valid_until: c?.valid_until ?? '',
    max_uses: numberText(c?.max_uses),
    public: c?.public ?? false,
  }
}
type Values = ReturnType<typeof valuesOf>

const toInput = (v: Values) => ({
  ...v,
  value: typedNumber(v.value) ?? undefined,
  hotel_id: typedNumber(v.hotel_id),
  max_uses: typedNumber(v.max_uses),
})

/** A discount code: its text, what it takes off, where and when it holds, how often. */
export function CodeForm({
  code,
  onSaved,
}: {
  code: AdminDiscountCode | null
  onSaved?: (c: AdminDiscountCode) => void
}) {
  const { t } = useLingui()
  const save = useSaveContent(codesApi, code?.id ?? null)
  const form = useContractForm({
    schema: DiscountCodeFields,
    defaultValues: valuesOf(code),
    toInput,
    onSubmit: useSaveAndSay(save, onSaved),
  })
  return (
    <Form form={form} className="console-card" aria-label={t`Discount code details`} data-testid="code-form">
      <div className="console-grid">
        <form.AppField name="code">
          {(f) => <f.TextField label={t`Code`} dir="ltr" autoCapitalize="characters" required />}
        </form.AppField>
        <form.AppField name="kind">
          {(f) => (
            <f.SelectField label={t`Kind`} required>
              <option value="percent">{t`Percentage off`}</option>
              <option value="amount">{t`Amount off (US$)`}</option>
            </f.SelectField>
          )}
        </form.AppField>
        <form.AppField name="value">
          {(f) => <f.TextField label={t`Value`} inputMode="decimal" required />}
        </form.AppField>
        <form.AppField name="hotel_id">
          {(f) => (
            <f.TextField label={t`Hotel number`} inputMode="numeric" hint={t`Leave empty for every hotel`} />
          )}
        </form.AppField>
        <form.AppField name="valid_from">
          {(f) => <f.TextField label={t`First day`} type="date" required />}
        </form.AppField>
        <form.AppField name="valid_until">
          {(f) => <f.TextField label={t`Last day`} type="date" required />}
        </form.AppField>
        <form.AppField name="max_uses">
          {(f) => (
            <f.TextField
              label={t`Uses allowed`}
              inputMode="numeric"
              hint={
                code
                  ? t`Used ${code.used_count} times. Leave empty for no limit.`
                  : t`Leave empty for no limit`
              }
            />
          )}
        </form.AppField>
        <form.AppField name="public">
          {() => <CheckField label={t`Shown to guests on the hotel page and the booking summary`} />}
        </form.AppField>
      </div>
      <SaveActions testId="code-save" editing={Boolean(code)} adding={<Trans>Add the code</Trans>} />
    </Form>
  )
}
