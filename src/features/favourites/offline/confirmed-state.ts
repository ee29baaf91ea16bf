import type { QueryClient } from '@tanstack/react-query'

/**
 * Writes a favourite the server has confirmed into every cached hotel (lists, hotel pages, home
 * rows): the heart then shows it the moment its change leaves the queue, without waiting for a
 * refetch, and the persisted copy agrees too. Hotels are recognised by shape (an `id` and an
 * `is_faviorate`), wherever they sit in an answer. Unchanged parts keep their identity.
 */
function patch(value: unknown, hotelId: number, state: boolean): unknown {
  if (Array.isArray(value)) {
    let changed = false
    const out = value.map((item) => {
      const next = patch(item, hotelId, state)
      if (next !== item) changed = true
      return next
    })
    return changed ? out : value
  }
  if (value === null || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  let changed = false
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(record)) {
    const next = patch(item, hotelId, state)
    if (next !== item) changed = true
    out[key] = next
  }
  if (record.id === hotelId && typeof record.is_faviorate === 'boolean' && record.is_faviorate !== state) {
    out.is_faviorate = state
    changed = true
  }
  return changed ? out : value
}

export function applyConfirmedFavourite(queryClient: QueryClient, hotelId: number, state: boolean) {
  for (const queryKey of [['hotels'], ['home']]) {
    queryClient.setQueriesData({ queryKey }, (data: unknown) =>
      data === undefined ? data : patch(data, hotelId, state),
    )
  }
}
