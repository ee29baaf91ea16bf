import type { CityKind, T3 } from './types'

export interface ServiceContext {
  stars: number
  kurdistan: boolean
  kinds: readonly CityKind[]
  /** Bars are found in the Kurdistan Region and some big-city hotels, never in the shrine cities. */
  city: string
}

export interface ServiceSeed {
  icon: string
  name: T3
  /** The service as it reads inside a description sentence. */
  phrase: T3
  /** Offered by hotels (weight > 0), by rooms, or both. */
  hotelWeight: (c: ServiceContext) => number
  room: boolean
}

const byStars = (w: readonly number[]) => (c: ServiceContext) => w[c.stars - 1] ?? 0

export const SERVICES: readonly ServiceSeed[] = [
  {
    icon: 'wifi',
    name: ['Free Wi-Fi', 'واي فاي مجاني', 'وایفای بێبەرامبەر'],
    phrase: [
      'free Wi-Fi throughout',
      'إنترنت لاسلكي مجاني في كل الأرجاء',
      'ئینتەرنێتی بێبەرامبەر لە هەموو شوێنێک',
    ],
    hotelWeight: () => 6,
    room: true,
  },
  {
    icon: 'parking',
    name: ['Free parking', 'موقف سيارات مجاني', 'پارکینگی بێبەرامبەر'],
    phrase: ['free on-site parking', 'موقف سيارات مجاني', 'پارکینگی بێبەرامبەر'],
    hotelWeight: () => 3,
    room: false,
  },
  {
    icon: 'pool',
    name: ['Swimming pool', 'مسبح', 'مەلەوانگە'],
    phrase: ['a swimming pool', 'مسبح', 'مەلەوانگە'],
    hotelWeight: byStars([0, 0.1, 0.6, 2, 4]),
    room: false,
  },
  {
    icon: 'restaurant',
    name: ['Restaurant', 'مطعم', 'چێشتخانە'],
    phrase: [
      'a restaurant serving Iraqi and international dishes',
      'مطعم يقدم أطباقًا عراقية وعالمية',
      'چێشتخانەیەک بە خواردنی عێراقی و جیهانی',
    ],
    hotelWeight: byStars([0.6, 1.5, 3, 4, 5]),
    room: false,
  },
  {
    icon: 'breakfast',
    name: ['Breakfast', 'فطور', 'نانی بەیانی'],
    phrase: ['a generous breakfast buffet', 'بوفيه فطور غني', 'بوفەیەکی دەوڵەمەندی نانی بەیانی'],
    hotelWeight: byStars([1, 2, 3, 3, 3]),
    room: false,
  },
  {
    icon: 'gym',
    name: ['Fitness centre', 'صالة رياضية', 'هۆڵی وەرزش'],
    phrase: ['a fitness centre', 'صالة رياضية', 'هۆڵی وەرزش'],
    hotelWeight: byStars([0, 0.1, 0.7, 2, 3]),
    room: false,
  },
  {
    icon: 'spa',
    name: ['Spa', 'سبا', 'سپا'],
    phrase: ['a spa with massage treatments', 'مركز سبا وتدليك', 'سپا و مەساج'],
    hotelWeight: byStars([0, 0, 0.2, 1, 2.5]),
    room: false,
  },
  {
    icon: 'sauna',
    name: ['Sauna', 'ساونا', 'ساونا'],
    phrase: ['a sauna and steam room', 'ساونا وغرفة بخار', 'ساونا و ژووری هەڵم'],
    hotelWeight: byStars([0, 0, 0.2, 0.8, 1.5]),
    room: false,
  },
  {
    icon: 'bar',
    name: ['Bar', 'بار', 'بار'],
    phrase: ['a lounge bar', 'بار وصالة استرخاء', 'بار و هۆڵی پشوو'],
    hotelWeight: (c) =>
      c.kinds.includes('shrine') || c.stars < 3
        ? 0
        : c.kurdistan
          ? 0.8
          : (c.city === 'baghdad' || c.city === 'basra') && c.stars === 5
            ? 0.5
            : 0,
    room: false,
  },
  {
    icon: 'airport-shuttle',
    name: ['Airport shuttle', 'نقل من وإلى المطار', 'گواستنەوە بۆ فڕۆکەخانە'],
    phrase: ['an airport shuttle', 'خدمة النقل من المطار وإليه', 'گواستنەوە بۆ فڕۆکەخانە'],
    hotelWeight: byStars([0.1, 0.3, 1, 2, 3]),
    room: false,
  },
  {
    icon: 'room-service',
    name: ['Room service', 'خدمة الغرف', 'خزمەتگوزاری ژوور'],
    phrase: ['24-hour room service', 'خدمة غرف على مدار الساعة', 'خزمەتگوزاری ژوور بە درێژایی شەو و ڕۆژ'],
    hotelWeight: byStars([0.2, 0.6, 2, 3, 4]),
    room: true,
  },
  {
    icon: 'laundry',
    name: ['Laundry', 'خدمة غسيل الملابس', 'جلشۆردن'],
    phrase: ['same-day laundry', 'غسيل الملابس في اليوم نفسه', 'جلشۆردن لە هەمان ڕۆژدا'],
    hotelWeight: () => 1.5,
    room: false,
  },
  {
    icon: 'family-rooms',
    name: ['Family rooms', 'غرف عائلية', 'ژووری خێزانی'],
    phrase: ['spacious family rooms', 'غرف عائلية واسعة', 'ژووری خێزانی فراوان'],
    hotelWeight: (c) => (c.kinds.includes('shrine') ? 3 : 1.5),
    room: false,
  },
  {
    icon: 'prayer-room',
    name: ['Prayer room', 'مصلى', 'نوێژگە'],
    phrase: ['a prayer room', 'مصلى', 'نوێژگە'],
    hotelWeight: (c) => (c.kinds.includes('shrine') ? 4 : c.kurdistan ? 0.5 : 1.5),
    room: false,
  },
  {
    icon: 'shrine-shuttle',
    name: ['Shrine shuttle', 'نقل إلى العتبات المقدسة', 'گواستنەوە بۆ شوێنە پیرۆزەکان'],
    phrase: [
      'a shuttle to the holy shrines',
      'حافلة نقل إلى العتبات المقدسة',
      'پاسی گواستنەوە بۆ شوێنە پیرۆزەکان',
    ],
    hotelWeight: (c) => (c.kinds.includes('shrine') ? 3 : 0),
    room: false,
  },
  {
    icon: 'business-center',
    name: ['Business centre', 'مركز أعمال', 'سەنتەری بازرگانی'],
    phrase: [
      'a business centre with meeting rooms',
      'مركز أعمال وقاعات اجتماعات',
      'سەنتەری بازرگانی و هۆڵی کۆبوونەوە',
    ],
    hotelWeight: (c) =>
      (c.kinds.includes('business') ? 1.5 : 0.5) * ([0, 0.1, 0.6, 1.5, 2.5][c.stars - 1] ?? 0),
    room: false,
  },
  {
    icon: 'reception-24h',
    name: ['24-hour front desk', 'استقبال على مدار الساعة', 'پێشوازی ٢٤ کاتژمێری'],
    phrase: ['a 24-hour front desk', 'مكتب استقبال يعمل على مدار الساعة', 'پێشوازی ٢٤ کاتژمێری'],
    hotelWeight: () => 2,
    room: false,
  },
  {
    icon: 'elevator',
    name: ['Lift', 'مصعد', 'ئاسانسۆر'],
    phrase: ['lifts to every floor', 'مصاعد لجميع الطوابق', 'ئاسانسۆر بۆ هەموو نهۆمەکان'],
    hotelWeight: byStars([0.3, 0.8, 1.5, 1.5, 1.5]),
    room: false,
  },
  {
    icon: 'generator',
    name: ['Backup generator', 'مولدة كهرباء احتياطية', 'مۆلیدەی کارەبای یەدەگ'],
    phrase: [
      'round-the-clock power from a backup generator',
      'كهرباء مستمرة بفضل مولدة احتياطية',
      'کارەبای بەردەوام بە مۆلیدەی یەدەگ',
    ],
    hotelWeight: () => 2,
    room: false,
  },
  {
    icon: 'air-conditioning',
    name: ['Air conditioning', 'تكييف', 'فێنککەرەوە'],
    phrase: ['air-conditioned rooms', 'غرف مكيفة', 'ژووری فێنککراو'],
    hotelWeight: () => 0,
    room: true,
  },
  {
    icon: 'tv',
    name: ['Satellite TV', 'تلفاز بقنوات فضائية', 'تەلەفزیۆنی ساتەلایت'],
    phrase: ['satellite TV', 'قنوات فضائية', 'تەلەفزیۆنی ساتەلایت'],
    hotelWeight: () => 0,
    room: true,
  },
  {
    icon: 'minibar',
    name: ['Minibar', 'ميني بار', 'مینیبار'],
    phrase: ['a minibar', 'ميني بار', 'مینیبار'],
    hotelWeight: () => 0,
    room: true,
  },
  {
    icon: 'safe',
    name: ['In-room safe', 'خزنة داخل الغرفة', 'قاسەی ناو ژوور'],
    phrase: ['an in-room safe', 'خزنة خاصة', 'قاسەی تایبەت'],
    hotelWeight: () => 0,
    room: true,
  },
  {
    icon: 'kettle',
    name: ['Tea and coffee maker', 'أدوات تحضير الشاي والقهوة', 'ئامێری چا و قاوە'],
    phrase: ['tea and coffee facilities', 'أدوات الشاي والقهوة', 'ئامێری چا و قاوە'],
    hotelWeight: () => 0,
    room: true,
  },
]

/** Hotel flags of the API and the service each one mirrors. */
export const FLAG_SERVICE = {
  has_pool: 'pool',
  has_gym: 'gym',
  has_restaurant: 'restaurant',
  has_bar: 'bar',
  has_brakfast: 'breakfast',
  has_sauna: 'sauna',
  has_room_service: 'room-service',
  has_free_parking: 'parking',
} as const
