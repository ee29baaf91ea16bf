import type { schema } from '../client'

type DiscountCodeRow = (typeof schema.discountCodes)['$inferInsert']

function day(today: Date, days: number): string {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  return new Date(midnight + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * Demo discount codes, one of each case the booking summary must handle (README lists them):
 * a percentage and an amount for every hotel, one hotel's own code, and codes that are
 * expired, not yet valid and used up. WELCOME10 and HOTEL15 are public: the hotel page and the
 * summary show them where they apply; FUNDUQ25 is the kind of code sent to a person.
 */
export function discountCodeRows(today: Date, firstHotelId: number): DiscountCodeRow[] {
  const year = { valid_from: day(today, -1), valid_until: day(today, 365) }
  return [
    { code: 'WELCOME10', kind: 'percent', value: 10, public: true, ...year },
    { code: 'FUNDUQ25', kind: 'amount', value: 25, max_uses: 1000, ...year },
    { code: 'HOTEL15', kind: 'percent', value: 15, hotel_id: firstHotelId, public: true, ...year },
    {
      code: 'SUMMER2025',
      kind: 'percent',
      value: 20,
      valid_from: day(today, -400),
      valid_until: day(today, -200),
    },
    { code: 'SOON5', kind: 'percent', value: 5, valid_from: day(today, 30), valid_until: day(today, 120) },
    { code: 'FULL50', kind: 'percent', value: 50, max_uses: 3, used_count: 3, ...year },
  ]
}
