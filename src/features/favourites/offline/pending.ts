import { useSyncExternalStore } from 'react'
import type { QueuedFavourite } from '../../../../contract/offline'

/**
 * What the hearts show while changes wait: the last intended state per hotel. Built from the
 * queue itself (so a reload, or the worker replaying, agree) plus taps whose queue entry is
 * still being written, which must not blink back meanwhile.
 */
let pending: ReadonlyMap<number, boolean> = new Map()
let queued: ReadonlyArray<readonly [number, QueuedFavourite]> = []
const unwritten = new Map<symbol, readonly [hotelId: number, state: boolean]>()
const listeners = new Set<() => void>()

function publish() {
  const next = new Map<number, boolean>()
  for (const [, op] of queued) next.set(op.hotel_id, op.state)
  for (const [hotelId, state] of unwritten.values()) next.set(hotelId, state)
  pending = next
  for (const fn of listeners) fn()
}

export function setPendingFromQueue(queue: ReadonlyArray<readonly [number, QueuedFavourite]>) {
  queued = queue
  publish()
}

/** Shown at once on a tap; call the returned function once the change is in the queue. */
export function markPending(hotelId: number, state: boolean): () => void {
  const token = Symbol(hotelId)
  unwritten.set(token, [hotelId, state])
  publish()
  return () => {
    unwritten.delete(token)
  }
}

export function clearPending() {
  unwritten.clear()
  setPendingFromQueue([])
}

const subscribe = (fn: () => void) => {
  listeners.add(fn)
  return () => void listeners.delete(fn)
}

/** The state a heart should show while its change waits, or undefined when nothing waits. */
export function usePendingFavourite(hotelId: number): boolean | undefined {
  return useSyncExternalStore(subscribe, () => pending.get(hotelId), nothingPending)
}

export function usePendingFavouriteCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => pending.size,
    () => 0,
  )
}

const nothingPending = () => undefined
