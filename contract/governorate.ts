import * as v from 'valibot'
import { queryInt } from './common'

export const GovernorateListQuery = v.object({
  take: queryInt({ min: 1, max: 100, fallback: 30 }),
  skip: queryInt({ min: 0, max: 100_000, fallback: 0 }),
})
export type GovernorateListQuery = v.InferOutput<typeof GovernorateListQuery>

export const Governorate = v.object({
  id: v.number(),
  ar_name: v.string(),
  en_name: v.string(),
  kr_name: v.string(),
  image_path: v.nullable(v.string()),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
  hotelsCount: v.number(),
})
export type Governorate = v.InferOutput<typeof Governorate>

/** The short form embedded in hotels (§3 Hotel.governorate). */
export const GovernorateRef = v.object({
  id: v.number(),
  ar_name: v.string(),
  en_name: v.string(),
  kr_name: v.string(),
})

export const CityRef = v.object({
  id: v.number(),
  ar_name: v.string(),
  en_name: v.string(),
  kr_name: v.string(),
  governorate_id: v.number(),
})
