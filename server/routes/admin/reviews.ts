import * as v from 'valibot'
import { adminPage } from '../../../contract/admin-hotels'
import { AdminReview, AdminReviewQuery, HiddenBody, ReplyBody } from '../../../contract/admin-reviews'
import { IdParam } from '../../../contract/common'
import { managedHotelIds, operatorOf } from '../../auth/operator'
import { defineRoute } from '../../http/route'
import { listAdminReviews, removeReply, replyToReview, setReviewHidden } from '../../services/admin/reviews'

const one = v.object({ data: AdminReview })
const NOT_IN_SCOPE = 'No review with this id of a hotel the caller runs'

/** Reviews (issue 19 item 6): a manager answers their hotels' reviews; an administrator also hides them. */
export const adminReviewRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/reviews',
    operationId: 'adminListReviews',
    summary: "The caller's hotels' reviews, newest first, 25 a page: of one hotel, unanswered or hidden",
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    query: AdminReviewQuery,
    answers: { 200: adminPage(AdminReview) },
    handler: async (c, { query }) =>
      c.json(await listAdminReviews(c.get('deps').db, managedHotelIds(c), query)),
  }),

  defineRoute({
    method: 'put',
    path: '/admin/reviews/:id/reply',
    operationId: 'adminReplyToReview',
    summary: "Write or change the hotel's one reply to a review; it shows under the review on the hotel page",
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    params: IdParam,
    body: ReplyBody,
    answers: { 200: one },
    errors: { 404: NOT_IN_SCOPE },
    handler: async (c, { params, body }) =>
      c.json({
        data: await replyToReview(
          c.get('deps').db,
          managedHotelIds(c),
          operatorOf(c).userId,
          params.id,
          body.reply,
        ),
      }),
  }),

  defineRoute({
    method: 'delete',
    path: '/admin/reviews/:id/reply',
    operationId: 'adminRemoveReply',
    summary: "Take the hotel's reply to a review away",
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    params: IdParam,
    answers: { 200: one },
    errors: { 404: NOT_IN_SCOPE },
    handler: async (c, { params }) =>
      c.json({
        data: await removeReply(c.get('deps').db, managedHotelIds(c), operatorOf(c).userId, params.id),
      }),
  }),

  defineRoute({
    method: 'put',
    path: '/admin/reviews/:id/hidden',
    operationId: 'adminHideReview',
    summary:
      "Hide an abusive review or show it again (administrators): the hotel page, its count and the hotel's rate follow at once",
    tags: ['admin'],
    auth: 'required',
    role: 'admin',
    params: IdParam,
    body: HiddenBody,
    answers: { 200: one },
    errors: { 404: 'No review with this id' },
    handler: async (c, { params, body }) =>
      c.json({
        data: await setReviewHidden(c.get('deps').db, operatorOf(c).userId, params.id, body.hidden),
      }),
  }),
]
