import type { Rng } from './prng'
import type { CityKind, T3 } from './types'

const STARS_EN = ['one-star', 'two-star', 'three-star', 'four-star', 'five-star']
const STARS_AR = ['نجمة واحدة', 'نجمتين', 'ثلاث نجوم', 'أربع نجوم', 'خمس نجوم']
const STARS_KR = ['یەک ئەستێرە', 'دوو ئەستێرە', 'سێ ئەستێرە', 'چوار ئەستێرە', 'پێنج ئەستێرە']

interface Parts {
  title: T3
  city: T3
  district: T3
  landmark: T3
  stars: number
}

type Sentence = (p: Parts) => T3

const INTROS: readonly Sentence[] = [
  ({ title, city, district, landmark, stars }) => [
    `${title[0]} is a ${STARS_EN[stars - 1]} hotel in ${district[0]}, ${city[0]}, a few minutes from ${landmark[0]}.`,
    `${title[1]} فندق من فئة ${STARS_AR[stars - 1]} في ${district[1]} بمدينة ${city[1]}، على بعد دقائق من ${landmark[1]}.`,
    `${title[2]} هوتێلێکی ${STARS_KR[stars - 1]}یە لە ${district[2]}، ${city[2]}، چەند خولەکێک لە ${landmark[2]} دوورە.`,
  ],
  ({ title, city, district, landmark }) => [
    `Set in ${district[0]} in the heart of ${city[0]}, ${title[0]} offers calm, comfortable rooms close to ${landmark[0]}.`,
    `في ${district[1]} وسط ${city[1]}، يقدّم ${title[1]} غرفًا هادئة ومريحة بالقرب من ${landmark[1]}.`,
    `لە ${district[2]} لە دڵی ${city[2]}، ${title[2]} ژووری ئارام و ئاسوودە پێشکەش دەکات، نزیک لە ${landmark[2]}.`,
  ],
  ({ title, city, landmark, stars }) => [
    `${title[0]} welcomes guests to ${city[0]} with ${STARS_EN[stars - 1]} service and easy access to ${landmark[0]}.`,
    `يستقبل ${title[1]} ضيوفه في ${city[1]} بخدمة من فئة ${STARS_AR[stars - 1]} وسهولة في الوصول إلى ${landmark[1]}.`,
    `${title[2]} بە خزمەتگوزاری ${STARS_KR[stars - 1]} پێشوازی لە میوانانی ${city[2]} دەکات و گەیشتن بە ${landmark[2]} ئاسانە.`,
  ],
]

function list(items: readonly T3[]): T3 {
  const en = items.map((i) => i[0])
  const ar = items.map((i) => i[1])
  const kr = items.map((i) => i[2])
  const join = (xs: string[], sep: string, and: string) =>
    xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(sep)}${and}${xs[xs.length - 1]}`
  return [join(en, ', ', ' and '), join(ar, ' و', ' و'), join(kr, '، ', ' و ')]
}

const FACILITIES: readonly ((f: T3) => T3)[] = [
  (f) => [`Guests enjoy ${f[0]}.`, `يستمتع النزلاء ب${f[1]}.`, `میوانان سوود لە ${f[2]} وەردەگرن.`],
  (f) => [`Facilities include ${f[0]}.`, `تشمل المرافق ${f[1]}.`, `خزمەتگوزارییەکان بریتین لە ${f[2]}.`],
  (f) => [`On site you will find ${f[0]}.`, `ستجد في الفندق ${f[1]}.`, `لە هوتێلەکەدا ${f[2]} بەردەستە.`],
]

const CLOSINGS: Readonly<Record<CityKind | 'general', readonly T3[]>> = {
  shrine: [
    [
      'It is a natural choice for pilgrims and families visiting the holy shrines.',
      'وهو خيار مثالي للزوار والعائلات القاصدين العتبات المقدسة.',
      'هەڵبژاردەیەکی گونجاوە بۆ زائیران و ئەو خێزانانەی سەردانی شوێنە پیرۆزەکان دەکەن.',
    ],
    [
      'Staff help arrange visits to the shrines at any hour, including during Arbaeen.',
      'ويساعد الموظفون في ترتيب الزيارات إلى العتبات في أي وقت، بما في ذلك موسم الأربعين.',
      'ستافەکە لە هەر کاتێکدا یارمەتی ڕێکخستنی زیارەت دەدەن، لە وەرزی ئەربەعینیشدا.',
    ],
  ],
  mountain: [
    [
      'A cool base for summer trips into the mountains and valleys of the Kurdistan Region.',
      'قاعدة منعشة لرحلات الصيف إلى جبال ووديان إقليم كوردستان.',
      'شوێنێکی فێنکە بۆ گەشتە هاوینەییەکان بۆ چیا و دۆڵەکانی هەرێمی کوردستان.',
    ],
    [
      'Rooms look out over green slopes, and waterfalls and picnic spots are a short drive away.',
      'تطل الغرف على سفوح خضراء، والشلالات وأماكن التنزه على مسافة قصيرة بالسيارة.',
      'ژوورەکان ڕووەو داوێنە سەوزەکانن و تاڤگە و شوێنی سەیران بە ئۆتۆمبێل نزیکن.',
    ],
  ],
  river: [
    [
      'Evening walks along the riverside are only a short stroll away.',
      'ويمكن الوصول سيرًا على الأقدام إلى ضفاف النهر للتنزه في المساء.',
      'پیاسەی ئێواران بە کەناری ڕووبارەکەدا تەنها چەند هەنگاوێک دوورە.',
    ],
  ],
  business: [
    [
      'Its location suits business travellers, with quick access to government offices and company headquarters.',
      'موقعه مناسب لرجال الأعمال مع سهولة الوصول إلى الدوائر الحكومية ومقرات الشركات.',
      'شوێنەکەی گونجاوە بۆ گەشتیارانی بازرگانی، نزیکە لە فەرمانگە حکومییەکان و بارەگای کۆمپانیاکان.',
    ],
  ],
  heritage: [
    [
      "History lovers can reach the old town's markets and monuments within minutes.",
      'ويستطيع محبو التاريخ الوصول إلى أسواق المدينة القديمة ومعالمها خلال دقائق.',
      'ئەوانەی حەزیان لە مێژووە لە چەند خولەکێکدا دەگەنە بازاڕ و شوێنەوارەکانی شاری کۆن.',
    ],
  ],
  marsh: [
    [
      'Boat trips into the southern marshes can be arranged at the front desk.',
      'ويمكن ترتيب رحلات بالقوارب إلى الأهوار الجنوبية عبر مكتب الاستقبال.',
      'گەشتی بەلەم بۆ زۆنگاوەکانی باشوور لە ڕێگەی پێشوازییەوە ڕێکدەخرێت.',
    ],
  ],
  lake: [
    [
      'Day trips to the lake for swimming, boating and fresh fish are easy to arrange.',
      'ومن السهل ترتيب رحلات يومية إلى البحيرة للسباحة وركوب القوارب وتناول السمك الطازج.',
      'گەشتی ڕۆژانە بۆ دەریاچەکە بۆ مەلەکردن و بەلەمسواری و ماسی تازە بە ئاسانی ڕێکدەخرێت.',
    ],
  ],
  general: [
    [
      'Families appreciate the spacious rooms and the friendly, multilingual team.',
      'وتقدّر العائلات الغرف الواسعة وفريق العمل الودود الذي يتحدث عدة لغات.',
      'خێزانەکان ژوورە فراوانەکان و ستافە دۆستانە و فرەزمانەکە بەرز دەنرخێنن.',
    ],
    [
      'Quiet nights, attentive housekeeping and good value make it a favourite for longer stays.',
      'الليالي الهادئة والعناية بالنظافة والأسعار المناسبة تجعله مفضلًا للإقامات الطويلة.',
      'شەوانی ئارام، پاکوخاوێنی و نرخی گونجاو وای لێکردووە بۆ مانەوەی درێژ دڵخواز بێت.',
    ],
  ],
}

export interface DescribeInput extends Parts {
  kinds: readonly CityKind[]
  /** Phrases of the services the hotel offers. */
  facilities: readonly T3[]
}

/** Two or three sentences in each language, built from the hotel's city and services. */
export function describe(rng: Rng, d: DescribeInput): T3 {
  const sentences: T3[] = [rng.pick(INTROS)(d)]
  const shown = rng.subset(d.facilities, Math.min(d.facilities.length, rng.int(2, 3)))
  if (shown.length > 0) sentences.push(rng.pick(FACILITIES)(list(shown)))
  const kind = rng.pick([...d.kinds, 'general' as const])
  sentences.push(rng.pick(CLOSINGS[kind]))
  if (rng.chance(0.3) && kind !== 'general') sentences.push(rng.pick(CLOSINGS.general))
  return [
    sentences.map((s) => s[0]).join(' '),
    sentences.map((s) => s[1]).join(' '),
    sentences.map((s) => s[2]).join(' '),
  ]
}

/** Street, district, city — in English small to large, in Arabic and Sorani large to small. */
export function address(rng: Rng, city: T3, district: T3, streets: readonly T3[]): T3 {
  const street = rng.pick(streets)
  const building = rng.int(1, 220)
  // "27 Abu Nuwas Street", but "Building 27, 100 Meter Road".
  const en = /^\d/.test(street[0]) ? `Building ${building}, ${street[0]}` : `${building} ${street[0]}`
  return [
    `${en}, ${district[0]}, ${city[0]}`,
    `${city[1]}، ${district[1]}، ${street[1]}، بناية ${building}`,
    `${city[2]}، ${district[2]}، ${street[2]}، باڵەخانەی ${building}`,
  ]
}
