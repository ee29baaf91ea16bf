import {
  CommentDeletedAnswer,
  CommentRateAnswer,
  CommentRateBody,
  RATING_INVALID_TOKEN,
  RatingTokenAnswer,
  RatingTokenParam,
} from '../../contract/booking'
import { IdParam } from '../../contract/common'
import { messages } from '../../contract/messages'
import { HttpError } from '../http/errors'
import { defineRoute } from '../http/route'
import { translate } from '../i18n'
import { checkRatingToken, deleteOwnComment, submitRating } from '../services/ratings'

/** A token of the wrong shape is just as unknown as a well-formed one nobody issued. */
const unknownToken = () => {
  throw new HttpError(404, RATING_INVALID_TOKEN)
}
const TOKEN_ERRORS = {
  404: `No rating link has this token (message \`${RATING_INVALID_TOKEN}\`)`,
  409: 'This stay is rated already',
} as const

/** The rating page's calls (spec §4) and deleting one's own comment. */
export const ratingRoutes = [
  defineRoute({
    method: 'get',
    path: '/comment-rate/:token',
    operationId: 'checkRatingLink',
    summary: 'Check a rating link: data is the hotel title when valid',
    tags: ['ratings'],
    auth: 'optional',
    params: RatingTokenParam,
    onBadParams: unknownToken,
    answers: { 200: RatingTokenAnswer },
    errors: TOKEN_ERRORS,
    handler: async (c, { params }) =>
      c.json(await checkRatingToken(c.get('deps').db, params.token, c.get('lang'))),
  }),

  defineRoute({
    method: 'post',
    path: '/comment-rate/:token',
    operationId: 'rateStay',
    summary: 'Rate a stay with a single-use rating link',
    tags: ['ratings'],
    auth: 'optional',
    params: RatingTokenParam,
    onBadParams: unknownToken,
    body: CommentRateBody,
    answers: { 201: CommentRateAnswer },
    errors: TOKEN_ERRORS,
    handler: async (c, { params, body }) => {
      if (body.id !== params.token)
        throw new HttpError(422, messages.invalidRequest.id, { id: [messages.invalidValue.id] })
      const data = await submitRating(c.get('deps').db, params.token, body)
      return c.json({ message: translate(messages.ratingSubmitted.id, c.get('lang')), data }, 201)
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/comment/:id',
    operationId: 'deleteComment',
    summary: "Delete one's own comment",
    tags: ['ratings'],
    auth: 'required',
    params: IdParam,
    answers: { 200: CommentDeletedAnswer },
    errors: { 404: 'No comment of yours has this id' },
    handler: async (c, { caller, params }) => {
      await deleteOwnComment(c.get('deps').db, params.id, caller.userId)
      return c.json({ message: 'deleted' })
    },
  }),
]
