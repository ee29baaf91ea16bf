import type { Language } from '../../contract/common'

/**
 * What the booking service needs from a payment provider. Each provider (the built-in
 * sandbox, ZainCash…) turns a payment into a page the payer is sent to, and turns what comes
 * back from the provider (a server-to-server callback, or the payer's return with a signed
 * token) into a verified event — or null when it is not authentic, not fresh, or not final.
 * The booking side (server/services/booking/settle.ts) then checks the event against the
 * payment it names (amount, currency, reservation) and applies it once.
 */
export interface CheckoutRequest {
  /** Our payment id (a UUID): the provider's order id. */
  paymentId: string
  reservationNo: string
  /** In `currency`, with the currency's minor digits (IQD: whole dinars). */
  amount: number
  currency: string
  description: string
  language: Language
  /** Where the provider sends the payer back (our server), with whatever it signs. */
  returnUrl: string
  /** Where the provider may notify our server directly. */
  callbackUrl: string
}

export interface Checkout {
  /** The provider's page; must start with the provider's `checkoutOrigin`. */
  redirectUrl: string
  /** The provider's transaction id, when it gives one up front. */
  providerRef: string | null
}

export type PaymentOutcome = 'paid' | 'declined' | 'cancelled'

export interface PaymentEvent {
  /** Unique per provider and event: a redelivery carries the same id. */
  eventId: string
  paymentId: string
  outcome: PaymentOutcome
  amount: number
  currency: string
  providerRef: string | null
  occurredAt: Date
}

/** A confirmed refund, reported by the provider's signed callback. */
export interface RefundEvent {
  eventId: string
  /** Our refund id, as given to `refund`. */
  refundId: string
  paymentId: string
  amount: number
  currency: string
  occurredAt: Date
}

export const isRefundEvent = (e: PaymentEvent | RefundEvent): e is RefundEvent => 'refundId' in e

export interface RefundRequest {
  /** Our refund id (a UUID); the provider reports it back. */
  refundId: string
  paymentId: string
  /** The provider's transaction id of the payment. */
  providerRef: string | null
  amount: number
  currency: string
}

/**
 * What the provider did with a refund: `requested` (it will confirm with a callback; the
 * sandbox hands that signed callback back for us to deliver, as its checkout page does), or
 * `manual` (no refund call: a person at the operator pays it back — ZainCash's classic API).
 */
export type RefundAnswer =
  | { state: 'requested'; providerRef: string | null; callback?: IncomingRequest }
  | { state: 'manual' }

/** What arrived at our callback or return URL. */
export interface IncomingRequest {
  query: Record<string, string>
  /** Raw body text (signatures are computed over the exact bytes). */
  body: string
  headers: Headers
}

export interface PaymentProvider {
  readonly name: string
  /** Origin of the checkout page (`https://test.zaincash.iq`); payment URLs must start with it. */
  readonly checkoutOrigin: string
  /** Currencies it charges in; a payment in another one is converted (ZainCash: IQD only). */
  readonly currencies: readonly string[] | null
  startCheckout(req: CheckoutRequest): Promise<Checkout>
  /** A server-to-server notification: a payment's outcome, or a refund done. */
  verifyCallback(req: IncomingRequest): Promise<PaymentEvent | RefundEvent | null>
  /** Pays a payment (partly) back. Throws when the provider cannot be reached. */
  refund(req: RefundRequest): Promise<RefundAnswer>
  /**
   * The payer coming back. A provider whose return carries no signed result answers null and
   * the booking side reads the state the callback left.
   */
  verifyReturn(req: IncomingRequest): Promise<PaymentEvent | null>
}

/** Events older than this are refused (a replayed old callback). */
export const EVENT_MAX_AGE_MS = 15 * 60 * 1000

export function isFresh(at: Date, now = new Date()): boolean {
  const age = now.getTime() - at.getTime()
  return Number.isFinite(age) && age <= EVENT_MAX_AGE_MS && age >= -60_000
}
