import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiBlob } from '../../../lib/api'
import { isOffline } from '../../../lib/connectivity'
import { saveFile } from '../../../lib/save-file'
import { savedVoucher, saveVoucher } from '../../offline'
import { bookingKeys } from './keys'

/** Offline, with no copy of this voucher on the device. */
export class VoucherNotSavedError extends Error {}

/**
 * `GET /api/download/{id}` with the bearer token (a plain link would not carry it), saved as
 * `{reservation_no}.pdf` (§7), and kept on the device so it opens offline at the hotel desk.
 * Without a connection the kept copy opens instead.
 */
export async function downloadVoucher({
  id,
  reservationNo,
  checkout,
}: {
  id: number
  reservationNo: string
  /** The stay's check-out: the device keeps the copy until 30 days after it. */
  checkout?: string
}) {
  const fileName = `${reservationNo}.pdf`
  let blob: Blob
  try {
    if (isOffline()) throw new TypeError('offline')
    blob = await apiBlob(`/download/${id}`)
  } catch (err) {
    // The server's refusal stands; only a missing connection falls back to the device's copy.
    if (err instanceof ApiError) throw err
    const saved = await savedVoucher(id)
    if (!saved) throw new VoucherNotSavedError('voucher not saved on this device')
    return saveFile(saved.pdf, saved.fileName)
  }
  saveFile(blob, fileName)
  await saveVoucher(id, fileName, blob, checkout).catch((err: unknown) =>
    console.warn('voucher not kept', err),
  )
}

const savedKey = (id: number) => [...bookingKeys.all, 'saved-voucher', id] as const

export function useDownloadVoucher() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: downloadVoucher,
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: savedKey(id) }),
  })
}

/** Whether this voucher is kept on the device (it then opens offline). */
export const useVoucherSaved = (id: number) =>
  useQuery({
    queryKey: savedKey(id),
    queryFn: async () => (await savedVoucher(id)) !== undefined,
    // Read from the device: no connection needed.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  }).data === true
