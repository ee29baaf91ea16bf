import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useRef } from 'react'
import { DEPARTMENT_TYPES } from '../../../contract/faq'
import { Svg } from '../../components/ui/icons'
import type { Department } from '../../features/faq/api/faq'
import { useDepartmentNames } from '../../features/faq/department-names'

export const FAQ_PANEL_ID = 'faq-panel'
export const tabId = (d: Department) => `faq-tab-${d}`

/**
 * A WAI-ARIA tablist: one tab stop; arrow keys move along the row (mirrored in right-to-left
 * pages), Home and End jump to the ends, and the focused tab opens at once.
 */
export function FaqTabs({ selected, onSelect }: { selected: Department; onSelect(d: Department): void }) {
  const { t } = useLingui()
  const names = useDepartmentNames()
  const refs = useRef<Partial<Record<Department, HTMLButtonElement | null>>>({})

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl'
    // Step from the focused tab: the URL (and so `selected`) lags a quick second key press.
    const focused = DEPARTMENT_TYPES.find((d) => refs.current[d] === document.activeElement)
    const at = DEPARTMENT_TYPES.indexOf(focused ?? selected)
    const last = DEPARTMENT_TYPES.length - 1
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key]
    let next: number | undefined
    if (step !== undefined) next = (at + step + DEPARTMENT_TYPES.length) % DEPARTMENT_TYPES.length
    else if (e.key === 'Home') next = 0
    else if (e.key === 'End') next = last
    const department = next === undefined ? undefined : DEPARTMENT_TYPES[next]
    if (department === undefined) return
    e.preventDefault()
    refs.current[department]?.focus()
    onSelect(department)
  }

  return (
    <div className="faq-tabs" role="tablist" aria-label={t`Help topics`} onKeyDown={onKeyDown}>
      {DEPARTMENT_TYPES.map((d) => (
        <button
          key={d}
          ref={(el) => {
            refs.current[d] = el
          }}
          type="button"
          role="tab"
          id={tabId(d)}
          className="faq-tab"
          aria-selected={d === selected}
          aria-controls={FAQ_PANEL_ID}
          tabIndex={d === selected ? 0 : -1}
          onClick={() => onSelect(d)}
        >
          <DepartmentIcon department={d} />
          <span>{names[d]}</span>
        </button>
      ))}
    </div>
  )
}

const ICONS: Record<Department, string> = {
  // Calendar, card, headset, landmark.
  1: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  2: 'M3 6h18v12H3zM3 10h18M7 15h4',
  3: 'M4 14v-2a8 8 0 0 1 16 0v2M3 14h4v6H3zM17 14h4v6h-4z',
  4: 'M3 21h18M5 21V11M19 21V11M9 21v-6h6v6M2 11l10-7 10 7',
}

function DepartmentIcon({ department }: { department: Department }) {
  return (
    <Svg strokeWidth={1.8}>
      <path d={ICONS[department]} />
    </Svg>
  )
}
