import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { RESERVATION_FILTERS } from '../../contract/admin-filters'
import { useToast } from '../components/ui/toast'
import { adminHotelsQueryOptions } from '../features/admin/api/hotels'
import {
  adminReservationsQueryOptions,
  downloadReservationsCsv,
  type ReservationFilters,
} from '../features/admin/api/reservations'
import { ConsolePager } from '../features/admin/components/console-pager'
import { useStatusLabel } from '../features/admin/components/reservation-status'
import { ReservationTable } from '../features/admin/components/reservation-table'
import { ReservationsTabs } from '../features/admin/components/reservations-tabs'
import { ApiError } from '../lib/api'
import { formatNumber, localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))
const ListSearch = v.object({
  hotel_id: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  from: v.fallback(v.optional(day, ''), ''),
  to: v.fallback(v.optional(day, ''), ''),
  status: v.fallback(v.optional(v.picklist(['', ...RESERVATION_FILTERS]), ''), ''),
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100)), ''), ''),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
})

/** Every reservation of the operator's hotels: filters, pages, and the filtered list as CSV. */
export const Route = createFileRoute('/admin/reservations/list')({
  validateSearch: ListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps: { page, ...filters } }) =>
    context.queryClient.ensureQueryData(adminReservationsQueryOptions(filters, page)),
  component: ReservationListPage,
})

function ReservationListPage() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const toast = useToast()
  const statusLabel = useStatusLabel()
  const { page, ...filters } = Route.useSearch()
  const navigate = Route.useNavigate()
  const [draft, setDraft] = useState<ReservationFilters>(filters)
  const [exporting, setExporting] = useState(false)
  const { data } = useSuspenseQuery(adminReservationsQueryOptions(filters, page))
  const hotels = useQuery(adminHotelsQueryOptions('', 1))
  const set = (patch: Partial<ReservationFilters>) => setDraft((d) => ({ ...d, ...patch }))
  const exportCsv = async () => {
    setExporting(true)
    try {
      await downloadReservationsCsv(filters)
    } catch (err) {
      toast.show(err instanceof ApiError ? err.message : t`The file could not be made.`, 'error')
    } finally {
      setExporting(false)
    }
  }
  return (
    <>
      <div className="console-head">
        <h1>
          <Trans>Reservations</Trans>
        </h1>
        <button type="button" className="btn" onClick={exportCsv} disabled={exporting}>
          <Trans>Export CSV</Trans>
        </button>
      </div>
      <ReservationsTabs />
      <form
        role="search"
        className="console-filters"
        aria-label={t`Filter reservations`}
        onSubmit={(e) => {
          e.preventDefault()
          void navigate({ search: { ...draft, q: draft.q.trim(), page: 1 } })
        }}
      >
        <label>
          <Trans>Number, name or phone</Trans>
          <input
            className="input"
            type="search"
            value={draft.q}
            onChange={(e) => set({ q: e.target.value })}
            data-testid="reservation-search"
          />
        </label>
        <label>
          <Trans>Hotel</Trans>
          <select
            className="input"
            value={draft.hotel_id ?? ''}
            onChange={(e) => set({ hotel_id: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t`All my hotels`}</option>
            {hotels.data?.data.map((h) => (
              <option key={h.id} value={h.id}>
                {localized(h, 'title', language)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>Staying from</Trans>
          <input
            className="input"
            type="date"
            value={draft.from}
            onChange={(e) => set({ from: e.target.value })}
          />
        </label>
        <label>
          <Trans>Staying until</Trans>
          <input
            className="input"
            type="date"
            value={draft.to}
            onChange={(e) => set({ to: e.target.value })}
          />
        </label>
        <label>
          <Trans>Status</Trans>
          <select
            className="input"
            value={draft.status}
            onChange={(e) => set({ status: e.target.value as ReservationFilters['status'] })}
          >
            <option value="">{t`Any status`}</option>
            {RESERVATION_FILTERS.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary">
          <Trans>Search</Trans>
        </button>
      </form>
      <p role="status">
        <Trans>Found: {formatNumber(data.total, language)}</Trans>
      </p>
      <ReservationTable
        rows={data.data}
        testId="admin-reservations"
        empty={<Trans>No reservation matches.</Trans>}
      />
      <ConsolePager page={page} lastPage={data.last_page} />
    </>
  )
}
