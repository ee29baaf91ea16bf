import { clear, createStore, get, set } from 'idb-keyval'
import { readAuth } from '../../lib/session'

/**
 * Vouchers (PDFs) downloaded on this device, kept so they open at the hotel desk without a
 * connection. Each is filed under the person who downloaded it, and all go on sign-out.
 */
export const VOUCHER_DB = { db: 'funduq-vouchers', store: 'vouchers' } as const
const store = createStore(VOUCHER_DB.db, VOUCHER_DB.store)

export interface SavedVoucher {
  userId: number
  reservationId: number
  fileName: string
  pdf: Blob
  savedAt: number
}

const keyOf = (userId: number, reservationId: number) => `${userId}:${reservationId}`

export async function saveVoucher(reservationId: number, fileName: string, pdf: Blob): Promise<void> {
  const userId = readAuth()?.userAuth.id
  if (userId === undefined) return
  const voucher: SavedVoucher = { userId, reservationId, fileName, pdf, savedAt: Date.now() }
  await set(keyOf(userId, reservationId), voucher, store)
}

/** The current person's saved copy of a reservation's voucher, if any. */
export async function savedVoucher(reservationId: number): Promise<SavedVoucher | undefined> {
  const userId = readAuth()?.userAuth.id
  if (userId === undefined) return undefined
  return get<SavedVoucher>(keyOf(userId, reservationId), store)
}

export const clearSavedVouchers = () => clear(store)
