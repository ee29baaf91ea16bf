/**
 * `text` cut to at most `max` characters plus an ellipsis (spec §9: 220 on the offers page).
 * Counts characters, not UTF-16 units, and backs up to a word break when one is near.
 */
export function cutText(text: string, max: number): string {
  const chars = [...text.trim()]
  if (chars.length <= max) return chars.join('')
  const head = chars.slice(0, max).join('')
  const space = head.search(/\s\S*$/)
  const cut = space > max * 0.8 ? head.slice(0, space) : head
  return `${cut.replace(/[\s,.;:،؛-]+$/u, '')}…`
}
