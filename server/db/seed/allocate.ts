/**
 * Splits `total` into whole shares proportional to `weights` (largest remainder), giving every
 * share at least `min` when the total allows it. Ties go to the earlier entry, so it is stable.
 */
export function allocate(total: number, weights: readonly number[], min = 0): number[] {
  const floor = weights.length === 0 ? 0 : Math.min(min, Math.floor(total / weights.length))
  const rest = total - floor * weights.length
  const sum = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (sum > 0 ? (rest * w) / sum : 0))
  const counts = exact.map((x) => floor + Math.floor(x))
  let left = total - counts.reduce((a, b) => a + b, 0)
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    counts[i] = (counts[i] ?? 0) + 1
    left--
  }
  return counts
}
