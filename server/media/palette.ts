/**
 * Named colours for the illustrations. Everything else is derived from these with the helpers
 * in color.ts, so a picture stays within one coherent palette.
 */

export type TimeOfDay = 'dawn' | 'day' | 'dusk' | 'night'

export interface SkyPalette {
  time: TimeOfDay
  top: string
  middle: string
  horizon: string
  sun: string
  /** Mixed into distant shapes: aerial perspective. */
  haze: string
  /** How much the daylight falls on façades, 0 (night) to 1 (noon). */
  light: number
}

export const skies: Record<TimeOfDay, readonly SkyPalette[]> = {
  dawn: [
    {
      time: 'dawn',
      top: '#6f86b8',
      middle: '#e7a9a1',
      horizon: '#fbd6a5',
      sun: '#fff1c9',
      haze: '#f2c7b8',
      light: 0.75,
    },
    {
      time: 'dawn',
      top: '#7c9cc9',
      middle: '#f3c1a7',
      horizon: '#fde3b8',
      sun: '#fff4d8',
      haze: '#f5d2bd',
      light: 0.8,
    },
  ],
  day: [
    {
      time: 'day',
      top: '#3f8fd2',
      middle: '#86bfe8',
      horizon: '#d8ecf6',
      sun: '#fffbe8',
      haze: '#cfe3ef',
      light: 1,
    },
    {
      time: 'day',
      top: '#4a9bd6',
      middle: '#9acdeb',
      horizon: '#e9f1ec',
      sun: '#fffbe8',
      haze: '#dce9e6',
      light: 1,
    },
  ],
  dusk: [
    {
      time: 'dusk',
      top: '#2f2f6b',
      middle: '#b4577a',
      horizon: '#f7a35c',
      sun: '#ffd38a',
      haze: '#d98a7a',
      light: 0.55,
    },
    {
      time: 'dusk',
      top: '#28406f',
      middle: '#c86f6a',
      horizon: '#f6b466',
      sun: '#ffe0a0',
      haze: '#e0977e',
      light: 0.6,
    },
  ],
  night: [
    {
      time: 'night',
      top: '#0b1430',
      middle: '#1d2b5a',
      horizon: '#3d4f86',
      sun: '#f4efd8',
      haze: '#2d3c6c',
      light: 0.25,
    },
    {
      time: 'night',
      top: '#101a3a',
      middle: '#23306a',
      horizon: '#4a4f8a',
      sun: '#f8f1dc',
      haze: '#343f78',
      light: 0.28,
    },
  ],
}

/** Façade stone or render colours, picked per hotel. */
export const facades = [
  '#e8dcc4', // limestone
  '#d9c09a', // desert sand
  '#efe9de', // white render
  '#c98e6b', // baked brick
  '#b7c4c0', // grey-green stone
  '#e3c8a8', // warm plaster
  '#cfd6dc', // modern concrete
  '#d7b48c', // ochre
] as const

/** Brand accents for signs, awnings, cushions: deep, saturated, good against light stone. */
export const accents = [
  '#0f5c5a', // teal
  '#e0a526', // gold
  '#8a2d3b', // burgundy
  '#1d3557', // navy
  '#1f7a5a', // emerald
  '#c2593a', // terracotta
  '#5b3a78', // plum
  '#2a6f97', // lapis
] as const

export const glass = ['#3f6f8a', '#4d7f8f', '#34586f', '#5f8ca3'] as const

export const litWindow = '#ffd37a'
export const water = { deep: '#1f7fa0', shallow: '#4fc3d6', foam: '#e8fbff' } as const
export const foliage = ['#2f6b3f', '#3c7a45', '#4a7f3a', '#2e5e46'] as const
export const trunk = '#7a5636'

export interface InteriorPalette {
  wall: string
  floor: string
  wood: string
  textile: string
  accent: string
}

export const interiors: readonly InteriorPalette[] = [
  { wall: '#efe6d8', floor: '#b48a62', wood: '#6e4a2e', textile: '#f7f4ee', accent: '#0f5c5a' },
  { wall: '#e6ece8', floor: '#c9b79c', wood: '#8a6a4a', textile: '#fbfaf7', accent: '#c2593a' },
  { wall: '#f1e3d3', floor: '#9c7350', wood: '#5a3b26', textile: '#f5efe6', accent: '#8a2d3b' },
  { wall: '#dfe4ea', floor: '#a79a8a', wood: '#3f3a36', textile: '#f4f5f7', accent: '#2a6f97' },
  { wall: '#ece2cf', floor: '#c2a27c', wood: '#7a5634', textile: '#fffaf0', accent: '#e0a526' },
  { wall: '#e9dfe6', floor: '#b19a86', wood: '#5b4536', textile: '#f8f4f6', accent: '#5b3a78' },
  { wall: '#dde8e1', floor: '#a88c6c', wood: '#4d3a2a', textile: '#f6f7f2', accent: '#1f7a5a' },
]
