import { serve } from '@hono/node-server'
import { createServer } from 'vite'
import { createApp } from './app'
import { boot } from './boot'
import { readEnv } from './env'
import { startBackgroundJobs } from './jobs/background'
import { createLogger } from './logger'

/**
 * `npm run dev`: the API on PORT and Vite's hot-reloading client on VITE_PORT (default 5173),
 * which proxies /api and /media to it. Open the Vite address.
 */
const env = readEnv()
const log = createLogger(env.LOG_LEVEL)
const { deps } = await boot(env, log)
startBackgroundJobs(deps)
serve({ fetch: createApp(deps).fetch, port: env.PORT, hostname: env.HOST })
const api = `http://localhost:${env.PORT}`
const vite = await createServer({
  server: { port: env.VITE_PORT, host: true, proxy: { '/api': api, '/media': api, '/sandbox-pay': api } },
})
await vite.listen()
vite.printUrls()
log.info({ api }, 'API ready; open the Vite address above')
