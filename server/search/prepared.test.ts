import { describe, expect, it } from 'vitest'
import { inTurn, literal } from './prepared'

describe('inTurn (statements on PGlite)', () => {
  it('runs queued work one at a time, in order, with a turn of the event loop between', async () => {
    const client = {}
    const seen: string[] = []
    const work = (name: string) => async () => {
      seen.push(`start ${name}`)
      // What a socket does meanwhile: its callback must not wait for the whole queue.
      setImmediate(() => seen.push(`io after ${name}`))
      await Promise.resolve()
      seen.push(`end ${name}`)
      return name
    }
    const results = await Promise.all([
      inTurn(client, work('a')),
      inTurn(client, work('b')),
      inTurn(client, work('c')),
    ])
    expect(results).toEqual(['a', 'b', 'c'])
    expect(seen).toEqual([
      'start a',
      'end a',
      'io after a',
      'start b',
      'end b',
      'io after b',
      'start c',
      'end c',
    ])
  })

  it('goes on after a failed statement, which fails for its caller alone', async () => {
    const client = {}
    const failing = inTurn(client, async () => {
      throw new Error('syntax error')
    })
    const next = inTurn(client, async () => 'next')
    await expect(failing).rejects.toThrow('syntax error')
    await expect(next).resolves.toBe('next')
  })

  it('keeps separate queues per database', async () => {
    const order: string[] = []
    let release!: () => void
    const held = inTurn({}, () => new Promise<void>((r) => (release = r)).then(() => order.push('first db')))
    await inTurn({}, async () => order.push('second db'))
    release()
    await held
    expect(order).toEqual(['second db', 'first db'])
  })
})

describe('literal', () => {
  it('writes values for EXECUTE', () => {
    expect(literal(null)).toBe('NULL')
    expect(literal(3)).toBe('3')
    expect(literal(true)).toBe('true')
    expect(literal("O'Hara")).toBe("'O''Hara'")
    expect(() => literal(Number.NaN)).toThrow()
    expect(() => literal('a\0b')).toThrow()
  })
})
