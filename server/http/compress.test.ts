import { describe, expect, it } from 'vitest'
import { chooseEncoding } from './compress'

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0', undefined],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['BR, GZIP', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})
