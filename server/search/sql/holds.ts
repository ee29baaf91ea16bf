/**
 * The hold limits' count (decision 32), as one function the booking's write statement calls
 * (server/services/booking/reserve.ts, `writeBooking`): it takes the account's and the address's
 * locks, then counts their live holds.
 *
 * - Transaction-scoped advisory locks serialise the holds of one account and of one address:
 *   always account first, then address, so two bookings never wait on each other in a circle.
 * - The count must see the holds committed while the lock was waited for. A statement's snapshot
 *   is taken when it starts, before any lock it takes; a VOLATILE SQL function takes a new
 *   snapshot for each of its statements, so the count, after the lock, sees them. (Before, the
 *   lock was a statement of its own: one round trip more for every booking.)
 * - `counting` false (no limits: agents, HOLD_LIMITS=off) locks and reads nothing.
 *
 * The account's holds, then the address's that are not the account's: each read by its own
 * index. Written as one OR, the generic plan read every live hold of the site (bench:booking,
 * 1.8 ms a booking with 2,300 live holds, and growing with them).
 */
const liveHolds = (whose: string) => `SELECT r.user_id, r.client_ip, r.hold_expires_at,
      r.nights * (SELECT coalesce(sum(rr.number_of_rooms), 0) FROM reservation_rooms rr
                  WHERE rr.reservation_id = r.id) AS room_nights
    FROM reservations r
    WHERE counting AND ${whose} AND r.status = 'held' AND r.hold_expires_at > at`

export const holdsSql: string[] = [
  `CREATE OR REPLACE FUNCTION hold_usage(counting boolean, account integer, address text, at timestamptz)
RETURNS TABLE (user_holds integer, user_room_nights integer, user_first_free_ms float8,
               ip_holds integer, ip_room_nights integer, ip_first_free_ms float8)
LANGUAGE sql VOLATILE AS $$
  SELECT pg_advisory_xact_lock(hashtext('hold-user-' || account::text)),
    CASE WHEN address IS NULL THEN NULL ELSE pg_advisory_xact_lock(hashtext('hold-ip-' || address)) END
  WHERE counting;
  SELECT
    (count(*) FILTER (WHERE user_id = account))::int,
    (coalesce(sum(room_nights) FILTER (WHERE user_id = account), 0))::int,
    (extract(epoch FROM min(hold_expires_at) FILTER (WHERE user_id = account)) * 1000)::float8,
    (count(*) FILTER (WHERE client_ip = address))::int,
    (coalesce(sum(room_nights) FILTER (WHERE client_ip = address), 0))::int,
    (extract(epoch FROM min(hold_expires_at) FILTER (WHERE client_ip = address)) * 1000)::float8
  FROM (
    ${liveHolds('r.user_id = account')}
    UNION ALL
    ${liveHolds('r.client_ip = address AND r.user_id IS DISTINCT FROM account')}
  ) live
$$`,
]
