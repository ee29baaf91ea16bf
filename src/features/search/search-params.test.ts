import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { HotelsSearch } from './search-params'

const DEFAULTS = {
  room_no: 1,
  adult_no: 1,
  children_no: 0,
  page: 1,
  min_price: 0,
  max_price: 500,
  stars: 0,
  rate: 0,
}

describe('HotelsSearch (URL params of /hotels)', () => {
  it('fills the spec defaults: 1 room, 1 adult, 0 children, page 1', () => {
    expect(v.parse(HotelsSearch, {})).toEqual(DEFAULTS)
  })

  it('replaces each bad value by its default without throwing', () => {
    const out = v.parse(HotelsSearch, {
      governorate: 'x',
      room_no: -2,
      adult_no: 1.5,
      children_no: 'many',
      checkin: 'yesterday',
      ages: [7, 40],
      page: 0,
      sort: 'random',
    })
    expect(out).toEqual(DEFAULTS)
  })

  it('keeps good values', () => {
    const input = {
      ...DEFAULTS,
      features: ['has_pool'],
      view: 'grid',
      governorate: 3,
      checkin: '2030-01-02',
      checkout: '2030-01-04',
      room_no: 2,
      adult_no: 3,
      children_no: 1,
      ages: [7],
      page: 2,
      sort: 'price',
    }
    expect(v.parse(HotelsSearch, input)).toEqual(input)
  })
})
