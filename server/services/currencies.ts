import { asc, eq } from 'drizzle-orm'
import type { Currency } from '../../contract/currency'
import { messages } from '../../contract/messages'
import type { Db } from '../db/client'
import { currencies } from '../db/schema'
import { HttpError } from '../http/errors'

export async function listCurrencies(db: Db): Promise<Currency[]> {
  return db
    .select({
      id: currencies.id,
      currency_name: currencies.currency_name,
      real_name: currencies.real_name,
      ar_name: currencies.ar_name,
      kr_name: currencies.kr_name,
      image: currencies.image,
      ex_price: currencies.ex_price,
      decimals: currencies.decimals,
    })
    .from(currencies)
    .orderBy(asc(currencies.sort_order), asc(currencies.id))
}

/** The rate for a requested currency; an unknown code is the caller's mistake (422). */
export async function currencyRate(
  db: Db,
  code: string,
): Promise<{ code: string; rate: number; decimals: number }> {
  const [row] = await db
    .select({ rate: currencies.ex_price, decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.currency_name, code))
  if (!row) throw new HttpError(422, messages.invalidRequest.id, { currency: [messages.invalidValue.id] })
  return { code, ...row }
}

/** Convert a base (USD) amount, rounded to the currency's minor unit. */
export function convert(base: number, rate: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(base * rate * factor) / factor
}
