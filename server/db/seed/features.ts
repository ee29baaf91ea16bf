import type { T3 } from './types'

export interface FeatureSeed {
  name: T3
  /** The service (icon key) a hotel must offer for this feature to be listed, so the two never disagree. */
  requires?: string
}

export interface FeatureGroupSeed {
  icon: string
  name: T3
  features: readonly FeatureSeed[]
}

export const FEATURE_GROUPS: readonly FeatureGroupSeed[] = [
  {
    icon: 'briefcase',
    name: ['Internet and business', 'الإنترنت والأعمال', 'ئینتەرنێت و بازرگانی'],
    features: [
      { name: ['Wi-Fi in all areas', 'واي فاي في جميع المرافق', 'وایفای لە هەموو شوێنێک'], requires: 'wifi' },
      { name: ['Wired internet in rooms', 'إنترنت سلكي في الغرف', 'ئینتەرنێتی وایەر لە ژوورەکان'] },
      { name: ['Meeting rooms', 'قاعات اجتماعات', 'هۆڵی کۆبوونەوە'], requires: 'business-center' },
      { name: ['Printing and photocopying', 'طباعة ونسخ', 'چاپ و کۆپی'] },
      { name: ['Business centre', 'مركز أعمال', 'سەنتەری بازرگانی'], requires: 'business-center' },
    ],
  },
  {
    icon: 'utensils',
    name: ['Food and drink', 'الطعام والشراب', 'خواردن و خواردنەوە'],
    features: [
      { name: ['Breakfast buffet', 'بوفيه الفطور', 'بوفەی نانی بەیانی'], requires: 'breakfast' },
      { name: ['Halal food', 'طعام حلال', 'خواردنی حەڵاڵ'] },
      { name: ['Coffee shop', 'مقهى', 'قاوەخانە'] },
      {
        name: ['Traditional Iraqi cuisine', 'مأكولات عراقية تقليدية', 'خواردنی نەریتی عێراقی'],
        requires: 'restaurant',
      },
      { name: ['Rooftop restaurant', 'مطعم على السطح', 'چێشتخانەی سەربان'], requires: 'restaurant' },
      { name: ['Special diets on request', 'وجبات خاصة عند الطلب', 'خواردنی تایبەت بە داواکاری'] },
    ],
  },
  {
    icon: 'car',
    name: ['Transport', 'النقل', 'گواستنەوە'],
    features: [
      { name: ['Airport pick-up', 'استقبال من المطار', 'پێشوازی لە فڕۆکەخانە'], requires: 'airport-shuttle' },
      { name: ['Car hire', 'تأجير سيارات', 'بەکرێدانی ئۆتۆمبێل'] },
      { name: ['Secure parking', 'موقف سيارات آمن', 'پارکینگی پارێزراو'], requires: 'parking' },
      { name: ['Taxi on request', 'سيارة أجرة عند الطلب', 'تەکسی بە داواکاری'] },
      {
        name: ['Shuttle to the holy shrines', 'نقل إلى العتبات المقدسة', 'گواستنەوە بۆ شوێنە پیرۆزەکان'],
        requires: 'shrine-shuttle',
      },
    ],
  },
  {
    icon: 'family',
    name: ['Families and accessibility', 'العائلات وسهولة الوصول', 'خێزان و دەستڕاگەیشتن'],
    features: [
      { name: ['Family rooms', 'غرف عائلية', 'ژووری خێزانی'], requires: 'family-rooms' },
      { name: ["Children's play area", 'منطقة ألعاب للأطفال', 'یاریگای منداڵان'] },
      { name: ['Babysitting on request', 'رعاية الأطفال عند الطلب', 'چاودێری منداڵ بە داواکاری'] },
      {
        name: ['Wheelchair accessible', 'مناسب للكراسي المتحركة', 'گونجاو بۆ کورسی جوڵاو'],
        requires: 'elevator',
      },
      {
        name: ['Lift to all floors', 'مصعد لجميع الطوابق', 'ئاسانسۆر بۆ هەموو نهۆمەکان'],
        requires: 'elevator',
      },
    ],
  },
  {
    icon: 'spa',
    name: ['Wellness', 'الاسترخاء والعافية', 'تەندروستی و پشوو'],
    features: [
      { name: ['Indoor swimming pool', 'مسبح داخلي', 'مەلەوانگەی داخراو'], requires: 'pool' },
      {
        name: [
          'Separate pool hours for women',
          'أوقات مخصصة للنساء في المسبح',
          'کاتی تایبەتی ئافرەتان لە مەلەوانگە',
        ],
        requires: 'pool',
      },
      { name: ['Turkish bath', 'حمام تركي', 'حەمامی تورکی'], requires: 'spa' },
      { name: ['Massage', 'تدليك', 'مەساج'], requires: 'spa' },
      { name: ['Fitness room', 'غرفة لياقة بدنية', 'ژووری وەرزش'], requires: 'gym' },
      { name: ['Sauna', 'ساونا', 'ساونا'], requires: 'sauna' },
    ],
  },
  {
    icon: 'concierge',
    name: ['Front desk', 'الاستقبال', 'پێشوازی'],
    features: [
      {
        name: ['24-hour front desk', 'استقبال على مدار الساعة', 'پێشوازی ٢٤ کاتژمێری'],
        requires: 'reception-24h',
      },
      { name: ['Currency exchange', 'صرف العملات', 'گۆڕینەوەی دراو'] },
      { name: ['Luggage storage', 'حفظ الأمتعة', 'هەڵگرتنی جانتا'] },
      { name: ['Tour desk', 'مكتب جولات سياحية', 'نووسینگەی گەشت'] },
      { name: ['Express check-in and check-out', 'تسجيل وصول ومغادرة سريع', 'چوونەژوورەوە و دەرچوونی خێرا'] },
      {
        name: [
          'Staff speak Arabic, English and Kurdish',
          'موظفون يتحدثون العربية والإنجليزية والكردية',
          'ستاف بە عەرەبی، ئینگلیزی و کوردی قسە دەکەن',
        ],
      },
    ],
  },
  {
    icon: 'shield',
    name: ['Safety and security', 'الأمن والسلامة', 'ئاسایش و سەلامەتی'],
    features: [
      {
        name: [
          'CCTV in common areas',
          'كاميرات مراقبة في المرافق العامة',
          'کامێرای چاودێری لە شوێنە گشتییەکان',
        ],
      },
      { name: ['24-hour security', 'حراسة على مدار الساعة', 'پاسەوانی ٢٤ کاتژمێری'] },
      { name: ['Smoke detectors', 'أجهزة كشف الدخان', 'ئامێری دۆزینەوەی دووکەڵ'] },
      { name: ['Fire extinguishers', 'طفايات حريق', 'ئاگرکوژێنەوە'] },
      {
        name: ['Backup power generator', 'مولدة كهرباء احتياطية', 'مۆلیدەی کارەبای یەدەگ'],
        requires: 'generator',
      },
    ],
  },
]
