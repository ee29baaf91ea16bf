import { Plural, Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { adminReservationQueryOptions } from '../features/admin/api/reservations'
import { CancelForGuest } from '../features/admin/components/cancel-for-guest'
import { ConsoleTable } from '../features/admin/components/console-table'
import { ReservationHistory } from '../features/admin/components/reservation-history'
import { StatusBadge, useMoneyStateLabel } from '../features/admin/components/reservation-status'
import { shownPhone } from '../features/admin/components/reservation-table'
import { SettleRefund } from '../features/admin/components/settle-refund'
import { StayButton } from '../features/admin/components/stay-button'
import { idParam } from '../features/admin/console-params'
import { formatDate, formatMoney, formatNumber, localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

/** One reservation: guest, stay, rooms, amounts, payments, refunds, history, and the desk's actions. */
export const Route = createFileRoute('/admin/reservations/$id')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminReservationQueryOptions(idParam(params.id))),
  component: ReservationPage,
})

function ReservationPage() {
  const { language } = usePreferences()
  const id = idParam(Route.useParams().id)
  const { data } = useSuspenseQuery(adminReservationQueryOptions(id))
  const r = data.reservation
  const money = (n: number, currency = r.currency, decimals = r.decimals) =>
    formatMoney(n, currency, language, decimals)
  const day = (d: string) =>
    formatDate(d, language, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' })
  const guestName = r.guest?.full_name ?? data.account.name
  const stateLabel = useMoneyStateLabel()
  return (
    <>
      <p>
        <Link to="/admin/reservations/list">
          <Trans>All reservations</Trans>
        </Link>
      </p>
      <div className="console-head">
        <h1>
          <Trans>
            Reservation <bdi>{r.reservation_no}</bdi>
          </Trans>
        </h1>
        <span className="console-badges" data-testid="reservation-status">
          <StatusBadge status={r.status} />
          {data.stay_status && <StatusBadge status={data.stay_status} />}
        </span>
      </div>
      <div className="console-actions" data-testid="reservation-actions" style={{ marginBlockStart: 0 }}>
        {data.actions.check_in && <StayButton id={r.id} action="check_in" guest={guestName} />}
        {data.actions.check_out && <StayButton id={r.id} action="check_out" guest={guestName} />}
        {data.actions.no_show && <StayButton id={r.id} action="no_show" guest={guestName} />}
        {data.actions.cancel && <CancelForGuest data={data} />}
      </div>
      <div className="console-two">
        <div>
          <h2>
            <Trans>Guest</Trans>
          </h2>
          <dl className="console-facts console-card">
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd>{guestName}</dd>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <bdi dir="ltr">{shownPhone(r.guest?.phone ?? data.account.phone ?? '—')}</bdi>
            </dd>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd>
              <bdi>{r.guest?.email ?? data.account.email ?? '—'}</bdi>
            </dd>
            <dt>
              <Trans>Arrival time</Trans>
            </dt>
            <dd>
              <bdi>{r.guest?.arrival_time ?? '—'}</bdi>
            </dd>
            <dt>
              <Trans>Account</Trans>
            </dt>
            <dd>
              {data.account.is_guest ? <Trans>Guest session (not signed up)</Trans> : data.account.name}
            </dd>
          </dl>

          <h2>
            <Trans>Stay</Trans>
          </h2>
          <dl className="console-facts console-card">
            <dt>
              <Trans>Hotel</Trans>
            </dt>
            <dd>{localized(r.hotel, 'title', language)}</dd>
            <dt>
              <Trans>Check-in</Trans>
            </dt>
            <dd>{day(r.checkin)}</dd>
            <dt>
              <Trans>Check-out</Trans>
            </dt>
            <dd>{day(r.checkout)}</dd>
            <dt>
              <Trans>Nights</Trans>
            </dt>
            <dd>{formatNumber(r.nights, language)}</dd>
            <dt>
              <Trans>Guests</Trans>
            </dt>
            <dd>
              <Plural value={r.adults} one="# adult" other="# adults" />
              {r.children > 0 && (
                <>
                  {', '}
                  <Plural value={r.children} one="# child" other="# children" />
                </>
              )}
            </dd>
            <dt>
              <Trans>Rooms</Trans>
            </dt>
            <dd>
              <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
                {r.rooms.map((room) => (
                  <li key={room.room_id}>
                    {formatNumber(room.number_of_rooms, language)} × {localized(room, 'name', language)} —{' '}
                    {money(room.total_price_with_currency)}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>

          <h2>
            <Trans>Amounts</Trans>
          </h2>
          <dl className="console-facts console-card">
            <dt>
              <Trans>Price</Trans>
            </dt>
            <dd>{money(r.original_price)}</dd>
            <dt>
              <Trans>Discount</Trans>
            </dt>
            <dd>{money(r.discount)}</dd>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>
              <strong>{money(r.total_price_with_currency)}</strong>
            </dd>
            {data.actions.cancel && r.status !== 'held' && (
              <>
                <dt>
                  <Trans>Cancelling now keeps</Trans>
                </dt>
                <dd>{money(r.cancellation.penalty)}</dd>
              </>
            )}
          </dl>

          <h2>
            <Trans>Payments</Trans>
          </h2>
          <ConsoleTable
            rows={data.payments}
            testId="payments"
            empty={
              <Trans>No payment: an agent's booking is paid at the hotel, a hold is not paid yet.</Trans>
            }
            columns={[
              {
                head: <Trans>Amount</Trans>,
                main: true,
                cell: (p) => money(p.amount, p.currency, p.currency === 'IQD' ? 0 : 2),
              },
              { head: <Trans>Provider</Trans>, cell: (p) => p.provider },
              { head: <Trans>Status</Trans>, cell: (p) => stateLabel('payment', p.status) },
              {
                head: <Trans>Reference</Trans>,
                label: true,
                empty: (p) => p.provider_ref === null,
                cell: (p) => <bdi>{p.provider_ref ?? '—'}</bdi>,
              },
            ]}
          />

          <h2>
            <Trans>Refunds</Trans>
          </h2>
          {data.refunds.length === 0 ? (
            <p className="empty-state">
              <Trans>No refund.</Trans>
            </p>
          ) : (
            data.refunds.map((f) => (
              <div
                key={f.id}
                className="console-card"
                data-testid="refund"
                style={{ marginBlockEnd: '0.75rem' }}
              >
                <p style={{ marginBlockStart: 0 }}>
                  <strong>{money(f.amount, f.currency, f.currency === 'IQD' ? 0 : 2)}</strong>
                  {' · '}
                  {f.awaiting ? <StatusBadge status="refund_pending" /> : stateLabel('refund', f.status)}
                  {f.provider_ref && (
                    <>
                      {' · '}
                      <bdi>{f.provider_ref}</bdi>
                    </>
                  )}
                </p>
                {f.awaiting && <SettleRefund reservationId={r.id} refundId={f.id} />}
              </div>
            ))
          )}
        </div>
        <ReservationHistory events={data.history} />
      </div>
    </>
  )
}
