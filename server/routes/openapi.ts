import * as v from 'valibot'
import { defineRoute, type Route } from '../http/route'
import { openApiDocument } from '../openapi'

/**
 * `GET /api/openapi.json`: the document of the routes the app serves (`served` is read when
 * asked, so the list may include this route itself). Made once per server address.
 */
export function openApiRoute(served: () => readonly Route[]): Route {
  const made = new Map<string, unknown>()
  return defineRoute({
    method: 'get',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This document (OpenAPI 3.1), generated from the routes the server serves',
    tags: ['platform'],
    auth: 'none',
    answers: { 200: v.record(v.string(), v.unknown()) },
    handler: (c) => {
      const url = c.get('deps').env.PUBLIC_URL
      if (!made.has(url)) made.set(url, openApiDocument(served(), url))
      return c.json(made.get(url))
    },
  })
}
