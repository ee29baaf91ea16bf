import { Trans, useLingui } from '@lingui/react/macro'
import { SLIDER_CHILD, SLIDER_TYPE_VALUES, SliderFields } from '../../../../contract/admin-content'
import { Form } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { type AdminSlider, slidersApi, useSaveContent } from '../api/content'
import { numberText, typedNumber } from '../form-values'
import { useSliderTypeNames } from './content-labels'
import { SaveActions, useSaveAndSay } from './saving-form'
import { inThreeLanguages, TrilingualFields } from './trilingual-fields'

function valuesOf(s: AdminSlider | null) {
  return {
    slider_type: String(s?.slider_type ?? 3),
    sort_order: numberText(s?.sort_order ?? 0),
    ar_title: s?.ar_title ?? '',
    en_title: s?.en_title ?? '',
    kr_title: s?.kr_title ?? '',
    ar_description: s?.ar_description ?? '',
    en_description: s?.en_description ?? '',
    kr_description: s?.kr_description ?? '',
    child_ids: (s?.child_ids ?? []).join(', '),
  }
}
type Values = ReturnType<typeof valuesOf>

/** The linked things are typed as numbers separated by commas or spaces, in the order shown. */
const toInput = (v: Values) => ({
  ...v,
  slider_type: Number(v.slider_type),
  sort_order: typedNumber(v.sort_order) ?? undefined,
  child_ids: v.child_ids
    .split(/[\s,،]+/)
    .filter(Boolean)
    .map((n) => typedNumber(n)),
})

/** A home section: its texts, its place on the page and what it links to. */
export function SliderForm({
  slider,
  onSaved,
}: {
  slider: AdminSlider | null
  onSaved?: (s: AdminSlider) => void
}) {
  const { t } = useLingui()
  const types = useSliderTypeNames()
  const save = useSaveContent(slidersApi, slider?.id ?? null)
  const form = useContractForm({
    schema: SliderFields,
    defaultValues: valuesOf(slider),
    toInput,
    onSubmit: useSaveAndSay(save, onSaved),
  })
  const itemsHint: Record<string, string> = {
    offer: t`Offer numbers, in the order shown, separated by commas`,
    governorate: t`Governorate numbers, in the order shown, separated by commas`,
    discount: t`Hotel discount numbers, in the order shown, separated by commas`,
    hotel: t`Hotel numbers, in the order shown, separated by commas`,
  }
  return (
    <Form form={form} className="console-card" aria-label={t`Home section details`} data-testid="slider-form">
      <div className="console-grid">
        <form.AppField name="slider_type">
          {(f) => (
            <f.SelectField label={t`Kind of section`} required>
              {SLIDER_TYPE_VALUES.map((type) => (
                <option key={type} value={type}>
                  {types[type]}
                </option>
              ))}
            </f.SelectField>
          )}
        </form.AppField>
        <form.AppField name="sort_order">
          {(f) => (
            <f.TextField
              label={t`Place on the page`}
              inputMode="numeric"
              required
              hint={t`Smaller comes first`}
            />
          )}
        </form.AppField>
        <TrilingualFields form={form} fields={inThreeLanguages('title')} text="title" required />
        <TrilingualFields form={form} fields={inThreeLanguages('description')} text="description" rows={2} />
        <form.Subscribe selector={(s) => s.values.slider_type}>
          {(type) => (
            <div className="wide">
              <form.AppField name="child_ids">
                {(f) => (
                  <f.TextField
                    label={t`Links`}
                    dir="ltr"
                    hint={itemsHint[SLIDER_CHILD[Number(type) as keyof typeof SLIDER_CHILD]]}
                  />
                )}
              </form.AppField>
            </div>
          )}
        </form.Subscribe>
      </div>
      <SaveActions testId="slider-save" editing={Boolean(slider)} adding={<Trans>Add the section</Trans>} />
    </Form>
  )
}
