import { describe, expect, it } from 'vitest'
import { formatDate, withSoraniNames } from './format'

describe('formatDate', () => {
  it('writes Sorani dates with Sorani month and weekday names and Arabic-Indic digits', () => {
    // What a browser without ckb data gets: Iraqi Arabic formatting with the Sorani names.
    const arabic = new Intl.DateTimeFormat('ar-IQ', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    })
    const text = withSoraniNames(arabic, new Date('2026-11-21T00:00:00Z'))
    expect(text).toContain('تشرینی دووەم')
    expect(text).toContain('شەممە')
    expect(text).toContain('٢١')
    expect(text).not.toContain('تشرين الثاني')
    expect(formatDate('2026-11-21', 'kr', { day: 'numeric', month: 'long' })).not.toMatch(/[A-Za-z]/)
  })

  it('gives Sorani narrow weekdays as their first letter, as the calendar heads its columns', () => {
    const narrow = new Intl.DateTimeFormat('ar-IQ', { weekday: 'narrow', timeZone: 'UTC' })
    // 2026-11-21 is a Saturday (شەممە), the 22nd a Sunday (یەکشەممە).
    expect(withSoraniNames(narrow, new Date('2026-11-21T00:00:00Z'))).toBe('ش')
    expect(withSoraniNames(narrow, new Date('2026-11-22T00:00:00Z'))).toBe('ی')
  })

  it('keeps Arabic and English as Intl writes them', () => {
    expect(formatDate('2026-11-21', 'en', { day: 'numeric', month: 'long' })).toBe('November 21')
    expect(formatDate('2026-11-21', 'ar', { day: 'numeric', month: 'long' })).toMatch(/تشرين الثاني/)
  })
})
