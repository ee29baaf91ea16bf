import { type IconProps, Svg } from '../../../components/ui/icons'

/** Icons only the home page uses. Chevrons point "forward" and are mirrored in RTL by CSS. */
export const ChevronForwardIcon = (p: IconProps) => (
  <Svg className="flip-rtl" {...p}>
    <path d="M9 5l7 7-7 7" />
  </Svg>
)
export const ChevronBackIcon = (p: IconProps) => (
  <Svg className="flip-rtl" {...p}>
    <path d="M15 5l-7 7 7 7" />
  </Svg>
)
export const PauseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 5v14M15 5v14" />
  </Svg>
)
export const PlayIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </Svg>
)
export const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
)
export const LocateIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </Svg>
)
