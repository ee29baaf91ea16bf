import { ProfileAnswer, ProfileBody } from '../../contract/account'
import { IdParam } from '../../contract/common'
import { defineRoute, noContent } from '../http/route'
import { deleteAccount } from '../services/profile'
import { PROFILE_ERRORS, saveProfile } from './profile-answer'

/** `POST /api/user/:id` and `DELETE /api/user/:id`: a registered user, on their own account only. */
export const userRoutes = [
  defineRoute({
    method: 'post',
    path: '/user/:id',
    operationId: 'updateUser',
    summary: 'Change your own profile (JSON, same fields as update-profile)',
    tags: ['account'],
    auth: 'required',
    role: 'member',
    params: IdParam,
    allow: ({ caller, params }) => params.id === caller.userId,
    body: ProfileBody,
    answers: { 200: ProfileAnswer },
    errors: { 403: "A guest session, or another user's id", ...PROFILE_ERRORS },
    handler: async (c, { caller, body }) => c.json(await saveProfile(c, caller, body)),
  }),

  defineRoute({
    method: 'delete',
    path: '/user/:id',
    operationId: 'deleteUser',
    summary: 'Delete your own account: personal data erased, sessions ended',
    tags: ['account'],
    auth: 'required',
    role: 'member',
    params: IdParam,
    allow: ({ caller, params }) => params.id === caller.userId,
    answers: { 204: noContent },
    errors: { 403: "A guest session, or another user's id" },
    handler: async (c, { params }) => {
      await deleteAccount(c.get('deps'), params.id)
      return c.body(null, 204)
    },
  }),
]
