import type { CityKind, T3 } from './types'

export interface RoomTypeSeed {
  name: T3
  minStars: number
  maxStars: number
  /** Price relative to the hotel's standard room. */
  factor: readonly [min: number, max: number]
  adults: readonly [min: number, max: number]
  children: readonly [min: number, max: number]
  bathrooms: readonly [min: number, max: number]
  rooms: readonly [min: number, max: number]
  suite: boolean
  kinds?: readonly CityKind[]
}

/** The first entries are the hotel's basic room; the others add choice. */
export const BASIC_ROOMS: readonly RoomTypeSeed[] = [
  {
    name: ['Standard Room', 'غرفة قياسية', 'ژووری ستاندارد'],
    minStars: 1,
    maxStars: 5,
    factor: [1, 1],
    adults: [2, 2],
    children: [0, 1],
    bathrooms: [1, 1],
    rooms: [10, 30],
    suite: false,
  },
  {
    name: ['Economy Double Room', 'غرفة مزدوجة اقتصادية', 'ژووری دووانەی ئابووری'],
    minStars: 1,
    maxStars: 2,
    factor: [0.85, 0.95],
    adults: [2, 2],
    children: [0, 0],
    bathrooms: [1, 1],
    rooms: [8, 25],
    suite: false,
  },
  {
    name: ['Superior Double Room', 'غرفة مزدوجة سوبيريور', 'ژووری دووانەی سوپیریەر'],
    minStars: 3,
    maxStars: 5,
    factor: [1, 1],
    adults: [2, 2],
    children: [0, 1],
    bathrooms: [1, 1],
    rooms: [10, 30],
    suite: false,
  },
]

export const EXTRA_ROOMS: readonly RoomTypeSeed[] = [
  {
    name: ['Single Room', 'غرفة مفردة', 'ژووری تاک'],
    minStars: 1,
    maxStars: 4,
    factor: [0.7, 0.85],
    adults: [1, 1],
    children: [0, 0],
    bathrooms: [1, 1],
    rooms: [4, 15],
    suite: false,
  },
  {
    name: ['Twin Room', 'غرفة بسريرين منفصلين', 'ژووری دوو قەرەوێڵە'],
    minStars: 1,
    maxStars: 5,
    factor: [1, 1.1],
    adults: [2, 2],
    children: [0, 1],
    bathrooms: [1, 1],
    rooms: [6, 20],
    suite: false,
  },
  {
    name: ['Triple Room', 'غرفة ثلاثية', 'ژووری سێ کەسی'],
    minStars: 1,
    maxStars: 4,
    factor: [1.25, 1.45],
    adults: [3, 3],
    children: [0, 1],
    bathrooms: [1, 1],
    rooms: [4, 14],
    suite: false,
  },
  {
    name: ['Deluxe Double Room', 'غرفة ديلوكس مزدوجة', 'ژووری دیلۆکسی دووانە'],
    minStars: 3,
    maxStars: 5,
    factor: [1.2, 1.4],
    adults: [2, 2],
    children: [0, 1],
    bathrooms: [1, 1],
    rooms: [6, 20],
    suite: false,
  },
  {
    name: ['Family Room', 'غرفة عائلية', 'ژووری خێزانی'],
    minStars: 1,
    maxStars: 4,
    factor: [1.5, 1.8],
    adults: [4, 4],
    children: [1, 2],
    bathrooms: [1, 2],
    rooms: [3, 12],
    suite: false,
  },
  {
    name: ['River View Room', 'غرفة مطلة على النهر', 'ژووری ڕووەو ڕووبار'],
    minStars: 3,
    maxStars: 5,
    factor: [1.2, 1.35],
    adults: [2, 2],
    children: [0, 1],
    bathrooms: [1, 1],
    rooms: [4, 12],
    suite: false,
    kinds: ['river'],
  },
  {
    name: ['Mountain View Room', 'غرفة بإطلالة جبلية', 'ژووری دیمەنی چیا'],
    minStars: 2,
    maxStars: 5,
    factor: [1.15, 1.3],
    adults: [2, 3],
    children: [0, 1],
    bathrooms: [1, 1],
    rooms: [4, 14],
    suite: false,
    kinds: ['mountain'],
  },
  {
    name: ['Shrine View Room', 'غرفة مطلة على الحرم', 'ژووری ڕووەو حەرەم'],
    minStars: 3,
    maxStars: 5,
    factor: [1.3, 1.6],
    adults: [2, 3],
    children: [0, 2],
    bathrooms: [1, 1],
    rooms: [3, 10],
    suite: false,
    kinds: ['shrine'],
  },
  {
    name: ['Junior Suite', 'جناح صغير', 'سویتی بچووک'],
    minStars: 3,
    maxStars: 5,
    factor: [1.6, 1.9],
    adults: [2, 3],
    children: [0, 2],
    bathrooms: [1, 1],
    rooms: [2, 8],
    suite: true,
  },
  {
    name: ['Family Suite', 'جناح عائلي', 'سویتی خێزانی'],
    minStars: 3,
    maxStars: 5,
    factor: [1.9, 2.4],
    adults: [4, 5],
    children: [1, 3],
    bathrooms: [2, 2],
    rooms: [2, 8],
    suite: true,
  },
  {
    name: ['Executive Suite', 'جناح تنفيذي', 'سویتی ئێگزیکیوتیڤ'],
    minStars: 4,
    maxStars: 5,
    factor: [2.2, 2.8],
    adults: [2, 3],
    children: [0, 2],
    bathrooms: [1, 2],
    rooms: [2, 6],
    suite: true,
  },
  {
    name: ['Royal Suite', 'الجناح الملكي', 'سویتی شاهانە'],
    minStars: 5,
    maxStars: 5,
    factor: [3.5, 4.5],
    adults: [4, 6],
    children: [0, 3],
    bathrooms: [2, 3],
    rooms: [2, 3],
    suite: true,
  },
]

/** Nightly rate in USD for a hotel's basic room, by stars (index 0 is one star). */
export const BASE_RATE_BY_STARS: readonly (readonly [number, number])[] = [
  [25, 45],
  [35, 60],
  [50, 95],
  [80, 160],
  [140, 380],
]
