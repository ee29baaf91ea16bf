/**
 * Points to the inline end (right in English, left in Arabic and Kurdish): CSS mirrors it in
 * right-to-left pages and turns it round for "previous" buttons.
 */
export function ChevronIcon({ size = 22 }: { size?: number }) {
  return (
    <svg
      className="chevron-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 5l7 7-7 7" />
    </svg>
  )
}
