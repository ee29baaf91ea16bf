import { describe, expect, it } from 'vitest'
import { addDays, todayInIraq } from './dates'

describe("a stay's dates", () => {
  it("start from Iraq's today, whatever the visitor's zone", () => {
    // 22:30 in London (UTC) is already the next day in Baghdad (UTC+3).
    expect(todayInIraq(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22')
    expect(todayInIraq(new Date('2026-11-21T20:59:59Z'))).toBe('2026-11-21')
  })

  it('count days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })
})
