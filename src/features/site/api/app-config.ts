import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { api } from '../../../lib/api'

const AppConfig = v.object({
  data: v.object({
    contact_email: v.string(),
    contact_phones: v.array(v.string()),
    whatsapp: v.string(),
    social: v.object({ facebook: v.string(), instagram: v.string(), x: v.string(), tiktok: v.string() }),
    /** A tile service's MapLibre style; with map_pmtiles_url null too: the bundled map of Iraq. */
    map_style_url: v.optional(v.nullable(v.string()), null),
    /** This server's own basemap file (PMTiles), drawn with the Protomaps style. Older servers omit it. */
    map_pmtiles_url: v.optional(v.nullable(v.string()), null),
  }),
})

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: async () => (await api(AppConfig, '/app-config')).data,
    // Kept on the device for offline use (features/offline).
    meta: { persist: true },
    staleTime: 3_600_000,
  })

export const useAppConfig = () => useQuery(appConfigQueryOptions()).data
