import type { ReactNode } from 'react'

/**
 * A cell's column name, shown before its value only where a console table stacks its rows (a
 * phone; `.console-table` in console.css). Hidden from screen readers: they announce the
 * column's header already.
 */
export function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span className="console-cell-label" aria-hidden="true">
      {children}
    </span>
  )
}
