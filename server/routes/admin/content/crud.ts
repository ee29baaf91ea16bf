import * as v from 'valibot'
import { ContentListQuery } from '../../../../contract/admin-content'
import { adminPage } from '../../../../contract/admin-hotels'
import { IdParam } from '../../../../contract/common'
import { operatorOf } from '../../../auth/operator'
import type { Db } from '../../../db/client'
import { defineRoute, noContent, type Route } from '../../../http/route'

type Schema = v.GenericSchema
type Page<T> = { data: T[]; total: number; last_page: number }

/**
 * The five calls of one kind of site content — list, read, create, change, delete — all for
 * administrators (issue 19 item 5). Each is still one `defineRoute`; this only spares writing
 * the same five shapes for offers, codes, sliders and questions.
 */
export function contentRoutes<
  V extends Schema,
  F extends Schema,
  Q extends Schema = typeof ContentListQuery,
>(def: {
  path: string
  /** `Offer` → adminListOffers, adminGetOffer, adminCreateOffer… */
  name: string
  plural: string
  what: string
  view: V
  fields: F
  query?: Q
  list: (db: Db, query: v.InferOutput<Q>) => Promise<Page<v.InferOutput<V>>>
  read: (db: Db, id: number) => Promise<v.InferOutput<V>>
  save: (db: Db, userId: number, id: number | null, body: v.InferOutput<F>) => Promise<v.InferOutput<V>>
  /** `dataDir`: where a thing's uploaded files are, for those that have some (a section's picture). */
  remove: (db: Db, userId: number, id: number, dataDir: string) => Promise<void>
  errors?: { 409?: string; 422?: string }
  deleteConflict?: string
}): Route[] {
  const one = v.object({ data: def.view })
  const notFound = `No ${def.what} has this id`
  const common = { tags: ['admin'], auth: 'required', role: 'admin' } as const
  return [
    defineRoute({
      ...common,
      method: 'get',
      path: def.path,
      operationId: `adminList${def.plural}`,
      summary: `The site's ${def.what}s, 50 a page (administrators)`,
      query: (def.query ?? ContentListQuery) as Q,
      answers: { 200: adminPage(def.view) },
      handler: async (c, { query }) => c.json(await def.list(c.get('deps').db, query as v.InferOutput<Q>)),
    }),
    defineRoute({
      ...common,
      method: 'get',
      path: `${def.path}/:id`,
      operationId: `adminGet${def.name}`,
      summary: `One ${def.what}`,
      params: IdParam,
      answers: { 200: one },
      errors: { 404: notFound },
      handler: async (c, { params }) => c.json({ data: await def.read(c.get('deps').db, params.id) }),
    }),
    defineRoute({
      ...common,
      method: 'post',
      path: def.path,
      operationId: `adminCreate${def.name}`,
      summary: `Add a ${def.what}; the guest site shows it at once`,
      body: def.fields,
      answers: { 201: one },
      errors: def.errors,
      handler: async (c, { body }) =>
        c.json(
          { data: await def.save(c.get('deps').db, operatorOf(c).userId, null, body as v.InferOutput<F>) },
          201,
        ),
    }),
    defineRoute({
      ...common,
      method: 'put',
      path: `${def.path}/:id`,
      operationId: `adminUpdate${def.name}`,
      summary: `Change a ${def.what}; the guest site follows at once`,
      params: IdParam,
      body: def.fields,
      answers: { 200: one },
      errors: { 404: notFound, ...def.errors },
      handler: async (c, { params, body }) =>
        c.json({
          data: await def.save(c.get('deps').db, operatorOf(c).userId, params.id, body as v.InferOutput<F>),
        }),
    }),
    defineRoute({
      ...common,
      method: 'delete',
      path: `${def.path}/:id`,
      operationId: `adminDelete${def.name}`,
      summary: `Delete a ${def.what}`,
      params: IdParam,
      answers: { 204: noContent },
      errors: { 404: notFound, ...(def.deleteConflict ? { 409: def.deleteConflict } : {}) },
      handler: async (c, { params }) => {
        await def.remove(c.get('deps').db, operatorOf(c).userId, params.id, c.get('deps').env.DATA_DIR)
        return c.body(null, 204)
      },
    }),
  ]
}
