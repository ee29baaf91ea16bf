import type { ReactNode } from 'react'
import { Svg } from '../../components/ui/icons'

/**
 * Glyphs for the service and feature-group icon names the API sends (`wifi`, `pool`…), drawn
 * inline like the app's other icons. An unknown name gets a plain check mark.
 */
const GLYPHS: Record<string, ReactNode> = {
  wifi: (
    <>
      <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0" />
      <circle cx="12" cy="19.5" r="0.8" fill="currentColor" />
    </>
  ),
  parking: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M9 17V7h4a3 3 0 0 1 0 6H9" />
    </>
  ),
  pool: (
    <path d="M2 18c2 0 2-1.5 4-1.5S8 18 10 18s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M8 15V5a2 2 0 0 1 4 0M16 15V5a2 2 0 0 0-4 0M8 9h8" />
  ),
  restaurant: <path d="M7 3v8M4 3v5a3 3 0 0 0 6 0V3M7 11v10M17 21V3c-2 1-3 4-3 8h3" />,
  breakfast: (
    <>
      <path d="M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 11h1.5a2.5 2.5 0 0 1 0 5H16" />
      <path d="M8 3v3M12 3v3" />
    </>
  ),
  gym: <path d="M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12" />,
  spa: (
    <path d="M12 20c-4.5 0-8-3-8-7 3 0 6 1.5 8 4 2-2.5 5-4 8-4 0 4-3.5 7-8 7zM12 17c-2-2.5-2-6.5 0-10 2 3.5 2 7.5 0 10z" />
  ),
  sauna: (
    <path d="M4 20h16M8 16c-1.5-2 1.5-3 0-5s1.5-3 0-5M12 16c-1.5-2 1.5-3 0-5s1.5-3 0-5M16 16c-1.5-2 1.5-3 0-5s1.5-3 0-5" />
  ),
  bar: <path d="M5 4h14l-7 8zM12 12v8M8 20h8" />,
  car: (
    <>
      <path d="M3 16v-4l2-5h14l2 5v4zM3 16v2h3v-2M18 16v2h3v-2" />
      <circle cx="7.5" cy="13" r="1" />
      <circle cx="16.5" cy="13" r="1" />
    </>
  ),
  concierge: <path d="M3 18h18M5 18a7 7 0 0 1 14 0M12 8V6M10 6h4" />,
  laundry: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <circle cx="12" cy="13" r="4.5" />
      <path d="M7 6.5h2" />
    </>
  ),
  family: (
    <>
      <circle cx="8" cy="6" r="2.5" />
      <circle cx="16" cy="6" r="2.5" />
      <circle cx="12" cy="13" r="1.8" />
      <path d="M3.5 20v-4a4.5 4.5 0 0 1 9 0M11.5 16a4.5 4.5 0 0 1 9 0v4M9.5 20v-1.5a2.5 2.5 0 0 1 5 0V20" />
    </>
  ),
  'prayer-room': (
    <path d="M12 3c-3 2-5 4.5-5 8h10c0-3.5-2-6-5-8zM5 21V11h14v10zM10 21v-4a2 2 0 0 1 4 0v4M12 1.5V3" />
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 12h18" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  elevator: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M9 10l3-3 3 3M9 14l3 3 3-3" />
    </>
  ),
  generator: <path d="M13 2L4 14h7l-1 8 9-12h-7z" />,
  'air-conditioning': <path d="M12 2v20M4 6.5l16 11M20 6.5l-16 11M9 3.5l3 2 3-2M9 20.5l3-2 3 2" />,
  tv: (
    <>
      <rect x="3" y="5" width="18" height="12" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </>
  ),
  minibar: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M5 10h14M8 6.5v1M8 13v3" />
    </>
  ),
  safe: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="M12 8.5V10M6 20v1.5M18 20v1.5" />
    </>
  ),
  kettle: <path d="M6 20h11l-1-9H7zM7 11a5 5 0 0 1 9 0M16.5 13.5l3-3M10 6h3" />,
  bed: <path d="M3 19V6M3 14h18v5M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5a1.5 1.5 0 1 0 0-.01" />,
  child: (
    <>
      <circle cx="12" cy="6" r="3" />
      <path d="M8 21v-5l-2-3 3-2h6l3 2-2 3v5M12 16v5" />
    </>
  ),
  shield: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />,
}
const ALIASES: Record<string, string> = {
  utensils: 'restaurant',
  'airport-shuttle': 'car',
  'shrine-shuttle': 'car',
  'room-service': 'concierge',
  'family-rooms': 'family',
  'business-center': 'briefcase',
  'reception-24h': 'clock',
}
const CHECK = <path d="M5 12.5l4.5 4.5L19 7.5" />

export function AmenityIcon({ name, size = 18 }: { name: string; size?: number }) {
  const glyph = GLYPHS[ALIASES[name] ?? name] ?? CHECK
  return (
    <Svg className="amenity-icon" size={size} strokeWidth={1.8}>
      {glyph}
    </Svg>
  )
}

export const CheckIcon = ({ size = 16 }: { size?: number }) => <AmenityIcon name="check" size={size} />
