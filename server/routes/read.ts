import { Hono } from 'hono'
import { CommentListQuery } from '../../contract/comment'
import { FaqListQuery } from '../../contract/faq'
import { DiscountListQuery, OfferListQuery, SliderListQuery } from '../../contract/marketing'
import type { AppEnv } from '../http/context'
import { parseQuery } from '../http/validate'
import { listComments } from '../services/comments'
import { listDiscounts } from '../services/discounts'
import { listFaqs } from '../services/faq'
import { listOffers } from '../services/offers'
import { listSliders } from '../services/sliders'

/** Home sections, offers, discounts, help centre and reviews: public reads, thin handlers. */
export const readRoutes = new Hono<AppEnv>()
  .get('/slider', async (c) => {
    const q = parseQuery(c, SliderListQuery)
    return c.json(await listSliders(c.get('deps').db, q))
  })
  .get('/offers', async (c) => {
    const q = parseQuery(c, OfferListQuery)
    return c.json(await listOffers(c.get('deps').db, q))
  })
  .get('/discounts', async (c) => {
    const q = parseQuery(c, DiscountListQuery)
    return c.json({ data: await listDiscounts(c.get('deps').db, q) })
  })
  .get('/common-questions', async (c) => {
    const q = parseQuery(c, FaqListQuery)
    return c.json(await listFaqs(c.get('deps').db, q))
  })
  .get('/comment', async (c) => {
    const q = parseQuery(c, CommentListQuery)
    return c.json(await listComments(c.get('deps').db, q))
  })
