/**
 * Visual ordering of mixed Arabic/Latin text for the PDF voucher.
 *
 * A PDF has no notion of text direction: glyphs are painted left to right where we put them.
 * pdfkit shapes a string with fontkit, which joins Arabic letters (GSUB init/medi/fina, lam-alef)
 * and, when the string's script is Arabic, reverses the glyphs of that whole string. That is
 * right for a purely Arabic run but wrong for "فندق Erbil Rotana 5", whose Latin words and digits
 * would come out backwards. So we run the Unicode bidi algorithm (bidi-js) ourselves, cut each
 * line into runs of one direction in visual order, and hand pdfkit one run at a time:
 * - a right-to-left run with Arabic letters in logical order: fontkit shapes and reverses it;
 * - a right-to-left run without Arabic letters (e.g. " — ") reversed by us, since fontkit lays
 *   it out left to right;
 * - a left-to-right run as it is, unless fontkit would take it for Arabic (it starts with
 *   Arabic-Indic digits): then reversed by us, so that fontkit's reversal undoes ours.
 * Mirrored characters such as brackets are swapped by bidi-js, because Vazirmatn has no `rtlm`.
 */

import bidiFactory from 'bidi-js'

const bidi = bidiFactory()

/**
 * fontkit takes a string's script from its first character that is not Common/Inherited, and
 * reverses the laid-out glyphs when that script is written right to left.
 */
const FIRST_SCRIPT_CHAR = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u

export type Direction = 'ltr' | 'rtl'

export interface VisualRun {
  /** The string to give pdfkit for this run (see the module comment for its order). */
  text: string
  rtl: boolean
}

/** Direction of the first strong character (UAX #9 rules P2–P3), LTR when there is none. */
export function directionOf(text: string): Direction {
  for (const ch of text) {
    const type = bidi.getBidiCharTypeName(ch)
    if (type === 'R' || type === 'AL') return 'rtl'
    if (type === 'L') return 'ltr'
  }
  return 'ltr'
}

/**
 * Breaks `text` into lines no wider than `maxWidth` at spaces (logical order, greedy), then returns
 * each line as runs in visual left-to-right order. `measure` gives the width of a logical string;
 * shaping is per word, so a line's width does not depend on the order its words are drawn in.
 * Past `maxLines` the text is cut at a word and ends with "…" (at the left of a right-to-left line).
 */
export function layoutParagraph(
  text: string,
  direction: Direction,
  maxWidth: number,
  measure: (s: string) => number,
  maxLines = Number.POSITIVE_INFINITY,
): VisualRun[][] {
  let clean = text.replace(/\s+/g, ' ').trim()
  if (clean === '') return []
  let lines = wrap(clean, maxWidth, measure)
  const last = lines[maxLines - 1]
  if (last && lines.length > maxLines) {
    let cut = clean.slice(0, last[1] + 1)
    while (measure(`${cut.slice(last[0])}…`) > maxWidth && cut.lastIndexOf(' ') > last[0]) {
      cut = cut.slice(0, cut.lastIndexOf(' '))
    }
    clean = `${cut}…`
    lines = wrap(clean, maxWidth, measure).slice(0, maxLines)
  }
  const levels = bidi.getEmbeddingLevels(clean, direction)
  return lines.map(([start, end]) => visualRuns(clean, levels, start, end))
}

/** [start, end] (inclusive) of each line; a word longer than the line gets a line of its own. */
function wrap(text: string, maxWidth: number, measure: (s: string) => number): [number, number][] {
  const lines: [number, number][] = []
  let lineStart = 0
  let lastSpace = -1
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text[i] !== ' ') continue
    if (measure(text.slice(lineStart, i)) > maxWidth && lastSpace > lineStart) {
      lines.push([lineStart, lastSpace - 1])
      lineStart = lastSpace + 1
    }
    lastSpace = i
  }
  lines.push([lineStart, text.length - 1])
  return lines
}

function visualRuns(
  text: string,
  levels: ReturnType<typeof bidi.getEmbeddingLevels>,
  start: number,
  end: number,
): VisualRun[] {
  // bidi-js returns the whole string's indices with only this line's segments flipped.
  const order = bidi.getReorderedIndices(text, levels, start, end).slice(start, end + 1)
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end)
  const level = (i: number) => levels.levels[i] ?? 0
  const runs: VisualRun[] = []
  let k = 0
  while (k < order.length) {
    const first = order[k] as number
    const rtl = level(first) % 2 === 1
    const step = rtl ? -1 : 1
    let last = first
    while (k + 1 < order.length && order[k + 1] === last + step && level(last + step) === level(first)) {
      k++
      last += step
    }
    k++
    const lo = Math.min(first, last)
    const hi = Math.max(first, last)
    let logical = ''
    for (let i = lo; i <= hi; i++) logical += mirrored.get(i) ?? text[i]
    const fontkitReverses = RTL_SCRIPT.test(logical.match(FIRST_SCRIPT_CHAR)?.[0] ?? '')
    runs.push({ text: rtl === fontkitReverses ? logical : Array.from(logical).reverse().join(''), rtl })
  }
  return runs
}
