import { CommentList, CommentListQuery } from './comment'
import type { Endpoint } from './endpoints'
import { FaqList, FaqListQuery } from './faq'
import {
  DiscountList,
  DiscountListQuery,
  OfferList,
  OfferListQuery,
  SliderList,
  SliderListQuery,
} from './marketing'

/** Home sections, offers, discounts, help centre and reviews: public reads. */
export const readEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/slider',
    summary: 'Home page sections, each with its children (offers, places, discounts, hotels)',
    query: SliderListQuery,
    response: SliderList,
  },
  {
    method: 'get',
    path: '/offers',
    summary: 'Offers not yet ended, soonest-ending first',
    query: OfferListQuery,
    response: OfferList,
  },
  {
    method: 'get',
    path: '/discounts',
    summary: 'Hotel discounts with their hotel',
    query: DiscountListQuery,
    response: DiscountList,
  },
  {
    method: 'get',
    path: '/common-questions',
    summary: 'Help-centre questions, optionally of one department (1–4)',
    query: FaqListQuery,
    response: FaqList,
  },
  {
    method: 'get',
    path: '/comment',
    summary: "A hotel's ratings and comments, newest first",
    query: CommentListQuery,
    response: CommentList,
  },
]
