import { ContactAnswer, ContactBody } from '../../contract/contact'
import { clientIp, enforce } from '../http/rate-limit'
import { defineRoute } from '../http/route'
import { sendContactMessage } from '../services/contact'

/** The contact form (spec §2): anyone may write, a few times an hour per address. */
export const contactRoutes = [
  defineRoute({
    method: 'post',
    path: '/contact',
    operationId: 'sendContactMessage',
    summary: 'Send a message to the support team (stored, then e-mailed to CONTACT_EMAIL)',
    tags: ['contact'],
    auth: 'optional',
    body: ContactBody,
    answers: { 201: ContactAnswer },
    errors: { 429: 'Too many messages from this address: wait for Retry-After' },
    handler: async (c, { caller, body }) => {
      await enforce(c, ['contact.ip', clientIp(c)])
      const data = await sendContactMessage(c.get('deps'), body, {
        lang: c.get('lang'),
        userId: caller?.userId ?? null,
      })
      return c.json({ data }, 201)
    },
  }),
]
