import { AuthAnswer, GuestUserBody } from '../../contract/auth'
import { defineRoute } from '../http/route'
import { createGuest, refreshSession } from '../services/sessions'

/** `POST /api/auth/guest-user`: new guests are limited per IP (guestCreationLimit, in app.ts). */
export const guestUserRoute = defineRoute({
  method: 'post',
  path: '/auth/guest-user',
  operationId: 'startSession',
  summary: 'Start a guest session (201), or refresh any session with refreshToken (200)',
  description:
    'Each refresh token works once, and answers a retry (a lost answer) with the same successor for 60 s after its use, while that successor is unused (decision 30).',
  tags: ['session'],
  auth: 'optional',
  body: GuestUserBody,
  answers: { 201: AuthAnswer, 200: AuthAnswer },
  errors: {
    401: 'The refresh token is unknown, expired or revoked, or came back after its successor was used or after 60 s (the session ends): start again',
    429: 'Too many new guests from this address: wait for Retry-After',
  },
  handler: async (c, { body }) => {
    const { db, tokens } = c.get('deps')
    const data = body.refreshToken
      ? await refreshSession(db, tokens, body.refreshToken)
      : await createGuest(db, tokens)
    return c.json({ data }, body.refreshToken ? 200 : 201)
  },
})
