import type { Query } from '@tanstack/react-query'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * Keep this query's answer on the device (IndexedDB) so a reload offline shows it. Only
       * for answers the signed-in person may see again on this device; never for one-time or
       * payment data. See docs/decisions/0015-offline.md.
       */
      persist?: boolean
    }
  }
}

export const shouldPersist = (query: Query) =>
  query.meta?.persist === true && query.state.status === 'success'
