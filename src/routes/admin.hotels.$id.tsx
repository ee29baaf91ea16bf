import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useErrorText } from '../components/form/use-error-text'
import { useToast } from '../components/ui/toast'
import { hotelDiscountsQueryOptions } from '../features/admin/api/discounts'
import {
  adminHotelQueryOptions,
  adminOptionsQueryOptions,
  usePublishHotel,
} from '../features/admin/api/hotels'
import { AuditList } from '../features/admin/components/audit-list'
import { ConsoleTable } from '../features/admin/components/console-table'
import { DiscountEditor } from '../features/admin/components/discount-editor'
import { HotelForm } from '../features/admin/components/hotel-form'
import { PhotoManager } from '../features/admin/components/photo-manager'
import { PublishedBadge } from '../features/admin/components/published-badge'
import { idParam } from '../features/admin/console-params'
import { formatMoney, formatNumber, localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

/** One hotel: its details, publication, room types and the record of its changes. */
export const Route = createFileRoute('/admin/hotels/$id')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(adminHotelQueryOptions(idParam(params.id))),
      context.queryClient.ensureQueryData(adminOptionsQueryOptions()),
      context.queryClient.ensureQueryData(hotelDiscountsQueryOptions(idParam(params.id))),
    ]),
  component: HotelPage,
})

function HotelPage() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const id = idParam(Route.useParams().id)
  const { data: hotel } = useSuspenseQuery(adminHotelQueryOptions(id))
  const publish = usePublishHotel(id)
  const toast = useToast()
  const errorText = useErrorText()
  const published = hotel.show_in_website
  return (
    <>
      <div className="console-head">
        <h1>{localized(hotel, 'title', language)}</h1>
        <div className="console-actions" style={{ marginBlockStart: 0 }}>
          <PublishedBadge published={published && hotel.is_active} />
          <button
            type="button"
            className={published ? 'btn' : 'btn btn-primary'}
            disabled={publish.isPending}
            aria-busy={publish.isPending}
            data-testid="hotel-publish"
            onClick={() =>
              publish.mutate(!published, {
                onSuccess: (h) =>
                  toast.show(
                    h.show_in_website ? t`The hotel is on the site` : t`The hotel is hidden from guests`,
                    'success',
                  ),
                onError: (err) => toast.show(errorText(err), 'error'),
              })
            }
          >
            {published ? <Trans>Hide from guests</Trans> : <Trans>Publish</Trans>}
          </button>
          <Link to="/admin/reviews" search={{ hotel: id, filter: 'all', page: 1 }} className="btn">
            <Trans>Reviews</Trans>
          </Link>
        </div>
      </div>
      <div className="console-two">
        <div>
          <HotelForm key={hotel.id} hotel={hotel} />
          <PhotoManager owner={{ kind: 'hotel', id: hotel.id }} photos={hotel.images} />
          <DiscountEditor hotelId={hotel.id} />
          <h2>
            <Trans>Room types</Trans>
          </h2>
          {hotel.room_types.length === 0 ? (
            <p>
              <Trans>No room types yet.</Trans>
            </p>
          ) : (
            <ConsoleTable
              rows={hotel.room_types}
              testId="hotel-room-types"
              columns={[
                {
                  head: <Trans>Room type</Trans>,
                  main: true,
                  cell: (r) => (
                    <Link to="/admin/room-types/$id" params={{ id: String(r.id) }}>
                      {localized(r, 'name', language)}
                    </Link>
                  ),
                },
                {
                  head: <Trans>Rooms</Trans>,
                  label: true,
                  cell: (r) => formatNumber(r.room_count, language),
                },
                {
                  head: <Trans>Base rate</Trans>,
                  label: true,
                  cell: (r) => formatMoney(r.base_rate, 'USD', language),
                },
              ]}
            />
          )}
          <div className="console-actions">
            <Link to="/admin/room-types/new" search={{ hotel: hotel.id }} className="btn">
              <Trans>Add a room type</Trans>
            </Link>
          </div>
        </div>
        <AuditList entity="hotel" id={hotel.id} />
      </div>
    </>
  )
}
