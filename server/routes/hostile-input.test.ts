import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatter } from '@lingui/format-po'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATING_ALREADY_RATED, RATING_INVALID_TOKEN } from '../../contract/booking'
import { LANGUAGES, type Language } from '../../contract/common'
import { type AccountsApp, createAccountsApp } from '../../tests/support/accounts'
import { users } from '../db/schema'
import { CATALOG_FILES, translate } from '../i18n'
import { openApiDocument, openApiPath } from '../openapi'
import { apiRoutes } from './index'

/**
 * Issue 20: every call, sent hostile input, answers only our own translated messages — never
 * the validation library's English, the input, or a pattern — and never a 500 (the app checks
 * every answer against its route's declaration, so an undeclared status is a 500 too). The
 * calls are the app's route list (`apiRoutes`) and their fields come from the document made of
 * it, so a new route is swept without being listed here.
 */
let t: AccountsApp
beforeAll(async () => {
  t = await createAccountsApp()
})
afterAll(() => t.close())

/** A marker that must never come back in a message. */
const MARK = 'HOSTILE'
const hostileStrings = [
  `\r\nBcc: x@evil.test\n<script>alert('${MARK}')</script>${MARK.repeat(40)}`,
  `${MARK}\u0000`,
  `${MARK}'; DROP TABLE users; --`,
  `${'٠'.repeat(300)}${MARK}`,
]
const hostileValues: unknown[] = [...hostileStrings, 12345.678, -1, true, null, [MARK], { [MARK]: MARK }]
const hostileBodies: unknown[] = [[MARK], MARK, 42, null]

/**
 * Every text the catalogs can answer in a language, and the rating page's two protocol
 * strings, which the spec (§8) fixes in English because its client compares them.
 */
function catalogTexts(lang: Language): Set<string> {
  const po = formatter({ explicitIdAsDefault: true })
  const ids = CATALOG_FILES.flatMap((file) => {
    const text = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'locales', 'en', file), 'utf8')
    return Object.keys(po.parse(text, { locale: 'en', sourceLocale: 'en', filename: 'en.po' }) as object)
  })
  return new Set([...ids.map((id) => translate(id, lang)), RATING_INVALID_TOKEN, RATING_ALREADY_RATED])
}

interface Operation {
  method: string
  path: string
  query: string[]
  body: string[]
}

interface Described {
  parameters?: { name: string; in: string }[]
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }
}

function operations(): Operation[] {
  const doc = openApiDocument(apiRoutes, 'http://localhost') as {
    paths: Record<string, Record<string, Described>>
  }
  return apiRoutes.map((route) => {
    const op = doc.paths[`/api${openApiPath(route.path)}`]?.[route.method]
    const schema = op?.requestBody?.content['application/json']?.schema
    return {
      method: route.method.toUpperCase(),
      // A path parameter's own pattern (`:id{[0-9]{1,9}}`) goes: the sweep fills in its values.
      path: `/api${route.path.replace(/:(\w+)(\{[^/]*\})?/g, ':$1')}`,
      query: (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: Object.keys(schema?.properties ?? {}),
    }
  })
}

describe('hostile input to every call', () => {
  it('answers only messages of our catalogs, never the input, never a 500', async () => {
    const allowed = Object.fromEntries(LANGUAGES.map((l) => [l, catalogTexts(l)])) as Record<
      Language,
      Set<string>
    >
    const [demo] = await t.deps.db.select().from(users).where(eq(users.email, 'demo@funduq.test'))
    const ops = operations()
    expect(ops.length).toBeGreaterThan(40)
    const problems: string[] = []
    let requests = 0
    let checked = 0

    for (const op of ops) {
      const paths = /:\w+/.test(op.path)
        ? [encodeURIComponent(hostileStrings[0] ?? ''), '-1', '99999999999999999999', '1%0A2'].map((v) =>
            op.path.replace(/:\w+/g, v),
          )
        : [op.path]
      const queries = [
        '',
        ...hostileStrings
          .slice(0, 2)
          .map((v) => op.query.map((q) => `${encodeURIComponent(q)}=${encodeURIComponent(v)}`).join('&')),
      ]
      const bodies: unknown[] =
        op.method === 'GET'
          ? [undefined]
          : [
              ...hostileBodies,
              {},
              ...hostileValues.map((value) => Object.fromEntries(op.body.map((f) => [f, value]))),
            ]
      for (const path of paths)
        for (const query of queries)
          for (const body of bodies) {
            // A fresh member session each time: a call may end the session it is made with.
            const member = await t.deps.tokens.startSession({
              userId: demo?.id ?? 1,
              isGuest: false,
              isAgent: false,
            })
            for (const token of [undefined, member.token]) {
              const lang = LANGUAGES[requests++ % LANGUAGES.length] ?? 'ar'
              const res = await t.app.request(`${path}${query ? `?${query}` : ''}`, {
                method: op.method,
                headers: {
                  'Accept-Language': lang === 'kr' ? 'ckb' : lang,
                  ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
                  ...(token ? { Authorization: `Bearer ${token}` } : {}),
                },
                body: body === undefined ? undefined : JSON.stringify(body),
              })
              const where = `${op.method} ${path}?${query.slice(0, 40)} ${JSON.stringify(body)?.slice(0, 60)} [${lang}]`
              if (res.status >= 500) problems.push(`${res.status} ${where}`)
              if (res.status < 400 || !res.headers.get('content-type')?.includes('json')) {
                await res.body?.cancel()
                continue
              }
              const answer = (await res.json()) as { message?: unknown; errors?: Record<string, unknown[]> }
              const texts = [answer.message, ...Object.values(answer.errors ?? {}).flat()]
              for (const text of texts) {
                checked += 1
                if (typeof text !== 'string' || !allowed[lang].has(text) || text.includes(MARK))
                  problems.push(`${JSON.stringify(text)} ← ${where}`)
              }
            }
          }
    }
    expect([...new Set(problems)].slice(0, 20)).toEqual([])
    expect(checked).toBeGreaterThan(1000)
  }, 600_000)
})
