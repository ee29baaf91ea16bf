import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { DiscountFields } from '../../../../contract/admin-discounts'
import { Form, FormAlert, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useToast } from '../../../components/ui/toast'
import { formatNumber, localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { useStayDates } from '../../../lib/use-stay-dates'
import {
  type AdminDiscount,
  hotelDiscountsQueryOptions,
  useDeleteDiscount,
  useSaveDiscount,
} from '../api/discounts'
import { numberText, typedNumber } from '../form-values'
import { ConsoleTable } from './console-table'
import { DeleteButton } from './delete-button'
import { inThreeLanguages, TrilingualFields } from './trilingual-fields'

/**
 * A hotel's discounts (decision 33: taken off the stays at the hotel inside its stay dates,
 * decision 43; the best promotion applies): a table with Edit and Delete on each row, and one form below that adds a discount
 * or changes the one being edited. Search and booking price the change from the next request.
 */
export function DiscountEditor({ hotelId }: { hotelId: number }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const headingId = useId()
  const list = useQuery(hotelDiscountsQueryOptions(hotelId))
  const remove = useDeleteDiscount(hotelId)
  const [editing, setEditing] = useState<AdminDiscount | null>(null)
  const percent = (n: number) => formatNumber(n / 100, language, { style: 'percent' })
  const { stayDates, bookBy } = useStayDates()
  return (
    <section
      className="console-card"
      // Spaced from the photos' card above as that one is from the hotel's form.
      style={{ marginBlockStart: 'var(--space-4)' }}
      aria-labelledby={headingId}
      data-testid="discount-editor"
    >
      <h2 id={headingId} style={{ marginBlockStart: 0 }}>
        <Trans>Discounts</Trans>
      </h2>
      <p className="console-hint">
        <Trans>
          Taken off the room rates of the stays at the hotel whose nights all fall within its stay dates
          (every stay when none are set), from the next search. When an offer gives more, the offer applies
          instead: they do not add up.
        </Trans>
      </p>
      {list.isPending ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : list.isError ? (
        <p role="alert">
          <Trans>The discounts could not be loaded.</Trans>
        </p>
      ) : list.data.length === 0 ? (
        <p>
          <Trans>No discount.</Trans>
        </p>
      ) : (
        <ConsoleTable
          rows={list.data}
          testId="discount-table"
          rowProps={(d) => ({ 'aria-current': editing?.id === d.id ? 'true' : undefined })}
          columns={[
            { head: <Trans>Discount</Trans>, cell: (d) => percent(d.percentage) },
            {
              head: <Trans>Stay dates</Trans>,
              label: true,
              cell: (d) => (
                <>
                  {stayDates(d.stay_from, d.stay_to) ?? t`Every stay`}
                  {d.book_by ? <div className="console-muted">{bookBy(d.book_by)}</div> : null}
                </>
              ),
            },
            {
              head: <Trans>Description</Trans>,
              clip: true,
              // Isolated: an English text in an Arabic page keeps its own order ("20% off").
              cell: (d) => <bdi>{localized(d, 'description', language) || '—'}</bdi>,
            },
            {
              head: (
                <span className="visually-hidden">
                  <Trans>Actions</Trans>
                </span>
              ),
              cell: (d) => (
                <span className="console-confirm">
                  <button
                    type="button"
                    className="btn"
                    onClick={() => setEditing(d)}
                    aria-label={t`Edit the discount of ${percent(d.percentage)}`}
                  >
                    <Trans>Edit</Trans>
                  </button>
                  <DeleteButton
                    testId={`discount-delete-${d.id}`}
                    onDelete={async () => {
                      await remove.mutateAsync(d.id)
                      if (editing?.id === d.id) setEditing(null)
                    }}
                  />
                </span>
              ),
            },
          ]}
        />
      )}
      {/* A new key per discount edited: the form starts from that discount's values. */}
      <DiscountForm
        key={editing?.id ?? 'new'}
        hotelId={hotelId}
        discount={editing}
        onDone={() => setEditing(null)}
      />
    </section>
  )
}

function valuesOf(d: AdminDiscount | null) {
  return {
    percentage: numberText(d?.percentage),
    ar_description: d?.ar_description ?? '',
    en_description: d?.en_description ?? '',
    kr_description: d?.kr_description ?? '',
    stay_from: d?.stay_from ?? '',
    stay_to: d?.stay_to ?? '',
    book_by: d?.book_by ?? '',
  }
}
type Values = ReturnType<typeof valuesOf>

const toInput = (v: Values) => ({ ...v, percentage: typedNumber(v.percentage) ?? undefined })

function DiscountForm({
  hotelId,
  discount,
  onDone,
}: {
  hotelId: number
  discount: AdminDiscount | null
  onDone: () => void
}) {
  const { t } = useLingui()
  const toast = useToast()
  const save = useSaveDiscount(hotelId, discount?.id ?? null)
  const form = useContractForm({
    schema: DiscountFields,
    defaultValues: valuesOf(discount),
    toInput,
    onSubmit: async (body) => {
      await save.mutateAsync(body)
      toast.show(t`Saved`, 'success')
      form.reset(valuesOf(null))
      onDone()
    },
  })
  return (
    <Form
      form={form}
      aria-label={discount ? t`Change the discount` : t`Add a discount`}
      data-testid="discount-form"
      style={{ marginBlockStart: 'var(--space-4)' }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && discount) onDone()
      }}
    >
      <h3 style={{ marginBlockStart: 0 }}>
        {discount ? <Trans>Change the discount</Trans> : <Trans>Add a discount</Trans>}
      </h3>
      <div className="console-grid">
        <form.AppField name="percentage">
          {(f) => (
            <f.TextField
              label={t`Percentage off`}
              inputMode="numeric"
              hint={t`1 to 90`}
              required
              // Editing starts here, so the keyboard lands where the change is made.
              autoFocus={discount !== null}
            />
          )}
        </form.AppField>
        <TrilingualFields form={form} fields={inThreeLanguages('description')} text="description" />
        <form.AppField name="stay_from">
          {(f) => <f.TextField label={t`First night`} type="date" hint={t`Empty: no limit`} />}
        </form.AppField>
        <form.AppField name="stay_to">
          {(f) => <f.TextField label={t`Last night`} type="date" hint={t`Empty: no limit`} />}
        </form.AppField>
        <form.AppField name="book_by">
          {(f) => <f.TextField label={t`Last day of booking`} type="date" hint={t`Empty: no limit`} />}
        </form.AppField>
      </div>
      <FormAlert />
      <div className="console-actions">
        <SubmitButton testId="discount-save">
          {discount ? <Trans>Save changes</Trans> : <Trans>Add the discount</Trans>}
        </SubmitButton>
        {discount ? (
          <button type="button" className="btn" onClick={onDone}>
            <Trans>Cancel</Trans>
          </button>
        ) : null}
      </div>
    </Form>
  )
}
