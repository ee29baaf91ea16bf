import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { applyConfirmedFavourite } from './confirmed-state'

const hotel = (id: number, fav: boolean) => ({ id, title_en: `Hotel ${id}`, is_faviorate: fav })

describe('applyConfirmedFavourite', () => {
  it('sets is_faviorate on the hotel wherever it sits in cached answers, and nothing else', () => {
    const client = new QueryClient()
    const list = { data: [hotel(1, false), hotel(2, false)], total: 2 }
    const detail = { ...hotel(1, false), rooms: [{ id: 1, name_en: 'Standard' }] }
    const home = [{ id: 9, sliders: [{ hotel: hotel(1, false) }] }]
    const other = { data: [hotel(1, false)] }
    client.setQueryData(['hotels', 'list', {}], list)
    client.setQueryData(['hotels', 'detail', 1], detail)
    client.setQueryData(['home', 'sliders'], home)
    client.setQueryData(['booking', 'mine'], other)

    applyConfirmedFavourite(client, 1, true)

    const nextList = client.getQueryData<typeof list>(['hotels', 'list', {}])
    expect(nextList?.data.map((h) => h.is_faviorate)).toEqual([true, false])
    // The untouched hotel keeps its identity (React skips it).
    expect(nextList?.data[1]).toBe(list.data[1])
    const nextDetail = client.getQueryData<typeof detail>(['hotels', 'detail', 1])
    expect(nextDetail?.is_faviorate).toBe(true)
    // A room with the same id has no is_faviorate: not a hotel, left as it is.
    expect(nextDetail?.rooms[0]).toBe(detail.rooms[0])
    expect(client.getQueryData<typeof home>(['home', 'sliders'])?.[0]?.sliders[0]?.hotel.is_faviorate).toBe(
      true,
    )
    // Only hotel answers (['hotels'], ['home']) are patched: reservations stay as they are.
    expect(client.getQueryData(['booking', 'mine'])).toBe(other)
  })

  it('leaves answers without that hotel untouched', () => {
    const client = new QueryClient()
    const list = { data: [hotel(2, false)] }
    client.setQueryData(['hotels', 'list', {}], list)
    applyConfirmedFavourite(client, 1, true)
    expect(client.getQueryData(['hotels', 'list', {}])).toBe(list)
  })
})
