import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { RoomTypeFields } from '../../../../contract/admin-hotels'
import { Form } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { adminOptionsQueryOptions } from '../api/hotels'
import { type AdminRoomType, useSaveRoomType } from '../api/room-types'
import { numberText, typedNumber } from '../form-values'
import { CheckGroupField } from './check-fields'
import { SaveActions, useSaveAndSay } from './saving-form'
import { inThreeLanguages, TrilingualFields } from './trilingual-fields'

const NUMBERS = [
  'adult_number',
  'children_number',
  'bed_number',
  'bathroom_number',
  'size_m2',
  'room_count',
  'base_rate',
  'child_night_rate',
] as const

function valuesOf(r: AdminRoomType | null) {
  return {
    ar_name: r?.ar_name ?? '',
    en_name: r?.en_name ?? '',
    kr_name: r?.kr_name ?? '',
    adult_number: numberText(r?.adult_number ?? 2),
    children_number: numberText(r?.children_number ?? 0),
    bed_number: numberText(r?.bed_number ?? 1),
    bathroom_number: numberText(r?.bathroom_number ?? 1),
    size_m2: numberText(r?.size_m2),
    room_count: numberText(r?.room_count),
    base_rate: numberText(r?.base_rate),
    cancellation_policy: r?.cancellation_policy ?? 'free_until',
    free_cancel_days: numberText(r?.free_cancel_days ?? 1),
    child_night_rate: numberText(r?.child_night_rate),
    service_ids: r?.service_ids ?? [],
  }
}
type Values = ReturnType<typeof valuesOf>

const toInput = (v: Values) => ({
  ...v,
  // Blank size or child rate is null (no size; the hotel's child rate), other blanks are missing.
  ...Object.fromEntries(
    NUMBERS.map((k) => [
      k,
      typedNumber(v[k]) ?? (k === 'size_m2' || k === 'child_night_rate' ? null : undefined),
    ]),
  ),
  // The days matter only with a free period; the other terms keep what was stored.
  free_cancel_days:
    v.cancellation_policy === 'free_until' ? (typedNumber(v.free_cancel_days) ?? undefined) : undefined,
})

/** Creates a room type in `hotelId` (`room` null) or edits one (issue 19 item 2). */
export function RoomTypeForm({
  hotelId,
  room,
  onSaved,
}: {
  hotelId: number
  room: AdminRoomType | null
  onSaved?: (r: AdminRoomType) => void
}) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const { data: options } = useSuspenseQuery(adminOptionsQueryOptions())
  const save = useSaveRoomType(hotelId, room?.id ?? null)
  const form = useContractForm({
    schema: RoomTypeFields,
    defaultValues: valuesOf(room),
    toInput,
    onSubmit: useSaveAndSay(save, onSaved),
  })
  return (
    <Form form={form} className="console-card" aria-label={t`Room type details`} data-testid="room-type-form">
      <div className="console-grid">
        <TrilingualFields form={form} fields={inThreeLanguages('name')} text="name" required />
        <form.AppField name="adult_number">
          {(f) => <f.TextField label={t`Adults`} inputMode="numeric" required />}
        </form.AppField>
        <form.AppField name="children_number">
          {(f) => <f.TextField label={t`Children`} inputMode="numeric" required />}
        </form.AppField>
        <form.AppField name="bed_number">
          {(f) => <f.TextField label={t`Beds`} inputMode="numeric" required />}
        </form.AppField>
        <form.AppField name="bathroom_number">
          {(f) => <f.TextField label={t`Bathrooms`} inputMode="numeric" required />}
        </form.AppField>
        <form.AppField name="size_m2">
          {(f) => <f.TextField label={t`Size (m²)`} inputMode="numeric" />}
        </form.AppField>
        <form.AppField name="room_count">
          {(f) => (
            <f.TextField
              label={t`Number of rooms`}
              inputMode="numeric"
              required
              hint={
                room
                  ? t`New nights offer this many; change nights already on sale in the calendar.`
                  : undefined
              }
            />
          )}
        </form.AppField>
        <form.AppField name="base_rate">
          {(f) => (
            <f.TextField
              label={t`Base rate per night (US$)`}
              inputMode="decimal"
              required
              hint={
                room
                  ? t`New nights start at this rate; change nights already on sale in the calendar.`
                  : undefined
              }
            />
          )}
        </form.AppField>
        <form.AppField name="child_night_rate">
          {(f) => (
            <f.TextField
              label={t`Older child, per night (US$)`}
              inputMode="decimal"
              hint={t`For each child from the hotel's free age. Leave blank to use the hotel's rate.`}
            />
          )}
        </form.AppField>
        <form.AppField name="cancellation_policy">
          {(f) => (
            <f.SelectField label={t`Cancellation`} required>
              <option value="free_until">{t`Free until some days before arrival`}</option>
              <option value="first_night">{t`The first night is always charged`}</option>
              <option value="non_refundable">{t`Non-refundable`}</option>
            </f.SelectField>
          )}
        </form.AppField>
        <form.Subscribe selector={(s) => s.values.cancellation_policy}>
          {(policy) =>
            policy === 'free_until' ? (
              <form.AppField name="free_cancel_days">
                {(f) => (
                  <f.TextField
                    label={t`Free cancellation until this many days before arrival`}
                    inputMode="numeric"
                    required
                    hint={t`0: until the arrival day begins (midnight, Iraq time). After that, the first night is charged.`}
                  />
                )}
              </form.AppField>
            ) : null
          }
        </form.Subscribe>
        <form.AppField name="service_ids">
          {() => (
            <CheckGroupField
              legend={t`Services`}
              options={options.services.map((s) => ({ value: s.id, label: localized(s, 'name', language) }))}
            />
          )}
        </form.AppField>
      </div>
      <SaveActions
        testId="room-type-save"
        editing={Boolean(room)}
        adding={<Trans>Add the room type</Trans>}
      />
    </Form>
  )
}
