import type { T3 } from './types'

export interface GovernorateSeed {
  slug: string
  name: T3
  /** Coordinates of the governorate's capital. */
  lat: number
  lng: number
  /** Share of hotels, by how much the governorate is visited. */
  weight: number
  /** Kurdistan Region: Kurdish hotel names, mountain resorts, bars allowed. */
  kurdistan: boolean
}

/** The 19 governorates of Iraq, in the order the site lists them (most visited first). */
export const GOVERNORATES: readonly GovernorateSeed[] = [
  {
    slug: 'baghdad',
    name: ['Baghdad', 'بغداد', 'بەغدا'],
    lat: 33.3152,
    lng: 44.3661,
    weight: 18,
    kurdistan: false,
  },
  {
    slug: 'erbil',
    name: ['Erbil', 'أربيل', 'هەولێر'],
    lat: 36.1911,
    lng: 44.0092,
    weight: 14,
    kurdistan: true,
  },
  {
    slug: 'najaf',
    name: ['Najaf', 'النجف', 'نەجەف'],
    lat: 31.996,
    lng: 44.3147,
    weight: 12,
    kurdistan: false,
  },
  {
    slug: 'karbala',
    name: ['Karbala', 'كربلاء', 'کەربەلا'],
    lat: 32.616,
    lng: 44.0249,
    weight: 12,
    kurdistan: false,
  },
  {
    slug: 'basra',
    name: ['Basra', 'البصرة', 'بەسرە'],
    lat: 30.5085,
    lng: 47.7804,
    weight: 9,
    kurdistan: false,
  },
  {
    slug: 'sulaymaniyah',
    name: ['Sulaymaniyah', 'السليمانية', 'سلێمانی'],
    lat: 35.5613,
    lng: 45.4306,
    weight: 9,
    kurdistan: true,
  },
  { slug: 'duhok', name: ['Duhok', 'دهوك', 'دهۆک'], lat: 36.8669, lng: 42.9503, weight: 7, kurdistan: true },
  {
    slug: 'nineveh',
    name: ['Nineveh', 'نينوى', 'نەینەوا'],
    lat: 36.335,
    lng: 43.1189,
    weight: 4,
    kurdistan: false,
  },
  {
    slug: 'kirkuk',
    name: ['Kirkuk', 'كركوك', 'کەرکووک'],
    lat: 35.4681,
    lng: 44.3922,
    weight: 3,
    kurdistan: false,
  },
  { slug: 'babil', name: ['Babil', 'بابل', 'بابل'], lat: 32.4833, lng: 44.4333, weight: 3, kurdistan: false },
  {
    slug: 'dhi-qar',
    name: ['Dhi Qar', 'ذي قار', 'زیقار'],
    lat: 31.058,
    lng: 46.2573,
    weight: 2.5,
    kurdistan: false,
  },
  {
    slug: 'salah-al-din',
    name: ['Salah al-Din', 'صلاح الدين', 'سەلاحەدین'],
    lat: 34.6071,
    lng: 43.6782,
    weight: 2,
    kurdistan: false,
  },
  {
    slug: 'halabja',
    name: ['Halabja', 'حلبجة', 'هەڵەبجە'],
    lat: 35.1778,
    lng: 45.9861,
    weight: 1.5,
    kurdistan: true,
  },
  {
    slug: 'anbar',
    name: ['Anbar', 'الأنبار', 'ئەنبار'],
    lat: 33.4206,
    lng: 43.3078,
    weight: 1.5,
    kurdistan: false,
  },
  {
    slug: 'diyala',
    name: ['Diyala', 'ديالى', 'دیالە'],
    lat: 33.7466,
    lng: 44.6437,
    weight: 1.5,
    kurdistan: false,
  },
  {
    slug: 'wasit',
    name: ['Wasit', 'واسط', 'واست'],
    lat: 32.5056,
    lng: 45.8247,
    weight: 1.5,
    kurdistan: false,
  },
  {
    slug: 'maysan',
    name: ['Maysan', 'ميسان', 'مەیسان'],
    lat: 31.8356,
    lng: 47.144,
    weight: 1.5,
    kurdistan: false,
  },
  {
    slug: 'qadisiyyah',
    name: ['Al-Qadisiyyah', 'القادسية', 'قادسیە'],
    lat: 31.9889,
    lng: 44.9247,
    weight: 1.5,
    kurdistan: false,
  },
  {
    slug: 'muthanna',
    name: ['Al-Muthanna', 'المثنى', 'موسەننا'],
    lat: 31.3167,
    lng: 45.2833,
    weight: 1,
    kurdistan: false,
  },
]
