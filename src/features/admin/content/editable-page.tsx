import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type * as v from 'valibot'
import type { AuditEntity } from '../api/audit'
import { type Kind, useDeleteContent } from '../api/content'
import { AuditList } from '../components/audit-list'
import { DeleteButton } from '../components/delete-button'
import { itemParam } from '../console-params'
import type { ContentKind } from './content-kinds'

/** What the page of a thing of `api` loads: the thing, or nothing for the creation form. */
export const loadEditable =
  <V extends v.GenericSchema, F>(api: Kind<V, F>) =>
  async (queryClient: QueryClient, raw: string) => {
    const id = itemParam(raw)
    if (id !== null) await queryClient.ensureQueryData(api.get(id))
  }

interface Props<V extends v.GenericSchema, F> {
  kind: ContentKind
  api: Kind<V, F>
  /** The URL's `$id`: a number, or `new`. */
  id: string
  /** The creation form's heading. */
  adding: ReactNode
  heading: (thing: v.InferOutput<V>) => ReactNode
  headingDir?: 'ltr'
  /** The kind's form: empty (null) with where to go once saved, or the thing's. */
  form: (thing: v.InferOutput<V> | null, onSaved: (saved: { id: number }) => void) => ReactNode
  entity: AuditEntity
  deleteTestId: string
}

/**
 * The page of one thing of the kinds made here (offers, discount codes, home sections,
 * questions): at `new` the creation form, which opens the saved thing's page; else its heading
 * and delete button (back to the list), its form and the record of its changes.
 */
export function EditablePage<V extends v.GenericSchema, F>(props: Props<V, F>) {
  const { kind, api } = props
  const navigate = useNavigate()
  const id = itemParam(props.id)
  const thing = useQuery({ ...api.get(id ?? 0), enabled: id !== null }).data ?? null
  const remove = useDeleteContent(api, id ?? 0)
  const opened = (saved: { id: number }) =>
    void navigate({ to: '/admin/content/$kind/$id', params: { kind, id: String(saved.id) } })
  if (id === null)
    return (
      <>
        <h1>{props.adding}</h1>
        {props.form(null, opened)}
      </>
    )
  if (!thing) return null
  return (
    <>
      <div className="console-head">
        <h1 dir={props.headingDir}>{props.heading(thing)}</h1>
        <DeleteButton
          onDelete={async () => {
            await remove.mutateAsync()
            void navigate({ to: '/admin/content/$kind', params: { kind }, search: { page: 1 } })
          }}
          testId={props.deleteTestId}
        />
      </div>
      <div className="console-two">
        {props.form(thing, opened)}
        <AuditList entity={props.entity} id={id} />
      </div>
    </>
  )
}
