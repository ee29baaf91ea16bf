/**
 * Deterministic randomness for the illustrations: the same seed string always draws the same
 * picture, on every machine and Node version (no Math.random, no floating-point hashing).
 */

/** cyrb53-style string hash folded to 32 bits; cheap and well mixed for short keys. */
export function hashString(input: string): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (h1 ^ h2) >>> 0
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Uniform in [min, max). */
  range(min: number, max: number): number
  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  /** An independent stream, so adding a draw in one part of a picture does not reshuffle the rest. */
  fork(label: string): Rng
}

export function createRng(seed: string): Rng {
  // mulberry32: tiny, fast, and good enough for picking colours and shapes.
  let state = hashString(seed)
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    pick: (items) => {
      const item = items[Math.floor(items.length * next())]
      if (item === undefined) throw new Error('pick() from an empty list')
      return item
    },
    chance: (probability) => next() < probability,
    fork: (label) => createRng(`${seed}/${label}`),
  }
}
