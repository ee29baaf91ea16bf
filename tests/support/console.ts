import { asc, eq } from 'drizzle-orm'
import { addDays } from '../../contract/dates'
import { cities, governorates, hotels } from '../../server/db/schema'
import { type AccountsApp, call, newGuest } from './accounts'
import { confirm, payInSandbox, reserve, stayRequest } from './booking'

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

/**
 * A guest's paid booking of a room type of `hotelId` (its first), starting in `startInDays`
 * (0: today), through the real calls: the nights are opened first, so the seed's closed nights
 * or sold-out rooms never make the test depend on the seed.
 */
export async function paidStay(t: AccountsApp, hotelId: number, startInDays: number, nights = 2) {
  const admin = await tokenOf(t, ADMIN.email, ADMIN.password)
  const hotel = await call(t.app, 'GET', `/api/admin/hotels/${hotelId}`, { token: admin })
  const roomId = hotel.body.data.room_types[0].id as number
  const body = stayRequest(
    { hotel_id: hotelId, rooms: [{ room_id: roomId, number_of_rooms: 1 }] },
    startInDays,
    nights,
  )
  const range = { from: body.checkin, to: addDays(body.checkout, -1) }
  // The seed sells some rooms already: one more than the most sold night leaves one to book.
  const calendar = await call(
    t.app,
    'GET',
    `/api/admin/room-types/${roomId}/calendar?from=${range.from}&to=${range.to}`,
    {
      token: admin,
    },
  )
  const sold = Math.max(0, ...(calendar.body.data as { sold: number }[]).map((n) => n.sold))
  const opened = await call(t.app, 'PUT', `/api/admin/room-types/${roomId}/calendar`, {
    token: admin,
    body: { ...range, closed: false, rooms: sold + 1, min_nights: 1 },
  })
  if (opened.status !== 200) throw new Error(`opening room ${roomId}: ${JSON.stringify(opened.body)}`)
  const guest = await newGuest(t.app)
  const made = await reserve(t, guest.token, body)
  if (made.status !== 201) throw new Error(`booking hotel ${hotelId}: ${JSON.stringify(made.body)}`)
  const id = made.body.data.id as number
  const url = (await confirm(t, guest.token, id)).body.data.data.payment_url as string
  await payInSandbox(t, url, 'approve')
  return { id, guest, roomId, body }
}
