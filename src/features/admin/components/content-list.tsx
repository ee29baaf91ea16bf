import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ContentKind } from '../content/content-kinds'
import { ConsolePager } from './console-pager'
import { type ConsoleColumn, ConsoleTable } from './console-table'

export interface Column<T> extends Pick<ConsoleColumn<T>, 'head' | 'cell' | 'clip' | 'dir'> {
  /** The cell links to the row's page (one column a table); the others are labelled. */
  link?: boolean
}

interface Props<T> {
  title: ReactNode
  /** Each row's page, and the creation form's (`new`), are this kind's. */
  kind: ContentKind
  /** The creation button's words; none for kinds that are not created here. */
  add?: ReactNode
  /** A choice that narrows the list (a department, open or handled). */
  filter?: {
    id: string
    label: ReactNode
    value: string
    options: readonly (readonly [value: string, label: ReactNode])[]
    onChange: (value: string) => void
  }
  rows: readonly T[]
  columns: readonly Column<T>[]
  empty: ReactNode
  testId: string
  pager?: { page: number; lastPage: number }
}

/**
 * One list screen of the site's content (decision 38): heading and creation button, an optional
 * filter, the table (each row's linked cell opens its page) or the empty state, and the pager.
 * Loading and errors are the console route's (the loader waits, its error component answers).
 */
export function ContentList<T extends { id: number }>({
  title,
  kind,
  add,
  filter,
  rows,
  columns,
  empty,
  testId,
  pager,
}: Props<T>) {
  return (
    <>
      {add ? (
        <div className="console-head">
          <h1>{title}</h1>
          <Link to="/admin/content/$kind/$id" params={{ kind, id: 'new' }} className="btn btn-primary">
            {add}
          </Link>
        </div>
      ) : (
        <h1>{title}</h1>
      )}
      {filter && (
        <div className="console-search">
          <label htmlFor={filter.id}>{filter.label}</label>
          <select
            id={filter.id}
            className="input"
            value={filter.value}
            onChange={(e) => filter.onChange(e.target.value)}
          >
            {filter.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      )}
      <ConsoleTable
        rows={rows}
        testId={testId}
        empty={empty}
        columns={columns.map((c) =>
          c.link
            ? {
                ...c,
                main: true,
                cell: (row: T) => (
                  <Link to="/admin/content/$kind/$id" params={{ kind, id: String(row.id) }}>
                    {c.cell(row)}
                  </Link>
                ),
              }
            : { ...c, label: true },
        )}
      />
      {pager && <ConsolePager {...pager} />}
    </>
  )
}

/** After a last day that has passed (an offer, a code). */
export function EndedAfter({ day, today }: { day: string; today: string }) {
  if (day >= today) return null
  return (
    <>
      {' '}
      <span className="console-badge" data-state="off">
        <Trans>Ended</Trans>
      </span>
    </>
  )
}
