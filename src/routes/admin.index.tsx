import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { adminHotelsQueryOptions, adminOptionsQueryOptions } from '../features/admin/api/hotels'
import { ConsolePager } from '../features/admin/components/console-pager'
import { useIsAdmin } from '../features/admin/components/console-shell'
import { ConsoleTable } from '../features/admin/components/console-table'
import { PublishedBadge } from '../features/admin/components/published-badge'
import { formatNumber, localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

const ListSearch = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100)), ''), ''),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
})

/** The hotels the operator runs: search by name or number, open one to edit it. */
export const Route = createFileRoute('/admin/')({
  validateSearch: ListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(adminHotelsQueryOptions(deps.q, deps.page)),
      context.queryClient.ensureQueryData(adminOptionsQueryOptions()),
    ]),
  component: HotelListPage,
})

function HotelListPage() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const { q, page } = Route.useSearch()
  const navigate = Route.useNavigate()
  const isAdmin = useIsAdmin()
  const [text, setText] = useState(q)
  const { data } = useSuspenseQuery(adminHotelsQueryOptions(q, page))
  const options = useQuery(adminOptionsQueryOptions())
  const place = (governorateId: number, cityId: number | null) => {
    const g = options.data?.governorates.find((x) => x.id === governorateId)
    const c = options.data?.cities.find((x) => x.id === cityId)
    return [c && localized(c, 'name', language), g && localized(g, 'name', language)]
      .filter(Boolean)
      .join('، ')
  }
  return (
    <>
      <div className="console-head">
        <h1>
          <Trans>Hotels</Trans>
        </h1>
        {isAdmin && (
          <Link to="/admin/hotels/new" className="btn btn-primary">
            <Trans>Add a hotel</Trans>
          </Link>
        )}
      </div>
      <form
        role="search"
        className="console-search"
        onSubmit={(e) => {
          e.preventDefault()
          void navigate({ search: { q: text.trim(), page: 1 } })
        }}
      >
        <label className="visually-hidden" htmlFor="hotel-search">
          <Trans>Hotel name or number</Trans>
        </label>
        <input
          id="hotel-search"
          className="input"
          type="search"
          value={text}
          placeholder={t`Hotel name or number`}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn">
          <Trans>Search</Trans>
        </button>
      </form>
      <ConsoleTable
        rows={data.data}
        testId="admin-hotels"
        empty={<Trans>No hotel matches.</Trans>}
        columns={[
          {
            head: <Trans>No.</Trans>,
            label: true,
            cell: (h) => formatNumber(h.id, language, { useGrouping: false }),
          },
          {
            head: <Trans>Hotel</Trans>,
            main: true,
            cell: (h) => (
              <Link to="/admin/hotels/$id" params={{ id: String(h.id) }}>
                {localized(h, 'title', language)}
              </Link>
            ),
          },
          { head: <Trans>Place</Trans>, cell: (h) => place(h.governorate_id, h.city_id) },
          { head: <Trans>Stars</Trans>, label: true, cell: (h) => formatNumber(h.stars, language) },
          { head: <Trans>Room types</Trans>, label: true, cell: (h) => formatNumber(h.room_types, language) },
          {
            head: <Trans>On the site</Trans>,
            cell: (h) => <PublishedBadge published={h.show_in_website && h.is_active} />,
          },
        ]}
      />
      <ConsolePager page={page} lastPage={data.last_page} />
    </>
  )
}
