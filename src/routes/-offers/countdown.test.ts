import { describe, expect, it } from 'vitest'
import { offerEndsAt, timeLeft } from './countdown'
import { cutText } from './cut-text'

describe('offer countdown', () => {
  it('ends at the Baghdad midnight after end_date (21:00 UTC that day)', () => {
    expect(new Date(offerEndsAt('2024-06-10')).toISOString()).toBe('2024-06-10T21:00:00.000Z')
    expect(new Date(offerEndsAt('2024-12-31')).toISOString()).toBe('2024-12-31T21:00:00.000Z')
  })

  it('splits the time left into days, hours and minutes, rounding minutes up', () => {
    const end = offerEndsAt('2024-06-10')
    const at = (iso: string) => Date.parse(iso)
    expect(timeLeft(end, at('2024-06-08T18:30:00+03:00'))).toEqual({ days: 2, hours: 5, minutes: 30 })
    expect(timeLeft(end, at('2024-06-10T23:59:15+03:00'))).toEqual({ days: 0, hours: 0, minutes: 1 })
    expect(timeLeft(end, at('2024-06-10T23:00:00+03:00'))).toEqual({ days: 0, hours: 1, minutes: 0 })
    expect(timeLeft(end, at('2024-06-11T00:00:00+03:00'))).toBeNull()
    expect(timeLeft(end, at('2024-06-12T08:00:00+03:00'))).toBeNull()
  })
})

describe('offer description cut', () => {
  it('keeps short texts and cuts long ones at 220 characters with an ellipsis', () => {
    expect(cutText('  A short offer. ', 220)).toBe('A short offer.')
    const long = 'word '.repeat(100)
    const cut = cutText(long, 220)
    expect(cut.endsWith('…')).toBe(true)
    expect([...cut].length).toBeLessThanOrEqual(221)
    expect(cut).not.toMatch(/\s…$/)
    expect(cutText('x'.repeat(300), 220)).toBe(`${'x'.repeat(220)}…`)
  })

  it('counts characters, so an emoji is never split in half', () => {
    const cut = cutText('🙂'.repeat(300), 220)
    expect([...cut]).toHaveLength(221)
    expect(cut).not.toContain('\uFFFD')
  })
})
