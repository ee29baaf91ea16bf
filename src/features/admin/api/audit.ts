import { queryOptions } from '@tanstack/react-query'
import { type AuditEntity, AuditEntry } from '../../../../contract/admin-audit'
import { adminPage } from '../../../../contract/admin-hotels'
import { consoleApi } from './console-api'

export type { AuditEntity, AuditEntry } from '../../../../contract/admin-audit'

export const auditQueryOptions = (entity: AuditEntity, id: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', entity, id],
    queryFn: ({ signal }) =>
      consoleApi(adminPage(AuditEntry), '/audit-log', { query: { entity, id }, signal }),
  })
