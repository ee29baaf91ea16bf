import { Svg } from '../../components/ui/icons'
/**
 * Points to the inline end (right in English, left in Arabic and Kurdish): CSS mirrors it in
 * right-to-left pages and turns it round for "previous" buttons.
 */
export function ChevronIcon({ size = 22 }: { size?: number }) {
  return (
    <Svg className="chevron-icon" size={size} strokeWidth={2.2}>
      <path d="M9 5l7 7-7 7" />
    </Svg>
  )
}
