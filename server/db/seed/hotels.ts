import { SMOKING_POLICIES } from '../../../contract/hotel'
import type { schema } from '../client'
import { allocate } from './allocate'
import { cityIdOf, featureIdsByGroup, governorateIdOf, serviceIdOf } from './catalogue'
import { CITIES, type CitySeed } from './cities'
import { placesOf } from './city-places'
import { FEATURE_GROUPS } from './features'
import { GOVERNORATES, type GovernorateSeed } from './governorates'
import { HotelNamer } from './hotel-names'
import { address, describe } from './hotel-text'
import { at, type Rng, round } from './prng'
import { BASE_RATE_BY_STARS, BASIC_ROOMS, EXTRA_ROOMS, type RoomTypeSeed } from './room-types'
import { FLAG_SERVICE, SERVICES, type ServiceContext } from './services'
import type { T3 } from './types'

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert']

/** What the marketing generator needs to know about a hotel. */
export interface HotelInfo {
  id: number
  governorateId: number
  governorate: GovernorateSeed
  city: CitySeed
  title: T3
  stars: number
  rate: number
  /** Active and shown on the web site: safe to promote. */
  listed: boolean
}

export interface HotelData {
  hotels: Insert<typeof schema.hotels>[]
  hotelImages: Insert<typeof schema.hotelImages>[]
  hotelServices: Insert<typeof schema.hotelServices>[]
  hotelFeatures: Insert<typeof schema.hotelFeatures>[]
  rooms: Insert<typeof schema.rooms>[]
  roomImages: Insert<typeof schema.roomImages>[]
  roomServices: Insert<typeof schema.roomServices>[]
  info: HotelInfo[]
}

const MIN_PER_GOVERNORATE = 2
const KM_PER_DEGREE = 111.32

/** Where each hotel stands: a (governorate, city) per hotel, spread by tourism weight. */
function placeHotels(rng: Rng, count: number): { governorate: GovernorateSeed; city: CitySeed }[] {
  const perGovernorate = allocate(
    count,
    GOVERNORATES.map((g) => g.weight),
    MIN_PER_GOVERNORATE,
  )
  const slots: { governorate: GovernorateSeed; city: CitySeed }[] = []
  GOVERNORATES.forEach((governorate, gi) => {
    const cities = CITIES.filter((c) => c.governorate === governorate.slug)
    const perCity = allocate(
      at(perGovernorate, gi),
      cities.map((c) => c.weight),
    )
    cities.forEach((city, ci) => {
      for (let n = 0; n < at(perCity, ci); n++) slots.push({ governorate, city })
    })
  })
  // Mix the ids, so the newest hotels (sort=-id) are not all in one governorate.
  return rng.shuffle(slots)
}

function pickStars(rng: Rng, capital: boolean): number {
  const weights = capital ? [6, 14, 32, 32, 16] : [10, 22, 38, 24, 6]
  return rng.weighted([1, 2, 3, 4, 5], (s) => at(weights, s - 1))
}

function pickRate(rng: Rng, stars: number): number {
  const r = rng.next()
  if (r < 0.03) return 0 // new, not rated yet
  if (r > 0.99) return 5
  if (r < 0.15) return round(rng.float(2.2, 3.5), 1)
  return round(Math.min(4.9, rng.float(3.5, 4.7) + (stars - 3) * 0.1), 1)
}

/** A point within 3 km of the city centre, uniform over the disc. */
function nearCentre(rng: Rng, lat: number, lng: number): { lat: number; lng: number } {
  const km = 3 * Math.sqrt(rng.next())
  const angle = rng.float(0, 2 * Math.PI)
  const dLat = (km * Math.cos(angle)) / KM_PER_DEGREE
  const dLng = (km * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180))
  return { lat: round(lat + dLat, 6), lng: round(lng + dLng, 6) }
}

function chooseRoomTypes(rng: Rng, stars: number, city: CitySeed): RoomTypeSeed[] {
  const fits = (t: RoomTypeSeed) =>
    t.minStars <= stars && stars <= t.maxStars && (!t.kinds || t.kinds.some((k) => city.kinds.includes(k)))
  const basic = rng.pick(BASIC_ROOMS.filter(fits))
  const [lo, hi] = stars <= 2 ? [2, 3] : stars === 3 ? [2, 4] : [3, 5]
  const extras = rng.weightedSample(EXTRA_ROOMS.filter(fits), rng.int(lo, hi) - 1, (t) =>
    t.suite ? (stars === 5 ? 2 : 0.8) : t.kinds ? 2 : 1,
  )
  // Cheapest first, as a hotel lists them.
  return [basic, ...extras.sort((a, b) => a.factor[0] - b.factor[0])]
}

function chooseServices(rng: Rng, ctx: ServiceContext, hasFamilyRoom: boolean): string[] {
  const range: Record<number, readonly [number, number]> = {
    1: [5, 6],
    2: [5, 7],
    3: [6, 8],
    4: [7, 9],
    5: [8, 9],
  }
  const [lo, hi] = range[ctx.stars] ?? [5, 9]
  const forced = hasFamilyRoom ? ['family-rooms'] : []
  const candidates = SERVICES.filter((s) => s.icon !== 'family-rooms')
  const rest = rng.weightedSample(candidates, rng.int(lo, hi) - forced.length, (s) => s.hotelWeight(ctx))
  const chosen = new Set([...forced, ...rest.map((s) => s.icon)])
  // Listed in catalogue order, so the chips read the same way on every hotel.
  return SERVICES.filter((s) => chosen.has(s.icon)).map((s) => s.icon)
}

function chooseFeatures(rng: Rng, services: readonly string[]): number[] {
  const ids = featureIdsByGroup()
  const groups = FEATURE_GROUPS.map((g, gi) => ({
    ids: g.features
      .map((f, fi) => ({ f, id: at(at(ids, gi), fi) }))
      .filter(({ f }) => !f.requires || services.includes(f.requires))
      .map(({ id }) => id),
  })).filter((g) => g.ids.length >= 2)
  const picked = rng.subset(groups, Math.min(groups.length, rng.int(2, 4)))
  return picked.flatMap((g) => rng.subset(g.ids, rng.int(2, g.ids.length)))
}

function pickRoomServices(rng: Rng, stars: number, hotelServices: readonly string[]): string[] {
  const pool = ['wifi', 'air-conditioning', 'tv', 'kettle', 'minibar', 'safe', 'room-service'].filter(
    (icon) =>
      (icon !== 'room-service' || hotelServices.includes('room-service')) &&
      ((icon !== 'minibar' && icon !== 'safe') || stars >= 3),
  )
  const k = Math.min(pool.length, rng.int(2, 4))
  return rng.weightedSample(pool, k, (icon) => (icon === 'air-conditioning' || icon === 'wifi' ? 3 : 1))
}

/** A few indexes (never the first hotel) of hotels in well-stocked governorates. */
function pickOdd(
  rng: Rng,
  slots: readonly { governorate: GovernorateSeed }[],
  share: number,
  taken: Set<number>,
) {
  const perGovernorate = new Map<string, number>()
  for (const s of slots)
    perGovernorate.set(s.governorate.slug, (perGovernorate.get(s.governorate.slug) ?? 0) + 1)
  const candidates = slots
    .map((_, i) => i)
    .filter((i) => i > 0 && !taken.has(i) && (perGovernorate.get(at(slots, i).governorate.slug) ?? 0) >= 4)
  const chosen = rng.subset(
    candidates,
    Math.min(candidates.length, Math.max(1, Math.round(slots.length * share))),
  )
  for (const i of chosen) taken.add(i)
  return new Set(chosen)
}

export function generateHotels(rng: Rng, count: number, today: Date): HotelData {
  const out: HotelData = {
    hotels: [],
    hotelImages: [],
    hotelServices: [],
    hotelFeatures: [],
    rooms: [],
    roomImages: [],
    roomServices: [],
    info: [],
  }
  const slots = placeHotels(rng, count)
  const odd = new Set<number>()
  const inactive = pickOdd(rng, slots, 0.01, odd)
  const hidden = pickOdd(rng, slots, 0.01, odd)
  const undescribed = pickOdd(rng, slots, 0.015, odd)
  const noAddress = pickOdd(rng, slots, 0.02, odd)
  const namer = new HotelNamer(rng.fork('names'))
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())

  slots.forEach(({ governorate, city }, index) => {
    const id = index + 1
    const places = placesOf(city.key)
    const capital = CITIES.find((c) => c.governorate === governorate.slug) === city
    const stars = pickStars(rng, capital)
    const title = namer.next({
      city: city.name,
      cityParts: places.parts,
      districts: places.districts,
      kinds: city.kinds,
      kurdistan: governorate.kurdistan,
      stars,
    })
    const district = rng.pick(places.districts)
    const where = address(rng, city.name, district, places.streets)
    const point = nearCentre(rng, city.lat, city.lng)

    const roomTypes = chooseRoomTypes(rng, stars, city)
    const hasFamilyRoom = roomTypes.some((t) => t.name[0].startsWith('Family'))
    const services = chooseServices(
      rng,
      { stars, kurdistan: governorate.kurdistan, kinds: city.kinds, city: city.key },
      hasFamilyRoom,
    )
    const flags = Object.fromEntries(
      Object.entries(FLAG_SERVICE).map(([flag, icon]) => [flag, services.includes(icon)]),
    ) as Record<keyof typeof FLAG_SERVICE, boolean>

    const text = describe(rng, {
      title,
      city: city.name,
      district,
      landmark: rng.pick(places.landmarks),
      stars,
      kinds: city.kinds,
      facilities: SERVICES.filter((s) => services.includes(s.icon)).map((s) => s.phrase),
    })
    const withoutKurdish = rng.chance(0.2)
    const described = !undescribed.has(index)
    const rate = pickRate(rng, stars)

    out.hotels.push({
      id,
      governorate_id: governorateIdOf(governorate.slug),
      city_id: cityIdOf(city.key),
      en_title: title[0],
      ar_title: title[1],
      kr_title: title[2],
      address: noAddress.has(index) ? null : where[0],
      ar_address: noAddress.has(index) ? null : where[1],
      kr_address: noAddress.has(index) ? null : where[2],
      en_description: described ? text[0] : null,
      ar_description: described ? text[1] : null,
      kr_description: described && !withoutKurdish ? text[2] : null,
      stars,
      rate,
      total_views: Math.floor(rng.next() ** 2 * 24_000) + stars * 150 + rng.int(0, 99),
      lat: point.lat,
      lng: point.lng,
      reserve_without_credit: rng.chance(0.25),
      is_active: !inactive.has(index),
      show_in_website: !hidden.has(index),
      smoking_policy: rng.chance(0.1)
        ? null
        : rng.weighted(SMOKING_POLICIES, (p) => (p === 'no_smoking' ? 3 : 2)),
      ...flags,
      has_sweet_rooms: roomTypes.some((t) => t.suite),
      // The newest hotel has the highest id, added over the past months.
      created_at: new Date(midnight - (count - index) * 3 * 3_600_000),
    })

    const imageCount = rng.chance(0.4) ? rng.int(9, 12) : rng.int(5, 8)
    for (let n = 1; n <= imageCount; n++) {
      out.hotelImages.push({
        id: out.hotelImages.length + 1,
        hotel_id: id,
        image_path: `/media/hotel/${id}-${n}.webp`,
        sort_order: n - 1,
      })
    }
    for (const icon of services) out.hotelServices.push({ hotel_id: id, service_id: serviceIdOf(icon) })
    for (const featureId of chooseFeatures(rng, services))
      out.hotelFeatures.push({ hotel_id: id, feature_id: featureId })

    const [lowRate, highRate] = at(BASE_RATE_BY_STARS, stars - 1)
    const standardRate = rng.float(lowRate, highRate)
    for (const type of roomTypes) {
      const roomId = out.rooms.length + 1
      const pictures = rng.chance(0.05) ? 0 : rng.int(2, 4)
      out.rooms.push({
        id: roomId,
        hotel_id: id,
        en_name: type.name[0],
        ar_name: type.name[1],
        kr_name: type.name[2],
        image_url: pictures > 0 ? `/media/room/${roomId}-1.webp` : null,
        bathroom_number: rng.int(...type.bathrooms),
        adult_number: rng.int(...type.adults),
        children_number: rng.int(...type.children),
        room_count: rng.int(...type.rooms),
        base_rate: Math.min(1_500, Math.max(lowRate, Math.round(standardRate * rng.float(...type.factor)))),
        ...cancellationOf(roomId),
      })
      for (let n = 1; n <= pictures; n++) {
        out.roomImages.push({
          id: out.roomImages.length + 1,
          room_id: roomId,
          image_path: `/media/room/${roomId}-${n}.webp`,
          sort_order: n - 1,
        })
      }
      for (const icon of pickRoomServices(rng, stars, services)) {
        out.roomServices.push({ room_id: roomId, service_id: serviceIdOf(icon) })
      }
    }

    out.info.push({
      id,
      governorateId: governorateIdOf(governorate.slug),
      governorate,
      city,
      title,
      stars,
      rate,
      listed: !inactive.has(index) && !hidden.has(index),
    })
  })
  return out
}

/**
 * Demo cancellation terms, all three kinds (decision 32), from the room's id rather than the
 * random stream so that every other seeded value stays as it was. Room 1, the tests' probe
 * room, is free until the day before check-in.
 */
export function cancellationOf(roomId: number) {
  if (roomId % 5 === 0) return { cancellation_policy: 'non_refundable' as const, free_cancel_days: 0 }
  if (roomId % 5 === 3) return { cancellation_policy: 'first_night' as const, free_cancel_days: 0 }
  return { cancellation_policy: 'free_until' as const, free_cancel_days: [3, 1, 7][roomId % 3] ?? 1 }
}
