import { AppConfig } from '../../contract/app-config'
import { Health } from '../../contract/common'
import { databaseReady } from '../db/readiness'
import { publicConfig } from '../env'
import { errorResponse, unavailable } from '../http/errors'
import { defineRoute } from '../http/route'

/** Probes: answered before the request deadline and without reading any token. */
export const probeRoutes = [
  defineRoute({
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    summary: 'Liveness: the server answers (no database call)',
    description: 'A database outage must not get the process restarted: see /api/ready.',
    tags: ['platform'],
    auth: 'none',
    answers: { 200: Health },
    handler: (c) => c.json({ status: 'ok' as const }),
  }),

  defineRoute({
    method: 'get',
    path: '/ready',
    operationId: 'getReadiness',
    summary: 'Readiness, for load balancers: the database answers and holds every migration',
    tags: ['platform'],
    auth: 'none',
    answers: { 200: Health },
    errors: { 503: 'The database cannot answer now, or lacks a migration of this release' },
    handler: async (c) =>
      (await databaseReady(c.get('deps').db))
        ? c.json({ status: 'ok' as const })
        : errorResponse(c, unavailable()),
  }),
]

/** The browser's first call needs no session. */
export const appConfigRoute = defineRoute({
  method: 'get',
  path: '/app-config',
  operationId: 'getAppConfig',
  summary: 'Public settings: contact e-mail and phones, WhatsApp, social links, map style',
  tags: ['platform'],
  auth: 'none',
  answers: { 200: AppConfig },
  handler: (c) => c.json({ data: publicConfig(c.get('deps').env) }),
})
