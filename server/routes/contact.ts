import { Hono } from 'hono'
import { ContactBody } from '../../contract/contact'
import { callerOf } from '../auth/caller'
import type { AppEnv } from '../http/context'
import { clientIp, enforce } from '../http/rate-limit'
import { parseJson } from '../http/validate'
import { sendContactMessage } from '../services/contact'

/** The contact form (spec §2): anyone may write, a few times an hour per address. */
export const contactRoutes = new Hono<AppEnv>().post('/contact', async (c) => {
  const body = await parseJson(c, ContactBody)
  await enforce(c, ['contact.ip', clientIp(c)])
  const data = await sendContactMessage(c.get('deps'), body, {
    lang: c.get('lang'),
    userId: callerOf(c)?.userId ?? null,
  })
  return c.json({ data }, 201)
})
