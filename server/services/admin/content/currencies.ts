import { asc, eq } from 'drizzle-orm'
import { type AdminCurrency, BASE_CURRENCY, contentMessages } from '../../../../contract/admin-content'
import type { Db } from '../../../db/client'
import { currencies } from '../../../db/schema'
import { HttpError, notFound } from '../../../http/errors'
import type { Tx } from '../../booking/inventory'
import { recordChange } from '../audit'

/**
 * Currency rates: prices, quotes and new reservations convert with the rate read on each
 * request (`currencyRate`), so a new rate holds from the next answer. A reservation already
 * made keeps the rate it was made with.
 */
const columns = {
  id: currencies.id,
  currency_name: currencies.currency_name,
  real_name: currencies.real_name,
  ar_name: currencies.ar_name,
  kr_name: currencies.kr_name,
  ex_price: currencies.ex_price,
  decimals: currencies.decimals,
}

export async function listAdminCurrencies(db: Db): Promise<AdminCurrency[]> {
  return db.select(columns).from(currencies).orderBy(asc(currencies.sort_order), asc(currencies.id))
}

async function readCurrency(db: Db | Tx, id: number): Promise<AdminCurrency> {
  const [row] = await db.select(columns).from(currencies).where(eq(currencies.id, id)).for('update')
  if (!row) throw notFound()
  return row
}

export async function setCurrencyRate(
  db: Db,
  userId: number,
  id: number,
  rate: number,
): Promise<AdminCurrency> {
  return db.transaction(async (tx) => {
    const before = await readCurrency(tx, id)
    if (before.currency_name === BASE_CURRENCY && rate !== 1)
      throw new HttpError(422, contentMessages.baseCurrency.id, {
        ex_price: [contentMessages.baseCurrency.id],
      })
    await tx.update(currencies).set({ ex_price: rate }).where(eq(currencies.id, id))
    const after = { ...before, ex_price: rate }
    await recordChange(tx, userId, {
      entity: 'currency',
      entityId: id,
      hotelId: null,
      action: 'update',
      before: { currency_name: before.currency_name, ex_price: before.ex_price },
      after: { currency_name: before.currency_name, ex_price: rate },
    })
    return after
  })
}
