import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { singleLine } from './common'
import { messages } from './messages'

describe('validation messages are ours wherever a schema names none', () => {
  it('says "required" for a missing value and "not allowed" for anything else, never the input', () => {
    const schema = v.object({ name: v.string(), tags: v.array(v.pipe(v.string(), v.regex(/^[a-z]+$/))) })
    const issues = (input: unknown) => v.safeParse(schema, input).issues?.map((i) => i.message) ?? []
    expect(issues({})).toEqual([messages.required.id, messages.required.id])
    expect(issues({ name: 42, tags: ['<script>'] })).toEqual([
      messages.invalidValue.id,
      messages.invalidValue.id,
    ])
    expect(issues('secret-input')).toEqual([messages.invalidValue.id])
  })

  it('keeps single-line fields on one line', () => {
    const line = v.pipe(v.string(), singleLine)
    expect(v.is(line, 'Layla Hassan — كرادة')).toBe(true)
    for (const bad of ['a\nb', 'a\r\nb', 'a\rb', 'a\u2028b', 'a\u2029b', 'a\u0085b', 'a\vb', 'a\fb'])
      expect(v.safeParse(line, bad).issues?.[0]?.message, JSON.stringify(bad)).toBe(messages.singleLine.id)
  })
})
