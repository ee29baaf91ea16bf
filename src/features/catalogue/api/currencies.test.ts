import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { loadExchangeRate } from './currencies'

describe('loadExchangeRate', () => {
  it('is 1 for the base currency without asking for the list, and the listed rate otherwise', async () => {
    const queryClient = new QueryClient()
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    try {
      expect(await loadExchangeRate(queryClient, 'USD')).toBe(1)
      expect(fetch).not.toHaveBeenCalled()
      queryClient.setQueryData(
        ['currency'],
        [
          { id: 1, currency_name: 'USD', ex_price: 1, decimals: 2 },
          { id: 2, currency_name: 'IQD', ex_price: 1310, decimals: 0 },
        ],
      )
      expect(await loadExchangeRate(queryClient, 'IQD')).toBe(1310)
      expect(fetch).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
