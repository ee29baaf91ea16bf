import { Trans, useLingui } from '@lingui/react/macro'
import { OFFER_PICTURES, OfferFields, offerPicture } from '../../../../contract/admin-content'
import { sized } from '../../../../contract/media'
import { FieldError, useFieldError } from '../../../components/form/field'
import { Form } from '../../../components/form/form'
import { useFieldContext } from '../../../components/form/form-context'
import { useContractForm } from '../../../components/form/form-hook'
import { localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { type AdminOffer, offersApi, useSaveContent } from '../api/content'
import { numberText, typedNumber } from '../form-values'
import { SaveActions, useSaveAndSay } from './saving-form'
import { inThreeLanguages, TrilingualFields } from './trilingual-fields'

const NUMBERS = ['hotel_id', 'percentage', 'min_nights', 'min_days_ahead', 'children_free_under'] as const

function valuesOf(o: AdminOffer | null) {
  return {
    hotel_id: numberText(o?.hotel_id),
    ar_title: o?.ar_title ?? '',
    en_title: o?.en_title ?? '',
    kr_title: o?.kr_title ?? '',
    ar_description: o?.ar_description ?? '',
    en_description: o?.en_description ?? '',
    kr_description: o?.kr_description ?? '',
    image_path: o?.image_path ?? offerPicture(1),
    alt: o?.alt ?? '',
    end_date: o?.end_date ?? '',
    percentage: numberText(o?.percentage),
    min_nights: numberText(o?.min_nights ?? 1),
    min_days_ahead: numberText(o?.min_days_ahead ?? 0),
    children_free_under: numberText(o?.children_free_under),
  }
}
type Values = ReturnType<typeof valuesOf>

const toInput = (v: Values) => ({
  ...v,
  ...Object.fromEntries(
    NUMBERS.map((k) => [
      k,
      typedNumber(v[k]) ?? (k === 'percentage' || k === 'children_free_under' ? null : undefined),
    ]),
  ),
})

/** The drawn offer pictures to choose from (no upload: decision 38). */
function PictureField() {
  const { t } = useLingui()
  const field = useFieldContext<string>()
  const error = useFieldError()
  return (
    <fieldset className="wide">
      <legend>
        <Trans>Picture</Trans>
      </legend>
      <div className="console-pictures">
        {Array.from({ length: OFFER_PICTURES }, (_, i) => offerPicture(i + 1)).map((src, i) => (
          <label key={src}>
            <input
              type="radio"
              className="visually-hidden"
              name={field.name}
              value={src}
              checked={field.state.value === src}
              onChange={() => field.handleChange(src)}
            />
            <img src={sized(src, 320)} alt={t`Offer drawing ${i + 1}`} loading="lazy" />
          </label>
        ))}
      </div>
      {error && <FieldError message={error} />}
    </fieldset>
  )
}

/** An offer: texts, hotel, picture, last day and the discount it gives (decision 33). */
export function OfferForm({
  offer,
  onSaved,
}: {
  offer: AdminOffer | null
  onSaved?: (o: AdminOffer) => void
}) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const save = useSaveContent(offersApi, offer?.id ?? null)
  const form = useContractForm({
    schema: OfferFields,
    defaultValues: valuesOf(offer),
    toInput,
    onSubmit: useSaveAndSay(save, onSaved),
  })
  return (
    <Form form={form} className="console-card" aria-label={t`Offer details`} data-testid="offer-form">
      <div className="console-grid">
        <TrilingualFields form={form} fields={inThreeLanguages('title')} text="title" required />
        <TrilingualFields form={form} fields={inThreeLanguages('description')} text="description" rows={3} />
        <form.AppField name="hotel_id">
          {(f) => (
            <f.TextField
              label={t`Hotel number`}
              inputMode="numeric"
              required
              hint={
                offer?.hotel
                  ? localized(offer.hotel, 'title', language)
                  : t`The number shown in the hotels list`
              }
            />
          )}
        </form.AppField>
        <form.AppField name="end_date">
          {(f) => (
            <f.TextField
              label={t`Last day of booking`}
              type="date"
              required
              hint={t`Stays booked up to this day get the discount`}
            />
          )}
        </form.AppField>
        <form.AppField name="percentage">
          {(f) => (
            <f.TextField
              label={t`Discount (%)`}
              inputMode="numeric"
              hint={t`Leave empty for an offer that is not a price (a free breakfast)`}
            />
          )}
        </form.AppField>
        <form.AppField name="min_nights">
          {(f) => <f.TextField label={t`Shortest stay (nights)`} inputMode="numeric" required />}
        </form.AppField>
        <form.AppField name="min_days_ahead">
          {(f) => <f.TextField label={t`Days booked ahead, at least`} inputMode="numeric" required />}
        </form.AppField>
        <form.AppField name="children_free_under">
          {(f) => (
            <f.TextField
              label={t`Children stay free under (age)`}
              inputMode="numeric"
              hint={t`A family offer; leave empty otherwise`}
            />
          )}
        </form.AppField>
        <form.AppField name="alt">
          {(f) => <f.TextField label={t`Picture description (for screen readers)`} required />}
        </form.AppField>
        <form.AppField name="image_path">{() => <PictureField />}</form.AppField>
      </div>
      <SaveActions testId="offer-save" editing={Boolean(offer)} adding={<Trans>Add the offer</Trans>} />
    </Form>
  )
}
