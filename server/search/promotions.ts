import { sql } from 'drizzle-orm'
import { addDays, todayInIraq } from '../../contract/dates'
import type { Promotion } from '../../contract/hotel'
import type { Db } from '../db/client'
import type { Tx } from '../services/booking/inventory'
import { Params } from './availability'
import { arrayParam, columns, sqlText, statementsByKey } from './prepared'
import { nightsBetween, type Stay } from './stay'

/**
 * Promotions: what the home page and the offers page advertise, applied to the stays they cover
 * (decision 33). A hotel's discount (`discounts`) covers the stays at the hotel whose nights all
 * lie in its stay dates (`stay_from` to `stay_to`, either open) booked by its `book_by`
 * (decision 43); an offer with a percentage covers stays booked while it shows (today ≤ `end_date`, Iraq time) of at least
 * `min_nights` nights starting at least `min_days_ahead` days from today. The best one applies;
 * they do not add up. It is taken off the room rates (as the offers say: "15% off the room
 * rate"), one room's stay at a time, never off the children's supplement; a discount code
 * applies after it, on what is left.
 *
 * The rule is written once, in SQL, and used two ways: inside the search statement (the list
 * filters and sorts on the discounted price) and by `promotionsFor` (detail, quote, booking).
 */
export function coveringPromotions(p: Params, stay: Stay, now: Date, hotelSql: string): string {
  return promotionRows(p, stay, now, (alias) => `${alias}.hotel_id = ${hotelSql}`)
}

/** The promotions covering the stay at the hotels `hotelOf(alias)` admits: one rule for both uses. */
function promotionRows(p: Params, stay: Stay, now: Date, hotelOf: (alias: string) => string): string {
  return `SELECT 'discount'::text AS kind, pd.id, pd.hotel_id, pd.percentage AS pct FROM discounts pd
      WHERE ${hotelOf('pd')} AND ${discountCovers(p, stay, now, 'pd')}
    UNION ALL
    SELECT 'offer'::text, po.id, po.hotel_id, po.percentage FROM offers po
      WHERE ${hotelOf('po')} AND po.percentage IS NOT NULL AND ${offerCovers(p, stay, now, 'po')}`
}

/**
 * Every hotel's best percentage covering the stay (hotels without one are absent), as the
 * search's `promos`: read once and joined by hotel. Looked up hotel by hotel (two index reads
 * each) it cost a country-wide search most of what promotions added (bench:api, decision 29).
 */
export function promotionsByHotelSql(p: Params, stay: Stay, now: Date): string {
  return `SELECT x.hotel_id, max(x.pct) AS pct
    FROM (${promotionRows(p, stay, now, (alias) => `${alias}.hotel_id IS NOT NULL`)}) x GROUP BY x.hotel_id`
}

/**
 * A discount `d` covers the stay when every night of it lies in the discount's stay dates (a
 * side left open is no limit) and it is booked on or before its `book_by` (Iraq time). A
 * promotion prices a room's whole stay at one percentage, and the reservation keeps that one
 * promotion, so a stay partly inside gets none rather than the percentage on nights the hotel did
 * not choose to discount (decision 43).
 */
function discountCovers(p: Params, stay: Stay, now: Date, d: string): string {
  return `(${d}.stay_from IS NULL OR ${d}.stay_from <= ${p.add('promo_first_night', stay.checkin, 'date')})
        AND (${d}.stay_to IS NULL OR ${d}.stay_to >= ${p.add('promo_last_night', addDays(stay.checkout, -1), 'date')})
        AND (${d}.book_by IS NULL OR ${d}.book_by >= ${p.add('promo_today', todayInIraq(now), 'date')})`
}

/**
 * An offer `o` covers the stay: booked while it shows (today ≤ its last day, Iraq time), of at
 * least its nights, starting at least its days ahead. Every kind of offer, one rule.
 */
function offerCovers(p: Params, stay: Stay, now: Date, o: string): string {
  const today = todayInIraq(now)
  return `${o}.end_date >= ${p.add('promo_today', today, 'date')}
        AND ${o}.min_nights <= ${p.add('promo_nights', stay.nights, 'int')}
        AND ${o}.min_days_ahead <= ${p.add('promo_lead', nightsBetween(today, stay.checkin), 'int')}`
}

/**
 * Family offers ("Children under 12 stay free … when sharing a room with two adults", the seed's
 * "Family holiday"): `offers.children_free_under` waives the children's supplement for children
 * under that age, at the hotel, for the stays the offer covers, when the party has two adults
 * for every room. They are not a percentage: they lower the free age of the hotel's child
 * policy for the stay, so list, hotel page, quote and reservation price the supplement with the
 * same age (`childFreeAgeSql` in the search, `familyOffersFor` elsewhere), and the price-per-cent
 * promotions above still apply to the room rates.
 */
const familyCovered = (stay: Stay) => stay.children > 0 && stay.adults >= 2 * stay.rooms

/** The family offers covering the stay at the hotels `hotelOf('fo')` admits: one rule for both uses. */
function familyOfferRows(p: Params, stay: Stay, now: Date, hotelOf: (alias: string) => string): string {
  return `SELECT fo.hotel_id, fo.children_free_under AS under FROM offers fo
      WHERE ${hotelOf('fo')} AND fo.children_free_under IS NOT NULL AND ${offerCovers(p, stay, now, 'fo')}`
}

function familyOffersSql(p: Params, stay: Stay, now: Date, hotelSql: string): string {
  return familyOfferRows(p, stay, now, (alias) => `${alias}.hotel_id = ${hotelSql}`)
}

/**
 * Every hotel's family-offer age for the stay (hotels without one are absent), as the search's
 * `family`: read once and joined by hotel, as `promos` is. Looked up hotel by hotel it scanned
 * the offers once per hotel of the country (a priced search with children: about a third of its
 * PostgreSQL time). A party the offers do not cover (`familyCovered`) makes it empty through a
 * parameter, so that such a search is the same prepared statement as one they cover.
 */
export function familyByHotelSql(p: Params, stay: Stay, now: Date): string {
  const covered = p.add('family_party', familyCovered(stay) ? 1 : 0, 'int')
  return `SELECT f.hotel_id, max(f.under) AS under
    FROM (${familyOfferRows(p, stay, now, (alias) => `${alias}.hotel_id IS NOT NULL AND ${covered} = 1`)}) f
    GROUP BY f.hotel_id`
}

/**
 * The age from which a child pays at hotel `h` for the stay, family offers included, in SQL:
 * `underSql` is the hotel's family-offer age from the search's `family` (null: none).
 */
export const childFreeAgeSql = (underSql: string, h = 'h') =>
  `GREATEST(${h}.child_free_age, coalesce(${underSql}, 0))`

const familyStatement = statementsByKey<{ hotel_id: number; under: number }>('family_offers_for', 4)

/** The age under which children stay free by a family offer, for each of `hotelIds` that has one. */
export async function familyOffersFor(
  db: Db | Tx,
  hotelIds: number[],
  stay: Stay,
  now = new Date(),
): Promise<Map<number, number>> {
  if (hotelIds.length === 0 || !familyCovered(stay)) return new Map()
  const p = new Params()
  const offers = familyOffersSql(p, stay, now, 'h.id')
  const family = familyStatement(offers, (qb) =>
    qb
      .select(columns({ hotel_id: sql<number>`h.id`, under: sql<number>`f.under` }))
      .from(sqlText(`hotels h CROSS JOIN LATERAL (SELECT max(x.under) AS under FROM (${offers}) x) f`))
      .where(sqlText('h.id = ANY(:hotel_ids::int[]) AND f.under IS NOT NULL')),
  )
  const rows = await family.run(db, { ...p.values, hotel_ids: arrayParam(hotelIds) })
  return new Map(rows.map((r) => [Number(r.hotel_id), Number(r.under)]))
}

/**
 * For a statement about one hotel (`hotelSql`) that reads everything at once (the booking's
 * first read): subqueries answering the best promotion's percentage for the stay (null: none)
 * and the age under which a family offer lets children stay free (null: none), by the same
 * rules as `promotionsFor` and `familyOffersFor`. The text does not depend on the stay; `p`
 * takes its values.
 */
export function promotionSubqueries(p: Params, stay: Stay, now: Date, hotelSql: string) {
  const covered = p.add('family_party', familyCovered(stay) ? 1 : 0, 'int')
  const family = familyOfferRows(
    p,
    stay,
    now,
    (alias) => `${alias}.hotel_id = ${hotelSql} AND ${covered} = 1`,
  )
  return {
    pct: `(SELECT max(x.pct) FROM (${coveringPromotions(p, stay, now, hotelSql)}) x)`,
    familyUnder: `(SELECT max(f.under) FROM (${family}) f)`,
  }
}

/** A hotel's child policy for a stay a family offer covers: children under its age stay free too. */
export function withFamilyOffer<T extends { child_free_age: number }>(
  policy: T,
  under: number | undefined,
): T {
  return under && under > policy.child_free_age ? { ...policy, child_free_age: under } : policy
}

/** One room's stay rate (base currency, 2 decimals) after `pct` percent off, in SQL: exact numeric. */
export const afterPromotionSql = (amountSql: string, pctSql: string) =>
  `round((${amountSql}) * (100 - ${pctSql}) / 100.0, 2)`

/**
 * The same in JS, to the cent: computed on whole cents so that it equals the SQL above
 * (both round half away from zero on positive amounts).
 */
export function afterPromotion(amount: number, pct: number): number {
  if (!pct) return amount
  return Math.round((Math.round(amount * 100) * (100 - pct)) / 100) / 100
}

const cents = (n: number) => Math.round(n * 100) / 100

/** `rooms` rooms of a type whose one-room stay rate is `stayRate`: before and after the promotion. */
export function roomLine(stayRate: number, rooms: number, pct: number) {
  return { original: cents(stayRate * rooms), total: cents(afterPromotion(stayRate, pct) * rooms) }
}

interface PromotionRow {
  hotel_id: number
  kind: 'discount' | 'offer'
  id: number
  pct: number
  ar_title: string | null
  en_title: string | null
  kr_title: string | null
  end_date: string | null
}

const promotionStatement = statementsByKey<PromotionRow>('promotions_for', 4)

/** The promotion that applies to the stay at each of `hotelIds` (hotels without one are absent). */
export async function promotionsFor(
  db: Db | Tx,
  hotelIds: number[],
  stay: Stay,
  now = new Date(),
): Promise<Map<number, Promotion>> {
  if (hotelIds.length === 0) return new Map()
  const p = new Params()
  const covering = coveringPromotions(p, stay, now, 'h.id')
  // Best first; between equals, the hotel's own discount, then the older offer.
  const promotions = promotionStatement(covering, (qb) =>
    qb
      .select(
        columns({
          hotel_id: sql<number>`h.id`,
          kind: sql<PromotionRow['kind']>`best.kind`,
          id: sql<number>`best.id`,
          pct: sql<number>`best.pct`,
          ar_title: sql<string | null>`o.ar_title`,
          en_title: sql<string | null>`o.en_title`,
          kr_title: sql<string | null>`o.kr_title`,
          end_date: sql<string | null>`o.end_date::text`,
        }),
      )
      .from(
        sqlText(`hotels h
          CROSS JOIN LATERAL (SELECT x.* FROM (${covering}) x ORDER BY x.pct DESC, x.kind, x.id LIMIT 1) best
          LEFT JOIN offers o ON best.kind = 'offer' AND o.id = best.id`),
      )
      .where(sqlText('h.id = ANY(:hotel_ids::int[])')),
  )
  const rows = await promotions.run(db, { ...p.values, hotel_ids: arrayParam(hotelIds) })
  return new Map(
    rows.map((r) => [
      Number(r.hotel_id),
      {
        kind: r.kind,
        id: Number(r.id),
        percentage: Number(r.pct),
        ar_title: r.ar_title,
        en_title: r.en_title,
        kr_title: r.kr_title,
        end_date: r.end_date,
      },
    ]),
  )
}
