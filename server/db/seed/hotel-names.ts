import type { Rng } from './prng'
import type { CityKind, T3 } from './types'

/** Name words used in every part of Iraq. */
const COMMON_PARTS: readonly T3[] = [
  ['Al-Noor', 'النور', 'نوور'],
  ['Al-Salam', 'السلام', 'سەلام'],
  ['Ishtar', 'عشتار', 'عەشتار'],
  ['Al-Rafidain', 'الرافدين', 'ڕافیدەین'],
  ['Sumer', 'سومر', 'سۆمەر'],
  ['Al-Andalus', 'الأندلس', 'ئەندەلوس'],
  ['Crystal', 'كريستال', 'کریستاڵ'],
  ['Al-Zahraa', 'الزهراء', 'زەهرا'],
  ['Al-Rawda', 'الروضة', 'ڕەوزە'],
  ['Al-Firdaws', 'الفردوس', 'فیردەوس'],
  ['Al-Safir', 'السفير', 'سەفیر'],
  ['Al-Jawhara', 'الجوهرة', 'جەوهەرە'],
  ['Al-Yaqout', 'الياقوت', 'یاقووت'],
  ['Al-Masa', 'الماسة', 'ماسە'],
  ['Al-Nakheel', 'النخيل', 'نەخیل'],
  ['Al-Hamra', 'الحمراء', 'حەمرا'],
  ['Al-Manara', 'المنارة', 'مەنارە'],
  ['Orient', 'الشرق', 'ڕۆژهەڵات'],
  ['Mesopotamia', 'ميزوبوتاميا', 'میزۆپۆتامیا'],
  ['Akkad', 'أكد', 'ئەکەد'],
  ['Al-Zaitoun', 'الزيتون', 'زەیتوون'],
  ['Al-Waha', 'الواحة', 'واحە'],
  ['Lamassu', 'لاماسو', 'لاماسو'],
  ['Al-Bustan', 'البستان', 'بوستان'],
  ['Al-Qamar', 'القمر', 'قەمەر'],
  ['Al-Shams', 'الشمس', 'شەمس'],
  ['Al-Ameer', 'الأمير', 'ئەمیر'],
  ['Al-Sultan', 'السلطان', 'سوڵتان'],
  ['Al-Diyafa', 'الضيافة', 'میوانداری'],
  ['Al-Sadeer', 'السدير', 'سەدیر'],
]

/** Name words of the Kurdistan Region. */
const KURDISH_PARTS: readonly T3[] = [
  ['Zagros', 'زاكروس', 'زاگرۆس'],
  ['Newroz', 'نوروز', 'نەورۆز'],
  ['Ashti', 'آشتي', 'ئاشتی'],
  ['Kurdistan', 'كوردستان', 'کوردستان'],
  ['Azadi', 'آزادي', 'ئازادی'],
  ['Bahar', 'بهار', 'بەهار'],
  ['Chinar', 'جنار', 'چنار'],
  ['Gulan', 'كولان', 'گوڵان'],
  ['Shaho', 'شاهو', 'شاهۆ'],
  ['Hawar', 'هاوار', 'هاوار'],
  ['Rasan', 'رسن', 'ڕەسەن'],
  ['Nishtiman', 'نيشتمان', 'نیشتمان'],
]

interface Pattern {
  build: (p: T3) => T3
  minStars?: number
  maxStars?: number
  /** Only where the city is one of these kinds. */
  kinds?: readonly CityKind[]
  weight: number
}

const PATTERNS: readonly Pattern[] = [
  { build: ([e, a, k]) => [`${e} Hotel`, `فندق ${a}`, `هوتێلی ${k}`], weight: 5 },
  {
    build: ([e, a, k]) => [`${e} Palace Hotel`, `فندق قصر ${a}`, `هوتێلی کۆشکی ${k}`],
    minStars: 3,
    weight: 2,
  },
  {
    build: ([e, a, k]) => [`${e} Grand Hotel`, `فندق ${a} الكبير`, `هوتێلی گەورەی ${k}`],
    minStars: 3,
    weight: 2,
  },
  {
    build: ([e, a, k]) => [`${e} Plaza Hotel`, `فندق ${a} بلازا`, `هوتێلی ${k} پلازا`],
    minStars: 2,
    weight: 2,
  },
  { build: ([e, a, k]) => [`${e} Suites`, `أجنحة ${a}`, `سویتەکانی ${k}`], minStars: 3, weight: 1.5 },
  {
    build: ([e, a, k]) => [`${e} Tower Hotel`, `فندق برج ${a}`, `هوتێلی تاوەری ${k}`],
    minStars: 3,
    weight: 1.5,
  },
  { build: ([e, a, k]) => [`${e} Inn`, `نزل ${a}`, `میوانخانەی ${k}`], maxStars: 3, weight: 2 },
  {
    build: ([e, a, k]) => [`${e} Guest House`, `دار ضيافة ${a}`, `ماڵی میوانی ${k}`],
    maxStars: 2,
    weight: 2,
  },
  {
    build: ([e, a, k]) => [`${e} Hotel Apartments`, `شقق ${a} الفندقية`, `شوقەی هوتێلی ${k}`],
    minStars: 2,
    maxStars: 4,
    weight: 1,
  },
  {
    build: ([e, a, k]) => [`${e} International Hotel`, `فندق ${a} الدولي`, `هوتێلی نێودەوڵەتی ${k}`],
    minStars: 4,
    weight: 2,
  },
  {
    build: ([e, a, k]) => [`${e} Royal Hotel`, `فندق ${a} الملكي`, `هوتێلی شاهانەی ${k}`],
    minStars: 4,
    weight: 1.5,
  },
  {
    build: ([e, a, k]) => [`${e} Boutique Hotel`, `فندق ${a} بوتيك`, `هوتێلی بوتیکی ${k}`],
    minStars: 3,
    weight: 1,
  },
  { build: ([e, a, k]) => [`${e} Residence`, `${a} ريزيدنس`, `${k} ڕێزیدێنس`], minStars: 3, weight: 1 },
  {
    build: ([e, a, k]) => [`${e} Resort`, `منتجع ${a}`, `گوندی گەشتیاری ${k}`],
    minStars: 3,
    kinds: ['mountain', 'lake', 'river'],
    weight: 2,
  },
  {
    build: ([e, a, k]) => [`${e} Mountain Resort`, `منتجع ${a} الجبلي`, `گوندی گەشتیاری شاخاوی ${k}`],
    minStars: 3,
    kinds: ['mountain'],
    weight: 2.5,
  },
  {
    build: ([e, a, k]) => [`${e} Pilgrims Hotel`, `فندق زوار ${a}`, `هوتێلی زائیرانی ${k}`],
    maxStars: 3,
    kinds: ['shrine'],
    weight: 2,
  },
]

export interface NameContext {
  city: T3
  cityParts: readonly T3[]
  districts: readonly T3[]
  kinds: readonly CityKind[]
  kurdistan: boolean
  stars: number
}

/** Hands out hotel titles; never the same English, Arabic or Sorani title twice. */
export class HotelNamer {
  private readonly taken = new Set<string>()

  constructor(private readonly rng: Rng) {}

  next(c: NameContext): T3 {
    const patterns = PATTERNS.filter(
      (p) =>
        (p.minStars ?? 1) <= c.stars &&
        c.stars <= (p.maxStars ?? 5) &&
        (!p.kinds || p.kinds.some((k) => c.kinds.includes(k))),
    )
    const local = [c.city, ...c.cityParts]
    const shared = c.kurdistan ? [...KURDISH_PARTS, ...COMMON_PARTS] : COMMON_PARTS
    for (let attempt = 0; attempt < 40; attempt++) {
      const part = this.rng.chance(0.6) ? this.rng.pick(local) : this.rng.pick(shared)
      const title = this.rng.weighted(patterns, (p) => p.weight).build(part)
      if (this.claim(title)) return title
    }
    // Crowded city: tell branches apart by district, as chains do ("Al-Noor Hotel Karrada").
    for (let attempt = 0; attempt < 40; attempt++) {
      const base = this.rng.weighted(patterns, (p) => p.weight).build(this.rng.pick([...local, ...shared]))
      const d = this.rng.pick(c.districts)
      const title: T3 = [`${base[0]} ${d[0]}`, `${base[1]} - ${d[1]}`, `${base[2]} - ${d[2]}`]
      if (this.claim(title)) return title
    }
    const base = this.rng.weighted(patterns, (p) => p.weight).build(this.rng.pick(local))
    for (let n = 2; ; n++) {
      const title: T3 = [`${base[0]} ${n}`, `${base[1]} ${n}`, `${base[2]} ${n}`]
      if (this.claim(title)) return title
    }
  }

  private claim(t: T3): boolean {
    const keys = [`en:${t[0].toLowerCase()}`, `ar:${t[1]}`, `kr:${t[2]}`]
    if (keys.some((k) => this.taken.has(k))) return false
    for (const k of keys) this.taken.add(k)
    return true
  }
}
