import { randomUUID } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import { type ConfirmBody, type Reservation, reservationNo } from '../../../contract/booking'
import { messages } from '../../../contract/messages'
import type { Db } from '../../db/client'
import { currencies, payments, reservations } from '../../db/schema'
import type { Caller } from '../../http/context'
import { HttpError, notFound } from '../../http/errors'
import type { Logger } from '../../logger'
import type { PaymentProvider } from '../../payments/provider'
import { convert } from '../currencies'
import { type FollowUps, markBooked } from './booked'
import { commitHold } from './inventory'
import { ownReservationRow, presentReservations } from './reservation-view'
import { withRetry } from './retry'

/** Giving details or starting payment late in a hold buys this much more time, up to MAX_HOLD. */
const PAYMENT_GRACE_MS = 10 * 60_000
const MAX_HOLD_FACTOR = 2

interface ConfirmOptions {
  caller: Caller
  publicUrl: string
  holdMinutes: number
  followUps: FollowUps
  provider: () => Promise<PaymentProvider>
  log: Logger
  now?: Date
}

/**
 * `POST /api/confirm/reservation/{id}`: stores the guest's details on the caller's held
 * reservation. An agent's booking is confirmed at once, without payment; anyone else gets
 * a payment at the configured provider and the page to pay on.
 */
export async function confirmReservation(
  db: Db,
  id: number,
  body: ConfirmBody,
  opts: ConfirmOptions,
): Promise<{ payment_url: string | null; reservation: Reservation }> {
  const now = opts.now ?? new Date()
  const row = await ownReservationRow(db, id, opts.caller.userId)
  if (!row) throw notFound()
  if (row.status === 'paid' || row.status === 'confirmed') throw new HttpError(409, messages.alreadyPaid.id)
  if (row.status !== 'held' || row.hold_expires_at <= now) throw new HttpError(409, messages.holdExpired.id)

  const latest = new Date(row.created_at.getTime() + opts.holdMinutes * 60_000 * MAX_HOLD_FACTOR)
  const extended = new Date(
    Math.min(latest.getTime(), Math.max(row.hold_expires_at.getTime(), now.getTime() + PAYMENT_GRACE_MS)),
  )
  const details = {
    full_name: body.full_name,
    email: body.email,
    phone: body.phone,
    guest_country: body.country,
    arrival_time: body.arrival_time,
    details_at: now,
  }

  if (opts.caller.isAgent) {
    const booked = await withRetry(() =>
      db.transaction(async (tx) => {
        const [r] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update')
        if (r?.status !== 'held' || r.hold_expires_at <= now) return null
        await tx.update(reservations).set(details).where(eq(reservations.id, id))
        await commitHold(tx, r)
        await markBooked(tx, r, 'confirmed', opts.followUps, now)
        return true
      }),
    )
    if (!booked) throw new HttpError(409, messages.holdExpired.id)
    const fresh = await ownReservationRow(db, id, opts.caller.userId)
    return {
      payment_url: null,
      reservation: (await presentReservations(db, fresh ? [fresh] : [], now))[0] as Reservation,
    }
  }

  const provider = await opts.provider()
  // A provider that charges in one currency only (ZainCash: IQD) gets the same total converted.
  let amount = row.total_converted
  let currency = row.currency
  if (provider.currencies && !provider.currencies.includes(currency)) {
    const target = provider.currencies[0] as string
    const [rate] = await db
      .select({ ex_price: currencies.ex_price, decimals: currencies.decimals })
      .from(currencies)
      .where(eq(currencies.currency_name, target))
    if (!rate) throw new HttpError(503, messages.paymentUnavailable.id)
    amount = convert(row.total_base, rate.ex_price, rate.decimals)
    currency = target
  }
  const paymentId = randomUUID()
  const started = await db.transaction(async (tx) => {
    // Locked: two confirms at once queue here, and the second finds the first one's payment.
    const [locked] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update')
    if (locked?.status !== 'held') return null
    const [r] = await tx
      .update(reservations)
      .set({ ...details, hold_expires_at: extended })
      .where(eq(reservations.id, id))
      .returning()
    if (!r) return null
    // A payment already open at this provider is the one to finish: never a second charge.
    const [open] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.reservation_id, id),
          eq(payments.provider, provider.name),
          sql`${payments.status} = 'pending'`,
        ),
      )
      .orderBy(desc(payments.created_at))
      .limit(1)
    if (open) return { r, open }
    await tx
      .insert(payments)
      .values({ id: paymentId, reservation_id: id, provider: provider.name, amount, currency })
    return { r, open: null }
  })
  if (!started) throw new HttpError(409, messages.holdExpired.id)
  const updated = started.r
  if (started.open) {
    // Its page is still being made by the first confirm: the client tries again shortly.
    if (!started.open.checkout_url) throw new HttpError(409, messages.paymentInProgress.id)
    return {
      payment_url: started.open.checkout_url,
      reservation: (await presentReservations(db, [updated], now))[0] as Reservation,
    }
  }

  let checkout: Awaited<ReturnType<PaymentProvider['startCheckout']>>
  try {
    checkout = await provider.startCheckout({
      paymentId,
      reservationNo: reservationNo(id),
      amount,
      currency,
      description: `Funduq ${reservationNo(id)}`,
      language: updated.language,
      returnUrl: `${opts.publicUrl}/api/payments/${provider.name}/return/${paymentId}`,
      callbackUrl: `${opts.publicUrl}/api/payments/${provider.name}/callback`,
    })
  } catch (err) {
    await db.update(payments).set({ status: 'cancelled', settled_at: now }).where(eq(payments.id, paymentId))
    opts.log.error({ err, payment: paymentId }, 'payment provider refused the checkout')
    throw new HttpError(503, messages.paymentUnavailable.id)
  }
  // Payers are only ever sent to the configured provider's own site.
  if (!checkout.redirectUrl.startsWith(`${provider.checkoutOrigin}/`))
    throw new HttpError(503, messages.paymentUnavailable.id)
  await db
    .update(payments)
    .set({ checkout_url: checkout.redirectUrl, provider_ref: checkout.providerRef ?? null })
    .where(eq(payments.id, paymentId))
  return {
    payment_url: checkout.redirectUrl,
    reservation: (await presentReservations(db, [updated], now))[0] as Reservation,
  }
}
