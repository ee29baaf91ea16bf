import type { CityKind, T3 } from './types'

/**
 * Phrases guests write in reviews, each in English, Arabic (with an Iraqi turn here and there)
 * and Kurdish Sorani. A review takes all its sentences from one language. `{city}` is replaced
 * with the hotel's city in that language.
 */

export const PRAISE: readonly T3[] = [
  [
    'The room was spotless and the beds were comfortable.',
    'الغرفة نظيفة جداً والأسرّة مريحة.',
    'ژوورەکە زۆر پاک بوو و جێگاکان ئاسوودە بوون.',
  ],
  [
    'Staff were friendly and helpful from check-in to check-out.',
    'الموظفون لطيفون ومتعاونون من الاستقبال إلى المغادرة.',
    'کارمەندەکان لە گەیشتنەوە تا ڕۆیشتن زۆر میهرەبان و هاوکار بوون.',
  ],
  [
    'Breakfast had plenty of choice, with fresh bread, eggs and geymar.',
    'الفطور متنوع ولذيذ، خبز حار وبيض وقيمر.',
    'نانی بەیانی جۆراوجۆر و خۆش بوو، نانی گەرم و هێلکە و قەیماغ.',
  ],
  [
    'Great location, close to shops and restaurants.',
    'الموقع ممتاز، قريب من الأسواق والمطاعم.',
    'شوێنەکەی نایابە، نزیکە لە بازاڕ و چێشتخانەکان.',
  ],
  [
    'The air conditioning worked well even in the afternoon heat.',
    'التبريد ممتاز حتى وقت الظهر والحر.',
    'ئێرکۆندیشنەکە باش کاری دەکرد تەنانەت لە گەرمای نیوەڕۆشدا.',
  ],
  ['Good value for money.', 'السعر مناسب جداً مقابل الخدمة.', 'نرخەکەی گونجاوە بەرامبەر خزمەتگوزارییەکان.'],
  ['Quiet at night, we slept well.', 'هادئ بالليل ونمنا براحة.', 'شەوان بێدەنگ بوو و بە ئاسوودەیی خەوتین.'],
  ['Fast wifi in the room.', 'الإنترنت سريع داخل الغرفة.', 'ئینتەرنێتی ژوورەکە خێرا بوو.'],
  [
    'Check-in was quick and they let us in early.',
    'تسجيل الدخول كان سريع وسمحوا لنا ندخل قبل الوقت.',
    'وەرگرتنی ژوور خێرا بوو و ڕێگەیان دا زووتر بچینە ژوورەوە.',
  ],
  [
    'Good for families, the kids loved it.',
    'مناسب للعوائل، والأطفال انبسطوا كثيراً.',
    'بۆ خێزان گونجاوە، منداڵەکان زۆر پێی دڵخۆش بوون.',
  ],
  [
    'Easy parking right in front of the hotel.',
    'يوجد موقف سيارات أمام الفندق مباشرة.',
    'شوێنی ئۆتۆمبێل ڕاگرتن ڕێک لەبەردەم هۆتێلەکەیە.',
  ],
  [
    'Plenty of hot water and a good shower.',
    'الماء الحار متوفر دائماً والدوش ممتاز.',
    'ئاوی گەرم هەمیشە هەبوو و دووشەکە باش بوو.',
  ],
  [
    'No power cuts during our stay, the generator kicked in straight away.',
    'الكهرباء ما انقطعت أبداً، المولدة تشتغل فوراً.',
    'کارەبا هەرگیز نەبڕا، مۆلیدەکە یەکسەر کاری دەکرد.',
  ],
  [
    'The restaurant food was tasty, especially the grills.',
    'أكل المطعم طيب، خصوصاً المشويات.',
    'خواردنی چێشتخانەکە بەتام بوو، بەتایبەتی کەبابەکان.',
  ],
]

export const COMPLAINTS: readonly T3[] = [
  [
    'The wifi was very slow and kept dropping.',
    'الإنترنت ضعيف جداً ويقطع باستمرار.',
    'ئینتەرنێتەکە زۆر خاو بوو و بەردەوام دەپچڕا.',
  ],
  ['Noisy at night because of the street.', 'صوت الشارع عالي بالليل.', 'شەوان دەنگی شەقامەکە زۆر بوو.'],
  [
    'The air conditioner in our room barely worked.',
    'المكيف في غرفتنا ما يبرد زين.',
    'ئێرکۆندیشنی ژوورەکەمان بە باشی کاری نەدەکرد.',
  ],
  [
    'The bathroom needed a proper clean.',
    'الحمام يحتاج تنظيف أكثر.',
    'حەمامەکە پێویستی بە پاککردنەوەیەکی باشتر بوو.',
  ],
  [
    'Breakfast was the same every day and ran out early.',
    'الفطور نفسه كل يوم وينتهي بسرعة.',
    'نانی بەیانی هەموو ڕۆژێک وەک یەک بوو و زوو تەواو دەبوو.',
  ],
  [
    'Reception was slow and nobody answered the phone.',
    'الاستقبال بطيء وما أحد يرد على التلفون.',
    'پێشوازی خاو بوو و کەس وەڵامی تەلەفۆنی نەدەدایەوە.',
  ],
  [
    'There were power cuts and the generator took a while to start.',
    'صار انقطاع كهرباء والمولدة تأخرت حتى اشتغلت.',
    'کارەبا چەند جارێک بڕا و مۆلیدەکە درەنگ کاری کرد.',
  ],
  ['No hot water in the morning.', 'ماكو ماء حار الصبح.', 'بەیانیان ئاوی گەرم نەبوو.'],
  [
    'Overpriced for what you get.',
    'السعر غالي مقارنة بالخدمة.',
    'نرخەکەی زۆر گرانە بەرامبەر ئەوەی وەریدەگریت.',
  ],
  ['The room smelled of cigarette smoke.', 'الغرفة بيها ريحة دخان.', 'ژوورەکە بۆنی جگەرەی لێدەهات.'],
  [
    'The furniture is old and the room needs renovating.',
    'الأثاث قديم والغرفة تحتاج تجديد.',
    'کەلوپەلەکان کۆنن و ژوورەکە پێویستی بە نوێکردنەوە هەیە.',
  ],
  ['The lift was out of order for two days.', 'المصعد عاطل يومين.', 'ئەسانسۆرەکە دوو ڕۆژ تێکچووبوو.'],
]

/** Put before a complaint in an otherwise happy review. */
export const ONLY_DOWNSIDE: T3 = ['Only downside:', 'الشي الوحيد السلبي:', 'تەنها کەموکوڕی:']

/** Put before a good point in an unhappy review. */
export const TO_BE_FAIR: T3 = ['To be fair,', 'للأمانة،', 'بۆ ڕاستی،']

export const BY_KIND: Readonly<Record<CityKind, readonly T3[]>> = {
  shrine: [
    [
      'Walking distance to the holy shrine.',
      'قريب من الحرم الشريف، نروح مشي.',
      'نزیکە لە حەرەمی پیرۆز، بە پێ دەچیت.',
    ],
    [
      'Very helpful during the ziyara season, even with the crowds.',
      'تعاملهم ممتاز بموسم الزيارة رغم الزحام.',
      'لە وەرزی زیارەتدا زۆر هاوکار بوون، سەرەڕای قەرەباڵغی.',
    ],
  ],
  mountain: [
    [
      'Beautiful mountain views and cool air in the evening.',
      'إطلالة جبلية رائعة وجو بارد بالمساء.',
      'دیمەنی چیاکان زۆر جوانە و ئێواران کەشەکە فێنکە.',
    ],
  ],
  river: [
    [
      'Lovely view of the river from our window.',
      'إطلالة حلوة على النهر من الشباك.',
      'دیمەنێکی جوانی ڕووبارەکە لە پەنجەرەکەوە دەبینرا.',
    ],
  ],
  business: [
    [
      'Good for a business trip, quiet and well connected.',
      'مناسب لرحلات العمل، هادئ وقريب من الدوائر.',
      'بۆ گەشتی کار گونجاوە، بێدەنگ و نزیکە لە فەرمانگەکان.',
    ],
  ],
  heritage: [
    [
      'Easy to walk to the old city and the museums.',
      'قريب من المدينة القديمة والمتاحف.',
      'بە پێ دەتوانیت بچیت بۆ شاری کۆن و مۆزەخانەکان.',
    ],
  ],
  marsh: [
    [
      'They arranged a mashoof boat trip in the marshes for us.',
      'رتبوا لنا جولة بالمشحوف في الأهوار.',
      'گەشتێکی بەلەمیان لە هۆڕەکان بۆ ڕێکخستین.',
    ],
  ],
  lake: [['Wonderful view over the lake.', 'إطلالة رائعة على البحيرة.', 'دیمەنی دەریاچەکە نایاب بوو.']],
}

export const VERDICT_GOOD: readonly T3[] = [
  ['Would definitely stay again.', 'أكيد أرجع له مرة ثانية.', 'بێگومان جارێکی تر دێمەوە.'],
  ['Highly recommended.', 'أنصح به بشدة.', 'زۆر پێشنیاری دەکەم.'],
  [
    'Best hotel we stayed at in {city}.',
    'أحسن فندق سكنّا بيه في {city}.',
    'باشترین هۆتێل بوو کە لە {city} تێیدا ماینەوە.',
  ],
  ['Thank you to the whole team.', 'شكراً لكل الكادر.', 'سوپاس بۆ هەموو ستافەکە.'],
]

export const VERDICT_MIXED: readonly T3[] = [
  ['Okay for a short stay.', 'مقبول لإقامة قصيرة.', 'بۆ مانەوەیەکی کورت باشە.'],
  [
    'Fine for the price, nothing special.',
    'زين مقابل السعر، بس مو شي مميز.',
    'بەرامبەر نرخەکەی باشە، بەڵام شتێکی تایبەت نییە.',
  ],
]

export const VERDICT_BAD: readonly T3[] = [
  ['Would not stay here again.', 'ما أرجع له مرة ثانية.', 'جارێکی تر نایەمەوە ئێرە.'],
  ['Not recommended.', 'ما أنصح بيه.', 'پێشنیاری ناکەم.'],
  [
    'Disappointing for a hotel in {city}.',
    'مخيب للآمال بالنسبة لفندق في {city}.',
    'بۆ هۆتێلێک لە {city} زۆر نائومێدکەر بوو.',
  ],
]

/** Whole reviews of a few words. */
export const SHORT_GOOD: readonly T3[] = [
  ['Excellent!', 'ممتاز!', 'نایاب!'],
  ['Very nice stay.', 'إقامة حلوة جداً.', 'مانەوەیەکی زۆر خۆش بوو.'],
  ['Perfect, thank you.', 'كل شي تمام، شكراً.', 'هەموو شتێک تەواو بوو، سوپاس.'],
]

export const SHORT_BAD: readonly T3[] = [
  ['Terrible.', 'سيء جداً.', 'زۆر خراپ بوو.'],
  ['Never again.', 'ما أعيدها.', 'هەرگیز جارێکی تر نا.'],
]
