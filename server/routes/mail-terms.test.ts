import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Language } from '../../contract/common'
import { addDays } from '../../contract/dates'
import { formatDate, formatMoneyInWords } from '../../contract/format'
import { discounts, reservationRooms, reservations, rooms } from '../../server/db/schema'
import { runJobsOnce } from '../../server/jobs/background'
import {
  type AccountsApp,
  call,
  createAccountsApp,
  mailTo,
  newGuest,
  parseEml,
} from '../../tests/support/accounts'
import { GUEST_DETAILS, OPEN_ROOM, payInSandbox, stayRequest } from '../../tests/support/booking'
import { convert } from '../services/currencies'

/**
 * Issue 18, decisions 32 and 33: the confirmation and cancellation e-mails state the stay's own
 * cancellation terms (free until which minute of which day, Iraq time, and what is kept after;
 * partly refundable with what is kept; or non-refundable), and the total with the price before
 * the discount, in the guest's language, amounts in words (never "IQD"), dates as the app writes
 * them (never ISO).
 */
let t: AccountsApp
beforeAll(async () => {
  t = await createAccountsApp()
})
afterAll(() => t.close())
beforeEach(() => setPolicy('free_until', 1))

async function setPolicy(policy: 'free_until' | 'first_night' | 'non_refundable', days = 1) {
  await t.deps.db
    .update(rooms)
    .set({ cancellation_policy: policy, free_cancel_days: days })
    .where(eq(rooms.id, OPEN_ROOM.roomId))
}

const LONG = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const

/** Books the probe room in IQD in `lang`, pays, sends the e-mails: the confirmation's text and more. */
async function bookAndPay(lang: Language, offset: number) {
  const guest = await newGuest(t.app)
  const body = { ...stayRequest({}, offset, 2), currency: 'IQD' }
  const headers = { 'Accept-Language': lang }
  const made = (await call(t.app, 'POST', '/api/make-reservation', { token: guest.token, body, headers }))
    .body.data
  const email = `terms-${lang}-${randomUUID().slice(0, 8)}@example.test`
  const url = (
    await call(t.app, 'POST', `/api/confirm/reservation/${made.id}`, {
      token: guest.token,
      body: { ...GUEST_DETAILS, email },
      headers,
    })
  ).body.data.data.payment_url
  await payInSandbox(t, url, 'approve')
  await runJobsOnce(t.deps)
  const mail = (await mailTo(t.deps.env.DATA_DIR, email)).find((m) => m.includes('.pdf'))
  const [row] = await t.deps.db.select().from(reservations).where(eq(reservations.id, made.id))
  const [line] = await t.deps.db
    .select({ first: reservationRooms.first_night_base })
    .from(reservationRooms)
    .where(eq(reservationRooms.reservation_id, made.id))
  if (!row || !line) throw new Error('the reservation was not made')
  // The first night in the booking's currency, as the e-mail must write it.
  const firstNight = (l: Language) =>
    formatMoneyInWords(convert(Number(line.first), row.ex_price, row.decimals), 'IQD', l, row.decimals)
  return { made, row, guest, email, body, firstNight, text: parseEml(mail ?? '').text }
}

/** The text without the reservation number and links (identifiers quoted as they are). */
const withoutNo = (text: string, no: string) => text.replaceAll(no, '').replace(/https?:\/\/\S+/g, '')

describe('the confirmation e-mail states the terms', () => {
  it('free until the last minute of a day, Iraq time, and what is kept after, in ar, en and kr', async () => {
    const en = await bookAndPay('en', 12)
    const lastDay = addDays(en.body.checkin, -2)
    expect(en.text).toContain(
      `Cancellation: free until 23:59 on ${formatDate(lastDay, 'en', LONG)} (Iraq time); after that, cancelling keeps ${en.firstNight('en')} and refunds the rest.`,
    )
    expect(en.firstNight('en')).toMatch(/Iraqi dinars$/)
    expect(en.text).not.toMatch(/IQD|\d{4}-\d{2}-\d{2}/)

    const ar = await bookAndPay('ar', 13)
    expect(ar.text).toContain(
      `الإلغاء: مجاني حتى الساعة ٢٣:٥٩ من يوم ${formatDate(addDays(ar.body.checkin, -2), 'ar', LONG)} (بتوقيت العراق)، وبعد ذلك يُحتسب ${ar.firstNight('ar')} عند الإلغاء`,
    )
    // Arabic-Indic digits everywhere but the booking number; the currency named, not coded.
    expect(withoutNo(ar.text, ar.made.reservation_no)).not.toMatch(/[0-9]|IQD/)

    const kr = await bookAndPay('kr', 14)
    expect(kr.text).toContain(
      `هەڵوەشاندنەوە: بێبەرامبەرە تا کاتژمێر ٢٣:٥٩ی ${formatDate(addDays(kr.body.checkin, -2), 'kr', LONG)} (بە کاتی عێراق)`,
    )
    expect(withoutNo(kr.text, kr.made.reservation_no)).not.toMatch(/[0-9]|IQD/)
  })

  it('partly refundable with the first night kept, or non-refundable', async () => {
    await setPolicy('first_night')
    const partly = await bookAndPay('en', 15)
    expect(partly.text).toContain(
      `Cancellation: partly refundable; cancelling keeps ${partly.firstNight('en')} and refunds the rest.`,
    )
    const partlyAr = await bookAndPay('ar', 16)
    expect(partlyAr.text).toContain(
      `الإلغاء: قابل للاسترداد جزئيًا؛ يُحتسب ${partlyAr.firstNight('ar')} عند الإلغاء ويُستردّ الباقي.`,
    )

    await setPolicy('non_refundable')
    const none = await bookAndPay('en', 17)
    expect(none.text).toContain('Cancellation: non-refundable; cancelling gives nothing back.')
    const noneKr = await bookAndPay('kr', 18)
    expect(noneKr.text).toContain('هەڵوەشاندنەوە: ناگەڕێندرێتەوە؛ هەڵوەشاندنەوە هیچ پارەیەک ناگەڕێنێتەوە.')
  })

  it('gives the discounted total with the price before it when a promotion applied', async () => {
    // A 40 % discount on the probe room's hotel: better than any seeded promotion, so it applies.
    const [promo] = await t.deps.db
      .insert(discounts)
      .values({ hotel_id: OPEN_ROOM.hotelId, percentage: 40 })
      .returning({ id: discounts.id })
    try {
      for (const [lang, offset, word] of [
        ['en', 19, 'instead of'],
        ['ar', 20, 'بدلًا من'],
        ['kr', 21, 'لە جیاتی'],
      ] as const) {
        const b = await bookAndPay(lang, offset)
        const words = (n: number) => formatMoneyInWords(n, 'IQD', lang, b.row.decimals, 'دیناری عێراقی')
        const original = convert(b.row.original_base, b.row.ex_price, b.row.decimals)
        expect(original).toBeGreaterThan(b.row.total_converted)
        expect(b.text).toContain(`${words(b.row.total_converted)} ${word} ${words(original)}`)
      }
    } finally {
      await t.deps.db.delete(discounts).where(eq(discounts.id, promo?.id ?? 0))
    }
  })
})

describe('the cancellation e-mail states the terms it followed', () => {
  it('says until when it was free, and the refund and what was kept in words, in en and ar', async () => {
    for (const [lang, offset] of [
      ['en', 22],
      ['ar', 23],
    ] as const) {
      const b = await bookAndPay(lang, offset)
      const res = await call(t.app, 'POST', `/api/reservations/${b.made.id}/cancel`, {
        token: b.guest.token,
      })
      expect(res.status).toBe(200)
      await runJobsOnce(t.deps)
      const mail = (await mailTo(t.deps.env.DATA_DIR, b.email))
        .map((m) => parseEml(m).text)
        .find((m) => !m.includes('.pdf') && m.includes(lang === 'en' ? 'is cancelled' : 'أُلغي'))
      if (!mail) throw new Error(`no cancellation e-mail in ${lang}`)
      const lastDay = formatDate(addDays(b.body.checkin, -2), lang, LONG)
      const whole = formatMoneyInWords(b.row.total_converted, 'IQD', lang, b.row.decimals)
      const none = formatMoneyInWords(0, 'IQD', lang, b.row.decimals)
      if (lang === 'en') {
        expect(mail).toContain(`Cancellation: free until 23:59 on ${lastDay} (Iraq time)`)
        expect(mail).toContain(`Refund: ${whole}. Kept under the cancellation policy: ${none}.`)
      } else {
        expect(mail).toContain(`الإلغاء: مجاني حتى الساعة ٢٣:٥٩ من يوم ${lastDay}`)
        expect(mail).toContain(`المبلغ المسترد: ${whole}. المحتسب وفق سياسة الإلغاء: ${none}.`)
        expect(withoutNo(mail, b.made.reservation_no)).not.toMatch(/[0-9]|IQD/)
      }
    }
  })
})
