import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { reservationNo } from '../../contract/booking'
import { UUID_PATTERN } from '../../contract/common'
import { loadOrCreateKey } from '../auth/keys'
import { payments, reservations } from '../db/schema'
import { escapeHtml } from '../escape-html'
import type { AppEnv } from '../http/context'
import { notFound } from '../http/errors'
import { readForm } from '../http/validate'
import { paymentProvider } from '../payments/registry'
import { SANDBOX_SIGNATURE_HEADER, signSandbox } from '../payments/sandbox'
import { receiveCallback } from './payments'

function page(body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Funduq sandbox payment</title>
<style>body{font-family:system-ui,Tahoma,sans-serif;background:#f3f6f8;color:#1d2b36;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:28px;max-width:420px;width:calc(100% - 32px)}
h1{font-size:1.3rem;margin:0 0 4px}.note{color:#5b6b78;font-size:.9rem}.amount{font-size:2rem;font-weight:700;margin:16px 0}
.row{display:flex;gap:12px;margin-top:20px}button{flex:1;font:inherit;padding:12px;border-radius:8px;border:0;cursor:pointer}
.approve{background:#0b6e4f;color:#fff}.decline{background:#e9edf0;color:#9b1c1c}</style></head><body><main>${body}</main></body></html>`
}

/**
 * The sandbox provider's hosted checkout (server/payments/sandbox.ts): a page on our own
 * server where the payer approves or declines. The decision is reported like a real
 * provider would — a signed callback through the same verification as an external one —
 * and the payer is then sent to the return URL, which reads the state it left.
 */
export const sandboxPayRoutes = new Hono<AppEnv>()
  .get('/:payment', async (c) => {
    const deps = c.get('deps')
    const provider = await paymentProvider(deps)
    const id = c.req.param('payment')
    if (provider.name !== 'sandbox' || !UUID_PATTERN.test(id)) throw notFound()
    const [row] = await deps.db
      .select({ payment: payments, reservation: reservations })
      .from(payments)
      .innerJoin(reservations, eq(reservations.id, payments.reservation_id))
      .where(eq(payments.id, id))
    if (!row) throw notFound()
    const p = row.payment
    const amount = new Intl.NumberFormat('en', {
      minimumFractionDigits: p.currency === 'IQD' ? 0 : 2,
      maximumFractionDigits: p.currency === 'IQD' ? 0 : 2,
    }).format(p.amount)
    const open = p.status === 'pending'
    return c.html(
      page(`<h1>Sandbox payment</h1><p class="note">Test checkout: no real money moves.</p>
<p>Booking <strong>${escapeHtml(reservationNo(row.reservation.id))}</strong></p>
<p class="amount" data-testid="sandbox-amount">${escapeHtml(amount)} ${escapeHtml(p.currency)}</p>
${
  open
    ? `<form method="post"><div class="row"><button class="approve" name="decision" value="approve">Approve payment</button><button class="decline" name="decision" value="decline">Decline</button></div></form>`
    : `<p>This payment is ${escapeHtml(p.status)}.</p><p><a href="/api/payments/sandbox/return/${id}">Continue</a></p>`
}`),
    )
  })

  .post('/:payment', async (c) => {
    const deps = c.get('deps')
    const provider = await paymentProvider(deps)
    const id = c.req.param('payment')
    if (provider.name !== 'sandbox' || !UUID_PATTERN.test(id)) throw notFound()
    const form = await readForm(c)
    const decision = form.decision === 'approve' ? 'paid' : 'declined'
    const [p] = await deps.db.select().from(payments).where(eq(payments.id, id))
    if (!p) throw notFound()
    const body = JSON.stringify({
      event_id: randomUUID(),
      payment_id: p.id,
      outcome: decision,
      amount: p.amount,
      currency: p.currency,
      occurred_at: new Date().toISOString(),
    })
    const secret = await loadOrCreateKey(deps.db, 'sandbox_payment_secret')
    const headers = new Headers({ [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, Date.now(), body) })
    await receiveCallback(deps, provider, { query: {}, body, headers })
    return c.redirect(`/api/payments/sandbox/return/${id}`, 303)
  })
