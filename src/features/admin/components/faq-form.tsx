import { Trans, useLingui } from '@lingui/react/macro'
import { FaqFields } from '../../../../contract/admin-content'
import { DEPARTMENT_TYPES } from '../../../../contract/faq'
import { Form } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useDepartmentNames } from '../../faq/department-names'
import { type AdminFaq, faqsApi, useSaveContent } from '../api/content'
import { numberText, typedNumber } from '../form-values'
import { SaveActions, useSaveAndSay } from './saving-form'
import { inThreeLanguages, TrilingualFields } from './trilingual-fields'

function valuesOf(f: AdminFaq | null) {
  return {
    department_type: String(f?.department_type ?? 1),
    sort_order: numberText(f?.sort_order ?? 0),
    ar_question: f?.ar_question ?? '',
    en_question: f?.en_question ?? '',
    kr_question: f?.kr_question ?? '',
    ar_answer: f?.ar_answer ?? '',
    en_answer: f?.en_answer ?? '',
    kr_answer: f?.kr_answer ?? '',
  }
}
type Values = ReturnType<typeof valuesOf>

const toInput = (v: Values) => ({
  ...v,
  department_type: Number(v.department_type),
  sort_order: typedNumber(v.sort_order) ?? undefined,
})

/** A help-centre question and its answer in the three languages. */
export function FaqForm({ faq, onSaved }: { faq: AdminFaq | null; onSaved?: (f: AdminFaq) => void }) {
  const { t } = useLingui()
  const departments = useDepartmentNames()
  const save = useSaveContent(faqsApi, faq?.id ?? null)
  const form = useContractForm({
    schema: FaqFields,
    defaultValues: valuesOf(faq),
    toInput,
    onSubmit: useSaveAndSay(save, onSaved),
  })
  return (
    <Form form={form} className="console-card" aria-label={t`Question details`} data-testid="faq-form">
      <div className="console-grid">
        <form.AppField name="department_type">
          {(f) => (
            <f.SelectField label={t`Department`} required>
              {DEPARTMENT_TYPES.map((d) => (
                <option key={d} value={d}>
                  {departments[d]}
                </option>
              ))}
            </f.SelectField>
          )}
        </form.AppField>
        <form.AppField name="sort_order">
          {(f) => <f.TextField label={t`Order`} inputMode="numeric" required hint={t`Smaller comes first`} />}
        </form.AppField>
        <TrilingualFields form={form} fields={inThreeLanguages('question')} text="question" required />
        <TrilingualFields form={form} fields={inThreeLanguages('answer')} text="answer" rows={4} required />
      </div>
      <SaveActions testId="faq-save" editing={Boolean(faq)} adding={<Trans>Add the question</Trans>} />
    </Form>
  )
}
