import type { HTMLAttributes, ReactNode } from 'react'

export interface ConsoleColumn<T> {
  head: ReactNode
  cell: (row: T) => ReactNode
  /** The row's name (its link): set apart, and never labelled, where rows stack. */
  main?: boolean
  /** The head is said again before the value where rows stack (a bare number or date). */
  label?: boolean
  /** Long texts are cut to the column's width. */
  clip?: boolean
  dir?: 'ltr'
  /** The row has no value here (a dash), which a stacked row leaves out. */
  empty?: (row: T) => boolean
}

/**
 * Every console table: the frame that scrolls, one header cell a column, one row a record
 * (`.console-table` in console.css stacks the rows on a phone). With `empty`, no rows say so
 * instead of an empty table.
 */
export function ConsoleTable<T extends { id: number | string }>({
  rows,
  columns,
  testId,
  empty,
  rowProps,
}: {
  rows: readonly T[]
  columns: readonly (ConsoleColumn<T> | false | undefined)[]
  testId: string
  empty?: ReactNode
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: unknown }
}) {
  if (empty !== undefined && rows.length === 0) return <p className="empty-state">{empty}</p>
  const shown = columns.filter((c): c is ConsoleColumn<T> => Boolean(c))
  return (
    <div className="console-table-wrap">
      <table className="console-table" data-testid={testId}>
        <thead>
          <tr>
            {shown.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
              <th key={i} scope="col">
                {c.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} {...rowProps?.(row)}>
              {shown.map((c, i) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                  key={i}
                  className={
                    [c.clip && 'console-clip', c.main && 'console-cell-main'].filter(Boolean).join(' ') ||
                    undefined
                  }
                  dir={c.dir}
                  data-empty={c.empty?.(row) || undefined}
                >
                  {c.label && (
                    // Shown only where the rows stack (a phone); screen readers have the header already.
                    <span className="console-cell-label" aria-hidden="true">
                      {c.head}
                    </span>
                  )}
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
