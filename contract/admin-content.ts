import * as v from 'valibot'
import { INBOX_STATES } from './admin-filters'
import { whole } from './admin-hotels'
import { isoDate, queryInt, singleLine } from './common'
import { DEPARTMENT_TYPES } from './faq'
import { SLIDER_TYPES } from './marketing'
import { messages as m } from './messages'

/**
 * The site's content in the operator console (issue 19 item 5, administrators only): offers,
 * discount codes, home sliders, help-centre questions and currency rates. Shared by the
 * server's routes and the console's forms, so a field is refused with the same words in both.
 */

export const contentMessages = {
  lastDayBeforeFirst: /*i18n*/ {
    id: 'admin.valid_until_order',
    message: 'The last day must not be before the first',
  },
  percentOver100: /*i18n*/ { id: 'admin.percent_over_100', message: 'A percentage cannot be over 100' },
  codeFormat: /*i18n*/ {
    id: 'admin.code_format',
    message: 'Use 3 to 32 capital letters, digits or dashes',
  },
  codeTaken: /*i18n*/ { id: 'admin.code_taken', message: 'Another discount code already has this text' },
  codeUsed: /*i18n*/ {
    id: 'admin.code_used',
    message: 'This code was used in bookings: end its validity instead of deleting it',
  },
  usesBelowUsed: /*i18n*/ {
    id: 'admin.uses_below_used',
    message: 'The limit cannot be below the times the code was already used',
  },
  baseCurrency: /*i18n*/ {
    id: 'admin.base_currency_rate',
    message: 'The base currency (US dollar) always has the rate 1',
  },
  unknownHotel: /*i18n*/ { id: 'admin.unknown_hotel', message: 'No hotel has this number' },
  unknownItems: /*i18n*/ {
    id: 'admin.unknown_items',
    message: 'Some of these numbers are not items of this section’s kind',
  },
  imageChoice: /*i18n*/ { id: 'admin.image_choice', message: 'Choose one of the pictures offered' },
} as const

const text = (max: number) =>
  v.pipe(
    v.string(m.required.id),
    v.trim(),
    v.nonEmpty(m.required.id),
    singleLine,
    v.maxLength(max, m.tooLong.id),
  )
/** Several lines (an answer, a description); blank is null where optional. */
const longText = (max: number) =>
  v.pipe(v.string(m.required.id), v.trim(), v.nonEmpty(m.required.id), v.maxLength(max, m.tooLong.id))
export const optionalText = (max: number) =>
  v.pipe(
    v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(max, m.tooLong.id)), null),
    v.transform((s) => (s ? s : null)),
  )
const date = v.pipe(v.string(m.invalidDate.id), isoDate)
const flag = v.optional(v.boolean(m.invalidValue.id), false)

/** `{ data, total, last_page }` list queries of this file: a page number. */
export const ContentListQuery = v.object({ page: queryInt({ min: 1, max: 100_000, fallback: 1 }) })
export const CONTENT_PAGE = 50

// ── Offers ──────────────────────────────────────────────────────────────────────────────────

/**
 * The pictures an offer may show: the site's drawn offer pictures (`/media/offer/N.webp`, the
 * media server draws any number) — no upload, no outside address.
 */
export const OFFER_PICTURES = 12
export const offerPicture = (n: number) => `/media/offer/${n}.webp`
const offerImage = v.pipe(
  v.string(contentMessages.imageChoice.id),
  v.regex(/^\/media\/offer\/([1-9]\d{0,2})\.webp$/, contentMessages.imageChoice.id),
)

/**
 * An offer at one hotel (decision 33): with a percentage it is a promotion, taken off the room
 * rates of stays booked while it shows (today ≤ `end_date`) of at least `min_nights` nights
 * starting at least `min_days_ahead` days ahead; without one it is only advertised.
 */
export const OfferFields = v.object({
  hotel_id: whole(1, 1e9),
  ar_title: text(200),
  en_title: text(200),
  kr_title: text(200),
  ar_description: optionalText(2000),
  en_description: optionalText(2000),
  kr_description: optionalText(2000),
  image_path: offerImage,
  alt: text(200),
  end_date: date,
  percentage: v.nullish(whole(1, 90), null),
  min_nights: v.optional(whole(1, 30), 1),
  min_days_ahead: v.optional(whole(0, 365), 0),
  /** A family offer (decision 41): children under this age stay free on the stays it covers. */
  children_free_under: v.nullish(whole(1, 17), null),
})
export type OfferFields = v.InferOutput<typeof OfferFields>

export const AdminOffer = v.object({
  ...OfferFields.entries,
  id: v.number(),
  governorate_id: v.nullable(v.number()),
  ar_description: v.nullable(v.string()),
  en_description: v.nullable(v.string()),
  kr_description: v.nullable(v.string()),
  image_path: v.string(),
  end_date: v.string(),
  percentage: v.nullable(v.number()),
  min_nights: v.number(),
  min_days_ahead: v.number(),
  children_free_under: v.nullable(v.number()),
  /** The hotel's names, for lists. */
  hotel: v.nullable(v.object({ ar_title: v.string(), en_title: v.string(), kr_title: v.string() })),
})
export type AdminOffer = v.InferOutput<typeof AdminOffer>

// ── Discount codes ──────────────────────────────────────────────────────────────────────────

export const DISCOUNT_KINDS = ['percent', 'amount'] as const

export const DiscountCodeFields = v.pipe(
  v.object({
    /** Typed by guests: capitals, digits and dashes (read in capitals whatever is typed). */
    code: v.pipe(
      v.string(m.required.id),
      v.trim(),
      v.toUpperCase(),
      v.nonEmpty(m.required.id),
      v.regex(/^[A-Z0-9-]{3,32}$/, contentMessages.codeFormat.id),
    ),
    kind: v.picklist(DISCOUNT_KINDS, m.invalidValue.id),
    /** Percent 1–100, or an amount off the stay in US dollars (two decimals at most). */
    value: v.pipe(
      v.number(m.invalidValue.id),
      v.minValue(0.01, m.tooSmall.id),
      v.maxValue(100_000, m.tooLarge.id),
      v.check((n) => Math.round(n * 100) === n * 100, m.invalidValue.id),
    ),
    /** Null: every hotel. */
    hotel_id: v.nullish(whole(1, 1e9), null),
    valid_from: date,
    valid_until: date,
    /** Null: no limit. */
    max_uses: v.nullish(whole(1, 1_000_000), null),
    public: flag,
  }),
  v.forward(
    v.check((c) => c.kind === 'amount' || c.value <= 100, contentMessages.percentOver100.id),
    ['value'],
  ),
  v.forward(
    v.check((c) => c.valid_until >= c.valid_from, contentMessages.lastDayBeforeFirst.id),
    ['valid_until'],
  ),
)
export type DiscountCodeFields = v.InferOutput<typeof DiscountCodeFields>

export const AdminDiscountCode = v.object({
  id: v.number(),
  code: v.string(),
  kind: v.picklist(DISCOUNT_KINDS),
  value: v.number(),
  hotel_id: v.nullable(v.number()),
  valid_from: v.string(),
  valid_until: v.string(),
  max_uses: v.nullable(v.number()),
  used_count: v.number(),
  public: v.boolean(),
})
export type AdminDiscountCode = v.InferOutput<typeof AdminDiscountCode>

// ── Home sliders ────────────────────────────────────────────────────────────────────────────

export const SLIDER_TYPE_VALUES = Object.values(SLIDER_TYPES)
export type SliderType = (typeof SLIDER_TYPE_VALUES)[number]

/** What a section of each type shows: its items point at offers, places, discounts or hotels. */
export const SLIDER_CHILD: Record<SliderType, 'offer' | 'governorate' | 'discount' | 'hotel'> = {
  0: 'offer',
  1: 'governorate',
  2: 'discount',
  3: 'hotel',
  4: 'governorate',
  5: 'hotel',
}

/** A home section: its texts, place on the page, and the things it links to, in order. */
export const SliderFields = v.object({
  slider_type: v.picklist(SLIDER_TYPE_VALUES, m.invalidValue.id),
  sort_order: whole(0, 1000),
  ar_title: text(200),
  en_title: text(200),
  kr_title: text(200),
  ar_description: optionalText(500),
  en_description: optionalText(500),
  kr_description: optionalText(500),
  child_ids: v.pipe(v.array(whole(1, 1e9), m.invalidValue.id), v.maxLength(50, m.tooLong.id)),
})
export type SliderFields = v.InferOutput<typeof SliderFields>

export const AdminSlider = v.object({
  ...SliderFields.entries,
  id: v.number(),
  slider_type: v.number(),
  ar_description: v.nullable(v.string()),
  en_description: v.nullable(v.string()),
  kr_description: v.nullable(v.string()),
  child_ids: v.array(v.number()),
  /** Its uploaded picture (set and removed by its own calls, not by the form); null: none. */
  image_path: v.nullable(v.string()),
})
export type AdminSlider = v.InferOutput<typeof AdminSlider>

// ── FAQ ─────────────────────────────────────────────────────────────────────────────────────

/** A help-centre question in one of its four departments (tabs). */
export const FaqFields = v.object({
  department_type: v.picklist(DEPARTMENT_TYPES, m.invalidValue.id),
  sort_order: whole(0, 1000),
  ar_question: text(300),
  en_question: text(300),
  kr_question: text(300),
  ar_answer: longText(5000),
  en_answer: longText(5000),
  kr_answer: longText(5000),
})
export type FaqFields = v.InferOutput<typeof FaqFields>

export const AdminFaq = v.object({ ...FaqFields.entries, id: v.number(), department_type: v.number() })
export type AdminFaq = v.InferOutput<typeof AdminFaq>

export const AdminFaqListQuery = v.object({
  ...ContentListQuery.entries,
  department: v.optional(
    v.pipe(
      v.string(),
      v.picklist(
        DEPARTMENT_TYPES.map((d) => String(d)),
        m.invalidValue.id,
      ),
      v.transform(Number),
    ),
  ),
})

// ── Currency rates ──────────────────────────────────────────────────────────────────────────

export const BASE_CURRENCY = 'USD'
/**
 * Units of the currency per US dollar. Bounds a real rate keeps (the Iraqi dinar is about
 * 1,310, the Iranian rial about 42,000; no currency is worth a thousand dollars), so a slip of
 * the keyboard is refused rather than charged; six decimals, as the column holds.
 */
export const RATE_BOUNDS = { min: 0.001, max: 1_000_000 } as const
export const CurrencyRateBody = v.object({
  ex_price: v.pipe(
    v.number(m.invalidValue.id),
    v.minValue(RATE_BOUNDS.min, m.tooSmall.id),
    v.maxValue(RATE_BOUNDS.max, m.tooLarge.id),
    v.check((n) => Number(n.toFixed(6)) === n, m.invalidValue.id),
  ),
})
export type CurrencyRateBody = v.InferOutput<typeof CurrencyRateBody>

export const AdminCurrency = v.object({
  id: v.number(),
  currency_name: v.string(),
  real_name: v.string(),
  ar_name: v.string(),
  kr_name: v.string(),
  ex_price: v.number(),
  decimals: v.number(),
})
export type AdminCurrency = v.InferOutput<typeof AdminCurrency>

// ── Contact messages inbox ──────────────────────────────────────────────────────────────────

export const InboxQuery = v.object({
  ...ContentListQuery.entries,
  status: v.optional(v.picklist(INBOX_STATES, m.invalidValue.id), 'all'),
})

export const AdminContactMessage = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  address: v.string(),
  message: v.string(),
  language: v.string(),
  created_at: v.string(),
  /** Whether the copy to the support address went out. */
  emailed: v.boolean(),
  handled_at: v.nullable(v.string()),
  handled_by: v.nullable(v.object({ id: v.number(), name: v.string() })),
})
export type AdminContactMessage = v.InferOutput<typeof AdminContactMessage>

export const HandledBody = v.object({ handled: v.boolean(m.invalidValue.id) })
