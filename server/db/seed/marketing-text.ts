import type { CityKind, T3 } from './types'

/** Fills `{hotel}`, `{city}` and `{p}` in each language. */
export function fill(t: T3, hotel: T3, city: T3, percent = 0): T3 {
  const one = (s: string, i: 0 | 1 | 2) =>
    s.replaceAll('{hotel}', hotel[i]).replaceAll('{city}', city[i]).replaceAll('{p}', String(percent))
  return [one(t[0], 0), one(t[1], 1), one(t[2], 2)]
}

export interface OfferTemplate {
  title: T3
  description: T3
  kinds?: readonly CityKind[]
  minStars?: number
  /** The discount the text promises, applied to the stays it covers (decision 33). */
  price?: { percentage: number; min_nights?: number; min_days_ahead?: number }
  /** Children under this age stay free on the stays it covers (a family offer, decision 41). */
  childrenFreeUnder?: number
}

export const OFFER_TEMPLATES: readonly OfferTemplate[] = [
  {
    kinds: ['mountain', 'lake'],
    title: ['Summer escape to {city}', 'هروب صيفي إلى {city}', 'گەشتی هاوینە بۆ {city}'],
    description: [
      'Beat the heat in {city}: stay at {hotel} this summer and enjoy cool evenings, mountain views and a free late checkout.',
      'اهرب من حر الصيف إلى {city}: أقم في {hotel} واستمتع بأمسيات منعشة وإطلالات جبلية ومغادرة متأخرة مجانية.',
      'لە گەرمای هاوین ڕابکە بۆ {city}: لە {hotel} بمێنەوە و چێژ لە ئێوارانی فێنک، دیمەنی چیا و دەرچوونی دواخراوی بێبەرامبەر وەربگرە.',
    ],
  },
  {
    title: [
      'Stay 3 nights, pay 2 at {hotel}',
      'أقم 3 ليالٍ وادفع ثمن ليلتين في {hotel}',
      '٣ شەو بمێنەوە، پارەی ٢ شەو بدە لە {hotel}',
    ],
    description: [
      'Book three nights at {hotel} in {city} and pay for only two. Breakfast is included every morning of your stay.',
      'احجز ثلاث ليالٍ في {hotel} في {city} وادفع ثمن ليلتين فقط، مع الفطور في كل صباح من إقامتك.',
      'سێ شەو لە {hotel} لە {city} حجز بکە و تەنها پارەی دوو شەو بدە، نانی بەیانیش بۆ هەموو ڕۆژەکانی مانەوەت لەخۆدەگرێت.',
    ],
  },
  {
    kinds: ['shrine'],
    title: ['Pilgrim package in {city}', 'باقة الزيارة في {city}', 'پاکێجی زیارەت لە {city}'],
    description: [
      'A room at {hotel} within walking distance of the shrines, with breakfast, a daily shuttle and flexible check-in for night arrivals.',
      'غرفة في {hotel} على مسافة قريبة سيرًا من العتبات المقدسة، مع الفطور وحافلة نقل يومية وتسجيل وصول مرن للقادمين ليلًا.',
      'ژوورێک لە {hotel} بە پیادە نزیک لە حەرەمەکان، لەگەڵ نانی بەیانی، پاسی ڕۆژانە و چوونەژوورەوەی نەرم بۆ ئەوانەی شەو دەگەن.',
    ],
  },
  {
    title: ['Weekend break at {hotel}', 'عطلة نهاية الأسبوع في {hotel}', 'پشووی کۆتایی هەفتە لە {hotel}'],
    // What is priced is what the text says: two nights or more, 15% off (any arrival day).
    price: { percentage: 15, min_nights: 2 },
    description: [
      'Stay two nights or more in {city} and get breakfast for two and 15% off the room rate.',
      'أقم ليلتين أو أكثر في {city} واحصل على فطور لشخصين وخصم 15% على سعر الغرفة.',
      'دوو شەو یان زیاتر لە {city} بمێنەوە و نانی بەیانی بۆ دوو کەس و ١٥٪ داشکاندن لە نرخی ژوور وەربگرە.',
    ],
  },
  {
    title: ['Family holiday in {city}', 'عطلة عائلية في {city}', 'پشووی خێزانی لە {city}'],
    // Priced as its text says: children under 12 pay no supplement with two adults per room.
    childrenFreeUnder: 12,
    description: [
      'Children under 12 stay and eat free at {hotel} when sharing a room with two adults. Family rooms are limited, so book early.',
      'يقيم الأطفال دون 12 عامًا ويتناولون الطعام مجانًا في {hotel} عند مشاركة الغرفة مع شخصين بالغين. الغرف العائلية محدودة، فاحجز مبكرًا.',
      'منداڵانی خوار ١٢ ساڵ بە بێبەرامبەر لە {hotel} دەمێننەوە و نان دەخۆن کاتێک لەگەڵ دوو کەسی گەورە لە یەک ژووردا بن. ژووری خێزانی سنووردارە، بۆیە زوو حجز بکە.',
    ],
  },
  {
    title: ['Free breakfast at {hotel}', 'فطور مجاني في {hotel}', 'نانی بەیانی بێبەرامبەر لە {hotel}'],
    description: [
      'Start every day in {city} with a free Iraqi breakfast of fresh bread, geymar cream, date syrup and tea.',
      'ابدأ كل يوم في {city} بفطور عراقي مجاني من الخبز الطازج والقيمر ودبس التمر والشاي.',
      'هەموو ڕۆژێک لە {city} بە نانی بەیانیی عێراقیی بێبەرامبەر دەست پێبکە: نانی تازە، قەیماغ، دۆشاوی خورما و چا.',
    ],
  },
  {
    title: ['Early booking offer in {city}', 'عرض الحجز المبكر في {city}', 'ئۆفەری حجزی زوو لە {city}'],
    price: { percentage: 20, min_days_ahead: 30 },
    description: [
      'Book {hotel} at least 30 days ahead and save 20% on any room type.',
      'احجز في {hotel} قبل موعد وصولك بثلاثين يومًا على الأقل ووفّر 20% على أي نوع من الغرف.',
      'بەلایەنی کەمەوە ٣٠ ڕۆژ پێشتر {hotel} حجز بکە و ٢٠٪ لە هەر جۆرە ژوورێک پاشەکەوت بکە.',
    ],
  },
  {
    minStars: 4,
    title: ['Honeymoon nights at {hotel}', 'ليالي شهر العسل في {hotel}', 'شەوانی مانگی هەنگوین لە {hotel}'],
    description: [
      'A room upgrade, flowers, dinner for two and late checkout for newly-weds staying two nights or more in {city}.',
      'ترقية مجانية للغرفة وورود وعشاء لشخصين ومغادرة متأخرة للعرسان الجدد عند الإقامة ليلتين أو أكثر في {city}.',
      'بەرزکردنەوەی ژوور، گوڵ، نانی ئێوارە بۆ دوو کەس و دەرچوونی دواخراو بۆ بووک و زاوا کاتێک دوو شەو یان زیاتر لە {city} دەمێننەوە.',
    ],
  },
  {
    kinds: ['business'],
    title: ['Business stay in {city}', 'إقامة أعمال في {city}', 'مانەوەی بازرگانی لە {city}'],
    description: [
      'Stay at {hotel} on weekdays and get late checkout until 4 pm, a free airport transfer and use of the meeting room.',
      'أقم في {hotel} خلال أيام الأسبوع واحصل على مغادرة متأخرة حتى الرابعة عصرًا ونقل مجاني من المطار واستخدام قاعة الاجتماعات.',
      'لە ڕۆژانی کاردا لە {hotel} بمێنەوە و دەرچوونی دواخراو تا کاتژمێر ٤ی دوای نیوەڕۆ، گواستنەوەی بێبەرامبەر لە فڕۆکەخانە و هۆڵی کۆبوونەوە وەربگرە.',
    ],
  },
  {
    kinds: ['heritage', 'marsh'],
    title: ['Discover the heritage of {city}', 'اكتشف تراث {city}', 'کەلەپووری {city} بدۆزەرەوە'],
    description: [
      'Two nights at {hotel} with a guided half-day tour of the historic sites of {city}.',
      'ليلتان في {hotel} مع جولة بصحبة مرشد لنصف يوم في المواقع التاريخية في {city}.',
      'دوو شەو لە {hotel} لەگەڵ گەشتێکی نیو ڕۆژی بە ڕێنما بۆ شوێنە مێژووییەکانی {city}.',
    ],
  },
]

/** Appended to some offers so descriptions run past the 255-character card cut. */
export const OFFER_TERMS: T3 = [
  ' The offer applies to new bookings made before it ends, is subject to availability and confirmation by the hotel, and cannot be combined with other discounts or codes. Prices are per room per night and include taxes.',
  ' يسري العرض على الحجوزات الجديدة التي تتم قبل انتهائه، ويخضع لتوفر الغرف وتأكيد الفندق، ولا يمكن جمعه مع خصومات أو رموز أخرى. الأسعار لكل غرفة في الليلة وتشمل الضرائب.',
  ' ئۆفەرەکە بۆ حجزە نوێیەکانە کە پێش کۆتاییهاتنی دەکرێن، بەپێی بەردەستبوونی ژوور و پشتڕاستکردنەوەی هوتێلە، و لەگەڵ داشکاندن یان کۆدی تر کۆ ناکرێتەوە. نرخەکان بۆ هەر ژوورێک لە هەر شەوێکدان و باجیان لەخۆگرتووە.',
]

export const DISCOUNT_TEMPLATES: readonly T3[] = [
  [
    'Save {p}% on every night at {hotel}, {city}.',
    'وفّر {p}% على كل ليلة في {hotel}، {city}.',
    '{p}% لە هەر شەوێک لە {hotel}، {city} پاشەکەوت بکە.',
  ],
  [
    'Exclusive {p}% discount for our guests at {hotel}, valid on every room type.',
    'خصم حصري بنسبة {p}% لضيوفنا في {hotel}، ساري على جميع أنواع الغرف.',
    'داشکاندنی تایبەتی {p}% بۆ میوانانمان لە {hotel}، بۆ هەموو جۆرەکانی ژوور.',
  ],
  [
    'Book {hotel} now and get {p}% off your stay in {city}.',
    'احجز {hotel} الآن واحصل على خصم {p}% على إقامتك في {city}.',
    'ئێستا {hotel} حجز بکە و {p}% داشکاندن لە مانەوەت لە {city} وەربگرە.',
  ],
]

export const SLIDERS: readonly { title: T3; description: T3 }[] = [
  {
    title: ['Special offers', 'عروض خاصة', 'ئۆفەرە تایبەتەکان'],
    description: [
      'Limited-time deals from hotels across Iraq',
      'عروض لفترة محدودة من فنادق في أنحاء العراق',
      'ئۆفەری کاتی لە هوتێلەکانی سەرانسەری عێراق',
    ],
  },
  {
    title: ['Explore Iraq by city', 'استكشف العراق حسب المدينة', 'عێراق بەپێی شار بگەڕێ'],
    description: [
      'From the mountains of Kurdistan to the marshes of the south',
      'من جبال كوردستان إلى أهوار الجنوب',
      'لە چیاکانی کوردستانەوە تا زۆنگاوەکانی باشوور',
    ],
  },
  {
    title: ['Discounts', 'خصومات', 'داشکاندنەکان'],
    description: [
      'Save on your next stay',
      'وفّر في إقامتك القادمة',
      'لە مانەوەی داهاتووتدا پارە پاشەکەوت بکە',
    ],
  },
  {
    title: ['Recommended hotels', 'فنادق موصى بها', 'هوتێلە پێشنیارکراوەکان'],
    description: [
      'Top rated by our guests',
      'الأعلى تقييمًا من ضيوفنا',
      'بەرزترین هەڵسەنگاندن لەلایەن میوانانمانەوە',
    ],
  },
  {
    title: ['Places near you', 'أماكن قريبة منك', 'شوێنەکانی نزیک تۆ'],
    description: [
      'Destinations close to where you are',
      'وجهات قريبة من موقعك',
      'شوێنی گەشت لە نزیک شوێنی خۆت',
    ],
  },
  {
    title: ['Perfect stay', 'إقامة مثالية', 'مانەوەیەکی تەواو'],
    description: [
      'Hand-picked hotels for a memorable trip',
      'فنادق مختارة بعناية لرحلة لا تُنسى',
      'هوتێلی هەڵبژێردراو بۆ گەشتێکی لەبیرنەکراو',
    ],
  },
]
