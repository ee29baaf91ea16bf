/**
 * Folds the ways people type a place or hotel name into one searchable form:
 * Arabic letter variants (hamza/alef forms, taa marbuta, alef maqsura, diacritics, tatweel),
 * Sorani/Persian letters onto their Arabic bases, Latin case and accents.
 */
const ARABIC_FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
  ء: '',
  // Sorani and Persian letters → the Arabic letter a reader would type without them.
  ک: 'ك',
  ی: 'ي',
  ێ: 'ي',
  ە: 'ه',
  ھ: 'ه',
  ۆ: 'و',
  ڕ: 'ر',
  ڵ: 'ل',
  ڤ: 'ف',
  گ: 'ك',
  پ: 'ب',
  چ: 'ج',
  ژ: 'ز',
}

export function normalizeText(input: string): string {
  // NFKD splits hamza/madda forms (أ إ آ ؤ ئ) into base letter + mark and undoes
  // presentation forms; dropping every mark then removes harakat and Latin accents alike.
  let s = input
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
  s = s.replace(/[أإآٱةىؤئءکیێەھۆڕڵڤگپچژ]/g, (ch) => ARABIC_FOLDS[ch] ?? ch)
  s = s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')
  // "Al-Najaf", "an-Najaf", "النجف" and "Najaf" are the same place.
  s = s.replace(/(^| )(al|el|an|ar|as|ad|at|az) (?=\p{L})/gu, '$1').replace(/(^| )ال(?=\p{L}{2})/gu, '$1')
  return s.replace(/\s+/g, ' ').trim()
}
