import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { CalendarChange } from '../../../../contract/admin-calendar'
import { Form, FormAlert, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useToast } from '../../../components/ui/toast'
import { useChangeCalendar } from '../api/calendar'
import { typedNumber } from '../form-values'

const EMPTY = { from: '', to: '', rate: '', rooms: '', closed: '', min_nights: '' }
type Values = typeof EMPTY

/** Blank fields are left as they are: only what is filled in changes. */
const toInput = (v: Values) => ({
  from: v.from,
  to: v.to,
  rate: typedNumber(v.rate) ?? undefined,
  rooms: typedNumber(v.rooms) ?? undefined,
  closed: v.closed === '' ? undefined : v.closed === 'close',
  min_nights: typedNumber(v.min_nights) ?? undefined,
})

/**
 * Bulk edit of a range of nights: `PUT /api/admin/room-types/{id}/calendar`. Rooms to sell below
 * what is sold comes back as the rooms field's message, naming the nights.
 */
export function CalendarEditor({
  roomTypeId,
  range,
}: {
  roomTypeId: number
  range: { from: string; to: string } | null
}) {
  const { t } = useLingui()
  const toast = useToast()
  const change = useChangeCalendar(roomTypeId)
  const form = useContractForm({
    schema: CalendarChange,
    defaultValues: EMPTY,
    toInput,
    onSubmit: async (body) => {
      const nights = await change.mutateAsync(body)
      // A plural, not "1 nights": Arabic has six forms, Sorani two; # is written in the reader's digits.
      toast.show(
        t({ message: plural(nights.length, { one: '# night changed', other: '# nights changed' }) }),
        'success',
      )
    },
  })
  useEffect(() => {
    if (!range) return
    form.setFieldValue('from', range.from)
    form.setFieldValue('to', range.to)
  }, [range, form])
  return (
    <Form form={form} aria-label={t`Change a range of nights`} data-testid="calendar-editor">
      <div className="console-grid">
        <form.AppField name="from">
          {(f) => <f.TextField label={t`First night`} type="date" required />}
        </form.AppField>
        <form.AppField name="to">
          {(f) => <f.TextField label={t`Last night`} type="date" required />}
        </form.AppField>
        <form.AppField name="rate">
          {(f) => (
            <f.TextField label={t`Rate per night (US$)`} inputMode="decimal" hint={t`Blank: unchanged`} />
          )}
        </form.AppField>
        <form.AppField name="rooms">
          {(f) => <f.TextField label={t`Rooms to sell`} inputMode="numeric" hint={t`Blank: unchanged`} />}
        </form.AppField>
        <form.AppField name="closed">
          {(f) => (
            <f.SelectField label={t`Sale`}>
              <option value="">{t`Unchanged`}</option>
              <option value="close">{t`Close these nights`}</option>
              <option value="open">{t`Open these nights`}</option>
            </f.SelectField>
          )}
        </form.AppField>
        <form.AppField name="min_nights">
          {(f) => (
            <f.TextField label={t`Minimum stay (nights)`} inputMode="numeric" hint={t`Blank: unchanged`} />
          )}
        </form.AppField>
      </div>
      <FormAlert />
      <div className="console-actions">
        <SubmitButton testId="calendar-save">
          <Trans>Apply to these nights</Trans>
        </SubmitButton>
      </div>
    </Form>
  )
}
