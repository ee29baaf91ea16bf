/** A text in the app's three languages: English, Arabic, Kurdish Sorani (Arabic script). */
export type T3 = readonly [en: string, ar: string, kr: string]

export function names(t: T3): { en_name: string; ar_name: string; kr_name: string } {
  return { en_name: t[0], ar_name: t[1], kr_name: t[2] }
}

/** What a place is known for; it steers hotel names, services and descriptions. */
export type CityKind = 'shrine' | 'mountain' | 'river' | 'business' | 'heritage' | 'marsh' | 'lake'
