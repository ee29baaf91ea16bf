export type Maplibre = typeof import('./maplibre')

let loading: Promise<Maplibre> | null = null

/** One download for every map on the page; a failed one (offline) is tried again next time. */
export function loadMaplibre(): Promise<Maplibre> {
  loading ??= import('./maplibre').catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
