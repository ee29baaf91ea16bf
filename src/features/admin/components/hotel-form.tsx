import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useSuspenseQuery } from '@tanstack/react-query'
import { HOTEL_AMENITIES, HotelFields } from '../../../../contract/admin-hotels'
import { Form } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { FEATURE_LABELS } from '../../hotel-filters/feature-labels'
import { type AdminHotel, adminOptionsQueryOptions, useSaveHotel } from '../api/hotels'
import { numberText, typedNumber } from '../form-values'
import { CheckField, CheckGroupField } from './check-fields'
import { LocationPicker } from './location-picker'
import { SaveActions, useSaveAndSay } from './saving-form'
import { inThreeLanguages, TrilingualFields } from './trilingual-fields'

type Amenity = (typeof HOTEL_AMENITIES)[number]
const TEXTS = [
  'ar_title',
  'en_title',
  'kr_title',
  'ar_description',
  'en_description',
  'kr_description',
] as const
const ADDRESSES = ['address', 'ar_address', 'kr_address'] as const

function valuesOf(h: AdminHotel | null) {
  const text = (s: string | null | undefined) => s ?? ''
  return {
    ...Object.fromEntries([...TEXTS, ...ADDRESSES].map((k) => [k, text(h?.[k])])),
    governorate_id: numberText(h?.governorate_id),
    city_id: numberText(h?.city_id),
    lat: numberText(h?.lat),
    lng: numberText(h?.lng),
    stars: numberText(h?.stars ?? 3),
    smoking_policy: text(h?.smoking_policy),
    checkin_from: h?.checkin_from ?? '14:00',
    checkout_until: h?.checkout_until ?? '12:00',
    hotel_payment: h?.hotel_payment ?? 'cash',
    phone: text(h?.phone),
    reserve_without_credit: h?.reserve_without_credit ?? false,
    child_free_age: numberText(h?.child_free_age ?? 6),
    child_night_rate: numberText(h?.child_night_rate ?? 0),
    amenities: HOTEL_AMENITIES.filter((k) => h?.[k]) as Amenity[],
    service_ids: h?.service_ids ?? [],
    feature_ids: h?.feature_ids ?? [],
  } as Record<(typeof TEXTS)[number] | (typeof ADDRESSES)[number], string> & {
    governorate_id: string
    city_id: string
    lat: string
    lng: string
    stars: string
    smoking_policy: string
    checkin_from: string
    checkout_until: string
    hotel_payment: string
    phone: string
    reserve_without_credit: boolean
    child_free_age: string
    child_night_rate: string
    amenities: Amenity[]
    service_ids: number[]
    feature_ids: number[]
  }
}
type Values = ReturnType<typeof valuesOf>

/** The form's strings and lists as the contract's body reads them. */
function toInput({ amenities, ...v }: Values) {
  const blank = (s: string) => s.trim() || null
  return {
    ...v,
    ...Object.fromEntries(HOTEL_AMENITIES.map((k) => [k, amenities.includes(k)])),
    ar_description: blank(v.ar_description),
    en_description: blank(v.en_description),
    kr_description: blank(v.kr_description),
    address: blank(v.address),
    ar_address: blank(v.ar_address),
    kr_address: blank(v.kr_address),
    smoking_policy: blank(v.smoking_policy),
    phone: blank(v.phone),
    governorate_id: typedNumber(v.governorate_id) ?? undefined,
    city_id: typedNumber(v.city_id),
    lat: typedNumber(v.lat),
    lng: typedNumber(v.lng),
    stars: typedNumber(v.stars) ?? undefined,
    child_free_age: typedNumber(v.child_free_age) ?? undefined,
    child_night_rate: typedNumber(v.child_night_rate) ?? undefined,
  }
}

/** Creates a hotel (`hotel` null) or edits one: every field of issue 19 item 1 but photos (PhotoManager). */
export function HotelForm({
  hotel,
  onSaved,
}: {
  hotel: AdminHotel | null
  onSaved?: (h: AdminHotel) => void
}) {
  const { t, i18n } = useLingui()
  const { language } = usePreferences()
  const { data: options } = useSuspenseQuery(adminOptionsQueryOptions())
  const save = useSaveHotel(hotel?.id ?? null)
  const form = useContractForm({
    schema: HotelFields,
    defaultValues: valuesOf(hotel),
    toInput,
    onSubmit: useSaveAndSay(save, onSaved),
  })
  const governorate = useStore(form.store, (s) => s.values.governorate_id)
  const cities = options.cities.filter((c) => String(c.governorate_id) === governorate)
  const title = useStore(form.store, (s) => s.values.en_title || s.values.ar_title)
  return (
    <Form form={form} className="console-card" aria-label={t`Hotel details`} data-testid="hotel-form">
      <div className="console-grid">
        {/* A hotel's title is its name. */}
        <TrilingualFields form={form} fields={inThreeLanguages('title')} text="name" required />
        <form.AppField name="governorate_id">
          {(f) => (
            <f.SelectField
              label={t`Governorate`}
              required
              onChangeCapture={() => form.setFieldValue('city_id', '')}
            >
              <option value="">{t`Choose…`}</option>
              {options.governorates.map((g) => (
                <option key={g.id} value={g.id}>
                  {localized(g, 'name', language)}
                </option>
              ))}
            </f.SelectField>
          )}
        </form.AppField>
        <form.AppField name="city_id">
          {(f) => (
            <f.SelectField label={t`City`}>
              <option value="">{t`None`}</option>
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {localized(c, 'name', language)}
                </option>
              ))}
            </f.SelectField>
          )}
        </form.AppField>
        <form.AppField name="stars">
          {(f) => (
            <f.SelectField label={t`Stars`} required>
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {'★'.repeat(n)}
                </option>
              ))}
            </f.SelectField>
          )}
        </form.AppField>
        <form.AppField name="address">
          {(f) => <f.TextField label={t`Address in English`} dir="ltr" lang="en" />}
        </form.AppField>
        <form.AppField name="ar_address">
          {(f) => <f.TextField label={t`Address in Arabic`} dir="rtl" lang="ar" />}
        </form.AppField>
        <form.AppField name="kr_address">
          {(f) => <f.TextField label={t`Address in Kurdish`} dir="rtl" lang="ckb" />}
        </form.AppField>
        <TrilingualFields form={form} fields={inThreeLanguages('description')} text="description" rows={4} />
        <form.AppField name="lat">
          {(f) => <f.TextField label={t`Latitude`} inputMode="decimal" dir="ltr" />}
        </form.AppField>
        <form.AppField name="lng">
          {(f) => <f.TextField label={t`Longitude`} inputMode="decimal" dir="ltr" />}
        </form.AppField>
        <form.Subscribe selector={(s) => [s.values.lat, s.values.lng] as const}>
          {([lat, lng]) => (
            <LocationPicker
              lat={typedNumber(lat)}
              lng={typedNumber(lng)}
              label={title}
              onPick={(p) => {
                form.setFieldValue('lat', p.lat.toFixed(6))
                form.setFieldValue('lng', p.lng.toFixed(6))
              }}
            />
          )}
        </form.Subscribe>
        <form.AppField name="child_free_age">
          {(f) => <f.TextField label={t`Children stay free under this age`} inputMode="numeric" />}
        </form.AppField>
        <form.AppField name="child_night_rate">
          {(f) => <f.TextField label={t`Older child, per night (US$)`} inputMode="decimal" />}
        </form.AppField>
        <form.AppField name="checkin_from">
          {(f) => <f.TextField label={t`Check-in from`} type="time" dir="ltr" required />}
        </form.AppField>
        <form.AppField name="checkout_until">
          {(f) => <f.TextField label={t`Check-out until`} type="time" dir="ltr" required />}
        </form.AppField>
        <form.AppField name="phone">
          {(f) => (
            <f.TextField
              label={t`Reception phone`}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              dir="ltr"
              placeholder="+964 750 123 4567"
            />
          )}
        </form.AppField>
        <form.AppField name="hotel_payment">
          {(f) => (
            <f.SelectField label={t`Extras paid at the hotel`} required>
              <option value="cash">{t`In cash only`}</option>
              <option value="card">{t`By card`}</option>
              <option value="cash_and_card">{t`In cash or by card`}</option>
            </f.SelectField>
          )}
        </form.AppField>
        <form.AppField name="smoking_policy">
          {(f) => (
            <f.SelectField label={t`Smoking policy`}>
              <option value="">{t`Not stated (guests are told to ask)`}</option>
              <option value="no_smoking">{t`No smoking anywhere`}</option>
              <option value="designated_areas">{t`Only in designated areas`}</option>
              <option value="smoking_rooms_available">{t`Smoking rooms available`}</option>
            </f.SelectField>
          )}
        </form.AppField>
        <form.AppField name="reserve_without_credit">
          {() => <CheckField label={t`Guests may book without paying online`} />}
        </form.AppField>
        <form.AppField name="amenities">
          {() => (
            <CheckGroupField
              legend={t`Amenities`}
              options={HOTEL_AMENITIES.map((k) => ({ value: k, label: i18n._(FEATURE_LABELS[k]) }))}
            />
          )}
        </form.AppField>
        <form.AppField name="service_ids">
          {() => (
            <CheckGroupField
              legend={t`Services`}
              options={options.services.map((s) => ({ value: s.id, label: localized(s, 'name', language) }))}
            />
          )}
        </form.AppField>
        <form.AppField name="feature_ids">
          {() => (
            <CheckGroupField
              legend={t`Features`}
              options={options.features.map((s) => ({ value: s.id, label: localized(s, 'name', language) }))}
            />
          )}
        </form.AppField>
      </div>
      <SaveActions testId="hotel-save" editing={Boolean(hotel)} adding={<Trans>Add the hotel</Trans>} />
    </Form>
  )
}
