import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import './account.css'

export interface TabDef<K extends string> {
  key: K
  label: ReactNode
  panel: () => ReactNode
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move along the row as it reads
 * (mirrored right to left), Home and End jump to the ends.
 */
export function AccountTabs<K extends string>({
  tabs,
  current,
  onSelect,
  label,
}: {
  tabs: TabDef<K>[]
  current: K
  onSelect: (key: K) => void
  label: string
}) {
  const id = useId()
  const list = useRef<HTMLDivElement>(null)
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.key === current),
  )
  const active = tabs[index]

  const onKeyDown = (e: KeyboardEvent) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl'
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key]
    let next: number | undefined
    if (step) next = (index + step + tabs.length) % tabs.length
    else if (e.key === 'Home') next = 0
    else if (e.key === 'End') next = tabs.length - 1
    const tab = next === undefined ? undefined : tabs[next]
    if (!tab || next === undefined) return
    e.preventDefault()
    onSelect(tab.key)
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus()
  }

  return (
    <div className="account-tabs">
      <div ref={list} role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.key === active?.key
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              className="tab"
              onClick={() => onSelect(tab.key)}
              data-testid={`tab-${tab.key}`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${id}-panel-${active.key}`}
          aria-labelledby={`${id}-tab-${active.key}`}
          className="tab-panel"
        >
          {active.panel()}
        </div>
      )}
    </div>
  )
}
