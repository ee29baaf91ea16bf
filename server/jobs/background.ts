import { isDatabaseUnavailable, unavailableReason } from '../db/errors'
import type { AppDeps } from '../http/context'
import { paymentProvider } from '../payments/registry'
import { followUpsOf } from '../services/booking/booked'
import { dispatchNotifications } from '../services/booking/dispatch'
import { expireHolds } from '../services/booking/expire'
import { sendDueRefunds } from '../services/booking/receive'

/**
 * The server's own background work, every JOBS_INTERVAL_SECONDS: release lapsed holds, then
 * send the messages that are due. All state lives in the database (reservation status,
 * the notifications queue), so a restart simply carries on; runs never overlap.
 */
export async function runJobsOnce(deps: AppDeps, now = new Date()) {
  const expired = await expireHolds(deps.db, now)
  const sent = await dispatchNotifications(deps, now)
  // Refunds the provider could not take at the time (decision 32).
  const refunded = await sendDueRefunds(deps, await paymentProvider(deps), followUpsOf(deps))
  return { expired, sent, refunded }
}

export function startBackgroundJobs(deps: AppDeps): { stop(): Promise<void> } {
  const everyMs = deps.env.JOBS_INTERVAL_SECONDS * 1000
  if (everyMs <= 0) return { stop: async () => {} }
  let running: Promise<unknown> | null = null
  const tick = () => {
    if (running) return
    running = runJobsOnce(deps)
      .then((r) => {
        if (r.expired || r.sent || r.refunded) deps.log.info(r, 'background jobs')
      })
      .catch((err) =>
        isDatabaseUnavailable(err)
          ? deps.log.warn({ reason: unavailableReason(err) }, 'background jobs: database unavailable')
          : deps.log.error({ err }, 'background jobs failed'),
      )
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(tick, everyMs)
  timer.unref()
  tick()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
