/**
 * The booking voucher: one A4 page in English (for the hotel desk) and the guest's language
 * (Arabic or Sorani; Arabic for an English-speaking guest), drawn with pdfkit. Its texts come
 * from the catalogs (contract/voucher.ts); numbers and dates of the right-hand side are written
 * as the app writes them (contract/format.ts).
 *
 * Every string goes through `layoutParagraph` (bidi-text.ts), which wraps it and cuts each line
 * into direction runs in visual order; each run is then drawn at an x we compute. English values
 * sit at the left of the value column, Arabic ones at its right. The QR code (the reservation
 * number) is drawn as vector squares from the `qrcode` matrix: sharp at any zoom, no image.
 * Long values are capped at a few lines, and the table's type shrinks (down to 70 %) until it fits,
 * so a voucher is always one page. See docs/decisions/0012-voucher-pdf.md.
 */

import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import type { Language } from '../../contract/common'
import { formatDate, formatMoneyInWords, formatNumber } from '../../contract/format'
import { voucherMessages as vm } from '../../contract/voucher'
import { translate } from '../i18n'
import { type Direction, directionOf, layoutParagraph, type VisualRun } from './bidi-text'
import { loadVoucherFonts, type VoucherFonts } from './fonts'

type Names = { ar_name: string; en_name: string; kr_name?: string | null }

export interface VoucherData {
  /** The guest's language: the right-hand side is in it (Arabic for `en`). */
  lang: Language
  reservationNo: string // e.g. "FDQ-26-000123"
  issuedAt: string // ISO timestamp
  hotel: {
    ar_title: string
    en_title: string
    kr_title?: string | null
    ar_address: string | null
    en_address: string | null
    kr_address?: string | null
    stars: number // 1..5
    lat: number | null
    lng: number | null
    /** The reception's phone (decision 33), when the hotel gave one. */
    phone?: string | null
  }
  governorate: Names
  city: Names | null
  guest: { full_name: string; email: string; phone: string; country: string; arrival_time: string } // arrival "HH:MM"; full_name may be Arabic, Kurdish Sorani or Latin
  checkin: string
  checkout: string // YYYY-MM-DD
  nights: number
  adults: number
  children: number
  rooms: (Names & { count: number })[]
  /** e.g. 185000 IQD decimals 0, or 120.5 USD decimals 2; `kr_name` the currency's Sorani name. */
  total: { amount: number; currency: string; decimals: number; kr_name?: string | null }
  /** The price before the promotion and the code, in the total's currency (decision 33). */
  original?: number
  paidBy: 'online' | 'agent'
  /** The stay's cancellation terms as of printing (decision 32); absent: not shown. */
  cancellation?: { freeBefore: string | null; penalty: number; refundable: boolean }
  agencyName: string | null // set on agents' vouchers: print "Agency / الوكالة: <name>"
}

/** The right-hand language of a voucher: the guest's, or Arabic (the hotel's country's) for English. */
export const sideLanguage = (lang: Language): Exclude<Language, 'en'> => (lang === 'en' ? 'ar' : lang)

/** The texts of both sides of one voucher. */
function textsFor(lang: Language) {
  const side = sideLanguage(lang)
  return {
    side,
    en: (m: { id: string }) => translate(m.id, 'en'),
    loc: (m: { id: string }) => translate(m.id, side),
    /** A label in both languages: "Hotel / الفندق". */
    both: (m: { id: string }): [string, string] => [translate(m.id, 'en'), translate(m.id, side)],
    num: (n: number) => formatNumber(n, side),
    /** The Sorani name where there is one, else the Arabic (Sorani readers read Arabic script). */
    name: (ar: string | null | undefined, kr: string | null | undefined) =>
      (side === 'kr' ? kr?.trim() || ar : ar) ?? '',
  }
}
type Texts = ReturnType<typeof textsFor>

// A4 in points, and the site's colours (src/styles/tokens.css).
const PAGE_W = 595.28
const PAGE_H = 841.89
const MARGIN = 40
const CONTENT_W = PAGE_W - 2 * MARGIN
const COLOR = {
  brand: '#0f5c5a',
  brandSoft: '#e3f0ee',
  accent: '#e0a526',
  text: '#1d2a2a',
  muted: '#55625f',
  border: '#dcd6cc',
  white: '#ffffff',
}

type FontName = 'regular' | 'bold'
interface TextStyle {
  font: FontName
  size: number
  color: string
}
const HEADER: TextStyle = { font: 'bold', size: 15, color: COLOR.white }
const CAPTION: TextStyle = { font: 'regular', size: 8.5, color: COLOR.muted }
const RES_NO: TextStyle = { font: 'bold', size: 26, color: COLOR.brand }
const SUMMARY: TextStyle = { font: 'regular', size: 10.5, color: COLOR.text }
const FOOTER: TextStyle = { font: 'regular', size: 9, color: COLOR.muted }

/** The table's type, scaled down together when a voucher has too much to fit. */
function typography(scale: number) {
  const style = (font: FontName, size: number, color: string): TextStyle => ({
    font,
    size: size * scale,
    color,
  })
  return {
    label: style('regular', 8.5, COLOR.muted),
    value: style('regular', 10.5, COLOR.text),
    strong: style('bold', 10.5, COLOR.text),
    total: style('bold', 13, COLOR.brand),
    section: style('bold', 9.5, COLOR.brand),
    minPad: 2 * scale,
    star: 9 * scale,
  }
}
type Typography = ReturnType<typeof typography>
const SCALES = [1, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7]

const TABLE_TOP_GAP = 14
const FOOTER_H = 40
const LABEL_W = 160
const ROW_PAD_X = 8
const VALUE_X = MARGIN + ROW_PAD_X + LABEL_W + 10
const VALUE_W = MARGIN + CONTENT_W - ROW_PAD_X - VALUE_X
/** Least room between an English value and an Arabic one sharing a line. */
const SIDE_GAP = 18
const QR_SIZE = 92

type Doc = PDFKit.PDFDocument

/** One value of a row: English (or any LTR text) at the left, Arabic at the right. */
interface ValueLine {
  left?: string
  right?: string
  style?: 'value' | 'strong' | 'total'
  /** Hotel category, drawn as stars after the left text. */
  stars?: number
  /** Lines each side may take before it is cut with "…". */
  maxLines?: number
}
interface Row {
  label: [en: string, ar: string]
  lines: ValueLine[]
}
interface Section {
  title: [en: string, ar: string]
  rows: Row[]
}

export async function renderVoucherPdf(v: VoucherData): Promise<Buffer> {
  const fonts = await loadVoucherFonts()
  const issued = new Date(v.issuedAt)
  const t = textsFor(v.lang)
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: t.side === 'kr' ? 'ckb' : 'ar',
    displayTitle: true,
    info: {
      Title: `${t.en(vm.title)} ${v.reservationNo}`,
      Author: 'Funduq',
      Subject: `${t.en(vm.title)} / ${t.loc(vm.title)}`,
      ...(Number.isNaN(issued.getTime()) ? {} : { CreationDate: issued }),
    },
  })
  // pdfkit takes a parsed fontkit font (it checks for `layout`); its typings list only files and bytes.
  doc.registerFont('regular', fonts.regular as unknown as PDFKit.Mixins.PDFFontSource)
  doc.registerFont('bold', fonts.bold as unknown as PDFKit.Mixins.PDFFontSource)
  const done = collect(doc)

  const w = new Writer(doc, fonts)
  drawHeader(w, t)
  const top = drawReservation(w, v, t, 84) + TABLE_TOP_GAP
  drawSections(w, sectionsOf(v, t), top, PAGE_H - MARGIN - FOOTER_H)
  drawFooter(w, t)

  doc.end()
  return done
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
}

// ---------------------------------------------------------------- content

function sectionsOf(v: VoucherData, t: Texts): Section[] {
  const { hotel, guest } = v
  const sep = '، '
  const place = (c: Names | null, g: Names) => {
    const right = (n: Names) => t.name(n.ar_name, n.kr_name)
    return c && c.en_name !== g.en_name
      ? { left: `${c.en_name}, ${g.en_name}`, right: `${right(c)}${sep}${right(g)}` }
      : { left: g.en_name, right: c && right(c) !== right(g) ? `${right(c)}${sep}${right(g)}` : right(g) }
  }
  const localAddress = t.name(hotel.ar_address, hotel.kr_address)
  const address: ValueLine =
    hotel.en_address || localAddress
      ? { left: hotel.en_address ?? undefined, right: localAddress || undefined }
      : { left: '—' }
  const coords =
    hotel.lat == null || hotel.lng == null ? '—' : `${hotel.lat.toFixed(5)}, ${hotel.lng.toFixed(5)}`
  const paid = v.paidBy === 'online' ? vm.paidOnline : vm.paidByAgent
  const payment = { left: t.en(paid), right: t.loc(paid) }

  return [
    {
      title: t.both(vm.sectionHotel),
      rows: [
        {
          label: t.both(vm.hotel),
          lines: [
            {
              left: hotel.en_title,
              right: t.name(hotel.ar_title, hotel.kr_title),
              style: 'strong',
              stars: hotel.stars,
            },
          ],
        },
        { label: t.both(vm.address), lines: [address] },
        { label: t.both(vm.place), lines: [place(v.city, v.governorate)] },
        // Coordinates are for maps and phones: Latin digits, as every map app takes them.
        { label: t.both(vm.coordinates), lines: [{ left: coords }] },
        // Dialled as written: Latin digits, international form.
        ...(v.hotel.phone ? [{ label: t.both(vm.hotelPhone), lines: [{ left: v.hotel.phone }] } as Row] : []),
      ],
    },
    {
      title: t.both(vm.sectionGuest),
      rows: [
        { label: t.both(vm.guestName), lines: [byDirection(guest.full_name, 'strong')] },
        { label: t.both(vm.phone), lines: [{ left: guest.phone || '—' }] },
        { label: t.both(vm.email), lines: [{ left: guest.email || '—' }] },
        { label: t.both(vm.country), lines: [byDirection(guest.country)] },
        { label: t.both(vm.arrival), lines: [{ left: guest.arrival_time || '—' }] },
      ],
    },
    {
      title: t.both(vm.sectionStay),
      rows: [
        { label: t.both(vm.checkin), lines: [dateLine(v.checkin, t)] },
        { label: t.both(vm.checkout), lines: [dateLine(v.checkout, t)] },
        { label: t.both(vm.nights), lines: [{ left: String(v.nights), right: t.num(v.nights) }] },
        {
          label: t.both(vm.guests),
          lines: [
            {
              left: `${plural(v.adults, 'adult', 'adults')} · ${plural(v.children, 'child', 'children')}`,
              right: `${t.loc(vm.adults)}: ${t.num(v.adults)} · ${t.loc(vm.children)}: ${t.num(v.children)}`,
            },
          ],
        },
        {
          label: t.both(vm.rooms),
          lines: v.rooms.length
            ? v.rooms.map((r) => ({
                left: `${r.en_name} × ${r.count}`,
                right: `${t.name(r.ar_name, r.kr_name)} × ${t.num(r.count)}`,
                maxLines: 1,
              }))
            : [{ left: '—' }],
        },
      ],
    },
    {
      title: t.both(vm.sectionPrice),
      rows: [
        ...(v.original !== undefined && v.original > v.total.amount
          ? [
              {
                label: t.both(vm.beforeDiscount),
                lines: [
                  {
                    left: formatMoney({ ...v.total, amount: v.original }),
                    right: formatMoneyInWords(
                      v.original,
                      v.total.currency,
                      t.side,
                      v.total.decimals,
                      v.total.kr_name ?? undefined,
                    ),
                  },
                ],
              } as Row,
            ]
          : []),
        {
          label: t.both(vm.total),
          lines: [
            {
              left: formatMoney(v.total),
              right: formatMoneyInWords(
                v.total.amount,
                v.total.currency,
                t.side,
                v.total.decimals,
                v.total.kr_name ?? undefined,
              ),
              style: 'total',
            },
          ],
        },
        { label: t.both(vm.payment), lines: [payment] },
        ...(v.agencyName ? [{ label: t.both(vm.agency), lines: [byDirection(v.agencyName)] } as Row] : []),
        ...(v.cancellation ? [{ label: t.both(vm.cancellation), lines: [cancellationLine(v, t)] }] : []),
        { label: t.both(vm.issued), lines: [{ left: formatIssued(v.issuedAt) }] },
      ],
    },
  ]
}

/** A value in one language only (a name, a country): right-aligned when it is Arabic script. */
function byDirection(text: string, style?: ValueLine['style']): ValueLine {
  const t = text.trim() || '—'
  return directionOf(t) === 'rtl' ? { right: t, style } : { left: t, style }
}

/** "1,234,500 IQD", "120.50 USD": the currency's decimals, Latin digits, comma thousands. */
export function formatMoney(total: VoucherData['total']): string {
  const decimals = Math.max(0, Math.min(20, Math.trunc(total.decimals)))
  const amount = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(total.amount)
  return `${amount} ${total.currency}`
}

/** "2026-03-14 (Saturday)" at the left, "السبت، ١٤ آذار ٢٠٢٦" (as the app writes it) at the right. */
/** The terms in English and in the reader's language: free before a day, a penalty, or none. */
function cancellationLine(v: VoucherData, t: Texts): ValueLine {
  const c = v.cancellation
  if (!c) return { left: '—' }
  const fill = (text: string, key: string, value: string) => text.replace(`{${key}}`, value)
  if (c.freeBefore && c.penalty === 0) {
    const local = formatDate(c.freeBefore, t.side, { day: 'numeric', month: 'long', year: 'numeric' })
    return {
      left: fill(t.en(vm.cancelFree), 'day', c.freeBefore),
      right: fill(t.loc(vm.cancelFree), 'day', local),
    }
  }
  if (!c.refundable) return { left: t.en(vm.cancelNone), right: t.loc(vm.cancelNone) }
  const penalty = { ...v.total, amount: c.penalty }
  return {
    left: fill(t.en(vm.cancelPartial), 'penalty', formatMoney(penalty)),
    right: fill(
      t.loc(vm.cancelPartial),
      'penalty',
      formatMoneyInWords(c.penalty, v.total.currency, t.side, v.total.decimals, v.total.kr_name ?? undefined),
    ),
  }
}

function dateLine(ymd: string, t: Texts): ValueLine {
  const d = new Date(`${ymd}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd) || Number.isNaN(d.getTime())) return { left: ymd || '—' }
  const en = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(d)
  const local = formatDate(ymd, t.side, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  return { left: `${ymd} (${en})`, right: local }
}

/** Issue time in Iraq's time zone (UTC+3 all year): "2026-01-05 17:32 (Baghdad, UTC+3)". */
function formatIssued(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Baghdad',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} (Baghdad, UTC+3)`
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}

// ---------------------------------------------------------------- drawing

function drawHeader(w: Writer, t: Texts): void {
  const h = 58
  w.doc.rect(0, 0, PAGE_W, h).fill(COLOR.brand)
  w.doc.rect(0, h, PAGE_W, 3).fill(COLOR.accent)
  const y = (h - w.lineHeight(HEADER)) / 2
  w.text(t.en(vm.title), 'ltr', HEADER, MARGIN, y, CONTENT_W / 2)
  w.text(t.loc(vm.title), 'rtl', HEADER, MARGIN + CONTENT_W / 2, y, CONTENT_W / 2)
}

/** Reservation number (large) at the left, its QR code at the right. Returns the block's bottom. */
function drawReservation(w: Writer, v: VoucherData, t: Texts, top: number): number {
  const textW = CONTENT_W - QR_SIZE - 20
  const caption = t.both(vm.reservationNo).join(' / ')
  let y = w.text(caption, 'ltr', CAPTION, MARGIN, top + 6, textW)
  y = w.text(v.reservationNo, 'ltr', RES_NO, MARGIN, y + 2, textW, 1)
  const stay = `${v.checkin} – ${v.checkout} · ${plural(v.nights, 'night', 'nights')}`
  y = w.text(`${v.hotel.en_title} · ${stay}`, 'ltr', SUMMARY, MARGIN, y + 4, textW, 2)
  drawQr(w.doc, v.reservationNo, MARGIN + CONTENT_W - QR_SIZE, top, QR_SIZE)
  return Math.max(y, top + QR_SIZE)
}

function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const quiet = 2
  const cell = size / (modules.size + 2 * quiet)
  for (let r = 0; r < modules.size; r++) {
    for (let c = 0; c < modules.size; c++) {
      // A hair of overlap so that anti-aliasing leaves no seams between dark modules.
      if (modules.get(r, c))
        doc.rect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell + 0.05, cell + 0.05)
    }
  }
  doc.fill(COLOR.text)
}

interface Laid {
  height: number
  draw: (top: number) => void
}

function drawSections(w: Writer, sections: Section[], top: number, bottom: number): void {
  // Lay out at full size first, then smaller until everything fits between top and bottom.
  let typo = typography(1)
  let laid: { title: Section['title']; rows: Laid[] }[] = []
  let free = 0
  for (const scale of SCALES) {
    typo = typography(scale)
    const t = typo
    laid = sections.map((s) => ({ title: s.title, rows: s.rows.map((r) => layoutRow(w, r, t)) }))
    const rowCount = laid.reduce((n, s) => n + s.rows.length, 0)
    const content = laid.reduce((h, s) => h + s.rows.reduce((a, r) => a + r.height, 0), 0)
    free = bottom - top - content - laid.length * sectionHead(w, typo)
    if (free >= rowCount * 2 * typo.minPad) {
      free /= rowCount * 2
      break
    }
    free = typo.minPad
  }
  const pad = Math.min(5, free)

  let y = top
  const headH = sectionHead(w, typo)
  for (const s of laid) {
    const titleH = headH - 8
    const ty = y + (titleH - w.lineHeight(typo.section)) / 2
    w.doc.rect(MARGIN, y, CONTENT_W, titleH).fill(COLOR.brandSoft)
    w.text(s.title[0], 'ltr', typo.section, MARGIN + ROW_PAD_X, ty, CONTENT_W / 2)
    w.text(s.title[1], 'rtl', typo.section, MARGIN + CONTENT_W / 2, ty, CONTENT_W / 2 - ROW_PAD_X)
    y += titleH
    s.rows.forEach((row, i) => {
      if (i > 0) hRule(w.doc, y)
      row.draw(y + pad)
      y += row.height + 2 * pad
    })
    y += 8
  }
}

/** A section's title band and the gap after the section. */
function sectionHead(w: Writer, typo: Typography): number {
  return w.lineHeight(typo.section) + 6 + 8
}

/** Measures a row and returns how to draw it at a given top. */
function layoutRow(w: Writer, row: Row, typo: Typography): Laid {
  const label = w.layout(`${row.label[0]} / ${row.label[1]}`, 'ltr', typo.label, LABEL_W, 2)
  const lines = row.lines.map((l) => layoutValueLine(w, l, typo))
  const valueH = lines.reduce((h, l) => h + l.height, 0)
  // Labels are smaller than values: drop them so that both sit on the first line's baseline.
  const firstStyle = typo[row.lines[0]?.style ?? 'value']
  const labelDrop = Math.max(0, w.ascent(firstStyle) - w.ascent(typo.label))
  return {
    height: Math.max(label.height + labelDrop, valueH),
    draw: (top) => {
      w.draw(label, MARGIN + ROW_PAD_X, top + labelDrop, LABEL_W)
      let y = top
      for (const l of lines) {
        l.draw(y)
        y += l.height
      }
    },
  }
}

/** Left and right texts on one line when they fit side by side, else one above the other. */
function layoutValueLine(w: Writer, line: ValueLine, typo: Typography): Laid {
  const style = typo[line.style ?? 'value']
  const stars = line.stars ? Math.round(Math.max(1, Math.min(5, line.stars))) : 0
  const starsW = stars ? stars * typo.star * 1.15 + 6 : 0
  const max = line.maxLines ?? 3
  const left = w.layout(line.left ?? '', 'ltr', style, VALUE_W - starsW, max)
  const right = w.layout(line.right ?? '', 'rtl', style, VALUE_W, max)
  const leftW = (left.lines[0]?.width ?? 0) + starsW
  const rightW = right.lines[0]?.width ?? 0
  const sideBySide =
    left.lines.length <= 1 &&
    right.lines.length <= 1 &&
    (!leftW || !rightW || leftW + rightW + SIDE_GAP <= VALUE_W)
  return {
    height: sideBySide ? Math.max(left.height, right.height) : left.height + right.height,
    draw: (top) => {
      w.draw(left, VALUE_X, top, VALUE_W - starsW)
      const last = left.lines.at(-1)
      if (stars && last) {
        const lh = w.lineHeight(style)
        const cy = top + left.height - lh + w.ascent(style) * 0.62
        drawStars(w.doc, stars, VALUE_X + last.width + 6, cy, typo.star)
      }
      w.draw(right, VALUE_X, sideBySide ? top : top + left.height, VALUE_W)
    },
  }
}

function drawStars(doc: Doc, n: number, x: number, cy: number, size: number): void {
  for (let i = 0; i < n; i++) {
    const cx = x + i * size * 1.15 + size / 2
    const points: [number, number][] = []
    for (let k = 0; k < 10; k++) {
      const r = k % 2 === 0 ? size / 2 : size / 5
      const a = -Math.PI / 2 + (k * Math.PI) / 5
      points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)])
    }
    doc.polygon(...points)
  }
  doc.fill(COLOR.accent)
}

function drawFooter(w: Writer, t: Texts): void {
  const y = PAGE_H - MARGIN - 22
  hRule(w.doc, y, COLOR.brand)
  w.text(t.en(vm.footer), 'ltr', FOOTER, MARGIN, y + 8, CONTENT_W / 2)
  w.text(t.loc(vm.footer), 'rtl', FOOTER, MARGIN + CONTENT_W / 2, y + 8, CONTENT_W / 2)
}

function hRule(doc: Doc, y: number, color = COLOR.border): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_W, y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke()
}

// ---------------------------------------------------------------- text

/** Every layout call passes `features`, so that pdfkit shapes a run as one string, not per word. */
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] }

interface LaidText {
  dir: Direction
  style: TextStyle
  lines: { runs: VisualRun[]; widths: number[]; width: number }[]
  height: number
}

/** Measures and draws bidi text on one document; caches widths for the length of one render. */
class Writer {
  private readonly widths = new Map<string, number>()

  constructor(
    readonly doc: Doc,
    private readonly fonts: VoucherFonts,
  ) {}

  private use(style: TextStyle): void {
    this.doc.font(style.font).fontSize(style.size).fillColor(style.color)
  }

  lineHeight(style: TextStyle): number {
    const f = this.fonts[style.font]
    return ((f.ascent - f.descent) / f.unitsPerEm) * style.size
  }

  /** From the top of a line to its baseline. */
  ascent(style: TextStyle): number {
    const f = this.fonts[style.font]
    return (f.ascent / f.unitsPerEm) * style.size
  }

  measure(text: string, style: TextStyle): number {
    const key = `${style.font}\u0000${text}`
    let perPoint = this.widths.get(key)
    if (perPoint === undefined) {
      this.use({ ...style, size: 100 })
      perPoint = this.doc.widthOfString(text, WHOLE_RUN) / 100
      this.widths.set(key, perPoint)
    }
    return perPoint * style.size
  }

  layout(text: string, dir: Direction, style: TextStyle, width: number, maxLines?: number): LaidText {
    const lines = layoutParagraph(text, dir, width, (s) => this.measure(s, style), maxLines).map((runs) => {
      const widths = runs.map((r) => this.measure(r.text, style))
      return { runs, widths, width: widths.reduce((a, b) => a + b, 0) }
    })
    return { dir, style, lines, height: lines.length * this.lineHeight(style) }
  }

  /** Draws laid-out text in the box [x, x + width]: LTR lines start at x, RTL lines end at its right. */
  draw(t: LaidText, x: number, y: number, width: number): void {
    this.use(t.style)
    const lh = this.lineHeight(t.style)
    t.lines.forEach((line, i) => {
      let cx = t.dir === 'rtl' ? x + width - line.width : x
      line.runs.forEach((run, k) => {
        this.doc.text(run.text, cx, y + i * lh, { ...WHOLE_RUN, lineBreak: false })
        cx += line.widths[k] ?? 0
      })
    })
  }

  /** Lays out and draws; returns the y below the text. */
  text(s: string, dir: Direction, style: TextStyle, x: number, y: number, width: number, maxLines?: number) {
    const t = this.layout(s, dir, style, width, maxLines)
    this.draw(t, x, y, width)
    return y + t.height
  }
}
