import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { reservationNo } from '../../../contract/booking'
import type { Language } from '../../../contract/common'
import { formatDate, formatMoneyInWords } from '../../../contract/format'
import { messages } from '../../../contract/messages'
import { currencies, notifications, ratingTokens, refunds, reservations, users } from '../../db/schema'
import { escapeHtml } from '../../escape-html'
import type { AppDeps } from '../../http/context'
import { translate } from '../../i18n'
import { type Mail, mailFor } from '../../messaging/mail'
import { pushForNotification } from '../../push/notify'
import { convert } from '../currencies'
import { penaltyShown } from './cancel'
import { hotelBriefs } from './hotel-brief'
import { bookedTermsLines, termsSentence } from './mail-terms'
import type { ReservationRow } from './reservation-view'
import { voucherPdf } from './voucher'

type Notification = typeof notifications.$inferSelect

const MAX_ATTEMPTS = 5

/**
 * Sends the queued messages that are due. Each is claimed (`sending`) in its own statement
 * before anything goes out, with SKIP LOCKED so that several processes never take the same
 * one; a crash after the claim leaves it `sending`, never sent twice. A failed send goes back
 * to `pending` with a growing delay, and is given up after MAX_ATTEMPTS.
 */
export async function dispatchNotifications(deps: AppDeps, now = new Date(), limit = 50): Promise<number> {
  let sent = 0
  for (let i = 0; i < limit; i++) {
    const due = deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(sql`${notifications.status} = 'pending'`, lte(notifications.not_before, now)))
      .orderBy(asc(notifications.not_before), asc(notifications.id))
      .limit(1)
      .for('update', { skipLocked: true })
    const [claimed] = await deps.db
      .update(notifications)
      .set({ status: 'sending', attempts: sql`${notifications.attempts} + 1` })
      .where(and(inArray(notifications.id, due), sql`${notifications.status} = 'pending'`))
      .returning({ id: notifications.id })
    const id = claimed?.id
    if (id === undefined) break
    const [n] = await deps.db.select().from(notifications).where(eq(notifications.id, id))
    if (!n) continue
    try {
      await sendOne(deps, n)
      await deps.db
        .update(notifications)
        .set({ status: 'sent', sent_at: new Date() })
        .where(eq(notifications.id, id))
      sent += 1
    } catch (err) {
      deps.log.warn({ err, notification: id, kind: n.kind }, 'message not sent, will retry')
      const giveUp = n.attempts >= MAX_ATTEMPTS
      await deps.db
        .update(notifications)
        .set({
          status: giveUp ? 'failed' : 'pending',
          not_before: new Date(now.getTime() + 2 ** n.attempts * 60_000),
        })
        .where(eq(notifications.id, id))
    }
  }
  return sent
}

/** Check-in and check-out as the app writes them: "Saturday, 14 March 2026", "السبت، ١٤ آذار ٢٠٢٦". */
const stayDate = (iso: string, lang: Language) =>
  formatDate(iso, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })

/**
 * The total in words, with the currency's name ("185,000 Iraqi dinars"), never its code; with
 * the price before the discount beside it when something was taken off (decision 33).
 */
async function totalInWords(deps: AppDeps, r: ReservationRow, lang: Language) {
  const words = await moneyInWords(deps, r.currency, r.decimals, lang)
  const original = convert(r.original_base, r.ex_price, r.decimals)
  if (original <= r.total_converted) return words(r.total_converted)
  return fill(messages.mailTotalDiscounted.id, lang, {
    total: words(r.total_converted),
    original: words(original),
  })
}

/** Amounts of `currency` as the e-mails write them: in words, with the currency's name. */
async function moneyInWords(deps: AppDeps, currency: string, decimals: number, lang: Language) {
  const [row] = await deps.db
    .select({ kr_name: currencies.kr_name })
    .from(currencies)
    .where(eq(currencies.currency_name, currency))
  return (amount: number) => formatMoneyInWords(amount, currency, lang, decimals, row?.kr_name)
}

/** The stay's cancellation terms at `at`, as a sentence of the e-mail (decision 32). */
async function termsText(deps: AppDeps, r: ReservationRow, lang: Language, at: Date) {
  const [lines, words] = await Promise.all([
    bookedTermsLines(deps.db, r.id),
    moneyInWords(deps, r.currency, r.decimals, lang),
  ])
  return termsSentence(r, lines, at, lang, words, fill)
}

function fill(id: string, lang: Language, values: Record<string, string>) {
  return translate(id, lang).replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

/** A short HTML body: the text, a button to the link, right to left for Arabic and Sorani. */
function html(lang: Language, text: string, link: { href: string; label: string } | null) {
  const dir = lang === 'en' ? 'ltr' : 'rtl'
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
    : ''
  const brand = escapeHtml(translate(messages.brand.id, lang))
  return `<!doctype html><html lang="${lang === 'kr' ? 'ckb' : lang}" dir="${dir}"><body style="font-family:Tahoma,Arial,sans-serif;line-height:1.6;color:#1d2b36"><h2 style="color:#0b6e4f">${brand}</h2><p>${escapeHtml(text)}</p>${button}</body></html>`
}

async function sendOne(deps: AppDeps, n: Notification) {
  const [r] = await deps.db.select().from(reservations).where(eq(reservations.id, n.reservation_id))
  if (!r) return
  const [owner] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, r.user_id))
  const to = r.email ?? owner?.email
  // No address (a booking abandoned before the details form): nothing to send.
  if (!to) return
  const composed = await compose(deps, n, r, to)
  if (!composed) return
  await mailFor(deps.env).send(composed.mail)
  // The e-mail decides "sent"; the push to the owner's devices never throws (a failure is logged).
  await pushForNotification(deps, n, r, composed.link)
}

async function compose(
  deps: AppDeps,
  n: Notification,
  r: ReservationRow,
  to: string,
): Promise<{ mail: Mail; link: string } | null> {
  const lang = r.language
  const hotel = (await hotelBriefs(deps.db, [r.hotel_id])).get(r.hotel_id)
  if (!hotel) return null
  const title = lang === 'en' ? hotel.en_title : lang === 'kr' ? hotel.kr_title : hotel.ar_title
  const base = deps.env.PUBLIC_URL
  const values = {
    no: reservationNo(r.id),
    hotel: title,
    checkin: stayDate(r.checkin, lang),
    checkout: stayDate(r.checkout, lang),
    total: await totalInWords(deps, r, lang),
    terms: '',
    link: '',
  }
  const make = (
    subjectId: string,
    textId: string,
    link: string,
    label: string,
    extra: Partial<Mail> = {},
  ) => {
    const text = fill(textId, lang, { ...values, link })
    const mail = {
      to,
      subject: fill(subjectId, lang, values),
      text,
      html: html(lang, text, { href: link, label }),
      ...extra,
    }
    return { mail, link }
  }
  switch (n.kind) {
    case 'booking_confirmed': {
      // Only while the booking stands: a reservation cancelled since gets no voucher.
      const voucher = await voucherPdf(deps.db, r, lang)
      if (!voucher) return null
      values.terms = await termsText(deps, r, lang, new Date())
      return make(
        messages.mailBookingConfirmedSubject.id,
        messages.mailBookingConfirmedText.id,
        `${base}/my-bookings`,
        values.no,
        {
          attachments: [{ filename: voucher.filename, content: voucher.pdf, contentType: 'application/pdf' }],
        },
      )
    }
    case 'booking_cancelled': {
      if (r.status !== 'cancelled') return null
      const [refund] = await deps.db
        .select({ amount: refunds.amount, currency: refunds.currency })
        .from(refunds)
        .where(and(eq(refunds.reservation_id, r.id), sql`${refunds.reason} = 'cancelled'`))
      // Amounts in words as in the confirmation: "1,250 Iraqi dinars", never "IQD 1,250".
      const refundText = refund
        ? (
            await moneyInWords(
              deps,
              refund.currency,
              refund.currency === r.currency ? r.decimals : refund.currency === 'IQD' ? 0 : 2,
              lang,
            )
          )(refund.amount)
        : translate(messages.mailRefundNone.id, lang)
      const penalty = (await moneyInWords(deps, r.currency, r.decimals, lang))(penaltyShown(r))
      const link = `${base}/my-bookings`
      // The terms as they stood when the guest cancelled: what the refund and the penalty follow.
      const terms = await termsText(deps, r, lang, r.cancelled_at ?? new Date())
      const text = fill(messages.mailCancelledText.id, lang, {
        ...values,
        terms,
        refund: refundText,
        penalty,
        link,
      })
      return {
        mail: {
          to,
          subject: fill(messages.mailCancelledSubject.id, lang, values),
          text,
          html: html(lang, text, { href: link, label: values.no }),
        },
        link,
      }
    }
    case 'payment_failed':
      return make(
        messages.mailPaymentFailedSubject.id,
        messages.mailPaymentFailedText.id,
        `${base}/hotel?id=${r.hotel_id}`,
        title,
      )
    case 'reminder':
      if (r.status !== 'paid' && r.status !== 'confirmed') return null
      return make(
        messages.mailReminderSubject.id,
        messages.mailReminderText.id,
        `${base}/my-bookings`,
        values.no,
      )
    case 'rating_request': {
      if (r.status !== 'paid' && r.status !== 'confirmed') return null
      const token = randomBytes(24).toString('base64url')
      await deps.db
        .insert(ratingTokens)
        .values({
          reservation_id: r.id,
          token_hash: hashToken(token),
          hotel_id: r.hotel_id,
          user_id: r.user_id,
        })
        .onConflictDoUpdate({ target: ratingTokens.reservation_id, set: { token_hash: hashToken(token) } })
      const link = `${base}/hotel/${r.hotel_id}/reserve/${token}`
      return make(messages.mailRatingSubject.id, messages.mailRatingText.id, link, title)
    }
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
