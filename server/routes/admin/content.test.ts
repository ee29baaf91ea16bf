import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInIraq } from '../../../contract/dates'
import { type AccountsApp, call, createAccountsApp, newGuest } from '../../../tests/support/accounts'
import { OPEN_ROOM, stayRequest } from '../../../tests/support/booking'
import { ADMIN, MANAGER, tokenOf } from '../../../tests/support/console'

/**
 * Issue 19 item 5: the site's content in the console. The administrator's change shows in the
 * guest API on the next call; a manager is refused like any other non-administrator; bad input
 * is refused naming the field, in the reader's language; every change is in the audit log.
 */
let t: AccountsApp
let admin: string
let manager: string
let guest: string
beforeAll(async () => {
  t = await createAccountsApp()
  admin = await tokenOf(t, ADMIN.email, ADMIN.password)
  manager = await tokenOf(t, MANAGER.email, MANAGER.password)
  guest = (await newGuest(t.app)).token
})
afterAll(() => t.close())

const today = todayInIraq()
const as = (token: string) => ({
  get: (path: string) => call(t.app, 'GET', `/api/admin${path}`, { token }),
  post: (path: string, body: unknown) => call(t.app, 'POST', `/api/admin${path}`, { token, body }),
  put: (path: string, body: unknown) => call(t.app, 'PUT', `/api/admin${path}`, { token, body }),
  del: (path: string) => call(t.app, 'DELETE', `/api/admin${path}`, { token }),
})
const actions = async (entity: string, id: number) =>
  (await as(admin).get(`/audit-log?entity=${entity}&id=${id}`)).body.data.map(
    (e: { action: string }) => e.action,
  )
const quote = async (over: Record<string, unknown> = {}) => {
  const res = await call(t.app, 'POST', '/api/booking-quote', { token: guest, body: stayRequest(over) })
  return res
}

const offerBody = (over: Record<string, unknown> = {}) => ({
  hotel_id: OPEN_ROOM.hotelId,
  ar_title: 'عرض الاختبار',
  en_title: 'Console test offer',
  kr_title: 'ئۆفەری تاقیکردنەوە',
  en_description: 'Forty percent off the room rate.',
  image_path: '/media/offer/3.webp',
  alt: 'A test offer',
  end_date: addDays(today, 10),
  percentage: 40,
  ...over,
})

describe('offers', () => {
  it('a new offer prices the next quote and the hotel page; changed and deleted, they follow; recorded', async () => {
    const before = (await quote()).body.data
    expect(before.problem).toBeNull()
    const created = await as(admin).post('/offers', offerBody())
    expect(created.status).toBe(201)
    const offer = created.body.data
    expect(offer).toMatchObject({ percentage: 40, hotel: { en_title: expect.any(String) } })
    expect(offer.governorate_id).toBeGreaterThan(0)

    const withOffer = (await quote()).body.data
    expect(withOffer.promotion).toMatchObject({ kind: 'offer', id: offer.id, percentage: 40 })
    expect(withOffer.original_price).toBe(before.original_price)
    const stay = stayRequest()
    const page = await call(
      t.app,
      'GET',
      `/api/hotel/${OPEN_ROOM.hotelId}?checkin=${stay.checkin}&checkout=${stay.checkout}`,
    )
    expect(page.body.data.discount_percentage).toBe(40)
    expect(
      (await call(t.app, 'GET', '/api/offers?take=50')).body.data.map((o: { id: number }) => o.id),
    ).toContain(offer.id)

    const changed = await as(admin).put(`/offers/${offer.id}`, offerBody({ percentage: 60 }))
    expect(changed.status).toBe(200)
    expect((await quote()).body.data.promotion).toMatchObject({ id: offer.id, percentage: 60 })
    // Ended yesterday: no longer covers a stay booked today.
    await as(admin).put(`/offers/${offer.id}`, offerBody({ percentage: 60, end_date: addDays(today, -1) }))
    expect((await quote()).body.data.promotion?.id).not.toBe(offer.id)

    expect((await as(admin).del(`/offers/${offer.id}`)).status).toBe(204)
    expect((await as(admin).get(`/offers/${offer.id}`)).status).toBe(404)
    expect((await quote()).body.data.total).toBe(before.total)
    expect(await actions('offer', offer.id)).toEqual(['delete', 'update', 'update', 'create'])
  })

  it('refuses bad input naming the field, in the reader’s language', async () => {
    const bad = await as(admin).post(
      '/offers',
      offerBody({
        percentage: 95,
        en_title: '  ',
        image_path: 'https://elsewhere.example/x.png',
        end_date: '2030-02-30',
      }),
    )
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toMatchObject({
      percentage: ['The value is too large'],
      en_title: ['This field is required'],
      image_path: ['Choose one of the pictures offered'],
      end_date: ['Use a date in the form YYYY-MM-DD'],
    })
    const arabic = await call(t.app, 'POST', '/api/admin/offers', {
      token: admin,
      body: offerBody({ percentage: 0 }),
      headers: { 'Accept-Language': 'ar' },
    })
    expect(arabic.status).toBe(422)
    expect(arabic.body.errors.percentage[0]).toMatch(/[\u0600-\u06ff]/)
    const noHotel = await as(admin).post('/offers', offerBody({ hotel_id: 999_999 }))
    expect(noHotel.status).toBe(422)
    expect(noHotel.body.errors.hotel_id).toEqual(['No hotel has this number'])
  })
})

const codeBody = (over: Record<string, unknown> = {}) => ({
  code: 'console-20',
  kind: 'percent',
  value: 20,
  hotel_id: null,
  valid_from: today,
  valid_until: addDays(today, 30),
  max_uses: 5,
  public: false,
  ...over,
})

describe('discount codes', () => {
  it('a new code applies at once; moved to the future it is refused; an unused one is deleted; recorded', async () => {
    expect((await quote({ discount_code: 'CONSOLE-20' })).status).toBe(422)
    const created = await as(admin).post('/discount-codes', codeBody())
    expect(created.status).toBe(201)
    const code = created.body.data
    expect(code).toMatchObject({ code: 'CONSOLE-20', used_count: 0, max_uses: 5 })

    const applied = await quote({ discount_code: 'console-20' })
    expect(applied.status).toBe(200)
    expect(applied.body.data.discount_code).toEqual({ code: 'CONSOLE-20', kind: 'percent', value: 20 })

    const later = await as(admin).put(
      `/discount-codes/${code.id}`,
      codeBody({ valid_from: addDays(today, 5) }),
    )
    expect(later.status).toBe(200)
    const refused = await quote({ discount_code: 'CONSOLE-20' })
    expect(refused.status).toBe(422)
    expect(refused.body.errors.discount_code).toEqual(['This discount code cannot be used yet'])

    await as(admin).put(`/discount-codes/${code.id}`, codeBody({ kind: 'amount', value: 7.5 }))
    expect((await quote({ discount_code: 'CONSOLE-20' })).body.data.discount_code).toEqual({
      code: 'CONSOLE-20',
      kind: 'amount',
      value: 7.5,
    })

    expect((await as(admin).del(`/discount-codes/${code.id}`)).status).toBe(204)
    expect((await quote({ discount_code: 'CONSOLE-20' })).status).toBe(422)
    expect(await actions('discount_code', code.id)).toEqual(['delete', 'update', 'update', 'create'])
  })

  it('refuses a taken code, a percentage over 100, a last day before the first, a bad code text', async () => {
    const taken = await as(admin).post('/discount-codes', codeBody({ code: 'welcome10' }))
    expect(taken.status).toBe(409)
    expect(taken.body.errors.code).toEqual(['Another discount code already has this text'])
    const bad = await as(admin).post(
      '/discount-codes',
      codeBody({ code: 'NEW-CODE', value: 150, valid_until: addDays(today, -1) }),
    )
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({
      value: ['A percentage cannot be over 100'],
      valid_until: ['The last day must not be before the first'],
    })
    const text = await as(admin).post('/discount-codes', codeBody({ code: 'NO SPACES!' }))
    expect(text.body.errors.code).toEqual(['Use 3 to 32 capital letters, digits or dashes'])
  })

  it('a used code cannot be deleted, nor its limit set below its uses', async () => {
    const list = (await as(admin).get('/discount-codes')).body.data as {
      id: number
      code: string
      used_count: number
    }[]
    const used = list.find((c) => c.used_count > 0)
    if (!used) throw new Error('the seed has no used code')
    const full = (await as(admin).get(`/discount-codes/${used.id}`)).body.data
    const below = await as(admin).put(`/discount-codes/${used.id}`, {
      ...codeBody(),
      code: full.code,
      valid_from: full.valid_from,
      valid_until: full.valid_until,
      max_uses: used.used_count - 1 || null,
    })
    if (used.used_count > 1) {
      expect(below.status).toBe(409)
      expect(below.body.errors.max_uses).toEqual([
        'The limit cannot be below the times the code was already used',
      ])
    }
    const del = await as(admin).del(`/discount-codes/${used.id}`)
    expect(del.status).toBe(409)
    expect(del.body.message).toBe('This code was used in bookings: end its validity instead of deleting it')
  })
})

describe('currency rates', () => {
  it('a new rate converts the next quote; bad rates and the base currency are refused; recorded', async () => {
    const currencies = (await as(admin).get('/currencies')).body.data as {
      id: number
      currency_name: string
    }[]
    const iqd = currencies.find((c) => c.currency_name === 'IQD')
    const usd = currencies.find((c) => c.currency_name === 'USD')
    if (!iqd || !usd) throw new Error('no IQD or USD in the seed')
    const set = await as(admin).put(`/currencies/${iqd.id}`, { ex_price: 2000 })
    expect(set.status).toBe(200)
    expect(set.body.data).toMatchObject({ currency_name: 'IQD', ex_price: 2000 })
    const q = (await quote({ currency: 'IQD' })).body.data
    expect(q.total).toBe(Math.round(q.total_base * 2000))
    expect(
      (await call(t.app, 'GET', '/api/currency')).body.data.find(
        (c: { currency_name: string }) => c.currency_name === 'IQD',
      ).ex_price,
    ).toBe(2000)

    for (const [rate, message] of [
      [0, 'The value is too small'],
      [-5, 'The value is too small'],
      [5_000_000, 'The value is too large'],
      ['1310', 'This value is not allowed'],
    ] as const) {
      const res = await as(admin).put(`/currencies/${iqd.id}`, { ex_price: rate })
      expect(res.status, String(rate)).toBe(422)
      expect(res.body.errors.ex_price).toEqual([message])
    }
    const base = await as(admin).put(`/currencies/${usd.id}`, { ex_price: 2 })
    expect(base.status).toBe(422)
    expect(base.body.errors.ex_price).toEqual(['The base currency (US dollar) always has the rate 1'])
    expect((await as(admin).put('/currencies/999999', { ex_price: 3 })).status).toBe(404)
    const log = (await as(admin).get(`/audit-log?entity=currency&id=${iqd.id}`)).body.data
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({
      action: 'update',
      after: { ex_price: 2000 },
      user: { email: ADMIN.email },
    })
  })
})

describe('home sliders', () => {
  it('a new section with its hotels shows on the home page; bad items are refused; deleted it goes', async () => {
    const body = {
      slider_type: 3,
      sort_order: 0,
      ar_title: 'مختارات الاختبار',
      en_title: 'Console picks',
      kr_title: 'هەڵبژاردەکان',
      en_description: 'Hotels the console chose',
      child_ids: [OPEN_ROOM.hotelId, 2],
    }
    const created = await as(admin).post('/sliders', body)
    expect(created.status).toBe(201)
    const slider = created.body.data
    expect(slider.child_ids).toEqual([OPEN_ROOM.hotelId, 2])
    const home = async () =>
      (
        (await call(t.app, 'GET', '/api/slider?take=50')).body.data as {
          id: number
          sliders: { child_id: number }[]
        }[]
      ).find((s) => s.id === slider.id)
    expect((await home())?.sliders.map((s) => s.child_id)).toEqual([OPEN_ROOM.hotelId, 2])

    const changed = await as(admin).put(`/sliders/${slider.id}`, { ...body, child_ids: [2] })
    expect(changed.status).toBe(200)
    expect((await home())?.sliders.map((s) => s.child_id)).toEqual([2])

    const bad = await as(admin).put(`/sliders/${slider.id}`, {
      ...body,
      child_ids: [999_999],
      slider_type: 9,
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['slider_type'])
    const unknown = await as(admin).put(`/sliders/${slider.id}`, { ...body, child_ids: [999_999] })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors.child_ids).toEqual([
      'Some of these numbers are not items of this section’s kind',
    ])

    expect((await as(admin).del(`/sliders/${slider.id}`)).status).toBe(204)
    expect(await home()).toBeUndefined()
    expect(await actions('slider', slider.id)).toEqual(['delete', 'update', 'create'])
  })
})

describe('home section pictures', () => {
  /** A camera's JPEG: 1200 × 800 stored sideways (EXIF orientation 6), naming the camera. */
  const jpeg = () =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c04020' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'FunduqCam' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
  const png = () =>
    sharp({ create: { width: 960, height: 540, channels: 4, background: '#2060c0' } })
      .png()
      .toBuffer()
  const form = (bytes: Uint8Array<ArrayBuffer> | string) => {
    const body = new FormData()
    body.append('image', new File([bytes], 'picture.jpg', { type: 'image/jpeg' }))
    return body
  }
  const upload = (id: number, bytes: Uint8Array<ArrayBuffer> | string, headers?: Record<string, string>) =>
    call(t.app, 'POST', `/api/admin/sliders/${id}/picture`, { token: admin, body: form(bytes), headers })
  const served = async (path: string) => t.app.request(`${path}?w=640`)
  const homePicture = async (id: number) =>
    (
      (await call(t.app, 'GET', '/api/slider?take=50')).body.data as {
        id: number
        image_path: string | null
      }[]
    ).find((s) => s.id === id)?.image_path
  const newSection = async () =>
    (
      await as(admin).post('/sliders', {
        slider_type: 3,
        sort_order: 90,
        ar_title: 'صورة القسم',
        en_title: 'Section with a picture',
        kr_title: 'وێنەی بەش',
        child_ids: [OPEN_ROOM.hotelId],
      })
    ).body.data as { id: number; image_path: string | null }

  it('an uploaded picture is re-encoded upright without metadata, answered by the home API, replaced and deleted; recorded', async () => {
    const section = await newSection()
    expect(section.image_path).toBeNull()
    expect(await homePicture(section.id)).toBeNull()

    const first = await upload(section.id, await jpeg())
    expect(first.status).toBe(201)
    const path = first.body.data.image_path as string
    expect(path).toMatch(/^\/uploads\/photos\/[0-9a-f]{32}\.webp$/)
    expect(await homePicture(section.id)).toBe(path)
    const file = await served(path)
    expect(file.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata()
    // Upright: the sideways 1200 × 800 is 800 × 1200 turned, 640 wide.
    expect([meta.width, meta.height]).toEqual([640, 960])
    expect(meta.exif).toBeUndefined()

    // A second upload replaces it; the first one's files go.
    const second = await upload(section.id, await png())
    expect(second.status).toBe(201)
    const replaced = second.body.data.image_path as string
    expect(replaced).not.toBe(path)
    expect(await homePicture(section.id)).toBe(replaced)
    expect((await served(path)).status).toBe(404)
    // The form's change keeps the picture (it is not one of the form's fields).
    const { id: _id, child_ids, image_path: _p, ...fields } = second.body.data
    expect(
      (await as(admin).put(`/sliders/${section.id}`, { ...fields, child_ids })).body.data.image_path,
    ).toBe(replaced)

    const removed = await as(admin).del(`/sliders/${section.id}/picture`)
    expect(removed.status).toBe(200)
    expect(removed.body.data.image_path).toBeNull()
    expect(await homePicture(section.id)).toBeNull()
    expect((await served(replaced)).status).toBe(404)
    // Nothing to remove: nothing changes, nothing is recorded.
    expect((await as(admin).del(`/sliders/${section.id}/picture`)).status).toBe(200)

    expect(await actions('slider', section.id)).toEqual([
      'picture_delete',
      'update',
      'picture_set',
      'picture_set',
      'create',
    ])
    const log = (await as(admin).get(`/audit-log?entity=slider&id=${section.id}`)).body.data
    expect(log[0].before).toEqual({ image_path: replaced })
    expect(log[0].after).toEqual({ image_path: null })

    // Deleting a section takes its picture's files with it.
    const again = (await upload(section.id, await png())).body.data.image_path as string
    expect((await served(again)).status).toBe(200)
    expect((await as(admin).del(`/sliders/${section.id}`)).status).toBe(204)
    expect((await served(again)).status).toBe(404)
  })

  it('refuses what is not a picture (422, translated) and what is over 10 MB (413); a manager gets 403', async () => {
    const section = await newSection()
    const text = await upload(section.id, 'just some text, not a picture')
    expect(text.status).toBe(422)
    expect(text.body.errors.image).toEqual(['Choose a JPEG, PNG or WebP photo'])
    const arabic = await upload(section.id, 'just some text', { 'Accept-Language': 'ar' })
    expect(arabic.status).toBe(422)
    expect(arabic.body.errors.image[0]).toMatch(/[\u0600-\u06ff]/)

    const huge = new Uint8Array(11 * 1024 * 1024)
    huge.set([0xff, 0xd8, 0xff])
    const big = await upload(section.id, huge)
    expect(big.status).toBe(413)
    expect(big.body.message).toBe('The photo must be at most 10 MB and 8000 × 8000 pixels')

    expect((await upload(999_999, await png())).status).toBe(404)
    const byManager = await call(t.app, 'POST', `/api/admin/sliders/${section.id}/picture`, {
      token: manager,
      body: form(await png()),
    })
    expect(byManager.status).toBe(403)
    expect((await as(admin).get(`/sliders/${section.id}`)).body.data.image_path).toBeNull()
    expect(await actions('slider', section.id)).toEqual(['create'])
    await as(admin).del(`/sliders/${section.id}`)
  })
})

describe('help-centre questions', () => {
  it('a new question shows in its department; changed and deleted it follows', async () => {
    const body = {
      department_type: 2,
      sort_order: 99,
      ar_question: 'هل يمكن الدفع نقداً؟',
      en_question: 'Can I pay in cash?',
      kr_question: 'دەتوانم بە پارەی نەختینە بدەم؟',
      ar_answer: 'نعم، في الفندق.',
      en_answer: 'Yes, at the hotel.\nFor extras only.',
      kr_answer: 'بەڵێ، لە هوتێلەکە.',
    }
    const created = await as(admin).post('/faqs', body)
    expect(created.status).toBe(201)
    const id = created.body.data.id
    const inDepartment = async (d: number) =>
      (
        (await call(t.app, 'GET', `/api/common-questions?filter[department_type]=${d}&take=50`)).body
          .data as {
          id: number
          en_question: string
        }[]
      ).find((f) => f.id === id)
    expect((await inDepartment(2))?.en_question).toBe('Can I pay in cash?')
    await as(admin).put(`/faqs/${id}`, { ...body, department_type: 3, en_question: 'Cash?' })
    expect(await inDepartment(2)).toBeUndefined()
    expect((await inDepartment(3))?.en_question).toBe('Cash?')
    const filtered = (await as(admin).get('/faqs?department=3')).body.data as { department_type: number }[]
    expect(filtered.every((f) => f.department_type === 3)).toBe(true)
    const bad = await as(admin).put(`/faqs/${id}`, { ...body, department_type: 7, en_answer: '' })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({
      department_type: ['This value is not allowed'],
      en_answer: ['This field is required'],
    })
    expect((await as(admin).del(`/faqs/${id}`)).status).toBe(204)
    expect(await inDepartment(3)).toBeUndefined()
    expect(await actions('faq', id)).toEqual(['delete', 'update', 'create'])
  })
})

describe('contact messages inbox', () => {
  it('lists open messages first; marking one handled says who and when, and is recorded', async () => {
    const send = (name: string) =>
      call(t.app, 'POST', '/api/contact', {
        token: guest,
        body: { name, email: 'sender@example.test', address: 'Erbil', message: `A question from ${name}.` },
      })
    expect((await send('First sender')).status).toBeLessThan(300)
    expect((await send('Second sender')).status).toBeLessThan(300)
    const open = (await as(admin).get('/contact-messages?status=open')).body
    const first = open.data.find((m: { name: string }) => m.name === 'First sender')
    expect(first).toMatchObject({ handled_at: null, handled_by: null, email: 'sender@example.test' })

    const marked = await as(admin).put(`/contact-messages/${first.id}/handled`, { handled: true })
    expect(marked.status).toBe(200)
    expect(marked.body.data.handled_at).not.toBeNull()
    expect(marked.body.data.handled_by).toMatchObject({ name: expect.any(String) })
    const all = (await as(admin).get('/contact-messages')).body.data as {
      id: number
      handled_at: string | null
    }[]
    const firstHandled = all.findIndex((m) => m.handled_at !== null)
    expect(all.slice(firstHandled).every((m) => m.handled_at !== null)).toBe(true)
    expect(all[firstHandled]?.id).toBe(first.id)
    expect(
      ((await as(admin).get('/contact-messages?status=open')).body.data as { id: number }[]).map((m) => m.id),
    ).not.toContain(first.id)
    await as(admin).put(`/contact-messages/${first.id}/handled`, { handled: false })
    expect((await as(admin).get(`/contact-messages/${first.id}`)).body.data.handled_at).toBeNull()
    expect(await actions('contact_message', first.id)).toEqual(['reopened', 'handled'])
    expect((await as(admin).get('/contact-messages?status=done')).status).toBe(422)
  })
})

describe('only the administrator', () => {
  it('a manager is refused reading and changing content, and reads none of its records', async () => {
    for (const path of [
      '/offers',
      '/discount-codes',
      '/sliders',
      '/faqs',
      '/currencies',
      '/contact-messages',
    ]) {
      expect((await as(manager).get(path)).status, path).toBe(403)
    }
    expect((await as(manager).post('/offers', offerBody())).status).toBe(403)
    expect((await as(manager).put('/currencies/1', { ex_price: 3 })).status).toBe(403)
    const log = (await as(manager).get('/audit-log?entity=currency')).body
    expect(log.data).toEqual([])
  })
})
