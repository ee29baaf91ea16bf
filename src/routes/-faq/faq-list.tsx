import { Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Language } from '../../../contract/common'
import type { Faq } from '../../../contract/faq'
import { Svg } from '../../components/ui/icons'
import { localized } from '../../lib/format'
import './faq.css'

/** The questions of one department; each opens and closes its answer (spec §2 FAQ). */
export function FaqList({ faqs, language }: { faqs: Faq[]; language: Language }) {
  if (faqs.length === 0) {
    return (
      <div className="faq-empty" data-testid="faq-empty">
        <h2>
          <Trans>No FAQ in this section</Trans>
        </h2>
        <p>
          <Trans>Try another topic, or write to us and we will answer.</Trans>
        </p>
      </div>
    )
  }
  return (
    <ul className="faq-list" data-testid="faq-list">
      {faqs.map((faq) => (
        <FaqItem key={faq.id} faq={faq} language={language} />
      ))}
    </ul>
  )
}

/** A disclosure: the button says whether its answer is shown and points at it. */
function FaqItem({ faq, language }: { faq: Faq; language: Language }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const questionId = `${id}-question`
  const answerId = `${id}-answer`
  return (
    <li className="faq-item" data-testid="faq-item" data-faq-id={faq.id}>
      <h2 className="faq-question">
        <button
          type="button"
          id={questionId}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{localized(faq, 'question', language)}</span>
          <Svg className="faq-chevron">
            <path d="M6 9l6 6 6-6" />
          </Svg>
        </button>
      </h2>
      <section id={answerId} aria-labelledby={questionId} className="faq-answer" hidden={!open}>
        <p>{localized(faq, 'answer', language)}</p>
      </section>
    </li>
  )
}
