/**
 * How many unpaid holds one account, or one address, may keep at once (`HOLD_LIMITS`,
 * decision 32): live holds and the room-nights they take.
 */
export interface HoldLimits {
  account: { holds: number; roomNights: number }
  ip: { holds: number; roomNights: number }
}

/**
 * Three holds are enough to compare or to book for two families at once; 30 room-nights is a
 * family's three rooms for ten nights. An address is shared by many people behind a mobile
 * carrier's NAT, so it gets more (10 holds, 100 room-nights) while still stopping one visitor
 * who makes guest after guest from selling out a city.
 */
export const DEFAULT_HOLD_LIMITS: HoldLimits = {
  account: { holds: 3, roomNights: 30 },
  ip: { holds: 10, roomNights: 100 },
}

const PART = /^\s*(account|ip)\s*=\s*(\d{1,4})\s*\/\s*(\d{1,5})\s*$/

/** `off`, or overrides such as `account=3/30,ip=10/100` (holds / room-nights); empty: defaults. */
export function isHoldLimitsText(text: string): boolean {
  const t = text.trim()
  return t === '' || t === 'off' || t.split(',').every((p) => PART.test(p))
}

export function parseHoldLimits(text: string): HoldLimits | null {
  if (text.trim() === 'off') return null
  const limits: HoldLimits = {
    account: { ...DEFAULT_HOLD_LIMITS.account },
    ip: { ...DEFAULT_HOLD_LIMITS.ip },
  }
  for (const part of text.split(',').filter((p) => p.trim())) {
    const m = PART.exec(part)
    if (m) limits[m[1] as 'account' | 'ip'] = { holds: Number(m[2]), roomNights: Number(m[3]) }
  }
  return limits
}
