import { Hono } from 'hono'
import { GuestUserBody } from '../../contract/auth'
import type { AppEnv } from '../http/context'
import { parseJson } from '../http/validate'
import { createGuest, refreshSession } from '../services/sessions'

export const authRoutes = new Hono<AppEnv>().post('/guest-user', async (c) => {
  const body = await parseJson(c, GuestUserBody)
  const { db, tokens } = c.get('deps')
  const data = body.refreshToken
    ? await refreshSession(db, tokens, body.refreshToken)
    : await createGuest(db, tokens)
  return c.json({ data }, body.refreshToken ? 200 : 201)
})
