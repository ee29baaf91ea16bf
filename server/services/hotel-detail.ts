import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { HotelDetail, HotelDetailQuery, Room } from '../../contract/hotel'
import type { Db } from '../db/client'
import {
  cities,
  favourites,
  featureGroups,
  features,
  governorates,
  hotelFeatures,
  hotels,
  roomImages,
  roomServices,
  services,
} from '../db/schema'
import type { Caller } from '../http/context'
import { notFound } from '../http/errors'
import {
  afterPromotion,
  childNightRate,
  childSupplement,
  familyOffersFor,
  promotionsFor,
  roomStays,
  validStay,
  withFamilyOffer,
} from '../search'
import { publicCodesFor } from './booking/discount-codes'
import { firstNightRates, stayTerms } from './booking/stay-terms'
import { convert, currencyRate } from './currencies'
import { cityNames, governorateNames } from './hotel-cards'
import { hotelSummary, imagesOf, includes, servicesOf } from './hotel-view'

/**
 * `GET /api/hotel/{id}`: the hotel with its gallery, services, feature groups and every room
 * type priced and counted for the stay. A room type is sellable for as many rooms as are free
 * on its worst night; a closed or missing night makes it 0.
 */
export async function hotelDetail(
  db: Db,
  id: number,
  q: HotelDetailQuery,
  caller: Caller | null,
): Promise<HotelDetail> {
  const stay = validStay(q)
  const currency = await currencyRate(db, q.currency)
  const [row] = await db
    .select({
      hotel: hotels,
      governorate: governorateNames,
      city: cityNames,
    })
    .from(hotels)
    .innerJoin(governorates, eq(governorates.id, hotels.governorate_id))
    .leftJoin(cities, eq(cities.id, hotels.city_id))
    .where(and(eq(hotels.id, id), eq(hotels.is_active, true), eq(hotels.show_in_website, true)))
  if (!row) throw notFound()

  const [roomRows, images, serviceRows, featureRows, favourite, promotions, publicCodes, family] =
    await Promise.all([
      roomStays(db, id, stay),
      imagesOf(db, [id]),
      servicesOf(db, [id]),
      db
        .select({ group: featureGroups, feature: features })
        .from(hotelFeatures)
        .innerJoin(features, eq(features.id, hotelFeatures.feature_id))
        .innerJoin(featureGroups, eq(featureGroups.id, features.group_id))
        .where(eq(hotelFeatures.hotel_id, id))
        .orderBy(asc(featureGroups.id), asc(features.id)),
      caller
        ? db
            .select({ one: sql`1` })
            .from(favourites)
            .where(and(eq(favourites.user_id, caller.userId), eq(favourites.hotel_id, id)))
        : Promise.resolve([]),
      promotionsFor(db, [id], stay),
      publicCodesFor(db, id),
      familyOffersFor(db, [id], stay),
    ])
  const promotion = promotions.get(id) ?? null
  const pct = promotion?.percentage ?? 0
  const inCurrency = (base: number) => convert(base, currency.rate, currency.decimals)
  const roomIds = roomRows.map((r) => r.room.id)
  const now = new Date()
  const [roomImageRows, roomServiceRows, firstNights] = await Promise.all([
    roomIds.length
      ? db
          .select()
          .from(roomImages)
          .where(inArray(roomImages.room_id, roomIds))
          .orderBy(asc(roomImages.sort_order), asc(roomImages.id))
      : [],
    roomIds.length
      ? db
          .select({ room_id: roomServices.room_id, service: services })
          .from(roomServices)
          .innerJoin(services, eq(services.id, roomServices.service_id))
          .where(inArray(roomServices.room_id, roomIds))
          .orderBy(asc(services.id))
      : [],
    firstNightRates(db, roomIds, stay.checkin),
  ])

  // A family offer covering the stay waives the supplement for younger children, as the list does.
  const childPolicy = withFamilyOffer(row.hotel, family.get(id))
  const roomsOut: Room[] = roomRows.map(({ room, nights, closed, free, stayRate }) => {
    const priced = nights === stay.nights
    const original = Math.round(stayRate * 100) / 100
    const base = afterPromotion(original, pct)
    // The room type's own child rate, or the hotel's (decision 42).
    const childRate = childNightRate(row.hotel.child_night_rate, [room])
    const roomSupplement = childSupplement(stay, { ...childPolicy, child_night_rate: childRate })
    return {
      id: room.id,
      name: room.en_name,
      ar_name: room.ar_name,
      en_name: room.en_name,
      kr_name: room.kr_name,
      image_url: room.image_url,
      images: roomImageRows
        .filter((i) => i.room_id === room.id)
        .map((i) => ({ id: i.id, image_path: i.image_path })),
      services: roomServiceRows.filter((s) => s.room_id === room.id).map((s) => s.service),
      bathroom_number: room.bathroom_number,
      adult_number: room.adult_number,
      children_number: room.children_number,
      available_room_number: priced && !closed ? Math.max(0, free) : 0,
      total_price: priced ? base : null,
      total_price_with_currency: priced ? inCurrency(base) : null,
      original_price: priced ? original : null,
      original_price_with_currency: priced ? inCurrency(original) : null,
      child_night_rate_with_currency: inCurrency(childRate),
      children_supplement: roomSupplement,
      children_supplement_with_currency: inCurrency(roomSupplement),
      cancellation: priced
        ? stayTerms(
            // Lines at the rates before the promotion, the total after it: the penalty is the
            // promoted share of the first night.
            [{ room, priceBase: original, firstNightRate: firstNights.get(room.id) ?? 0, rooms: 1 }],
            base,
            stay.checkin,
            now,
            inCurrency,
          )
        : null,
    }
  })

  const groups = new Map<number, HotelDetail['features'][number]>()
  for (const { group, feature } of featureRows) {
    const g = groups.get(group.id) ?? { ...group, features: [] }
    g.features.push({
      id: feature.id,
      ar_name: feature.ar_name,
      en_name: feature.en_name,
      kr_name: feature.kr_name,
    })
    groups.set(group.id, g)
  }

  // The headline price: the cheapest room type that can take the party, as in the list.
  const fitting = roomsOut.filter(
    (r) =>
      r.available_room_number >= stay.rooms &&
      r.total_price !== null &&
      r.adult_number * stay.rooms >= stay.adults &&
      (r.adult_number + r.children_number) * stay.rooms >= stay.adults + stay.children,
  )
  // Each room type with its own supplement (decision 42): the cheapest total after the
  // promotion, ties to the lower total before it, as the list chooses.
  const supplement = childSupplement(stay, childPolicy)
  const totals = fitting
    .map((r) => {
      const one = r.original_price as number
      const line = (rate: number) => Math.round((rate * stay.rooms + r.children_supplement) * 100) / 100
      return { base: line(afterPromotion(one, pct)), original: line(one) }
    })
    .sort((a, b) => a.base - b.base || a.original - b.original)
  const cheapest = totals[0] ?? null
  const include = includes(q.include || 'city,governorate')

  return {
    ...hotelSummary(row.hotel, {
      images: images.get(id) ?? [],
      services: serviceRows.get(id) ?? [],
      governorate: include.governorate ? row.governorate : undefined,
      city: include.city
        ? row.city
          ? { ...row.city, governorate_id: row.hotel.governorate_id }
          : null
        : undefined,
      isFavourite: favourite.length > 0,
      distance: null,
      price:
        cheapest === null
          ? null
          : {
              base: cheapest.base,
              converted: inCurrency(cheapest.base),
              originalBase: cheapest.original,
              originalConverted: inCurrency(cheapest.original),
              currency: currency.code,
            },
      discountPercentage: pct,
      decimals: currency.decimals,
      currency: currency.code,
      nights: stay.nights,
    }),
    features: [...groups.values()],
    rooms: roomsOut,
    children_supplement: supplement,
    children_supplement_with_currency: inCurrency(supplement),
    checkin_from: row.hotel.checkin_from,
    checkout_until: row.hotel.checkout_until,
    hotel_payment: row.hotel.hotel_payment,
    phone: row.hotel.phone,
    child_night_rate_with_currency: inCurrency(row.hotel.child_night_rate),
    promotion,
    public_codes: publicCodes,
    checkin: stay.checkin,
    checkout: stay.checkout,
  }
}
