import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { CalendarChange } from '../../../../contract/admin-calendar'
import { Form, FormAlert, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api'
import { formatDate, formatNumber } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
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

/** Nights refused because rooms to sell would go below rooms sold (the server's 409). */
type Short = { night: string; sold: number }[]

/** Bulk edit of a range of nights: `PUT /api/admin/room-types/{id}/calendar`. */
export function CalendarEditor({
  roomTypeId,
  range,
}: {
  roomTypeId: number
  range: { from: string; to: string } | null
}) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const toast = useToast()
  const change = useChangeCalendar(roomTypeId)
  const [short, setShort] = useState<Short>([])
  const form = useContractForm({
    schema: CalendarChange,
    defaultValues: EMPTY,
    toInput,
    onSubmit: async (body) => {
      setShort([])
      const nights = await change.mutateAsync(body)
      toast.show(t`${formatNumber(nights.length, language)} nights changed`, 'success')
    },
    onRefused: (err) => {
      const nights =
        err instanceof ApiError && err.status === 409 ? (err.body as { nights?: Short }).nights : null
      if (nights) setShort(nights)
      return Boolean(nights)
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
      {short.length > 0 && (
        <div className="form-alert" role="alert" data-testid="calendar-below-sold">
          <p>
            <Trans>Rooms to sell cannot go below the rooms already sold on these nights:</Trans>
          </p>
          <ul>
            {short.map((s) => (
              <li key={s.night}>
                <Trans>
                  {formatDate(s.night, language, { weekday: 'short', day: 'numeric', month: 'long' })}:{' '}
                  {formatNumber(s.sold, language)} sold
                </Trans>
              </li>
            ))}
          </ul>
        </div>
      )}
      <FormAlert />
      <div className="console-actions">
        <SubmitButton testId="calendar-save">
          <Trans>Apply to these nights</Trans>
        </SubmitButton>
      </div>
    </Form>
  )
}
