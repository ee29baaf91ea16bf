import { describe, expect, it } from 'vitest'
import { normalizeText } from './text-normalize'

describe('normalizeText', () => {
  it.each([
    ['أربيل', 'إربيل'],
    ['آربيل', 'اربيل'],
    ['البصرة', 'بصره'],
    ['النَّجَف', 'النجف'],
    ['كـــربلاء', 'كربلاء'],
    ['مستشفى', 'مستشفي'],
    ['Sulaymānīyah', 'sulaymaniyah'],
    ['Al-Najaf', 'najaf'],
    ['هەولێر', 'ههولير'],
  ])('folds %s and %s together', (a, b) => {
    expect(normalizeText(a)).toBe(normalizeText(b))
  })

  it('collapses punctuation and spaces', () => {
    expect(normalizeText('  Tigris -- Palace,  Hotel ')).toBe('tigris palace hotel')
  })
})
