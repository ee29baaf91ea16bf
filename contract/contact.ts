import * as v from 'valibot'
import { emailField, singleLine } from './common'
import { messages as m } from './messages'

/**
 * The contact form (spec §2 Contact): `POST /api/contact`. The browser checks input with the
 * same schema before sending, so an error reads the same wherever it is caught (decision 4).
 */
export const CONTACT_LIMITS = {
  name: 100,
  address: 200,
  message: { min: 10, max: 2000 },
} as const

/** Messages of this form only; `lingui extract` collects them like contract/messages.ts. */
export const contactMessages = {
  messageTooShort: /*i18n*/ {
    id: 'contact.message_too_short',
    message: 'Write at least 10 characters',
  },
} as const

/** Name and address go into the support e-mail: one line each. */
const requiredLine = (max: number) =>
  v.pipe(
    v.string(m.required.id),
    v.trim(),
    v.nonEmpty(m.required.id),
    singleLine,
    v.maxLength(max, m.tooLong.id),
  )

/** Characters as people count them: an emoji or a letter outside the BMP is one, not two. */
const length = (s: string) => [...s].length

/** A field left out of the body reads as "required", like one sent empty. */
export const ContactBody = v.object(
  {
    name: requiredLine(CONTACT_LIMITS.name),
    email: emailField,
    address: requiredLine(CONTACT_LIMITS.address),
    message: v.pipe(
      v.string(m.required.id),
      v.trim(),
      v.nonEmpty(m.required.id),
      // An empty message already says "required"; one reason per problem.
      v.check(
        (s) => s.length === 0 || length(s) >= CONTACT_LIMITS.message.min,
        contactMessages.messageTooShort.id,
      ),
      v.check((s) => length(s) <= CONTACT_LIMITS.message.max, m.tooLong.id),
    ),
  },
  m.required.id,
)
export type ContactBody = v.InferOutput<typeof ContactBody>

export const ContactAnswer = v.object({ data: v.object({ id: v.number() }) })
export type ContactAnswer = v.InferOutput<typeof ContactAnswer>
