import type { schema } from '../client'
import type { HotelInfo } from './hotels'
import { at, type Rng } from './prng'
import {
  BY_KIND,
  COMPLAINTS,
  ONLY_DOWNSIDE,
  PRAISE,
  SHORT_BAD,
  SHORT_GOOD,
  TO_BE_FAIR,
  VERDICT_BAD,
  VERDICT_GOOD,
  VERDICT_MIXED,
} from './review-text'
import type { T3 } from './types'

type UserInsert = (typeof schema.users)['$inferInsert']

/** 0 English, 1 Arabic, 2 Sorani: the index into a `T3`. */
type Lang = 0 | 1 | 2

interface Reviewer {
  name: string
  /** How likely this person writes in English, Arabic, Sorani. */
  langs: readonly [en: number, ar: number, kr: number]
  city: string
  kurdish: boolean
}

const ARAB: Reviewer['langs'] = [3, 7, 0]
const KURD: Reviewer['langs'] = [2.5, 1.5, 6]
const ENGLISH: Reviewer['langs'] = [8, 2, 0]

/** The people behind the seeded reviews: first name and the initial of the family name. */
export const REVIEWERS: readonly Reviewer[] = [
  { name: 'Ali H.', langs: ARAB, city: 'Baghdad', kurdish: false },
  { name: 'Zainab K.', langs: ARAB, city: 'Baghdad', kurdish: false },
  { name: 'Mustafa A.', langs: ARAB, city: 'Basra', kurdish: false },
  { name: 'Fatima J.', langs: ARAB, city: 'Najaf', kurdish: false },
  { name: 'Hussein R.', langs: ARAB, city: 'Karbala', kurdish: false },
  { name: 'Noor S.', langs: ARAB, city: 'Baghdad', kurdish: false },
  { name: 'Ahmed T.', langs: ARAB, city: 'Mosul', kurdish: false },
  { name: 'Maryam Q.', langs: ARAB, city: 'Hillah', kurdish: false },
  { name: 'Omar F.', langs: ARAB, city: 'Ramadi', kurdish: false },
  { name: 'Sara M.', langs: ARAB, city: 'Baghdad', kurdish: false },
  { name: 'Haider N.', langs: ARAB, city: 'Nasiriyah', kurdish: false },
  { name: 'Ruqaya B.', langs: ARAB, city: 'Kut', kurdish: false },
  { name: 'Abbas D.', langs: ARAB, city: 'Diwaniyah', kurdish: false },
  { name: 'Hawraa L.', langs: ARAB, city: 'Basra', kurdish: false },
  { name: 'Karrar J.', langs: ARAB, city: 'Amarah', kurdish: false },
  { name: 'Duaa H.', langs: ARAB, city: 'Baghdad', kurdish: false },
  { name: 'Yasir K.', langs: ARAB, city: 'Tikrit', kurdish: false },
  { name: 'Shahad A.', langs: ARAB, city: 'Baqubah', kurdish: false },
  { name: 'Muntadhar S.', langs: ARAB, city: 'Najaf', kurdish: false },
  { name: 'Ayat R.', langs: ARAB, city: 'Samawah', kurdish: false },
  { name: 'Ammar Z.', langs: ARAB, city: 'Fallujah', kurdish: false },
  { name: 'Israa W.', langs: ARAB, city: 'Baghdad', kurdish: false },
  { name: 'Sajjad M.', langs: ARAB, city: 'Karbala', kurdish: false },
  { name: 'Zahraa T.', langs: ARAB, city: 'Kufa', kurdish: false },
  { name: 'Mohammed K.', langs: ARAB, city: 'Kirkuk', kurdish: false },
  { name: 'Rebwar M.', langs: KURD, city: 'Erbil', kurdish: true },
  { name: 'Shilan A.', langs: KURD, city: 'Sulaymaniyah', kurdish: true },
  { name: 'Karwan H.', langs: KURD, city: 'Erbil', kurdish: true },
  { name: 'Nasik O.', langs: KURD, city: 'Sulaymaniyah', kurdish: true },
  { name: 'Dilshad S.', langs: KURD, city: 'Duhok', kurdish: true },
  { name: 'Avin R.', langs: KURD, city: 'Duhok', kurdish: true },
  { name: 'Hawkar J.', langs: KURD, city: 'Halabja', kurdish: true },
  { name: 'Shno K.', langs: KURD, city: 'Erbil', kurdish: true },
  { name: 'Aram B.', langs: KURD, city: 'Kirkuk', kurdish: true },
  { name: 'Lana F.', langs: KURD, city: 'Sulaymaniyah', kurdish: true },
  { name: 'Sherzad T.', langs: KURD, city: 'Ranya', kurdish: true },
  { name: 'Rozh N.', langs: KURD, city: 'Erbil', kurdish: true },
  { name: 'Yousif D.', langs: ENGLISH, city: 'Ankawa', kurdish: false },
  { name: 'Hanna G.', langs: ENGLISH, city: 'Baghdad', kurdish: false },
  { name: 'Rita S.', langs: ENGLISH, city: 'Basra', kurdish: false },
]

export interface SeedComment {
  hotel_id: number
  /** Index into `REVIEWERS`; the user id is known once the rows are written. */
  reviewer: number
  comment: string | null
  rate: number
  created_at: Date
}

export interface ReviewData {
  /** One users row per reviewer, in `REVIEWERS` order, without ids. */
  reviewers: UserInsert[]
  /** Per hotel in id order, oldest first. */
  comments: SeedComment[]
  /** Each reviewed hotel's mean rating, to one decimal (hotels without comments are absent). */
  rates: Map<number, number>
}

const DAY_MS = 86_400_000
/** Reviews reach back about 18 months. */
const HISTORY_DAYS = 548
const NO_TEXT = 0.15

function fill(text: T3, lang: Lang, city: T3): string {
  return text[lang].replace('{city}', city[lang])
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1)
}

/** One review's text in one language, in keeping with its rating. */
function reviewText(rng: Rng, rate: number, lang: Lang, hotel: HotelInfo): string {
  const city = hotel.city.name
  const kindPhrases = hotel.city.kinds.flatMap((k) => BY_KIND[k])
  const praise = (n: number) => {
    const pool = kindPhrases.length > 0 && rng.chance(0.5) ? [...kindPhrases, ...PRAISE] : PRAISE
    return rng.subset(pool, n).map((t) => fill(t, lang, city))
  }
  const complaints = (n: number) => rng.subset(COMPLAINTS, n).map((t) => fill(t, lang, city))
  const sentences: string[] = []

  if (rate >= 4) {
    if (rng.chance(0.12)) return fill(rng.pick(SHORT_GOOD), lang, city)
    sentences.push(...rng.shuffle(praise(rng.int(1, rate === 5 ? 3 : 2))))
    if (rate === 4 && rng.chance(0.5)) {
      const [complaint = ''] = complaints(1)
      sentences.push(`${ONLY_DOWNSIDE[lang]} ${lang === 0 ? lowerFirst(complaint) : complaint}`)
    }
    if (rng.chance(0.45)) sentences.push(fill(rng.pick(VERDICT_GOOD), lang, city))
  } else if (rate === 3) {
    sentences.push(...rng.shuffle([...praise(1), ...complaints(rng.int(1, 2))]))
    if (rng.chance(0.5)) sentences.push(fill(rng.pick(VERDICT_MIXED), lang, city))
  } else {
    if (rng.chance(0.12)) return fill(rng.pick(SHORT_BAD), lang, city)
    sentences.push(...complaints(rng.int(rate === 1 ? 2 : 1, 3)))
    if (rate === 2 && rng.chance(0.35)) {
      const [good = ''] = praise(1)
      sentences.push(`${TO_BE_FAIR[lang]} ${lang === 0 ? lowerFirst(good) : good}`)
    }
    if (rng.chance(0.5)) sentences.push(fill(rng.pick(VERDICT_BAD), lang, city))
  }
  return sentences.join(' ')
}

/** How many reviews a hotel has: most 5–25, a few more or fewer, none for a new hotel. */
function reviewCount(rng: Rng, quality: number): number {
  if (quality <= 0) return 0
  const r = rng.next()
  if (r < 0.08) return rng.int(1, 4)
  if (r < 0.93) return rng.int(5, 25)
  return rng.int(26, 30)
}

/** A rating from 1 to 5 around the hotel's quality (its intended mean). */
function rating(rng: Rng, quality: number): number {
  const noise = (rng.next() + rng.next() + rng.next() - 1.5) * 1.8
  // Ratings pile up against 5, so aim a little higher for good hotels to land near `quality`.
  const lift = quality >= 4 ? 0.3 : 0
  return Math.min(5, Math.max(1, Math.round(quality + lift + noise)))
}

/**
 * Reviewer accounts and 0–30 comments per hotel over the 18 months before `today`, rated
 * around each hotel's quality (the `rate` the hotel generator gave it; 0 means new and unrated).
 */
export function generateReviews(rng: Rng, hotels: readonly HotelInfo[], today: Date): ReviewData {
  const now = today.getTime()
  const reviewers: UserInsert[] = REVIEWERS.map((r) => {
    const joined = new Date(now - (HISTORY_DAYS + rng.int(20, 700)) * DAY_MS - rng.int(0, DAY_MS - 1))
    const lang = at(['en', 'ar', 'kr'] as const, r.langs.indexOf(Math.max(...r.langs)))
    return {
      name: r.name,
      email: null,
      phone: null,
      password_hash: null,
      country: 'Iraq',
      city: r.city,
      is_guest: false,
      language: lang,
      currency: rng.chance(0.6) ? 'IQD' : 'USD',
      verified_at: joined,
      created_at: joined,
    }
  })
  const indexes = REVIEWERS.map((_, i) => i)
  const comments: SeedComment[] = []
  const rates = new Map<number, number>()

  for (const hotel of hotels) {
    const n = reviewCount(rng, hotel.rate)
    if (n === 0) continue
    const kurdistan = hotel.governorate.kurdistan
    const who = rng.weightedSample(indexes, n, (i) => {
      const kurdish = at(REVIEWERS, i).kurdish
      return kurdistan ? (kurdish ? 3 : 1) : kurdish ? 0.4 : 1
    })
    const these = who.map((reviewer) => {
      const rate = rating(rng, hotel.rate)
      const lang = rng.weighted([0, 1, 2] as const, (l) => at(REVIEWERS, reviewer).langs[l])
      const comment = rng.chance(NO_TEXT) ? null : reviewText(rng, rate, lang, hotel)
      const created_at = new Date(now - rng.int(3_600, HISTORY_DAYS * 86_400) * 1000)
      return { hotel_id: hotel.id, reviewer, comment, rate, created_at }
    })
    these.sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
    comments.push(...these)
    const sum = these.reduce((s, c) => s + c.rate, 0)
    // Integer arithmetic up to the last division: rounds half up exactly like SQL round(avg, 1).
    rates.set(hotel.id, Math.round((sum * 10) / these.length) / 10)
  }
  return { reviewers, comments, rates }
}
