import type { T3 } from './types'

/** Local colour for a city: what hotels are named after, where they stand, what they are near. */
export interface CityPlaces {
  landmarks: readonly T3[]
  districts: readonly T3[]
  streets: readonly T3[]
  /** Words hotels of this city are named after (the city's own name is always added). */
  parts: readonly T3[]
}

const CENTRE: T3 = ['City Centre', 'مركز المدينة', 'ناوەندی شار']

/** Used where a city below lists fewer of its own. */
export const GENERIC_PLACES: CityPlaces = {
  landmarks: [['the city centre', 'مركز المدينة', 'ناوەندی شار']],
  districts: [
    CENTRE,
    ['Market District', 'حي السوق', 'گەڕەکی بازاڕ'],
    ['New Quarter', 'الحي الجديد', 'گەڕەکی نوێ'],
  ],
  streets: [
    ['Main Street', 'الشارع الرئيسي', 'شەقامی سەرەکی'],
    ['Al-Jumhuriya Street', 'شارع الجمهورية', 'شەقامی کۆماری'],
    ['Hospital Street', 'شارع المستشفى', 'شەقامی نەخۆشخانە'],
    ['Al-Souq Street', 'شارع السوق', 'شەقامی بازاڕ'],
  ],
  parts: [],
}

export const CITY_PLACES: Readonly<Record<string, Partial<CityPlaces>>> = {
  baghdad: {
    landmarks: [
      ['Al-Mutanabbi Street', 'شارع المتنبي', 'شەقامی موتەنەببی'],
      ['the Abu Nuwas riverside', 'كورنيش أبو نواس', 'کۆرنیشی ئەبو نەواس'],
      ['Al-Zawraa Park', 'متنزه الزوراء', 'پارکی زەورا'],
      ['the Iraq Museum', 'المتحف العراقي', 'مۆزەخانەی عێراق'],
    ],
    districts: [
      ['Karrada', 'الكرادة', 'کەرادە'],
      ['Al-Mansour', 'المنصور', 'مەنسوور'],
      ['Al-Jadriya', 'الجادرية', 'جادریە'],
      ['Al-Waziriya', 'الوزيرية', 'وەزیریە'],
      ['Bab Al-Sharqi', 'الباب الشرقي', 'بابی شەرقی'],
      ['Al-Adhamiya', 'الأعظمية', 'ئەعزەمیە'],
      ['Al-Harithiya', 'الحارثية', 'حارسیە'],
      ['Zayouna', 'زيونة', 'زەیوونە'],
    ],
    streets: [
      ['Abu Nuwas Street', 'شارع أبو نواس', 'شەقامی ئەبو نەواس'],
      ['Al-Rasheed Street', 'شارع الرشيد', 'شەقامی ڕەشید'],
      ['Palestine Street', 'شارع فلسطين', 'شەقامی فەلەستین'],
      ['14th of Ramadan Street', 'شارع 14 رمضان', 'شەقامی ١٤ی ڕەمەزان'],
      ['Al-Saadoun Street', 'شارع السعدون', 'شەقامی سەعدوون'],
      ['Al-Arasat Street', 'شارع العرصات', 'شەقامی عەرەسات'],
      ['Al-Kindi Street', 'شارع الكندي', 'شەقامی کیندی'],
    ],
    parts: [
      ['Tigris', 'دجلة', 'دیجلە'],
      ['Babylon', 'بابل', 'بابل'],
      ['Al-Mansour', 'المنصور', 'مەنسوور'],
      ['Al-Rasheed', 'الرشيد', 'ڕەشید'],
      ['Abu Nuwas', 'أبو نواس', 'ئەبو نەواس'],
      ['Al-Zawraa', 'الزوراء', 'زەورا'],
      ['Karrada', 'الكرادة', 'کەرادە'],
      ['Palestine', 'فلسطين', 'فەلەستین'],
      ['Shahrazad', 'شهرزاد', 'شەهرەزاد'],
      ['Sinbad', 'سندباد', 'سندباد'],
      ['Al-Mustansiriya', 'المستنصرية', 'موستەنسیریە'],
    ],
  },
  kadhimiya: {
    landmarks: [['the Al-Kadhimiya Shrine', 'العتبة الكاظمية المقدسة', 'حەرەمی کازمیە']],
    districts: [
      ['Bab Al-Murad', 'باب المراد', 'بابی موراد'],
      ['Al-Attifiya', 'العطيفية', 'عەتیفیە'],
    ],
    streets: [['Imam Musa Al-Kadhim Street', 'شارع الإمام موسى الكاظم', 'شەقامی ئیمام مووسای کازم']],
    parts: [
      ['Al-Kadhimain', 'الكاظمين', 'کازمەین'],
      ['Bab Al-Murad', 'باب المراد', 'بابی موراد'],
      ['Al-Jawadain', 'الجوادين', 'جەوادەین'],
    ],
  },
  erbil: {
    landmarks: [
      ['the Erbil Citadel', 'قلعة أربيل', 'قەڵای هەولێر'],
      ['Sami Abdulrahman Park', 'متنزه سامي عبد الرحمن', 'پارکی سامی عەبدولڕەحمان'],
      ['the Qaysari Bazaar', 'سوق القيصرية', 'بازاڕی قەیسەری'],
    ],
    districts: [
      ['Ankawa', 'عنكاوا', 'عەنکاوە'],
      ['Iskan', 'الإسكان', 'ئیسکان'],
      ['Dream City', 'دريم سيتي', 'دریم سیتی'],
      ['Shorsh', 'شورش', 'شۆڕش'],
      ['Bakhtiari', 'بختياري', 'بەختیاری'],
      ['Gulan', 'كولان', 'گوڵان'],
    ],
    streets: [
      ['100 Meter Road', 'شارع المئة متر', 'شەقامی سەد مەتری'],
      ['60 Meter Road', 'شارع الستين متر', 'شەقامی شەست مەتری'],
      ['Gulan Street', 'شارع كولان', 'شەقامی گوڵان'],
      ['Kirkuk Road', 'طريق كركوك', 'ڕێگای کەرکووک'],
      ['Airport Road', 'طريق المطار', 'ڕێگای فڕۆکەخانە'],
    ],
    parts: [
      ['Hawler', 'هولير', 'هاولێر'],
      ['Citadel', 'القلعة', 'قەڵا'],
      ['Ankawa', 'عنكاوا', 'عەنکاوە'],
      ['Arbela', 'أربيلا', 'ئەربێلا'],
      ['Gulan', 'كولان', 'گوڵان'],
      ['Shanadar', 'شاندر', 'شانەدەر'],
    ],
  },
  shaqlawa: {
    landmarks: [['Safeen Mountain', 'جبل سفين', 'چیای سەفین']],
    parts: [
      ['Safeen', 'سفين', 'سەفین'],
      ['Pirmam', 'بيرمام', 'پیرمام'],
    ],
  },
  soran: {
    landmarks: [
      ['the Gali Ali Beg waterfall', 'شلال كلي علي بك', 'تاڤگەی گەلی عەلی بەگ'],
      ['Korek Mountain', 'جبل كورك', 'چیای کۆڕەک'],
    ],
    parts: [
      ['Korek', 'كورك', 'کۆڕەک'],
      ['Rawanduz', 'راوندوز', 'ڕەواندز'],
      ['Gali Ali Beg', 'كلي علي بك', 'گەلی عەلی بەگ'],
    ],
  },
  koya: {
    landmarks: [['Haibat Sultan Mountain', 'جبل هيبة سلطان', 'چیای هەیبەت سوڵتان']],
    parts: [['Haibat Sultan', 'هيبة سلطان', 'هەیبەت سوڵتان']],
  },
  najaf: {
    landmarks: [
      ['the Imam Ali Shrine', 'مرقد الإمام علي', 'حەرەمی ئیمام عەلی'],
      ['the Wadi Al-Salam cemetery', 'مقبرة وادي السلام', 'گۆڕستانی وادی سەلام'],
      ['the Najaf Sea', 'بحر النجف', 'دەریای نەجەف'],
    ],
    districts: [
      ['Al-Huwaish', 'الحويش', 'حوەیش'],
      ['Al-Mishraq', 'المشراق', 'میشراق'],
      ['Al-Amir', 'حي الأمير', 'ئەمیر'],
      ['Al-Adala', 'حي العدالة', 'عەدالە'],
      ['Al-Ghadir', 'حي الغدير', 'غەدیر'],
    ],
    streets: [
      ['Al-Rasool Street', 'شارع الرسول', 'شەقامی ڕەسووڵ'],
      ['Al-Tousi Street', 'شارع الطوسي', 'شەقامی تووسی'],
      ['Al-Sadiq Street', 'شارع الصادق', 'شەقامی سادق'],
      ['Kufa Street', 'شارع الكوفة', 'شەقامی کووفە'],
      ['Zain Al-Abideen Street', 'شارع زين العابدين', 'شەقامی زەینولعابیدین'],
    ],
    parts: [
      ['Al-Ghadir', 'الغدير', 'غەدیر'],
      ['Al-Murtada', 'المرتضى', 'مورتەزا'],
      ['Al-Kawthar', 'الكوثر', 'کەوسەر'],
      ['Al-Haidariya', 'الحيدرية', 'حەیدەریە'],
      ['Qasr Al-Diyafa', 'قصر الضيافة', 'کۆشکی میوانداری'],
    ],
  },
  kufa: {
    landmarks: [['the Great Mosque of Kufa', 'مسجد الكوفة المعظم', 'مزگەوتی گەورەی کووفە']],
    parts: [
      ['Al-Sahla', 'السهلة', 'سەهلە'],
      ['Euphrates', 'الفرات', 'فورات'],
    ],
  },
  karbala: {
    landmarks: [
      ['the Imam Hussein Shrine', 'مرقد الإمام الحسين', 'حەرەمی ئیمام حوسەین'],
      ['the Al-Abbas Shrine', 'مرقد أبي الفضل العباس', 'حەرەمی ئەبولفەزل عەباس'],
      ['Bayn Al-Haramayn', 'ما بين الحرمين', 'نێوان دوو حەرەمەکە'],
    ],
    districts: [
      ['Bab Baghdad', 'باب بغداد', 'بابی بەغدا'],
      ['Bab Al-Qibla', 'باب القبلة', 'بابی قیبلە'],
      ['Al-Abbasiya', 'العباسية', 'عەباسیە'],
      ['Bab Al-Khan', 'باب الخان', 'بابی خان'],
      ['Al-Hurr', 'الحر', 'حوڕ'],
    ],
    streets: [
      ['Imam Ali Street', 'شارع الإمام علي', 'شەقامی ئیمام عەلی'],
      ['Al-Jumhuriya Street', 'شارع الجمهورية', 'شەقامی کۆماری'],
      ['Al-Sidra Street', 'شارع السدرة', 'شەقامی سیدرە'],
      ['Bab Baghdad Street', 'شارع باب بغداد', 'شەقامی بابی بەغدا'],
    ],
    parts: [
      ['Al-Kafeel', 'الكفيل', 'کەفیل'],
      ['Al-Taff', 'الطف', 'تەف'],
      ['Bayn Al-Haramayn', 'بين الحرمين', 'بەینولحەرەمەین'],
      ['Al-Sibtain', 'السبطين', 'سیبتەین'],
      ['Al-Wareth', 'الوارث', 'واریس'],
      ['Al-Alqami', 'العلقمي', 'عەلقەمی'],
    ],
  },
  'ain-al-tamr': {
    landmarks: [['the Al-Ukhaidir Fortress', 'حصن الأخيضر', 'قەڵای ئوخەیزر']],
    parts: [
      ['Al-Ukhaidir', 'الأخيضر', 'ئوخەیزر'],
      ['Al-Razzaza', 'الرزازة', 'ڕەززازە'],
    ],
  },
  hindiya: {
    landmarks: [['the Hindiya Barrage', 'سدة الهندية', 'بەنداوی هیندیە']],
    parts: [['Tuwairij', 'طويريج', 'تووەیریج']],
  },
  basra: {
    landmarks: [
      [
        'the Basra Corniche on the Shatt al-Arab',
        'كورنيش البصرة على شط العرب',
        'کۆرنیشی بەسرە لەسەر شەتولعەرەب',
      ],
      ['Old Basra', 'البصرة القديمة', 'بەسرەی کۆن'],
      ['Sinbad Island', 'جزيرة السندباد', 'دوورگەی سندباد'],
    ],
    districts: [
      ['Al-Ashar', 'العشار', 'عەشار'],
      ['Al-Jazaer', 'الجزائر', 'جەزائیر'],
      ['Al-Baradiya', 'البراضعية', 'بەڕادعیە'],
      ['Al-Tuwaisa', 'الطويسة', 'تەوەیسە'],
      ['Al-Jubaila', 'الجبيلة', 'جوبەیلە'],
      ['Al-Maqal', 'المعقل', 'مەعقەل'],
    ],
    streets: [
      ['Corniche Street', 'شارع الكورنيش', 'شەقامی کۆرنیش'],
      ['Al-Istiqlal Street', 'شارع الاستقلال', 'شەقامی ئیستیقلال'],
      ['Al-Jazaer Street', 'شارع الجزائر', 'شەقامی جەزائیر'],
      ['Al-Watan Street', 'شارع الوطن', 'شەقامی وەتەن'],
    ],
    parts: [
      ['Shatt Al-Arab', 'شط العرب', 'شەتولعەرەب'],
      ['Sinbad', 'السندباد', 'سندباد'],
      ['Al-Mirbad', 'المربد', 'میربەد'],
      ['Al-Ashar', 'العشار', 'عەشار'],
      ['Al-Manawi', 'المناوي', 'مەناوی'],
    ],
  },
  zubair: {
    landmarks: [['the old souq', 'السوق القديم', 'بازاڕی کۆن']],
    parts: [['Rumaila', 'الرميلة', 'ڕومەیلە']],
  },
  'abu-al-khaseeb': {
    landmarks: [
      ['the palm groves of the Shatt al-Arab', 'بساتين نخيل شط العرب', 'باخی خورماکانی شەتولعەرەب'],
    ],
    parts: [['Al-Nakheel', 'النخيل', 'نەخیل']],
  },
  qurna: {
    landmarks: [
      ['the meeting of the Tigris and Euphrates', 'ملتقى دجلة والفرات', 'یەکگرتنەوەی دیجلە و فورات'],
    ],
    parts: [
      ['Al-Multaqa', 'الملتقى', 'مولتەقا'],
      ['Eden', 'عدن', 'عەدەن'],
    ],
  },
  sulaymaniyah: {
    landmarks: [
      ['Goizha Mountain', 'جبل كويزة', 'چیای گۆیژە'],
      ['Azadi Park', 'متنزه آزادي', 'پارکی ئازادی'],
      ['the Amna Suraka museum', 'متحف أمنه سوراكه', 'مۆزەخانەی ئەمنە سورەکە'],
    ],
    districts: [
      ['Sarchinar', 'سرجنار', 'سەرچنار'],
      ['Bakhtiari', 'بختياري', 'بەختیاری'],
      ['Azadi', 'آزادي', 'ئازادی'],
      ['Raparin', 'رابرين', 'ڕاپەڕین'],
      ['Kani Ba', 'كاني با', 'کانیبا'],
    ],
    streets: [
      ['Salim Street', 'شارع سالم', 'شەقامی سالم'],
      ['Mawlawi Street', 'شارع مولوي', 'شەقامی مەولەوی'],
      ['Piramerd Street', 'شارع بيرميرد', 'شەقامی پیرەمێرد'],
      ['Sarchinar Road', 'طريق سرجنار', 'ڕێگای سەرچنار'],
    ],
    parts: [
      ['Goizha', 'كويزة', 'گۆیژە'],
      ['Azmar', 'أزمر', 'ئەزمەڕ'],
      ['Sarchinar', 'سرجنار', 'سەرچنار'],
      ['Baban', 'بابان', 'بابان'],
      ['Nali', 'نالي', 'نالی'],
      ['Slemani', 'سليماني', 'سلێمانی'],
    ],
  },
  ranya: {
    landmarks: [['Lake Dukan', 'بحيرة دوكان', 'دەریاچەی دوکان']],
    parts: [['Raparin', 'رابرين', 'ڕاپەڕین']],
  },
  penjwen: {
    landmarks: [['the Penjwen mountains', 'جبال بنجوين', 'چیاکانی پێنجوێن']],
    parts: [['Zagros', 'زاكروس', 'زاگرۆس']],
  },
  dukan: {
    landmarks: [['Lake Dukan', 'بحيرة دوكان', 'دەریاچەی دوکان']],
    parts: [['Dukan Lake', 'بحيرة دوكان', 'دەریاچەی دوکان']],
  },
  duhok: {
    landmarks: [
      ['the Duhok Dam', 'سد دهوك', 'بەنداوی دهۆک'],
      ['Zawa Mountain', 'جبل زاوا', 'چیای زاوە'],
    ],
    districts: [
      ['Malta', 'مالطا', 'ماڵتا'],
      ['Nohadra', 'نوهدرا', 'نوهەدرا'],
      ['Masike', 'ماسيكي', 'ماسیکێ'],
      ['Azadi', 'آزادي', 'ئازادی'],
    ],
    streets: [
      ['Kawa Street', 'شارع كاوا', 'شەقامی کاوە'],
      ['Zakho Road', 'طريق زاخو', 'ڕێگای زاخۆ'],
      ['Nohadra Street', 'شارع نوهدرا', 'شەقامی نوهەدرا'],
    ],
    parts: [
      ['Nohadra', 'نوهدرا', 'نوهەدرا'],
      ['Zawa', 'زاوا', 'زاوە'],
      ['Badinan', 'بهدينان', 'بادینان'],
      ['Gara', 'كارة', 'گارە'],
    ],
  },
  zakho: {
    landmarks: [['the Delal Bridge', 'جسر دلال', 'پردی دەلال']],
    parts: [
      ['Delal', 'دلال', 'دەلال'],
      ['Khabur', 'الخابور', 'خابوور'],
    ],
  },
  amedi: {
    landmarks: [['the Badinan Gate', 'باب بهدينان', 'دەروازەی بادینان']],
    parts: [
      ['Sulav', 'سولاف', 'سوولاڤ'],
      ['Ashawa', 'آشاوا', 'ئاشاوا'],
    ],
  },
  akre: {
    landmarks: [
      ['the old town on the mountainside', 'البلدة القديمة على سفح الجبل', 'شاری کۆن لە داوێنی چیا'],
    ],
    parts: [['Newroz', 'نوروز', 'نەورۆز']],
  },
  mosul: {
    landmarks: [
      [
        'the Al-Nuri Mosque and Al-Hadba Minaret',
        'جامع النوري ومنارة الحدباء',
        'مزگەوتی نووری و منارەی حەدبا',
      ],
      ['the old city of Mosul', 'الموصل القديمة', 'شاری کۆنی مووسڵ'],
      ['the ruins of Nineveh', 'آثار نينوى', 'شوێنەوارەکانی نەینەوا'],
    ],
    districts: [
      ['Al-Dawasa', 'الدواسة', 'دەواسە'],
      ['Al-Zuhur', 'حي الزهور', 'زوهوور'],
      ['Al-Faisaliya', 'الفيصلية', 'فەیسەلیە'],
      ['Al-Noor', 'حي النور', 'نوور'],
    ],
    streets: [
      ['Nineveh Street', 'شارع نينوى', 'شەقامی نەینەوا'],
      ['Al-Jumhuriya Street', 'شارع الجمهورية', 'شەقامی کۆماری'],
      ['Corniche Street', 'شارع الكورنيش', 'شەقامی کۆرنیش'],
    ],
    parts: [
      ['Nineveh', 'نينوى', 'نەینەوا'],
      ['Al-Hadbaa', 'الحدباء', 'حەدبا'],
      ['Ashur', 'آشور', 'ئاشوور'],
      ['Nimrud', 'نمرود', 'نەمروود'],
    ],
  },
  'tal-afar': {
    landmarks: [['the Tal Afar Citadel', 'قلعة تلعفر', 'قەڵای تەلەعفەر']],
    parts: [['Al-Qalaa', 'القلعة', 'قەڵا']],
  },
  qaraqosh: {
    landmarks: [['the Al-Tahira Church', 'كنيسة الطاهرة', 'کڵێسای تاهیرە']],
    parts: [['Bakhdida', 'بغديدا', 'بەخدیدا']],
  },
  sinjar: {
    landmarks: [['Mount Sinjar', 'جبل سنجار', 'چیای شنگال']],
    parts: [['Shingal', 'شنكال', 'شنگال']],
  },
  kirkuk: {
    landmarks: [
      ['the Kirkuk Citadel', 'قلعة كركوك', 'قەڵای کەرکووک'],
      ['the eternal fire of Baba Gurgur', 'النار الأزلية في بابا كركر', 'ئاگری هەمیشەیی بابەگوڕگوڕ'],
    ],
    districts: [
      ['Rahimawa', 'رحيم آوه', 'ڕەحیماوە'],
      ['Shorja', 'الشورجة', 'شۆرجە'],
      ['Imam Qasim', 'الإمام قاسم', 'ئیمام قاسم'],
      ['Azadi', 'آزادي', 'ئازادی'],
    ],
    streets: [
      ['Baghdad Road', 'طريق بغداد', 'ڕێگای بەغدا'],
      ['Erbil Road', 'طريق أربيل', 'ڕێگای هەولێر'],
      ['Atlas Street', 'شارع أطلس', 'شەقامی ئەتڵەس'],
    ],
    parts: [
      ['Baba Gurgur', 'بابا كركر', 'بابەگوڕگوڕ'],
      ['Khasa', 'خاصة', 'خاسە'],
      ['Arrapha', 'عرفة', 'ئەڕەفا'],
    ],
  },
  hawija: { parts: [['Al-Zab', 'الزاب', 'زێ']] },
  daquq: { parts: [['Tawuq', 'طاووق', 'تاووق']] },
  hillah: {
    landmarks: [
      ['ancient Babylon', 'مدينة بابل الأثرية', 'شاری کۆنی بابل'],
      ['the Ishtar Gate replica', 'بوابة عشتار', 'دەروازەی عەشتار'],
    ],
    districts: [
      ['Al-Jamiain', 'الجامعين', 'جامیعەین'],
      ['Al-Bakerli', 'البكرلي', 'بەکرلی'],
      ['Al-Iskan', 'الإسكان', 'ئیسکان'],
    ],
    streets: [
      ['40 Street', 'شارع الأربعين', 'شەقامی چل'],
      ['60 Street', 'شارع الستين', 'شەقامی شەست'],
      ['Baghdad Road', 'طريق بغداد', 'ڕێگای بەغدا'],
    ],
    parts: [
      ['Babylon', 'بابل', 'بابل'],
      ['Hammurabi', 'حمورابي', 'حەمورابی'],
      ['Ishtar Gate', 'بوابة عشتار', 'دەروازەی عەشتار'],
      ['Nebuchadnezzar', 'نبوخذ نصر', 'نەبووخەزنەسر'],
    ],
  },
  musayyib: { landmarks: [['the Euphrates riverbank', 'ضفاف الفرات', 'کەناری فورات']] },
  'al-qasim': {
    landmarks: [['the Al-Qasim Shrine', 'مرقد القاسم', 'مەرقەدی قاسم']],
    parts: [['Al-Qasim Shrine', 'مرقد القاسم', 'مەرقەدی قاسم']],
  },
  nasiriyah: {
    landmarks: [
      ['the Ziggurat of Ur', 'زقورة أور', 'زیگوراتی ئوور'],
      ['the Chibayish marshes', 'أهوار الجبايش', 'زۆنگاوەکانی چەبایش'],
    ],
    districts: [
      ['Al-Sharqiya', 'الشرقية', 'شەرقیە'],
      ['Al-Iskan', 'الإسكان', 'ئیسکان'],
    ],
    streets: [
      ['Al-Habboubi Street', 'شارع الحبوبي', 'شەقامی حەبووبی'],
      ['Corniche Street', 'شارع الكورنيش', 'شەقامی کۆرنیش'],
    ],
    parts: [
      ['Ur', 'أور', 'ئوور'],
      ['Al-Habboubi', 'الحبوبي', 'حەبووبی'],
      ['Ziggurat', 'الزقورة', 'زیگورات'],
    ],
  },
  'suq-al-shuyukh': { landmarks: [['the southern marshes', 'الأهوار الجنوبية', 'زۆنگاوەکانی باشوور']] },
  tikrit: {
    landmarks: [['the Tigris riverside', 'ضفاف دجلة', 'کەناری دیجلە']],
    parts: [['Salahuddin', 'صلاح الدين', 'سەلاحەدین']],
  },
  samarra: {
    landmarks: [
      ['the Al-Askari Shrine', 'مرقد الإمامين العسكريين', 'حەرەمی عەسکەرییەین'],
      ['the Malwiya Minaret', 'منارة الملوية', 'منارەی مەلویە'],
    ],
    parts: [
      ['Al-Malwiya', 'الملوية', 'مەلویە'],
      ['Al-Askari', 'العسكري', 'عەسکەری'],
    ],
  },
  halabja: {
    landmarks: [
      ['the Halabja Monument', 'نصب حلبجة التذكاري', 'مۆنیومێنتی هەڵەبجە'],
      ['the Ahmed Awa waterfall', 'شلال أحمد آوا', 'تاڤگەی ئەحمەدئاوا'],
    ],
    districts: [
      ['Kani Ashqan', 'كاني عاشقان', 'کانی عاشقان'],
      ['Sirwan', 'سيروان', 'سیروان'],
    ],
    streets: [['Martyrs Street', 'شارع الشهداء', 'شەقامی شەهیدان']],
    parts: [
      ['Hawraman', 'هورامان', 'هەورامان'],
      ['Ahmed Awa', 'أحمد آوا', 'ئەحمەدئاوا'],
      ['Sirwan', 'سيروان', 'سیروان'],
      ['Shinerwe', 'شنروى', 'شنرۆێ'],
    ],
  },
  byara: { parts: [['Hawraman Valley', 'وادي هورامان', 'دۆڵی هەورامان']] },
  ramadi: {
    landmarks: [
      ['the Euphrates riverside', 'ضفاف الفرات', 'کەناری فورات'],
      ['Lake Habbaniyah', 'بحيرة الحبانية', 'دەریاچەی حەبانیە'],
    ],
    districts: [
      ['Al-Tameem', 'التأميم', 'تەئمیم'],
      ['Al-Warrar', 'الورار', 'وەڕار'],
      ['Al-Andalus', 'حي الأندلس', 'ئەندەلوس'],
    ],
    streets: [['Street 20', 'شارع 20', 'شەقامی ٢٠']],
    parts: [
      ['Euphrates', 'الفرات', 'فورات'],
      ['Habbaniyah', 'الحبانية', 'حەبانیە'],
    ],
  },
  hit: {
    landmarks: [['the ancient water wheels', 'النواعير', 'ناعوورە کۆنەکان']],
    parts: [['Al-Nawaeer', 'النواعير', 'نەواعیر']],
  },
  haditha: { landmarks: [['Lake Haditha', 'بحيرة حديثة', 'دەریاچەی حەدیسە']] },
  baqubah: {
    landmarks: [
      ['the orange groves of Diyala', 'بساتين البرتقال في ديالى', 'باخەکانی پرتەقاڵی دیالە'],
      ['Lake Hamrin', 'بحيرة حمرين', 'دەریاچەی حەمرین'],
    ],
    districts: [
      ['Al-Tahrir', 'التحرير', 'تەحریر'],
      ['Al-Muallimeen', 'حي المعلمين', 'موعەللیمین'],
    ],
    parts: [['Hamrin', 'حمرين', 'حەمرین']],
  },
  khanaqin: {
    landmarks: [['the Alwand Bridge', 'جسر الوند', 'پردی ئەلوەند']],
    parts: [['Alwand', 'الوند', 'ئەلوەند']],
  },
  kut: {
    landmarks: [['the Kut Barrage', 'سدة الكوت', 'بەنداوی کووت']],
    districts: [
      ['Al-Karama', 'الكرامة', 'کەرامە'],
      ['Al-Zahra', 'حي الزهراء', 'زەهرا'],
    ],
    streets: [['Corniche Street', 'شارع الكورنيش', 'شەقامی کۆرنیش']],
    parts: [
      ['Wasit', 'واسط', 'واست'],
      ['Al-Gharraf', 'الغراف', 'غەڕاف'],
    ],
  },
  amarah: {
    landmarks: [
      ['the Maysan marshes', 'أهوار ميسان', 'زۆنگاوەکانی مەیسان'],
      ['the Amarah Corniche', 'كورنيش العمارة', 'کۆرنیشی عەمارە'],
    ],
    parts: [
      ['Maysan', 'ميسان', 'مەیسان'],
      ['Al-Ahwar', 'الأهوار', 'ئەهوار'],
    ],
  },
  diwaniyah: {
    landmarks: [['the ruins of Nippur', 'آثار نفر', 'شوێنەوارەکانی نیپوور']],
    parts: [
      ['Al-Qadisiya', 'القادسية', 'قادسیە'],
      ['Nippur', 'نفر', 'نیپوور'],
    ],
  },
  samawah: {
    landmarks: [
      ['Lake Sawa', 'بحيرة ساوة', 'دەریاچەی ساوە'],
      ['the ruins of Uruk', 'آثار الوركاء', 'شوێنەوارەکانی وەرکا'],
    ],
    parts: [
      ['Sawa', 'ساوة', 'ساوە'],
      ['Uruk', 'الوركاء', 'وەرکا'],
    ],
  },
}

export function placesOf(cityKey: string): CityPlaces {
  const own = CITY_PLACES[cityKey] ?? {}
  return {
    landmarks: own.landmarks?.length ? own.landmarks : GENERIC_PLACES.landmarks,
    districts: own.districts?.length ? own.districts : GENERIC_PLACES.districts,
    streets: own.streets?.length
      ? [...own.streets, ...GENERIC_PLACES.streets.slice(0, 1)]
      : GENERIC_PLACES.streets,
    parts: own.parts ?? [],
  }
}
