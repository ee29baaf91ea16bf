import { CommentList, CommentListQuery } from '../../contract/comment'
import { FaqList, FaqListQuery } from '../../contract/faq'
import {
  DiscountList,
  DiscountListQuery,
  OfferList,
  OfferListQuery,
  SliderList,
  SliderListQuery,
} from '../../contract/marketing'
import { defineRoute } from '../http/route'
import { listComments } from '../services/comments'
import { listDiscounts } from '../services/discounts'
import { listFaqs } from '../services/faq'
import { listOffers } from '../services/offers'
import { listSliders } from '../services/sliders'

/** Home sections, offers, discounts, help centre and reviews: public reads, thin handlers. */
export const readRoutes = [
  defineRoute({
    method: 'get',
    path: '/slider',
    operationId: 'listSliders',
    summary: 'Home page sections, each with its children (offers, places, discounts, hotels)',
    tags: ['home'],
    auth: 'optional',
    query: SliderListQuery,
    answers: { 200: SliderList },
    handler: async (c, { query }) => c.json(await listSliders(c.get('deps').db, query)),
  }),

  defineRoute({
    method: 'get',
    path: '/offers',
    operationId: 'listOffers',
    summary: 'Offers not yet ended, soonest-ending first',
    tags: ['home'],
    auth: 'optional',
    query: OfferListQuery,
    answers: { 200: OfferList },
    handler: async (c, { query }) => c.json(await listOffers(c.get('deps').db, query)),
  }),

  defineRoute({
    method: 'get',
    path: '/discounts',
    operationId: 'listDiscounts',
    summary: 'Hotel discounts with their hotel',
    tags: ['home'],
    auth: 'optional',
    query: DiscountListQuery,
    answers: { 200: DiscountList },
    handler: async (c, { query }) => c.json({ data: await listDiscounts(c.get('deps').db, query) }),
  }),

  defineRoute({
    method: 'get',
    path: '/common-questions',
    operationId: 'listCommonQuestions',
    summary: 'Help-centre questions, optionally of one department (1–4)',
    tags: ['home'],
    auth: 'optional',
    query: FaqListQuery,
    answers: { 200: FaqList },
    handler: async (c, { query }) => c.json(await listFaqs(c.get('deps').db, query)),
  }),

  defineRoute({
    method: 'get',
    path: '/comment',
    operationId: 'listComments',
    summary: "A hotel's ratings and comments, newest first",
    tags: ['home'],
    auth: 'optional',
    query: CommentListQuery,
    answers: { 200: CommentList },
    errors: { 404: 'No hotel has this id' },
    handler: async (c, { query }) => c.json(await listComments(c.get('deps').db, query)),
  }),
]
