import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  AdminContactMessage,
  AdminCurrency,
  AdminDiscountCode,
  AdminFaq,
  AdminOffer,
  AdminSlider,
  type CurrencyRateBody,
  type DiscountCodeFields,
  type FaqFields,
  type OfferFields,
  type SliderFields,
} from '../../../../contract/admin-content'
import { adminPage } from '../../../../contract/admin-hotels'
import { consoleApi } from './console-api'

export type {
  AdminContactMessage,
  AdminCurrency,
  AdminDiscountCode,
  AdminFaq,
  AdminOffer,
  AdminSlider,
} from '../../../../contract/admin-content'

/**
 * The site's content in the console (issue 19 item 5): for each kind, its list, one item, and
 * saving or deleting it. After a change the kind's queries and the audit log are read again.
 */
function contentKind<V extends v.GenericSchema, F>(path: string, item: V) {
  const one = v.object({ data: item })
  const key = ['admin', 'content', path] as const
  const list = (page: number, query: Record<string, string | number> = {}) =>
    queryOptions({
      queryKey: [...key, 'list', page, query],
      queryFn: ({ signal }): Promise<{ data: v.InferOutput<V>[]; total: number; last_page: number }> =>
        consoleApi(adminPage(item), `/${path}`, { query: { page, ...query }, signal }),
    })
  const get = (id: number) =>
    queryOptions({
      queryKey: [...key, 'one', id],
      queryFn: async ({ signal }): Promise<v.InferOutput<V>> =>
        (await consoleApi(one, `/${path}/${id}`, { signal })).data,
    })
  /** The body type the kind's form sends (types only). */
  const fields = undefined as F | undefined
  return { path, one, key, list, get, fields }
}
export type Kind<V extends v.GenericSchema, F> = ReturnType<typeof contentKind<V, F>>

/** After a change: the kind's lists and items, and the audit log, are read again. */
function useContentChanged(key: readonly unknown[]) {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: key })
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })
  }
}

/** Creates (`id` null) or changes a thing of `kind`. */
export function useSaveContent<V extends v.GenericSchema, F>(kind: Kind<V, F>, id: number | null) {
  const changed = useContentChanged(kind.key)
  return useMutation({
    mutationFn: async (body: F): Promise<v.InferOutput<V>> =>
      (
        await consoleApi(kind.one, id === null ? `/${kind.path}` : `/${kind.path}/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body,
        })
      ).data,
    onSuccess: changed,
  })
}

export function useDeleteContent<V extends v.GenericSchema, F>(kind: Kind<V, F>, id: number) {
  const changed = useContentChanged(kind.key)
  return useMutation({
    mutationFn: () => consoleApi(v.null(), `/${kind.path}/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  })
}

export const offersApi = contentKind<typeof AdminOffer, OfferFields>('offers', AdminOffer)
export const codesApi = contentKind<typeof AdminDiscountCode, DiscountCodeFields>(
  'discount-codes',
  AdminDiscountCode,
)
export const slidersApi = contentKind<typeof AdminSlider, SliderFields>('sliders', AdminSlider)
export const faqsApi = contentKind<typeof AdminFaq, FaqFields>('faqs', AdminFaq)
export const inboxApi = contentKind<typeof AdminContactMessage, never>(
  'contact-messages',
  AdminContactMessage,
)

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'content', 'currencies'],
    queryFn: async ({ signal }) =>
      (await consoleApi(v.object({ data: v.array(AdminCurrency) }), '/currencies', { signal })).data,
  })

export function useSetRate(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CurrencyRateBody) =>
      (await consoleApi(v.object({ data: AdminCurrency }), `/currencies/${id}`, { method: 'PUT', body }))
        .data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'content', 'currencies'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })
    },
  })
}

export function useMarkHandled(id: number) {
  const changed = useContentChanged(inboxApi.key)
  return useMutation({
    mutationFn: async (handled: boolean) =>
      (
        await consoleApi(v.object({ data: AdminContactMessage }), `/contact-messages/${id}/handled`, {
          method: 'PUT',
          body: { handled },
        })
      ).data,
    onSuccess: changed,
  })
}

/** Uploads (a file) or removes (null) a home section's picture; answers the section as it now is. */
export function useSliderPicture(id: number) {
  const changed = useContentChanged(slidersApi.key)
  return useMutation({
    mutationFn: async (file: File | null): Promise<AdminSlider> => {
      const path = `/sliders/${id}/picture`
      if (!file) return (await consoleApi(slidersApi.one, path, { method: 'DELETE' })).data
      const form = new FormData()
      form.append('image', file)
      return (await consoleApi(slidersApi.one, path, { method: 'POST', form })).data
    },
    onSuccess: changed,
  })
}
