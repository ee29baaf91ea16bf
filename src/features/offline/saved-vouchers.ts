import { clear, createStore, del, entries, get, set } from 'idb-keyval'
import { readAuth } from '../../lib/session'
import { keptUntil } from './stay-keeping'

/**
 * Vouchers (PDFs) downloaded on this device, kept so they open at the hotel desk without a
 * connection. Each is filed under the person who downloaded it, stays until its stay is 30 days
 * over (its own database: no release or cache clean-up touches it), and all go on sign-out.
 */
export const VOUCHER_DB = { db: 'funduq-vouchers', store: 'vouchers' } as const
const store = createStore(VOUCHER_DB.db, VOUCHER_DB.store)

export interface SavedVoucher {
  userId: number
  reservationId: number
  fileName: string
  pdf: Blob
  savedAt: number
  /** When it may go (ms): 30 days after the stay's check-out. Absent on copies saved before. */
  keepUntil?: number
}

const keyOf = (userId: number, reservationId: number) => `${userId}:${reservationId}`

export async function saveVoucher(
  reservationId: number,
  fileName: string,
  pdf: Blob,
  checkout?: string,
): Promise<void> {
  const userId = readAuth()?.userAuth.id
  if (userId === undefined) return
  const voucher: SavedVoucher = {
    userId,
    reservationId,
    fileName,
    pdf,
    savedAt: Date.now(),
    ...(checkout ? { keepUntil: keptUntil(checkout) } : {}),
  }
  await set(keyOf(userId, reservationId), voucher, store)
}

/** The current person's saved copy of a reservation's voucher, if any. */
export async function savedVoucher(reservationId: number): Promise<SavedVoucher | undefined> {
  const userId = readAuth()?.userAuth.id
  if (userId === undefined) return undefined
  return get<SavedVoucher>(keyOf(userId, reservationId), store)
}

/** Drops the vouchers of stays 30 days over. */
export async function trimSavedVouchers(now = Date.now()): Promise<void> {
  for (const [key, voucher] of await entries<string, SavedVoucher>(store))
    if (voucher.keepUntil !== undefined && voucher.keepUntil < now) await del(key, store)
}

export const clearSavedVouchers = () => clear(store)
