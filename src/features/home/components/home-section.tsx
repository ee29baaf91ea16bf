import type { ReactNode } from 'react'
import type { Slider } from '../../../../contract/marketing'
import { localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'

interface Props {
  slider: Slider
  /** Shown at the heading's inline end: row buttons, a "see all" link, a location button. */
  actions?: ReactNode
  /** A tinted band sets a section apart from its neighbours. */
  tone?: 'plain' | 'tinted'
  children: ReactNode
}

/** One home section: its title and description in the visitor's language, then its content. */
export function HomeSection({ slider, actions, tone = 'plain', children }: Props) {
  const { language } = usePreferences()
  const title = localized(slider, 'title', language)
  const description = localized(slider, 'description', language)
  const headingId = `home-section-${slider.id}`
  return (
    <section
      className={`home-section home-section-${tone}`}
      aria-labelledby={headingId}
      data-testid="home-section"
      data-section-type={slider.slider_type}
    >
      <div className="container">
        <header className="home-section-head">
          <div className="home-section-titles">
            <h2 id={headingId}>{title}</h2>
            {description && <p>{description}</p>}
          </div>
          {actions && <div className="home-section-actions">{actions}</div>}
        </header>
        {children}
      </div>
    </section>
  )
}
