import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { dateFormat, FORMAT_LOCALE } from '../../../../contract/format'
import { usePreferences } from '../../../lib/preferences'
import { type AuditEntity, type AuditEntry, auditQueryOptions } from '../api/audit'
import { PEOPLE_ACTIONS } from './people-actions'

const ACTIONS: Record<string, MessageDescriptor> = {
  create: msg`Created`,
  update: msg`Changed`,
  publish: msg`Published`,
  unpublish: msg`Hidden from guests`,
  calendar: msg`Calendar changed`,
  delete: msg`Deleted`,
  handled: msg`Marked handled`,
  reopened: msg`Marked open again`,
  ...PEOPLE_ACTIONS,
  photo_add: msg`Photo added`,
  photo_order: msg`Photos reordered`,
  photo_delete: msg`Photo deleted`,
  discount_add: msg`Discount added`,
  discount_change: msg`Discount changed`,
  discount_delete: msg`Discount deleted`,
  picture_set: msg`Picture uploaded`,
  picture_delete: msg`Picture removed`,
}

/** Fields whose value differs between before and after (a creation: every field it set). */
function changedFields(entry: AuditEntry): { field: string; before: unknown; after: unknown }[] {
  const before = (entry.before ?? {}) as Record<string, unknown>
  const after = (entry.after ?? {}) as Record<string, unknown>
  if (entry.action === 'calendar') return []
  return Object.keys(after)
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((field) => ({ field, before: before[field], after: after[field] }))
}

const show = (value: unknown) => (value === undefined || value === null ? '—' : JSON.stringify(value))

/** The record of a thing's console changes, newest first (issue 19 item 8). */
export function AuditList({ entity, id }: { entity: AuditEntity; id: number }) {
  const { i18n } = useLingui()
  const { language } = usePreferences()
  const log = useQuery(auditQueryOptions(entity, id))
  const when = dateFormat(FORMAT_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section className="console-card" aria-labelledby="audit-heading" data-testid="audit-log">
      <h2 id="audit-heading" style={{ marginBlockStart: 0 }}>
        <Trans>History of changes</Trans>
      </h2>
      {log.isPending ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : log.isError ? (
        <p role="alert">
          <Trans>The history could not be loaded.</Trans>
        </p>
      ) : log.data.data.length === 0 ? (
        <p>
          <Trans>No changes recorded yet.</Trans>
        </p>
      ) : (
        <ul className="console-audit">
          {log.data.data.map((e) => {
            const fields = changedFields(e)
            return (
              <li key={e.id}>
                <strong>
                  {ACTIONS[e.action] ? i18n._(ACTIONS[e.action] as MessageDescriptor) : e.action}
                </strong>
                {' · '}
                <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
                {' · '}
                <span>{e.user ? e.user.name || e.user.email : <Trans>Deleted account</Trans>}</span>
                <details>
                  <summary>
                    <Trans>Details</Trans>
                  </summary>
                  {fields.length > 0 ? (
                    <pre>
                      {fields.map((f) => `${f.field}: ${show(f.before)} → ${show(f.after)}`).join('\n')}
                    </pre>
                  ) : (
                    <pre>{JSON.stringify({ before: e.before, after: e.after }, null, 1)}</pre>
                  )}
                </details>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
