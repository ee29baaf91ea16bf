import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { type AdminDiscount, AdminDiscounts, type DiscountFields } from '../../../../contract/admin-discounts'
import { consoleApi } from './console-api'

export type { AdminDiscount, DiscountFields } from '../../../../contract/admin-discounts'

const base = (hotelId: number) => `/hotels/${hotelId}/discounts`

export const hotelDiscountsQueryOptions = (hotelId: number) =>
  queryOptions({
    queryKey: ['admin', 'hotels', 'discounts', hotelId],
    queryFn: async ({ signal }) => (await consoleApi(AdminDiscounts, base(hotelId), { signal })).data,
  })

/** Every discount call answers the hotel's discounts as they now are: the list takes them at once. */
function useDiscountsSaved(hotelId: number) {
  const queryClient = useQueryClient()
  return (list: AdminDiscount[]) => {
    queryClient.setQueryData(hotelDiscountsQueryOptions(hotelId).queryKey, list)
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })
  }
}

/** Adds a discount (`discountId` null) or changes one. */
export function useSaveDiscount(hotelId: number, discountId: number | null) {
  const saved = useDiscountsSaved(hotelId)
  return useMutation({
    mutationFn: async (body: DiscountFields) =>
      (
        await consoleApi(
          AdminDiscounts,
          discountId === null ? base(hotelId) : `${base(hotelId)}/${discountId}`,
          {
            method: discountId === null ? 'POST' : 'PUT',
            body,
          },
        )
      ).data,
    onSuccess: saved,
  })
}

export function useDeleteDiscount(hotelId: number) {
  const saved = useDiscountsSaved(hotelId)
  return useMutation({
    mutationFn: async (discountId: number) =>
      (await consoleApi(AdminDiscounts, `${base(hotelId)}/${discountId}`, { method: 'DELETE' })).data,
    onSuccess: saved,
  })
}
