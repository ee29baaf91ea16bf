import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { governorates, hotelImages, offers, roomImages } from '../db/schema'

const SLIDES = 12
const MAX_REMEMBERED = 100_000

/**
 * Only images the catalogue refers to are drawn: a made-up id would otherwise make the server
 * render and store pictures nobody links to.
 */
export function catalogueImageGate(db: Db) {
  const known = new Set<string>()
  return async (kind: string, key: string): Promise<boolean> => {
    const path = `/media/${kind}/${key}.webp`
    if (known.has(path)) return true
    const exists = await lookup(db, kind, key, path)
    if (exists && known.size < MAX_REMEMBERED) known.add(path)
    return exists
  }
}

async function lookup(db: Db, kind: string, key: string, path: string): Promise<boolean> {
  const one = sql<number>`1`
  switch (kind) {
    case 'slide':
      return Number(key) >= 1 && Number(key) <= SLIDES
    case 'hotel':
      return (
        (await db.select({ one }).from(hotelImages).where(eq(hotelImages.image_path, path)).limit(1)).length >
        0
      )
    case 'room':
      return (
        (await db.select({ one }).from(roomImages).where(eq(roomImages.image_path, path)).limit(1)).length > 0
      )
    case 'governorate':
      return (
        (await db.select({ one }).from(governorates).where(eq(governorates.image_path, path)).limit(1))
          .length > 0
      )
    case 'offer':
      return (await db.select({ one }).from(offers).where(eq(offers.image_path, path)).limit(1)).length > 0
    default:
      return false
  }
}
