import type { schema } from '../client'
import { GOVERNORATES } from './governorates'
import type { HotelInfo } from './hotels'
import { DISCOUNT_TEMPLATES, fill, OFFER_TEMPLATES, OFFER_TERMS, SLIDERS } from './marketing-text'
import { at, type Rng } from './prng'

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert']

export interface MarketingData {
  offers: Insert<typeof schema.offers>[]
  discounts: Insert<typeof schema.discounts>[]
  sliders: Insert<typeof schema.sliders>[]
  sliderItems: Insert<typeof schema.sliderItems>[]
}

const OFFER_COUNT = 12
const ENDED_OFFERS = new Set([4, 9])
const DISCOUNT_COUNT = 10
const DAY = 86_400_000

/** `today` plus `days`, as the YYYY-MM-DD of a `date` column (UTC, so the machine's zone does not matter). */
function dayFrom(today: Date, days: number): string {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  return new Date(midnight + days * DAY).toISOString().slice(0, 10)
}

const byRate = (a: HotelInfo, b: HotelInfo) => b.rate - a.rate || b.stars - a.stars || a.id - b.id

/** Up to `n` hotels, best first, at most `perGovernorate` from any one governorate. */
function spread(hotels: readonly HotelInfo[], n: number, perGovernorate: number): HotelInfo[] {
  const used = new Map<number, number>()
  const out: HotelInfo[] = []
  for (const h of hotels) {
    if (out.length >= n) break
    const count = used.get(h.governorateId) ?? 0
    if (count >= perGovernorate) continue
    used.set(h.governorateId, count + 1)
    out.push(h)
  }
  return out
}

export function generateMarketing(rng: Rng, hotels: readonly HotelInfo[], today: Date): MarketingData {
  const listed = hotels.filter((h) => h.listed)

  // Offers: one hotel from each of the most visited governorates, a good one picked at random.
  const offerHotels: HotelInfo[] = []
  for (const g of GOVERNORATES) {
    if (offerHotels.length >= OFFER_COUNT) break
    const here = listed.filter((h) => h.governorate.slug === g.slug && h.stars >= 3)
    const pool = here.length > 0 ? here : listed.filter((h) => h.governorate.slug === g.slug)
    if (pool.length > 0) offerHotels.push(rng.pick([...pool].sort(byRate).slice(0, 5)))
  }
  const offers = offerHotels.map((h, i): Insert<typeof schema.offers> => {
    const fitting = OFFER_TEMPLATES.filter(
      (t) => (t.minStars ?? 1) <= h.stars && (!t.kinds || t.kinds.some((k) => h.city.kinds.includes(k))),
    )
    // Favour a template made for the place over the general ones.
    const template = rng.weighted(fitting, (t) => (t.kinds ? 3 : 1))
    const title = fill(template.title, h.title, h.city.name)
    const long = i % 3 === 0
    const text = fill(template.description, h.title, h.city.name)
    const description = long ? ([0, 1, 2] as const).map((l) => text[l] + OFFER_TERMS[l]) : text
    const id = i + 1
    return {
      id,
      governorate_id: h.governorateId,
      hotel_id: h.id,
      image_path: `/media/offer/${id}.webp`,
      alt: `${h.title[0]}, ${h.city.name[0]}`,
      en_title: title[0],
      ar_title: title[1],
      kr_title: title[2],
      en_description: at(description, 0),
      ar_description: at(description, 1),
      kr_description: at(description, 2),
      end_date: ENDED_OFFERS.has(i) ? dayFrom(today, -rng.int(3, 20)) : dayFrom(today, rng.int(5, 60)),
      percentage: template.price?.percentage ?? null,
      min_nights: template.price?.min_nights ?? 1,
      min_days_ahead: template.price?.min_days_ahead ?? 0,
      children_free_under: template.childrenFreeUnder ?? null,
    }
  })

  const discountHotels = rng.subset(
    listed.filter((h) => h.stars >= 2),
    DISCOUNT_COUNT,
  )
  const discounts = discountHotels.map((h, i): Insert<typeof schema.discounts> => {
    const percentage = rng.pick([5, 10, 15, 20, 25, 30])
    // One discount without a text, for the card's fallback.
    const text = i === 6 ? null : fill(rng.pick(DISCOUNT_TEMPLATES), h.title, h.city.name, percentage)
    return {
      id: i + 1,
      hotel_id: h.id,
      percentage,
      en_description: text?.[0] ?? null,
      ar_description: text?.[1] ?? null,
      kr_description: text?.[2] ?? null,
    }
  })

  const sliders = SLIDERS.map(
    (s, i): Insert<typeof schema.sliders> => ({
      id: i + 1,
      slider_type: i,
      sort_order: i,
      en_title: s.title[0],
      ar_title: s.title[1],
      kr_title: s.title[2],
      en_description: s.description[0],
      ar_description: s.description[1],
      kr_description: s.description[2],
    }),
  )

  const best = [...listed].sort(byRate)
  const recommended = spread(best, 8, 2)
  const perfect = spread(
    best.filter((h) => h.stars >= 4 && !recommended.includes(h)),
    6,
    1,
  )
  const governorateIds = GOVERNORATES.map((_, i) => i + 1)
  const children: Record<number, { type: 'offer' | 'governorate' | 'discount' | 'hotel'; ids: number[] }> = {
    0: { type: 'offer', ids: offers.filter((_, i) => !ENDED_OFFERS.has(i)).map((o) => o.id ?? 0) },
    1: { type: 'governorate', ids: governorateIds.slice(0, 10) },
    2: { type: 'discount', ids: discounts.map((d) => d.id ?? 0) },
    3: { type: 'hotel', ids: recommended.map((h) => h.id) },
    // Every governorate: the client orders them by distance from the visitor.
    4: { type: 'governorate', ids: governorateIds },
    5: { type: 'hotel', ids: perfect.map((h) => h.id) },
  }
  const sliderItems: Insert<typeof schema.sliderItems>[] = []
  sliders.forEach((s, i) => {
    const c = children[i]
    if (!c) return
    c.ids.forEach((childId, order) => {
      sliderItems.push({
        id: sliderItems.length + 1,
        slider_id: s.id ?? 0,
        sort_order: order,
        child_type: c.type,
        child_id: childId,
      })
    })
  })

  return { offers, discounts, sliders, sliderItems }
}
