import { Hono } from 'hono'
import * as v from 'valibot'
import { ProfileBody } from '../../contract/account'
import { messages } from '../../contract/messages'
import { requireMember } from '../auth/caller'
import type { AppEnv } from '../http/context'
import { forbidden } from '../http/errors'
import { parseJson, parseParams } from '../http/validate'
import { deleteAccount, updateProfile } from '../services/profile'
import { contactCodeLimits, profileAnswer } from './profile-answer'

const UserIdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, messages.notFound.id), v.transform(Number)),
})

/** `POST /api/user/:id` and `DELETE /api/user/:id`: a registered user, on their own account only. */
export const userRoutes = new Hono<AppEnv>()
  .post('/user/:id', async (c) => {
    const caller = requireMember(c)
    const { id } = parseParams(c, UserIdParam)
    if (id !== caller.userId) throw forbidden()
    const input = await parseJson(c, ProfileBody)
    const update = await updateProfile(c.get('deps'), id, input, {
      keepSid: caller.sid,
      lang: c.get('lang'),
      beforeCodes: () => contactCodeLimits(c, id),
    })
    return c.json(profileAnswer(update, c.get('lang')))
  })

  .delete('/user/:id', async (c) => {
    const caller = requireMember(c)
    const { id } = parseParams(c, UserIdParam)
    if (id !== caller.userId) throw forbidden()
    await deleteAccount(c.get('deps'), id)
    return c.body(null, 204)
  })
