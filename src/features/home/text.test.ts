import { describe, expect, it } from 'vitest'
import { todayInIraq } from '../../../contract/dates'
import { cut, daysUntil } from './text'

describe('cut', () => {
  it('leaves short text alone and cuts long text at 255 characters plus an ellipsis', () => {
    expect(cut('short')).toBe('short')
    const long = 'ب'.repeat(300)
    expect([...cut(long)].length).toBe(256)
    expect(cut(long).endsWith('…')).toBe(true)
  })
  it('never splits a character made of two code units', () => {
    expect(cut('😀😀😀', 2)).toBe('😀😀…')
  })
})

describe('daysUntil', () => {
  // 21:30 UTC is already the next day in Baghdad (UTC+3).
  const lateEvening = new Date('2026-03-10T21:30:00Z')
  it('counts days in Iraq time', () => {
    expect(todayInIraq(lateEvening)).toBe('2026-03-11')
    expect(daysUntil('2026-03-11', lateEvening)).toBe(0)
    expect(daysUntil('2026-03-14', lateEvening)).toBe(3)
  })
})
