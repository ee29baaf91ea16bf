/**
 * A small seeded random source (mulberry32). Math.random is never used by the seed: the same seed
 * number must give byte-identical demo data on every machine.
 */
export class Rng {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    return at(items, Math.floor(this.next() * items.length))
  }

  /** One item, chosen with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + Math.max(0, weight(item)), 0)
    let r = this.next() * total
    for (const item of items) {
      r -= Math.max(0, weight(item))
      if (r < 0) return item
    }
    return at(items, items.length - 1)
  }

  /** `k` distinct items, each drawn with probability proportional to its weight (zero-weight items never). */
  weightedSample<T>(items: readonly T[], k: number, weight: (item: T) => number): T[] {
    // Efraimidis–Spirakis: key u^(1/w), keep the k largest keys.
    const keyed = items
      .map((item, index) => ({ item, index, w: weight(item) }))
      .filter((e) => e.w > 0)
      .map((e) => ({ ...e, key: this.next() ** (1 / e.w) }))
    keyed.sort((a, b) => b.key - a.key || a.index - b.index)
    return keyed.slice(0, k).map((e) => e.item)
  }

  /** `k` distinct items in their original order. */
  subset<T>(items: readonly T[], k: number): T[] {
    const chosen = new Set(this.shuffle(items.map((_, i) => i)).slice(0, k))
    return items.filter((_, i) => chosen.has(i))
  }

  /** Fisher–Yates, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const tmp = at(items, i)
      items[i] = at(items, j)
      items[j] = tmp
    }
    return items
  }

  /** An independent stream, so adding draws to one part of the seed does not shift the others. */
  fork(label: string): Rng {
    let h = 0x811c9dc5 ^ this.state
    for (let i = 0; i < label.length; i++) {
      h ^= label.charCodeAt(i)
      h = Math.imul(h, 0x01000193)
    }
    return new Rng(h >>> 0)
  }
}

/** Index an array that is known to be long enough (the tsconfig has noUncheckedIndexedAccess). */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new Error(`seed: index ${index} out of range (${items.length})`)
  return item
}

export function round(value: number, decimals: number): number {
  const f = 10 ** decimals
  return Math.round(value * f) / f
}
