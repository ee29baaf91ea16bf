import type { T3 } from './types'

export interface FaqSeed {
  question: T3
  answer: T3
}

/**
 * Help centre, by department_type: 1 booking methods, 2 payment and cancellation, 3 customer
 * service, 4 tourist places in Iraq. Answers follow the terms: availability is subject to the
 * hotel's confirmation, cancellation follows each hotel's policy, paid amounts are not refunded.
 */
export const FAQ: Readonly<Record<1 | 2 | 3 | 4, readonly FaqSeed[]>> = {
  1: [
    {
      question: ['How do I book a hotel?', 'كيف أحجز فندقًا؟', 'چۆن هوتێلێک حجز بکەم؟'],
      answer: [
        'Search by governorate or city, choose your dates and the number of rooms, adults and children, then open a hotel. Select the rooms you want and how many of each, press "Book now", check the summary and complete the booking with the guest details.',
        'ابحث حسب المحافظة أو المدينة، واختر تواريخ الإقامة وعدد الغرف والبالغين والأطفال، ثم افتح صفحة الفندق. اختر الغرف التي تريدها وعدد كل منها، واضغط "احجز الآن"، وراجع الملخص ثم أكمل الحجز ببيانات النزيل.',
        'بەپێی پارێزگا یان شار بگەڕێ، بەروار و ژمارەی ژوور و گەورە و منداڵ هەڵبژێرە، پاشان پەڕەی هوتێلەکە بکەرەوە. ئەو ژوورانەی دەتەوێت و ژمارەی هەر یەکێکیان هەڵبژێرە، "ئێستا حجز بکە" دابگرە، پوختەکە بپشکنە و حجزەکە بە زانیاریی میوان تەواو بکە.',
      ],
    },
    {
      question: [
        'Do I need an account to book?',
        'هل أحتاج إلى حساب لكي أحجز؟',
        'بۆ حجزکردن پێویستم بە هەژمار هەیە؟',
      ],
      answer: [
        'No. Every visitor is signed in as a guest automatically, so you can search and book straight away. With an account you keep your bookings, favourites and profile on every device.',
        'لا. يتم تسجيل دخول كل زائر تلقائيًا كضيف، لذا يمكنك البحث والحجز مباشرة. أما مع الحساب فتحتفظ بحجوزاتك ومفضلاتك وملفك الشخصي على كل أجهزتك.',
        'نەخێر. هەموو سەردانکەرێک بە شێوەیەکی خۆکار وەک میوان دەچێتە ژوورەوە، بۆیە دەتوانیت ڕاستەوخۆ بگەڕێیت و حجز بکەیت. بە هەژمارێک حجز و دڵخوازەکان و پرۆفایلەکەت لە هەموو ئامێرەکانتدا دەمێننەوە.',
      ],
    },
    {
      question: [
        'Is my booking confirmed immediately?',
        'هل يتم تأكيد حجزي فورًا؟',
        'ئایا حجزەکەم یەکسەر پشتڕاست دەکرێتەوە؟',
      ],
      answer: [
        'Your reservation appears in My bookings as soon as you complete it, but availability is always subject to confirmation by the hotel. If the hotel cannot confirm, we contact you by e-mail or WhatsApp with alternatives.',
        'يظهر حجزك في "حجوزاتي" فور إكماله، لكن توفر الغرف يبقى دائمًا خاضعًا لتأكيد الفندق. وإذا تعذّر على الفندق التأكيد نتواصل معك عبر البريد الإلكتروني أو واتساب لنقترح بدائل.',
        'حجزەکەت هەر کە تەواوی بکەیت لە "حجزەکانم" دەردەکەوێت، بەڵام بەردەستبوونی ژوور هەمیشە پەیوەستە بە پشتڕاستکردنەوەی هوتێلەکە. ئەگەر هوتێلەکە نەیتوانی پشتڕاستی بکاتەوە، بە ئیمەیڵ یان واتسئاپ پەیوەندیت پێوە دەکەین و جێگرەوە پێشنیار دەکەین.',
      ],
    },
    {
      question: [
        'Can I book several rooms at once?',
        'هل يمكنني حجز عدة غرف مرة واحدة؟',
        'دەتوانم چەند ژوورێک بەیەکەوە حجز بکەم؟',
      ],
      answer: [
        'Yes. On the hotel page choose the number of each room type you need; one reservation covers all of them, and the total shows the price of every room for every night.',
        'نعم. في صفحة الفندق اختر عدد الغرف التي تحتاجها من كل نوع؛ يشملها جميعًا حجز واحد، ويعرض الإجمالي سعر كل غرفة عن كل ليلة.',
        'بەڵێ. لە پەڕەی هوتێلەکە ژمارەی پێویستی هەر جۆرە ژوورێک هەڵبژێرە؛ یەک حجز هەموویان دەگرێتەوە و کۆی گشتی نرخی هەموو ژوورەکان بۆ هەموو شەوەکان پیشان دەدات.',
      ],
    },
    {
      question: [
        'How do I add children to my search?',
        'كيف أضيف الأطفال إلى البحث؟',
        'چۆن منداڵ بۆ گەڕانەکەم زیاد بکەم؟',
      ],
      answer: [
        "Increase the number of children in the search box and choose each child's age, from 1 to 17. Hotels use the ages to offer rooms with enough beds.",
        'زد عدد الأطفال في مربع البحث واختر عمر كل طفل من 1 إلى 17 عامًا. تستخدم الفنادق الأعمار لتقديم غرف بعدد أسرّة كافٍ.',
        'ژمارەی منداڵان لە خانەی گەڕاندا زیاد بکە و تەمەنی هەر منداڵێک لە ١ تا ١٧ ساڵ هەڵبژێرە. هوتێلەکان تەمەنەکان بەکاردەهێنن بۆ پێشکەشکردنی ژووری گونجاو.',
      ],
    },
    {
      question: ['Where do I find my voucher?', 'أين أجد قسيمة الحجز؟', 'پسوولەی حجزەکەم لە کوێ بدۆزمەوە؟'],
      answer: [
        'Open My bookings, find the reservation under Valid and press "Download voucher". Show the PDF at the hotel reception, printed or on your phone.',
        'افتح "حجوزاتي" وابحث عن الحجز ضمن الحجوزات السارية ثم اضغط "تحميل القسيمة". أظهر ملف PDF في استقبال الفندق مطبوعًا أو على هاتفك.',
        'بڕۆ بۆ "حجزەکانم"، حجزەکە لە بەشی کارا بدۆزەرەوە و "داگرتنی پسوولە" دابگرە. فایلی PDF ـەکە لە پێشوازیی هوتێل پیشان بدە، چاپکراو یان لەسەر مۆبایلەکەت.',
      ],
    },
    {
      question: [
        'What are the check-in and check-out times?',
        'ما مواعيد تسجيل الوصول والمغادرة؟',
        'کاتی چوونەژوورەوە و دەرچوون کەیە؟',
      ],
      answer: [
        'Each hotel sets its own times; check-in is usually from 2 pm and check-out until noon. Give your arrival time in the booking form so the hotel can have your room ready.',
        'يحدد كل فندق مواعيده؛ وعادة يبدأ تسجيل الوصول من الساعة الثانية ظهرًا والمغادرة حتى الثانية عشرة ظهرًا. أدخل وقت وصولك في نموذج الحجز ليجهّز الفندق غرفتك.',
        'هەر هوتێلێک کاتەکانی خۆی دیاری دەکات؛ زۆربەی جار چوونەژوورەوە لە کاتژمێر ٢ی دوای نیوەڕۆوەیە و دەرچوون تا نیوەڕۆ. کاتی گەیشتنت لە فۆرمی حجزدا بنووسە تا هوتێلەکە ژوورەکەت ئامادە بکات.',
      ],
    },
  ],
  2: [
    {
      question: ['How can I pay?', 'كيف يمكنني الدفع؟', 'چۆن پارە بدەم؟'],
      answer: [
        'You pay online by card on the secure payment page that opens when you complete the booking. Some hotels also accept reservations without a credit card; the hotel page says so when they do.',
        'تدفع إلكترونيًا بالبطاقة عبر صفحة الدفع الآمنة التي تفتح عند إكمال الحجز. وتقبل بعض الفنادق الحجز دون بطاقة ائتمان، ويُذكر ذلك في صفحة الفندق.',
        'بە کارت لە پەڕەی پارەدانی پارێزراودا پارە دەدەیت کە لە کاتی تەواوکردنی حجزدا دەکرێتەوە. هەندێک هوتێل بەبێ کارتی بانکیش حجز وەردەگرن و ئەمە لە پەڕەی هوتێلەکەدا نووسراوە.',
      ],
    },
    {
      question: ['Which currency will I be charged in?', 'بأي عملة سيتم الدفع؟', 'بە چ دراوێک پارە دەدەم؟'],
      answer: [
        'You can see prices in US dollars, Iraqi dinars, UAE dirhams and other currencies from the currency menu. The exact amount and currency charged are shown on the payment page before you pay. Prices include taxes.',
        'يمكنك عرض الأسعار بالدولار الأمريكي أو الدينار العراقي أو الدرهم الإماراتي أو عملات أخرى من قائمة العملات. يظهر المبلغ والعملة المستوفاة بدقة في صفحة الدفع قبل أن تدفع. الأسعار تشمل الضرائب.',
        'دەتوانیت نرخەکان بە دۆلاری ئەمریکی، دیناری عێراقی، درهەمی ئیماراتی یان دراوی تر لە لیستی دراوەکانەوە ببینیت. بڕ و دراوی ڕاستەقینە پێش پارەدان لە پەڕەی پارەداندا پیشان دەدرێت. نرخەکان باجیان لەخۆگرتووە.',
      ],
    },
    {
      question: ['Can I cancel my booking?', 'هل يمكنني إلغاء الحجز؟', 'دەتوانم حجزەکەم هەڵبوەشێنمەوە؟'],
      answer: [
        'Cancellation follows the policy of each hotel. Contact us as early as possible with your reservation number and we will arrange it with the hotel for you.',
        'يخضع الإلغاء لسياسة كل فندق. تواصل معنا في أقرب وقت ممكن مع رقم الحجز وسنتولى ترتيب ذلك مع الفندق.',
        'هەڵوەشاندنەوە بەپێی سیاسەتی هەر هوتێلێکە. بە زووترین کات لەگەڵ ژمارەی حجزەکەت پەیوەندیمان پێوە بکە و ئێمە لەگەڵ هوتێلەکە ڕێکی دەخەین.',
      ],
    },
    {
      question: ['Will I get my money back?', 'هل سأسترد المبلغ المدفوع؟', 'پارەکەم دەگەڕێتەوە؟'],
      answer: [
        'Once a payment is completed the amount cannot be refunded, as stated in our terms and conditions. Please check the dates, rooms and guests carefully before you pay.',
        'بعد إتمام الدفع لا يمكن استرداد المبلغ، كما تنص الشروط والأحكام. يرجى التحقق من التواريخ والغرف وعدد النزلاء بعناية قبل الدفع.',
        'دوای تەواوبوونی پارەدان، پارەکە ناگەڕێتەوە، وەک لە مەرج و ڕێساکاندا هاتووە. تکایە پێش پارەدان بەروار، ژوور و ژمارەی میوانەکان بە وردی بپشکنە.',
      ],
    },
    {
      question: [
        'What happens if my payment fails?',
        'ماذا يحدث إذا فشل الدفع؟',
        'ئەگەر پارەدان سەرنەکەوت چی دەبێت؟',
      ],
      answer: [
        'Nothing is charged when a payment is not completed. The reservation stays under Incomplete in My bookings, where you can try again, or you can contact us for help.',
        'لا يُستوفى أي مبلغ إذا لم يكتمل الدفع. يبقى الحجز ضمن الحجوزات غير المكتملة في "حجوزاتي" حيث يمكنك المحاولة مجددًا، أو يمكنك التواصل معنا للمساعدة.',
        'ئەگەر پارەدان تەواو نەبوو هیچ بڕێک وەرناگیرێت. حجزەکە لە بەشی ناتەواو لە "حجزەکانم" دەمێنێتەوە و دەتوانیت دووبارە هەوڵ بدەیتەوە، یان بۆ یارمەتی پەیوەندیمان پێوە بکەیت.',
      ],
    },
    {
      question: ['How do discount codes work?', 'كيف تعمل رموز الخصم؟', 'کۆدی داشکاندن چۆن کاردەکات؟'],
      answer: [
        'Enter the code in the booking summary and press Apply; the new total is shown before you pay. Each code has an end date and codes cannot be combined.',
        'أدخل الرمز في ملخص الحجز واضغط "تطبيق"، فيظهر الإجمالي الجديد قبل الدفع. لكل رمز تاريخ انتهاء ولا يمكن الجمع بين رمزين.',
        'کۆدەکە لە پوختەی حجزدا بنووسە و "جێبەجێکردن" دابگرە؛ کۆی نوێ پێش پارەدان پیشان دەدرێت. هەر کۆدێک بەرواری کۆتایی هەیە و ناتوانرێت دوو کۆد پێکەوە بەکاربهێنرێن.',
      ],
    },
  ],
  3: [
    {
      question: ['How can I contact you?', 'كيف يمكنني التواصل معكم؟', 'چۆن پەیوەندیتان پێوە بکەم؟'],
      answer: [
        'Message us on WhatsApp with the link at the top of every page, or write to us by e-mail from the Contact page. Please include your reservation number if you have one.',
        'راسلنا عبر واتساب من الرابط أعلى كل صفحة، أو اكتب لنا بالبريد الإلكتروني من صفحة "اتصل بنا". يرجى ذكر رقم الحجز إن وجد.',
        'لە ڕێگەی واتسئاپەوە بە بەستەری سەرەوەی هەموو پەڕەیەک نامەمان بۆ بنێرە، یان لە پەڕەی "پەیوەندی"یەوە ئیمەیڵمان بۆ بنووسە. ئەگەر ژمارەی حجزت هەیە، تکایە بینووسە.',
      ],
    },
    {
      question: [
        'When does customer service answer?',
        'متى تردّ خدمة العملاء؟',
        'خزمەتگوزاری کڕیاران کەی وەڵام دەداتەوە؟',
      ],
      answer: [
        'We answer WhatsApp messages and e-mails every day. Questions about a stay that starts today or tomorrow are handled first.',
        'نردّ على رسائل واتساب والبريد الإلكتروني يوميًا، ونعطي الأولوية للاستفسارات عن الإقامات التي تبدأ اليوم أو غدًا.',
        'هەموو ڕۆژێک وەڵامی نامەکانی واتسئاپ و ئیمەیڵ دەدەینەوە. پرسیارەکان دەربارەی ئەو مانەوانەی ئەمڕۆ یان سبەی دەست پێدەکەن لە پێشترن.',
      ],
    },
    {
      question: ['How do I change my booking?', 'كيف أعدّل حجزي؟', 'چۆن حجزەکەم بگۆڕم؟'],
      answer: [
        "Send us your reservation number and the change you need by WhatsApp or e-mail. Changes depend on availability and on the hotel's policy, and any difference in price is shown to you before it is applied.",
        'أرسل لنا رقم الحجز والتعديل المطلوب عبر واتساب أو البريد الإلكتروني. تعتمد التعديلات على التوفر وسياسة الفندق، ويُعرض عليك أي فرق في السعر قبل تطبيقه.',
        'ژمارەی حجز و ئەو گۆڕانکارییەی دەتەوێت بە واتسئاپ یان ئیمەیڵ بۆمان بنێرە. گۆڕانکاری پەیوەستە بە بەردەستبوون و سیاسەتی هوتێل، و هەر جیاوازییەکی نرخ پێش جێبەجێکردن پیشانت دەدرێت.',
      ],
    },
    {
      question: [
        'How do I change the language or currency?',
        'كيف أغيّر اللغة أو العملة؟',
        'چۆن زمان یان دراو بگۆڕم؟',
      ],
      answer: [
        'Use the language and currency menus at the top of the page. The site is available in Arabic, English and Kurdish, and your choice is remembered on this device.',
        'استخدم قائمتي اللغة والعملة أعلى الصفحة. الموقع متاح بالعربية والإنجليزية والكردية، ويُحفظ اختيارك على هذا الجهاز.',
        'لیستی زمان و دراو لە سەرەوەی پەڕەکە بەکاربهێنە. ماڵپەڕەکە بە عەرەبی، ئینگلیزی و کوردی بەردەستە و هەڵبژاردنەکەت لەسەر ئەم ئامێرە دەپارێزرێت.',
      ],
    },
    {
      question: ['How do I rate my stay?', 'كيف أقيّم إقامتي؟', 'چۆن هەڵسەنگاندن بۆ مانەوەکەم بکەم؟'],
      answer: [
        'After your stay we send you an e-mail with a personal link. Open it to give the hotel one to five stars and leave a comment. Reviews must be appropriate and may be removed if they are not.',
        'بعد انتهاء إقامتك نرسل إليك رسالة بريد إلكتروني فيها رابط خاص بك. افتحه لتمنح الفندق من نجمة إلى خمس نجوم وتترك تعليقًا. يجب أن تكون التقييمات لائقة وقد تُحذف إن لم تكن كذلك.',
        'دوای مانەوەکەت ئیمەیڵێکت بۆ دەنێرین کە بەستەرێکی تایبەتی تێدایە. بیکەرەوە بۆ ئەوەی لە یەک تا پێنج ئەستێرە بە هوتێلەکە بدەیت و لێدوانێک بنووسیت. هەڵسەنگاندنەکان دەبێت گونجاو بن، ئەگەرنا لادەبرێن.',
      ],
    },
    {
      question: [
        'I forgot my password. What do I do?',
        'نسيت كلمة المرور، ماذا أفعل؟',
        'وشەی نهێنیم لەبیرچووە، چی بکەم؟',
      ],
      answer: [
        'Choose "Forgot password?" on the sign-in page and follow the steps to set a new one. If you no longer have access to your e-mail, contact us on WhatsApp.',
        'اختر "نسيت كلمة المرور؟" في صفحة تسجيل الدخول واتبع الخطوات لتعيين كلمة جديدة. وإذا لم يعد بإمكانك الوصول إلى بريدك الإلكتروني فتواصل معنا عبر واتساب.',
        'لە پەڕەی چوونەژوورەوە "وشەی نهێنیت لەبیرچووە؟" هەڵبژێرە و هەنگاوەکان بۆ دانانی وشەیەکی نوێ جێبەجێ بکە. ئەگەر ئیتر دەستت بە ئیمەیڵەکەت ناگات، لە واتسئاپەوە پەیوەندیمان پێوە بکە.',
      ],
    },
  ],
  4: [
    {
      question: [
        'Which religious sites can I visit?',
        'ما المزارات الدينية التي يمكنني زيارتها؟',
        'سەردانی چ شوێنێکی ئایینی دەتوانم بکەم؟',
      ],
      answer: [
        'The Imam Ali Shrine in Najaf, the shrines of Imam Hussein and Al-Abbas in Karbala, the Al-Kadhimiya Shrine in Baghdad and the Al-Askari Shrine in Samarra receive millions of visitors. Hotels near the shrines fill up quickly around Arbaeen and other occasions, so book early.',
        'يستقبل مرقد الإمام علي في النجف، ومرقدا الإمام الحسين وأبي الفضل العباس في كربلاء، والعتبة الكاظمية في بغداد، ومرقد الإمامين العسكريين في سامراء ملايين الزوار. تمتلئ الفنادق القريبة من العتبات بسرعة في موسم الأربعين والمناسبات الأخرى، لذا احجز مبكرًا.',
        'حەرەمی ئیمام عەلی لە نەجەف، حەرەمەکانی ئیمام حوسەین و عەباس لە کەربەلا، حەرەمی کازمیە لە بەغدا و حەرەمی عەسکەرییەین لە سامەڕا ملیۆنان زائیر وەردەگرن. هوتێلەکانی نزیک حەرەمەکان لە وەرزی ئەربەعین و بۆنەکانی تردا زوو پڕ دەبن، بۆیە زوو حجز بکە.',
      ],
    },
    {
      question: [
        'Which archaeological sites are worth a trip?',
        'ما المواقع الأثرية التي تستحق الزيارة؟',
        'کام شوێنەوارە کۆنەکان شایەنی سەردانن؟',
      ],
      answer: [
        'Ancient Babylon near Hillah and the Erbil Citadel are UNESCO World Heritage sites. The Ziggurat of Ur near Nasiriyah, the spiral Malwiya minaret in Samarra, Uruk near Samawah and the ruins of Nineveh in Mosul are also well worth the journey.',
        'مدينة بابل الأثرية قرب الحلة وقلعة أربيل من مواقع التراث العالمي لليونسكو. كما تستحق الزيارة زقورة أور قرب الناصرية، ومنارة الملوية في سامراء، والوركاء قرب السماوة، وآثار نينوى في الموصل.',
        'شاری کۆنی بابل لە نزیک حیللە و قەڵای هەولێر لە لیستی میراتی جیهانیی یونسکۆدان. زیگوراتی ئوور لە نزیک ناسریە، منارەی مەلویە لە سامەڕا، وەرکا لە نزیک سەماوە و شوێنەوارەکانی نەینەوا لە مووسڵیش شایەنی سەردانن.',
      ],
    },
    {
      question: [
        'Where can I enjoy mountains and nature?',
        'أين أستمتع بالجبال والطبيعة؟',
        'لە کوێ چێژ لە چیا و سروشت وەربگرم؟',
      ],
      answer: [
        'The Kurdistan Region is the place: Shaqlawa and Safeen Mountain, the Gali Ali Beg waterfall and Rawanduz canyon near Soran, the hilltop town of Amedi, Lake Dukan, and the Ahmed Awa waterfall near Halabja. The best months are April to October.',
        'إقليم كوردستان هو المكان المثالي: شقلاوة وجبل سفين، وشلال كلي علي بك ووادي راوندوز قرب سوران، وبلدة العمادية على قمة الجبل، وبحيرة دوكان، وشلال أحمد آوا قرب حلبجة. أفضل الأشهر من نيسان إلى تشرين الأول.',
        'هەرێمی کوردستان شوێنی گونجاوە: شەقڵاوە و چیای سەفین، تاڤگەی گەلی عەلی بەگ و دۆڵی ڕەواندز لە نزیک سۆران، شاروچکەی ئامێدی لەسەر لووتکەی چیا، دەریاچەی دوکان و تاڤگەی ئەحمەدئاوا لە نزیک هەڵەبجە. باشترین مانگەکان لە نیسانەوە تا تشرینی یەکەمن.',
      ],
    },
    {
      question: ['What should I see in Baghdad?', 'ماذا أزور في بغداد؟', 'لە بەغدا سەردانی چی بکەم؟'],
      answer: [
        'Browse the Friday book market on Al-Mutanabbi Street and have tea at the Shabandar café, walk along the Tigris at Abu Nuwas, see the collections of the Iraq Museum and visit the Abbasid-era Al-Mustansiriya School.',
        'تجوّل في سوق الكتب يوم الجمعة في شارع المتنبي واشرب الشاي في مقهى الشابندر، وتمشَّ على ضفاف دجلة في أبي نواس، وشاهد مقتنيات المتحف العراقي، وزر المدرسة المستنصرية العباسية.',
        'سەیری بازاڕی کتێبی ڕۆژانی هەینی لە شەقامی موتەنەببی بکە و لە چایخانەی شابەندەر چا بخۆرەوە، بە کەناری دیجلەدا لە ئەبو نەواس پیاسە بکە، کۆکراوەکانی مۆزەخانەی عێراق ببینە و سەردانی قوتابخانەی موستەنسیریەی سەردەمی عەباسی بکە.',
      ],
    },
    {
      question: [
        'Can I visit the marshes of southern Iraq?',
        'هل يمكنني زيارة أهوار جنوب العراق؟',
        'دەتوانم سەردانی زۆنگاوەکانی باشووری عێراق بکەم؟',
      ],
      answer: [
        'Yes. The Mesopotamian Marshes are a UNESCO World Heritage site. Stay in Nasiriyah or Amarah and take a boat trip from Chibayish to see reed houses, water buffalo and birdlife, ideally between November and March.',
        'نعم. الأهوار العراقية من مواقع التراث العالمي لليونسكو. أقم في الناصرية أو العمارة وانطلق في رحلة بالقارب من الجبايش لمشاهدة بيوت القصب والجواميس والطيور، ويفضّل ذلك بين تشرين الثاني وآذار.',
        'بەڵێ. زۆنگاوەکانی میزۆپۆتامیا لە لیستی میراتی جیهانیی یونسکۆدان. لە ناسریە یان عەمارە بمێنەوە و لە چەبایشەوە بە بەلەم گەشت بکە بۆ بینینی خانووی قامیش، گامێش و باڵندەکان؛ باشترین کات لە تشرینی دووەمەوە تا ئادارە.',
      ],
    },
    {
      question: [
        'When is the best time to visit Iraq?',
        'ما أفضل وقت لزيارة العراق؟',
        'باشترین کات بۆ سەردانی عێراق کەیە؟',
      ],
      answer: [
        'October to April is pleasant in Baghdad and the south, where summer days often pass 45 °C. The Kurdistan Region is cooler and at its best from spring to autumn, with Newroz celebrated on 21 March. Religious cities are busiest around Arbaeen.',
        'الفترة من تشرين الأول إلى نيسان معتدلة في بغداد والجنوب، حيث تتجاوز الحرارة صيفًا 45 درجة مئوية غالبًا. أما إقليم كوردستان فأبرد وأجمل من الربيع إلى الخريف، ويُحتفل بعيد نوروز في 21 آذار. وتشهد المدن الدينية أكبر ازدحام في موسم الأربعين.',
        'لە تشرینی یەکەمەوە تا نیسان کەشوهەوا لە بەغدا و باشوور خۆشە، لە کاتێکدا گەرمای هاوین زۆرجار لە ٤٥ پلەی سەدی تێدەپەڕێت. هەرێمی کوردستان فێنکترە و لە بەهارەوە تا پاییز جوانترینە، نەورۆزیش لە ٢١ی ئادار ئاهەنگی بۆ دەگێڕدرێت. شارە ئایینییەکان لە وەرزی ئەربەعیندا قەرەباڵغترینن.',
      ],
    },
  ],
}
