/**
 * Child process of server/services/booking/reliability.test.ts (`node --import tsx` this file).
 * Opens the database the test names, makes one whole reservation, then starts a second one and
 * stops inside its transaction — the reservation row written and some rooms held, the last room
 * lines not yet — until the test SIGKILLs the process. The pause comes from wrapping the handle
 * given to makeReservation; the server's code has no hook for it.
 *
 * Input: one JSON argument, { target, userId, whole, cut } (see KillPlan). Output, one line each:
 * `committed <id>`, then `started <rooms_held seen inside the open transaction>`.
 */
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { BookingRequest } from '../../contract/booking'
import { type Db, openPglite, openPostgres } from '../../server/db/client'
import { reservationRooms, roomNights } from '../../server/db/schema'
import type { Tx } from '../../server/services/booking/inventory'
import { makeReservation } from '../../server/services/booking/reserve'

export interface KillPlan {
  /** PostgreSQL: a URL (with an application_name the test watches); PGlite: a data directory. */
  target: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string }
  userId: number
  whole: { request: v.InferInput<typeof BookingRequest>; key: string }
  /** Paused before writing its `pauseAtLine`-th room line (1-based), after holding that room. */
  cut: { request: v.InferInput<typeof BookingRequest>; key: string; pauseAtLine: number }
}

/** A transaction handle whose n-th `insert(reservationRooms)` first runs `pause`. */
function pausingTx(tx: Tx, n: number, pause: (tx: Tx) => Promise<void>): Tx {
  let lines = 0
  return new Proxy(tx, {
    get(target, prop, receiver) {
      if (prop !== 'insert') return Reflect.get(target, prop, receiver)
      return (table: unknown) => {
        if (table !== reservationRooms || ++lines !== n)
          return target.insert(table as typeof reservationRooms)
        // reserve.ts awaits `tx.insert(reservationRooms).values(line)`: a thenable is enough.
        return {
          values: (row: typeof reservationRooms.$inferInsert) => ({
            // biome-ignore lint/suspicious/noThenProperty: stands in for drizzle's thenable query builder
            then: (ok: (value: unknown) => unknown, fail: (err: unknown) => unknown) =>
              pause(target)
                .then(() => target.insert(reservationRooms).values(row))
                .then(ok, fail),
          }),
        }
      }
    },
  })
}

function pausingDb(db: Db, n: number, pause: (tx: Tx) => Promise<void>): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver)
      const run: Db['transaction'] = (fn, config) =>
        target.transaction((tx) => fn(pausingTx(tx, n, pause)), config)
      return run
    },
  })
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
  await makeReservation(pausingDb(database.db, plan.cut.pauseAtLine, pause), cut, opts(plan.cut.key))
  console.log('finished (the test should have killed this process before)')
  await database.close()
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
