import { useEffect, useState } from 'react'

/** Iraq keeps UTC+3 all year (no daylight saving since 2008). */
const BAGHDAD_UTC_OFFSET_MS = 3 * 3_600_000
const MINUTE = 60_000

/**
 * An offer holds through its `end_date` (a day in Iraq, contract/marketing.ts): it ends at
 * the Baghdad midnight that follows, whatever the visitor's own zone.
 */
export function offerEndsAt(endDate: string): number {
  const [y = 0, m = 1, d = 1] = endDate.split('-').map(Number)
  return Date.UTC(y, m - 1, d + 1) - BAGHDAD_UTC_OFFSET_MS
}

export interface TimeLeft {
  days: number
  hours: number
  minutes: number
}

/**
 * Days, hours and minutes until `endsAt`, or null once it has passed. Minutes round up, so a
 * live offer never reads 0 days 0 hours 0 minutes.
 */
export function timeLeft(endsAt: number, now: number): TimeLeft | null {
  const ms = endsAt - now
  if (ms <= 0) return null
  const total = Math.ceil(ms / MINUTE)
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 }
}

/** The current time, refreshed every `intervalMs` and when the tab becomes visible again. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const tick = () => setNow(Date.now())
    const id = window.setInterval(tick, intervalMs)
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearInterval(id)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [intervalMs])
  return now
}
