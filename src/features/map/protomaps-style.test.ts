import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec'
import { describe, expect, it } from 'vitest'
import { protomapsStyle } from './protomaps-style'

const BASE = 'https://funduq.example/hotel?id=3'
const style = (language: 'ar' | 'en' | 'kr') => protomapsStyle('/map/basemap.pmtiles', language, BASE)

describe('the streets map style (MAP_PMTILES)', () => {
  it('is a valid MapLibre style in every language', () => {
    for (const language of ['ar', 'en', 'kr'] as const) expect(validateStyleMin(style(language))).toEqual([])
  })

  it('needs no host but ours: the file, icons and fonts all come from the page’s origin', () => {
    const s = style('ar')
    expect(s.glyphs).toBeUndefined()
    expect(s.sources.basemap).toEqual({
      type: 'vector',
      url: 'pmtiles://https://funduq.example/map/basemap.pmtiles',
    })
    expect(s.sprite).toBe('https://funduq.example/map/sprite/basemap')
    const fonts = Object.values(s['font-faces'] ?? {}).flatMap((faces): string[] =>
      typeof faces === 'string' ? [faces] : faces.map((face) => face.url),
    )
    expect(fonts.length).toBe(6)
    for (const url of fonts) {
      expect(url).toMatch(
        /^https:\/\/funduq\.example\/.*vazirmatn-(arabic|latin|latin-ext)-[46]00-normal.*\.woff2$/,
      )
    }
    const urls = JSON.stringify(s).match(/https?:\/\/[^/"]+/g) ?? []
    expect(new Set(urls)).toEqual(new Set(['https://funduq.example']))
  })

  it("labels in the page's language; Sorani pages read the Arabic names", () => {
    const text = (language: 'ar' | 'en' | 'kr') =>
      JSON.stringify(style(language).layers.find((l) => l.id === 'places_locality'))
    expect(text('en')).toContain('"name:en"')
    expect(text('en')).not.toContain('"name:ar"')
    expect(text('ar')).toContain('"name:ar"')
    expect(style('kr').layers).toEqual(style('ar').layers)
    // Every label in one of our two fonts (Devanagari, which Iraq's map never shows, aside).
    const fonts = new Set(JSON.stringify(style('en').layers).match(/"(Noto Sans|Vazirmatn)[^"]*"/g))
    expect(fonts).toEqual(
      new Set(['"Vazirmatn Regular"', '"Vazirmatn SemiBold"', '"Noto Sans Devanagari Regular v1"']),
    )
  })

  it('draws no points of interest, and lets town names move clear of the hotel’s pin', () => {
    const s = style('en')
    expect(s.layers.some((l) => 'source-layer' in l && l['source-layer'] === 'pois')).toBe(false)
    const town = s.layers.find((l) => l.id === 'places_locality')
    expect(town?.type).toBe('symbol')
    if (town?.type !== 'symbol') return
    expect(town.layout?.['text-variable-anchor']).toBeUndefined()
    expect(town.layout?.['text-variable-anchor-offset']).toBeDefined()
  })
})
