import { and, desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CommentList } from '../../contract/comment'
import { addDays, todayInIraq } from '../../contract/dates'
import { DEPARTMENT_TYPES, FaqList } from '../../contract/faq'
import { DiscountList, OfferList, SLIDER_TYPES, SliderList } from '../../contract/marketing'
import { createTestApp, type TestApp } from '../../tests/support/test-app'
import { comments, hotels, offers, sliderItems, users } from '../db/schema'

// Until server/app.ts mounts readRoutes, a small wrapper serves them; then use createTestApp().
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function get<S extends v.GenericSchema>(schema: S, path: string) {
  const res = await t.app.request(path, { headers: { 'Accept-Language': 'en' } })
  expect(res.status, `${path} → ${res.status}`).toBe(200)
  return v.parse(schema, await res.json())
}

async function errorOf(path: string) {
  const res = await t.app.request(path, { headers: { 'Accept-Language': 'en' } })
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: (await res.json()) as { message: string; errors?: Record<string, string[]> },
  }
}

/** Round trips to the database while answering `path`: the N+1 guard. */
async function queriesFor(path: string) {
  const client = (t.deps.db as unknown as { $client: { query: (...args: never[]) => unknown } }).$client
  const spy = vi.spyOn(client, 'query')
  try {
    const res = await t.app.request(path)
    expect(res.status).toBe(200)
    return spy.mock.calls.length
  } finally {
    spy.mockRestore()
  }
}

async function publicHotelIds() {
  const rows = await t.deps.db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.is_active, true), eq(hotels.show_in_website, true)))
    .orderBy(desc(hotels.id))
  return rows.map((r) => r.id)
}

describe('GET /api/slider', () => {
  it('answers every section type 0–5 in sort order, each with children of its kind', async () => {
    const { data } = await get(SliderList, '/api/slider?include=sliders')
    expect(data.length).toBeLessThanOrEqual(10)
    expect(data.map((s) => s.sort_order)).toEqual([...data.map((s) => s.sort_order)].sort((a, b) => a - b))
    expect(new Set(data.map((s) => s.slider_type))).toEqual(new Set(Object.values(SLIDER_TYPES)))
    const kind = { 0: 'offer', 1: 'governorate', 2: 'discount', 3: 'hotel', 4: 'governorate', 5: 'hotel' }
    for (const s of data) {
      expect(s.sliders.length, `slider type ${s.slider_type}`).toBeGreaterThan(0)
      expect(s.sliders.map((c) => c.sort_order)).toEqual(
        [...s.sliders.map((c) => c.sort_order)].sort((a, b) => a - b),
      )
      for (const c of s.sliders) {
        expect(c.child_type).toBe(kind[s.slider_type])
        expect(c.child.id).toBe(c.child_id)
      }
    }
  })

  it('embeds live offers only, and hotel cards with their governorate', async () => {
    const { data } = await get(SliderList, '/api/slider')
    const today = todayInIraq()
    for (const c of data.flatMap((s) => s.sliders)) {
      if (c.child_type === 'offer') expect(c.child.end_date >= today).toBe(true)
      if (c.child_type === 'hotel') expect(c.child.governorate.en_name).toBeTruthy()
      if (c.child_type === 'governorate') expect(c.child.hotelsCount).toBeGreaterThanOrEqual(0)
    }
  })

  it('honours take and skip', async () => {
    const all = (await get(SliderList, '/api/slider')).data
    const page = (await get(SliderList, '/api/slider?take=2&skip=1')).data
    expect(page.map((s) => s.id)).toEqual(all.slice(1, 3).map((s) => s.id))
    expect((await get(SliderList, '/api/slider?skip=1000')).data).toEqual([])
  })

  it('loads children with one query per kind, not one per child', async () => {
    // sliders, slider_items, then offers, governorates, discounts and hotels side by side.
    expect(await queriesFor('/api/slider')).toBeLessThanOrEqual(6)
  })
})

describe('GET /api/offers', () => {
  it('pages 15 live offers by default, soonest-ending first', async () => {
    const page = await get(OfferList, '/api/offers')
    expect(page.per_page).toBe(15)
    expect(page.current_page).toBe(1)
    expect(page.data.length).toBeGreaterThan(0)
    expect(page.data.length).toBeLessThanOrEqual(15)
    expect(page.last_page).toBe(Math.max(1, Math.ceil(page.total / 15)))
    const ends = page.data.map((o) => o.end_date)
    expect(ends).toEqual([...ends].sort())
    for (const end of ends) expect(end >= todayInIraq()).toBe(true)
  })

  it('filters by governorate', async () => {
    const first = (await get(OfferList, '/api/offers')).data[0]
    const governorate = first?.governorate_id
    if (!governorate) throw new Error('no offer with a governorate seeded')
    const page = await get(OfferList, `/api/offers?filter[governorate_id]=${governorate}&take=50`)
    expect(page.data.map((o) => o.id)).toContain(first.id)
    for (const o of page.data) expect(o.governorate_id).toBe(governorate)
  })

  it('pages without overlap and answers an empty page past the end with the same total', async () => {
    const p1 = await get(OfferList, '/api/offers?take=2&page=1')
    const p2 = await get(OfferList, '/api/offers?take=2&page=2')
    expect(p2.data.some((o) => p1.data.some((x) => x.id === o.id))).toBe(false)
    const past = await get(OfferList, `/api/offers?take=2&page=${p1.last_page + 1}`)
    expect(past.data).toEqual([])
    expect(past.total).toBe(p1.total)
  })

  it('answers in one query', async () => {
    expect(await queriesFor('/api/offers')).toBe(1)
  })
})

describe('GET /api/discounts', () => {
  it('answers at most 15 discounts, each with its listed hotel', async () => {
    const { data } = await get(DiscountList, '/api/discounts')
    expect(data.length).toBeGreaterThan(0)
    expect(data.length).toBeLessThanOrEqual(15)
    const listed = new Set(await publicHotelIds())
    for (const d of data) {
      expect(d.hotel.id).toBe(d.hotel_id)
      expect(listed.has(d.hotel_id)).toBe(true)
      expect(d.percentage).toBeGreaterThan(0)
    }
  })

  it('honours take and skip, in one query', async () => {
    const all = (await get(DiscountList, '/api/discounts?take=50')).data
    const page = (await get(DiscountList, '/api/discounts?take=2&skip=1')).data
    expect(page.map((d) => d.id)).toEqual(all.slice(1, 3).map((d) => d.id))
    expect(await queriesFor('/api/discounts')).toBe(1)
  })
})

describe('GET /api/common-questions', () => {
  it('answers at most 15 questions and the total', async () => {
    const page = await get(FaqList, '/api/common-questions?take=15&skip=0')
    expect(page.data.length).toBeGreaterThan(0)
    expect(page.data.length).toBeLessThanOrEqual(15)
    expect(page.total).toBeGreaterThanOrEqual(page.data.length)
  })

  it.each(DEPARTMENT_TYPES)('filters department %i, in sort order', async (department) => {
    const page = await get(FaqList, `/api/common-questions?filter[department_type]=${department}&take=50`)
    expect(page.data.length).toBeGreaterThan(0)
    expect(page.total).toBe(page.data.length)
    for (const f of page.data) expect(f.department_type).toBe(department)
    const order = page.data.map((f) => f.sort_order)
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('answers an empty page past the end with the same total', async () => {
    const first = await get(FaqList, '/api/common-questions?filter[department_type]=1')
    const past = await get(FaqList, '/api/common-questions?filter[department_type]=1&skip=1000')
    expect(past).toEqual({ data: [], total: first.total })
  })
})

describe('GET /api/comment', () => {
  let hotelId: number
  let reviewer: { id: number; name: string; email: string; phone: string }
  beforeAll(async () => {
    const ids = await publicHotelIds()
    hotelId = ids[ids.length - 1] ?? 0
    const [user] = await t.deps.db
      .insert(users)
      .values({ name: 'Read Test Reviewer', email: 'read-test-reviewer@funduq.test', phone: '9647700099901' })
      .returning()
    if (!user?.email || !user.phone) throw new Error('reviewer not created')
    reviewer = { id: user.id, name: user.name, email: user.email, phone: user.phone }
    await t.deps.db.insert(comments).values([
      {
        hotel_id: hotelId,
        client_id: user.id,
        rate: 3,
        comment: 'older',
        created_at: new Date('2024-01-02T10:00:00Z'),
      },
      {
        hotel_id: hotelId,
        client_id: user.id,
        rate: 5,
        comment: null,
        created_at: new Date(Date.now() + 60_000),
      },
    ])
  })

  it("answers a hotel's comments newest first, with the total", async () => {
    const page = await get(CommentList, `/api/comment?hotel_id=${hotelId}`)
    expect(page.data.length).toBeGreaterThanOrEqual(2)
    expect(page.data.length).toBeLessThanOrEqual(20)
    expect(page.total).toBeGreaterThanOrEqual(page.data.length)
    const times = page.data.map((c) => c.created_at)
    expect(times).toEqual([...times].sort().reverse())
    expect(page.data[0]).toMatchObject({ client_id: reviewer.id, rate: 5, comment: null })
    expect(page.data[0]?.client).toEqual({ id: reviewer.id, name: reviewer.name })
  })

  it("never reveals a reviewer's e-mail or phone", async () => {
    const res = await t.app.request(`/api/comment?hotel_id=${hotelId}&take=50`)
    const text = await res.text()
    expect(text).toContain(reviewer.name)
    expect(text).not.toContain(reviewer.email)
    expect(text).not.toContain(reviewer.phone)
  })

  it('pages with take and skip; total stays the hotel total', async () => {
    const all = await get(CommentList, `/api/comment?hotel_id=${hotelId}&take=50`)
    const one = await get(CommentList, `/api/comment?hotel_id=${hotelId}&take=1&skip=1`)
    expect(one.data.map((c) => c.id)).toEqual(all.data.slice(1, 2).map((c) => c.id))
    expect(one.total).toBe(all.total)
    const past = await get(CommentList, `/api/comment?hotel_id=${hotelId}&skip=100000`)
    expect(past).toEqual({ data: [], total: all.total })
    expect(await queriesFor(`/api/comment?hotel_id=${hotelId}`)).toBe(2)
  })
})

describe('ended offers and unlisted hotels', () => {
  it('never lists an offer whose last day has passed, but keeps one ending today', async () => {
    const today = todayInIraq()
    const base = {
      image_path: '/media/offer/1.webp',
      alt: 'test',
      ar_title: 'عرض',
      en_title: 'Offer',
      kr_title: 'ئۆفەر',
      governorate_id: 1,
    }
    const [ended, lastDay] = await t.deps.db
      .insert(offers)
      .values([
        { ...base, end_date: addDays(today, -1) },
        { ...base, end_date: today },
      ])
      .returning({ id: offers.id })
    const slider = (await get(SliderList, '/api/slider')).data[0]
    if (!ended || !lastDay || !slider) throw new Error('offers not inserted')
    await t.deps.db
      .insert(sliderItems)
      .values({ slider_id: slider.id, sort_order: 0, child_type: 'offer', child_id: ended.id })

    const listed = (await get(OfferList, '/api/offers?take=50&filter[governorate_id]=1')).data.map(
      (o) => o.id,
    )
    expect(listed).not.toContain(ended.id)
    expect(listed).toContain(lastDay.id)
    const inSliders = (await get(SliderList, '/api/slider')).data.flatMap((s) => s.sliders)
    expect(inSliders.some((c) => c.child_type === 'offer' && c.child_id === ended.id)).toBe(false)
  })

  it('leaves hidden hotels out of the slider and answers 404 for their comments', async () => {
    const before = (await get(SliderList, '/api/slider')).data.flatMap((s) => s.sliders)
    const card = before.find((c) => c.child_type === 'hotel')
    if (!card) throw new Error('no hotel in the sliders')
    await t.deps.db.update(hotels).set({ show_in_website: false }).where(eq(hotels.id, card.child_id))

    const after = (await get(SliderList, '/api/slider')).data.flatMap((s) => s.sliders)
    expect(after.some((c) => c.child_type === 'hotel' && c.child_id === card.child_id)).toBe(false)
    expect((await errorOf(`/api/comment?hotel_id=${card.child_id}`)).status).toBe(404)
  })
})

describe('bad input', () => {
  it.each([
    [
      '/api/common-questions?filter[department_type]=9',
      'filter[department_type]',
      'This value is not allowed',
    ],
    [
      '/api/common-questions?filter[department_type]=0',
      'filter[department_type]',
      'This value is not allowed',
    ],
    [
      '/api/common-questions?filter[department_type]=abc',
      'filter[department_type]',
      'This value is not allowed',
    ],
    ['/api/common-questions?take=51', 'take', 'The value is too large'],
    ['/api/slider?take=abc', 'take', 'Must be a whole number'],
    ['/api/offers?take=abc', 'take', 'Must be a whole number'],
    ['/api/offers?page=0', 'page', 'The value is too small'],
    ['/api/offers?filter[governorate_id]=-1', 'filter[governorate_id]', 'Must be a whole number'],
    ['/api/discounts?take=abc', 'take', 'Must be a whole number'],
    ['/api/discounts?skip=-1', 'skip', 'The value is too small'],
    ['/api/comment', 'hotel_id', 'This field is required'],
    ['/api/comment?hotel_id=abc', 'hotel_id', 'Must be a whole number'],
    ['/api/comment?hotel_id=0', 'hotel_id', 'The value is too small'],
    ['/api/comment?hotel_id=1&take=abc', 'take', 'Must be a whole number'],
  ])('%s → 422 on %s', async (path, field, message) => {
    const { status, body } = await errorOf(path)
    expect(status).toBe(422)
    expect(body.message).toBeTruthy()
    expect(body.errors?.[field]).toEqual([message])
  })

  it('answers an unknown hotel with a 404 JSON error', async () => {
    const { status, type, body } = await errorOf('/api/comment?hotel_id=999999')
    expect(status).toBe(404)
    expect(type).toContain('application/json')
    expect(body).toEqual({ message: 'Not found' })
  })
})
