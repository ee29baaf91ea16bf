import { asc, eq } from 'drizzle-orm'
import { cities, governorates, hotels } from '../../server/db/schema'
import { type AccountsApp, call } from './accounts'

/** Signs in through the real endpoint and answers the bearer token. */
export async function tokenOf(t: AccountsApp, email: string, password: string): Promise<string> {
  const res = await call(t.app, 'POST', '/api/auth/login', { body: { email, password } })
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`)
  return res.body.data.token as string
}

export const ADMIN = { email: 'admin@funduq.test', password: 'Admin@2024x' }
export const MANAGER = { email: 'manager@funduq.test', password: 'Manager@2024x' }
export const USER = { email: 'demo@funduq.test', password: 'Demo@2024x' }
export const AGENT = { email: 'agent@funduq.test', password: 'Agent@2024x' }

/** The seed's hotels of the city of Erbil (the demo manager's) and one of Baghdad's. */
export async function demoHotels(t: AccountsApp) {
  const byCity = async (name: string) =>
    (
      await t.deps.db
        .select({ id: hotels.id })
        .from(hotels)
        .innerJoin(cities, eq(cities.id, hotels.city_id))
        .where(eq(cities.en_name, name))
        .orderBy(asc(hotels.id))
    ).map((r) => r.id)
  const [erbil] = await t.deps.db
    .select({ governorate_id: cities.governorate_id, city_id: cities.id })
    .from(cities)
    .innerJoin(governorates, eq(governorates.id, cities.governorate_id))
    .where(eq(cities.en_name, 'Erbil'))
  if (!erbil) throw new Error('no Erbil in the seed')
  return { erbil: await byCity('Erbil'), baghdad: await byCity('Baghdad'), erbilPlace: erbil }
}

/** A complete hotel body, in the city given. */
export function hotelBody(
  place: { governorate_id: number; city_id: number },
  over: Record<string, unknown> = {},
) {
  return {
    ar_title: 'فندق الاختبار',
    en_title: 'Console Test Hotel',
    kr_title: 'هوتێلی تاقیکردنەوە',
    en_description: 'A hotel made by the console tests.',
    governorate_id: place.governorate_id,
    city_id: place.city_id,
    lat: 36.19,
    lng: 44.01,
    stars: 4,
    child_free_age: 6,
    child_night_rate: 5,
    has_pool: true,
    service_ids: [],
    feature_ids: [],
    ...over,
  }
}

export const roomTypeBody = (over: Record<string, unknown> = {}) => ({
  ar_name: 'غرفة مزدوجة',
  en_name: 'Double room',
  kr_name: 'ژووری دووانە',
  adult_number: 2,
  children_number: 1,
  bed_number: 1,
  bathroom_number: 1,
  size_m2: 28,
  room_count: 3,
  base_rate: 80,
  service_ids: [],
  ...over,
})
