import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { layoutParagraph } from './bidi-text'
import { FONT_NAMES, loadVoucherFonts } from './fonts'
import { formatMoney, renderVoucherPdf, type VoucherData } from './render-voucher'

/**
 * Reads the PDFs back with poppler-utils (pdftotext, pdffonts, pdftoppm), as a person's viewer
 * or a search index would. What pdftotext prints for Arabic, found by trying it:
 * - `-layout`: each right-to-left stretch in logical order, between bidi embedding controls
 *   (U+202B … U+202C, and U+202A around Latin inside it). Letters come out as their base
 *   characters (the ToUnicode map holds the code points fontkit shaped, not presentation forms),
 *   so no NFKC is needed: stripping the controls leaves the Arabic as typed. Lam-alef reads back
 *   right because fonts.ts reverses a ligature's code points (see there). A stretch mixing Arabic
 *   and digits or punctuation ("السبت، 14 آذار", "البالغون / الأطفال") can come out word by word
 *   in visual order: poppler takes the page as left-to-right or right-to-left by counting its
 *   letters. So assertions use phrases of Arabic words and spaces only.
 * - `-bbox`: words in visual order, left to right, each word's letters in visual order too (so
 *   reversed); we use it to check where runs were drawn.
 * - A mark placed by GPOS (the tanween of "إلكترونياً") is printed apart from its letter, before
 *   or after the word: compare with marks (\p{Mn}) removed.
 */

const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
const PRESENTATION_FORMS = /[\ufb50-\ufdff\ufe70-\ufeff]/

const agentVoucher: VoucherData = {
  lang: 'ar',
  reservationNo: 'FDQ-26-000123',
  issuedAt: '2026-01-05T14:32:00Z',
  hotel: {
    ar_title: 'فندق روتانا أربيل',
    en_title: 'Erbil Rotana',
    ar_address: 'شارع الشيخ جوبان، عينكاوة',
    en_address: '100 Meter Road, Gulan Street',
    stars: 5,
    lat: 36.191114,
    lng: 44.009171,
  },
  governorate: { ar_name: 'أربيل', en_name: 'Erbil' },
  city: { ar_name: 'هەولێر', en_name: 'Hawler' },
  guest: {
    full_name: 'أحمد عبد الله',
    email: 'ahmed@example.com',
    phone: '+964 750 123 4567',
    country: 'Iraq',
    arrival_time: '14:30',
  },
  checkin: '2026-03-14',
  checkout: '2026-03-17',
  nights: 3,
  adults: 2,
  children: 1,
  rooms: [
    { ar_name: 'غرفة ديلوكس', en_name: 'Deluxe King Room', count: 1 },
    { ar_name: 'جناح عائلي', en_name: 'Family Suite', count: 2 },
  ],
  total: { amount: 1234500, currency: 'IQD', decimals: 0 },
  paidBy: 'agent',
  agencyName: 'Babylon Travel',
}

/** An English-speaking guest's: English and Arabic, as the hotel desk reads them. */
const onlineVoucher: VoucherData = {
  ...agentVoucher,
  lang: 'en',
  reservationNo: 'FDQ-26-000124',
  hotel: { ...agentVoucher.hotel, ar_title: 'فندق Erbil Rotana 5', lat: null, lng: null },
  city: null,
  guest: { ...agentVoucher.guest, full_name: 'ڕێباز ئەحمەد' },
  total: { amount: 120.5, currency: 'USD', decimals: 2 },
  paidBy: 'online',
  agencyName: null,
}

/** A Sorani-speaking guest's: English and Sorani. */
const soraniVoucher: VoucherData = {
  ...agentVoucher,
  lang: 'kr',
  reservationNo: 'FDQ-26-000125',
  hotel: { ...agentVoucher.hotel, kr_title: 'ڕۆتانای هەولێر', kr_address: 'شەقامی گوڵان، هەولێر' },
  governorate: { ar_name: 'أربيل', en_name: 'Erbil', kr_name: 'هەولێر' },
  city: null,
  guest: { ...agentVoucher.guest, full_name: 'ڕێباز ئەحمەد' },
  rooms: [{ ar_name: 'غرفة ديلوكس', en_name: 'Deluxe King Room', kr_name: 'ژووری دیلوکس', count: 1 }],
  total: { amount: 1234500, currency: 'IQD', decimals: 0, kr_name: 'دیناری عێراقی' },
  paidBy: 'online',
  agencyName: null,
}

let dir: string
let agentPdf: string
let onlinePdf: string
let soraniPdf: string

function run(cmd: string, ...args: string[]): string {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8' })
  } catch (e) {
    throw new Error(`${cmd} failed (is poppler-utils installed?): ${String(e)}`)
  }
}

/** pdftotext -layout, with the bidi controls taken out. */
function layoutText(pdf: string): string {
  const raw = run('pdftotext', '-layout', pdf, '-')
  expect(raw).not.toMatch(PRESENTATION_FORMS)
  return raw.replace(BIDI_CONTROLS, '')
}

interface Word {
  x: number
  y: number
  text: string
}
function words(pdf: string): Word[] {
  const html = run('pdftotext', '-bbox', pdf, '-')
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    text: m[3] ?? '',
  }))
}

const reversed = (s: string) => Array.from(s).reverse().join('')

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'voucher-'))
  agentPdf = join(dir, 'agent.pdf')
  onlinePdf = join(dir, 'online.pdf')
  writeFileSync(agentPdf, await renderVoucherPdf(agentVoucher))
  // Speed is a benchmark's business, not a test's (timed tests flake on a busy machine).
  writeFileSync(onlinePdf, await renderVoucherPdf(onlineVoucher))
  soraniPdf = join(dir, 'sorani.pdf')
  writeFileSync(soraniPdf, await renderVoucherPdf(soraniVoucher))
})

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('renderVoucherPdf', () => {
  it('makes a one-page PDF', async () => {
    const pdf = await renderVoucherPdf(agentVoucher)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(run('pdfinfo', agentPdf)).toMatch(/^Pages:\s+1$/m)
  })

  it('prints the booking in English', () => {
    const text = layoutText(agentPdf)
    for (const s of [
      'Funduq — Booking voucher',
      'FDQ-26-000123',
      'Erbil Rotana',
      '100 Meter Road, Gulan Street',
      'Hawler, Erbil',
      '36.19111, 44.00917',
      '+964 750 123 4567',
      'ahmed@example.com',
      '14:30',
      '2026-03-14 (Saturday)',
      '2026-03-17 (Tuesday)',
      '2 adults · 1 child',
      'Deluxe King Room × 1',
      'Family Suite × 2',
      '1,234,500 IQD',
      'Confirmed by agent',
      'Agency / الوكالة',
      'Babylon Travel',
      '2026-01-05 17:32 (Baghdad, UTC+3)',
      'Show this voucher at the hotel reception',
    ]) {
      expect(text, s).toContain(s)
    }
    expect(text).not.toContain('Paid online')
  })

  it('prints Arabic and Sorani that read back as the words they are', () => {
    const text = layoutText(agentPdf)
    for (const s of [
      'قسيمة الحجز',
      'رقم الحجز',
      'تفاصيل الفندق',
      'فندق روتانا أربيل',
      'أحمد عبد الله',
      'هەولێر',
      'الإحداثيات',
      'مؤكد من الوكيل',
      'يرجى إبراز هذه القسيمة في مكتب الاستقبال',
    ]) {
      expect(text, s).toContain(s)
    }
  })

  it('prints the online payment, no agency, and a dash for missing coordinates', () => {
    const text = layoutText(onlinePdf)
    expect(text).toContain('120.50 USD')
    expect(text).toContain('Paid online')
    // The tanween lands before or after the word, depending on the page's direction (see above).
    expect(text.replace(/\p{Mn}/gu, '')).toContain('مدفوع إلكترونيا')
    expect(text).toContain('ڕێباز ئەحمەد')
    expect(text).toMatch(/Map coordinates \/ الإحداثيات\s+—/)
    expect(text).not.toContain('Agency')
  })

  it("gives a Sorani guest Sorani beside the desk's English, and no Arabic labels", () => {
    const text = layoutText(soraniPdf)
    for (const s of [
      'پسوولەی حیجز',
      'ژمارەی حیجز',
      'زانیاریی میوان',
      'ڕۆتانای هەولێر',
      'شەقامی گوڵان',
      'ژووری دیلوکس',
      'دیناری عێراقی',
      // Whole phrases with a medial ی (ئۆنلاین) can come back with a gap from poppler, which
      // reads that glyph of the small regular type apart: the page itself draws it joined.
      'پارەی دراوە',
      'تکایە ئەم پسوولەیە لە پێشوازیی هوتێلەکە نیشان بدە',
      // The desk's side is unchanged.
      'Guest name',
      'Deluxe King Room × 1',
      // Brackets come out mirrored when poppler takes this page for a right-to-left one.
      '2026-03-14',
      'Saturday',
      'Show this voucher at the hotel reception',
    ])
      expect(text, s).toContain(s)
    // Dates as the app writes Sorani ones: Sorani month and weekday names, Arabic-Indic digits.
    expect(text).toContain('ئازار')
    expect(text).toContain('شەممە')
    expect(text).toMatch(/[٠-٩]/)
    for (const arabic of ['قسيمة الحجز', 'اسم الضيف', 'تفاصيل الفندق', 'آذار'])
      expect(text).not.toContain(arabic)
  })

  it('has a glyph in the embedded font for every letter of the Sorani texts', async () => {
    const { regular, bold } = await loadVoucherFonts()
    const po = readFileSync(join('src', 'locales', 'kr', 'messages.po'), 'utf8')
    const sorani = [...po.matchAll(/msgid "voucher\.[^"]+"\nmsgstr "([^"]+)"/g)].map((m) => m[1] ?? '')
    expect(sorani.length).toBeGreaterThan(20)
    const missing = new Set<string>()
    for (const ch of [...sorani.join(''), ...'ە ێ ۆ ڕ ڵ ی ک گ چ پ ژ ڤ ٠١٢٣٤٥٦٧٨٩'])
      for (const font of [regular, bold])
        if (ch.trim() && !font.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0)) missing.add(ch)
    expect([...missing]).toEqual([])
  })

  it('draws a mixed Arabic/Latin value in visual order: "فندق Erbil Rotana 5" as "Erbil Rotana 5 قدنف"', () => {
    const all = words(onlinePdf)
    const five = all.find((w) => w.text === '5')
    expect(five).toBeDefined()
    const line = all
      .filter((w) => five && Math.abs(w.y - five.y) < 1 && w.x > 300)
      .sort((a, b) => a.x - b.x)
      .map((w) => w.text)
    expect(line).toEqual(['Erbil', 'Rotana', '5', reversed('فندق')])
  })

  it('embeds its fonts, and no other', () => {
    const fonts = run('pdffonts', agentPdf).trim().split('\n').slice(2)
    expect(fonts).toHaveLength(2)
    for (const name of Object.values(FONT_NAMES)) {
      const row = fonts.find((f) => f.split(/\s+/)[0]?.endsWith(`+${name}`))
      // name, type, encoding, then emb sub uni.
      expect(row, name).toMatch(/CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/)
    }
  })

  it('renders a PNG for people to look at', () => {
    const out = join('test-results', 'screenshots')
    mkdirSync(out, { recursive: true })
    run('pdftoppm', '-png', '-r', '80', '-singlefile', agentPdf, join(out, 'voucher'))
    run('pdftoppm', '-png', '-r', '80', '-singlefile', onlinePdf, join(out, 'voucher-online'))
    run('pdftoppm', '-png', '-r', '80', '-singlefile', soraniPdf, join(out, 'voucher-sorani'))
    expect(statSync(join(out, 'voucher.png')).size).toBeGreaterThan(10_000)
  })
})

describe('Arabic shaping (fontkit with Vazirmatn)', () => {
  it('joins letters into their initial, medial and final forms, right to left', async () => {
    const { regular } = await loadVoucherFonts()
    const run = regular.layout('فندق')
    expect(run.direction).toBe('rtl')
    // Glyphs come out in visual order, last letter first: ق (isolated: د does not join to its left),
    // then د final, ن medial, ف initial: contextual forms, not the glyphs the cmap gives for the
    // letters on their own.
    const letters = ['ق', 'د', 'ن', 'ف']
    expect(run.glyphs.map((g) => String.fromCodePoint(...g.codePoints))).toEqual(letters)
    const alone = letters.map((ch) => regular.glyphForCodePoint(ch.codePointAt(0) ?? 0).id)
    expect(run.glyphs[0]?.id).toBe(alone[0])
    for (const i of [1, 2, 3]) expect(run.glyphs[i]?.id, letters[i]).not.toBe(alone[i])
  })

  it('makes lam-alef one glyph whose code points read back in logical order', async () => {
    const { regular } = await loadVoucherFonts()
    const run = regular.layout('لا')
    expect(run.glyphs).toHaveLength(1)
    // Reversed on purpose: extractors reverse right-to-left text character by character.
    expect(run.glyphs[0]?.codePoints).toEqual([0x627, 0x644])
  })
})

describe('layoutParagraph (bidi)', () => {
  const measure = (s: string) => s.length * 6

  it('orders runs visually: Latin and digits left to right inside right-to-left text', () => {
    expect(layoutParagraph('فندق Erbil Rotana 5', 'rtl', 1000, measure)).toEqual([
      [
        { text: 'Erbil Rotana 5', rtl: false },
        { text: 'فندق ', rtl: true },
      ],
    ])
    expect(layoutParagraph('Hotel / الفندق', 'ltr', 1000, measure)).toEqual([
      [
        { text: 'Hotel / ', rtl: false },
        { text: 'الفندق', rtl: true },
      ],
    ])
  })

  it('mirrors brackets, and pre-reverses the runs fontkit lays out the other way', () => {
    // fontkit reverses an Arabic run itself; its brackets are swapped so that they face the right way.
    expect(layoutParagraph('(أربيل)', 'rtl', 1000, measure)).toEqual([[{ text: ')أربيل(', rtl: true }]])
    // A right-to-left run of neutrals only (" —") is laid out left to right by fontkit: reversed here.
    expect(layoutParagraph('أربيل 12 —', 'rtl', 1000, measure)).toEqual([
      [
        { text: '— ', rtl: true },
        { text: '12', rtl: false },
        { text: 'أربيل ', rtl: true },
      ],
    ])
    // Arabic-Indic digits read left to right, but fontkit would reverse them as Arabic script.
    expect(layoutParagraph('أربيل — ١٢', 'rtl', 1000, measure)).toEqual([
      [
        { text: '٢١', rtl: false },
        { text: 'أربيل — ', rtl: true },
      ],
    ])
  })

  it('wraps at spaces and cuts with an ellipsis past maxLines', () => {
    const lines = layoutParagraph('aaa bbb ccc ddd eee', 'ltr', 7 * 6, measure, 2)
    expect(lines.map((l) => l.map((r) => r.text).join(''))).toEqual(['aaa bbb', 'ccc…'])
  })
})

describe('formatMoney', () => {
  it("uses the currency's decimals and thousands separators", () => {
    expect(formatMoney({ amount: 1234500, currency: 'IQD', decimals: 0 })).toBe('1,234,500 IQD')
    expect(formatMoney({ amount: 120.5, currency: 'USD', decimals: 2 })).toBe('120.50 USD')
    expect(formatMoney({ amount: 185000.4, currency: 'IQD', decimals: 0 })).toBe('185,000 IQD')
  })
})
