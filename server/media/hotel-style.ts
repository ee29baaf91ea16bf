/**
 * What stays the same across one hotel's gallery: its stone, brand colour, shape and setting.
 * Drawn from the hotel id alone, so picture 1 and picture 5 of a hotel clearly belong together.
 */

import { darken, lighten } from './color'
import {
  accents,
  facades,
  glass,
  type InteriorPalette,
  interiors,
  type SkyPalette,
  skies,
  type TimeOfDay,
} from './palette'
import { createRng, type Rng } from './random'

export interface HotelStyle {
  facade: string
  trim: string
  accent: string
  glass: string
  setting: 'palms' | 'mountains' | 'river' | 'city'
  time: TimeOfDay
  floors: number
  bays: number
  windows: 'rect' | 'arched' | 'tall'
  arch: 'round' | 'pointed'
  roof: 'parapet' | 'crenel' | 'dome' | 'penthouse'
  balconies: boolean
  /** Glass curtain wall instead of punched windows. */
  modern: boolean
  interior: InteriorPalette
}

export function hotelStyle(hotelId: string): HotelStyle {
  const rng = createRng(`hotel/${hotelId}`)
  const facade = rng.pick(facades)
  const modern = rng.chance(0.25)
  const trimLight = rng.chance(0.5)
  return {
    facade,
    trim: trimLight ? lighten(facade, 0.45) : darken(facade, 0.25),
    accent: rng.pick(accents),
    glass: rng.pick(glass),
    setting: rng.pick(['palms', 'palms', 'mountains', 'river', 'city'] as const),
    time: pickTime(rng),
    floors: modern ? rng.int(6, 12) : rng.int(3, 9),
    bays: rng.int(5, 10),
    windows: rng.pick(['rect', 'arched', 'tall'] as const),
    arch: rng.chance(0.55) ? 'pointed' : 'round',
    roof: modern
      ? rng.pick(['parapet', 'penthouse'] as const)
      : rng.pick(['parapet', 'crenel', 'dome', 'penthouse'] as const),
    balconies: rng.chance(0.5),
    modern,
    interior: rng.pick(interiors),
  }
}

export function pickTime(rng: Rng): TimeOfDay {
  const r = rng.next()
  return r < 0.4 ? 'day' : r < 0.65 ? 'dusk' : r < 0.85 ? 'night' : 'dawn'
}

export function skyFor(rng: Rng, time: TimeOfDay): SkyPalette {
  return rng.pick(skies[time])
}
