/**
 * Child process of server/services/booking/reliability.test.ts (`node --import tsx` this file).
 * Opens the database the test names, makes one whole reservation, then starts a second one and
 * stops inside its transaction — the reservation, its held nights and its room lines written, not
 * yet committed — until the test SIGKILLs the process. The pause comes from wrapping the booking's
 * statement object; the server's code has no hook for it.
 *
 * Input: one JSON argument, { target, userId, whole, cut } (see KillPlan). Output, one line each:
 * `committed <id>`, then `started <rooms_held seen inside the open transaction>`.
 */
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { BookingRequest } from '../../contract/booking'
import { openPglite, openPostgres } from '../../server/db/client'
import { roomNights } from '../../server/db/schema'
import type { Tx } from '../../server/services/booking/inventory'
import { makeReservation, writeBooking } from '../../server/services/booking/reserve'

export interface KillPlan {
  /** PostgreSQL: a URL (with an application_name the test watches); PGlite: a data directory. */
  target: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string }
  userId: number
  whole: { request: v.InferInput<typeof BookingRequest>; key: string }
  /** Paused after writing the reservation, its held nights and room lines, before the commit. */
  cut: { request: v.InferInput<typeof BookingRequest>; key: string }
}

/**
 * Makes the next run of the booking's statement (`writeBooking`, server/services/booking/reserve.ts)
 * run `pause` on its transaction once it has answered: by then the reservation, its held nights
 * and its room lines are written, and the transaction is not committed.
 */
function pauseAfterNextBookingWrite(pause: (tx: Tx) => Promise<void>) {
  const run = writeBooking.run.bind(writeBooking)
  writeBooking.run = async (handle, values) => {
    writeBooking.run = run
    const rows = await run(handle, values)
    await pause(handle as Tx)
    return rows
  }
}

async function main() {
  const plan = JSON.parse(process.argv[2] ?? '') as KillPlan
  const database =
    plan.target.kind === 'postgres'
      ? await openPostgres(plan.target.url, 2)
      : await openPglite({ dir: plan.target.dir })
  const opts = (key: string) => ({
    userId: plan.userId,
    language: 'en' as const,
    idempotencyKey: key,
    holdMinutes: 20,
  })

  const whole = await makeReservation(
    database.db,
    v.parse(BookingRequest, plan.whole.request),
    opts(plan.whole.key),
  )
  console.log(`committed ${whole.reservation.id}`)

  const cut = v.parse(BookingRequest, plan.cut.request)
  const first = cut.rooms[0]
  const pause = async (tx: Tx) => {
    // What this transaction sees of the first room's first night: its own hold included.
    const [seen] = await tx
      .select({ held: roomNights.rooms_held })
      .from(roomNights)
      .where(and(eq(roomNights.room_id, first?.room_id ?? 0), eq(roomNights.night, cut.checkin)))
    console.log(`started ${seen?.held ?? -1}`)
    // PGlite keeps no handle open: without a timer the process would simply end here.
    setInterval(() => {}, 60_000)
    await new Promise<never>(() => {})
  }
  pauseAfterNextBookingWrite(pause)
  await makeReservation(database.db, cut, opts(plan.cut.key))
  console.log('finished (the test should have killed this process before)')
  await database.close()
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
