import * as v from 'valibot'
import {
  AdminContactMessage,
  AdminCurrency,
  AdminDiscountCode,
  AdminFaq,
  AdminFaqListQuery,
  AdminOffer,
  AdminSlider,
  CurrencyRateBody,
  DiscountCodeFields,
  FaqFields,
  HandledBody,
  InboxQuery,
  OfferFields,
  SliderFields,
} from '../../../../contract/admin-content'
import { adminPage } from '../../../../contract/admin-hotels'
import { PhotoUploadBody } from '../../../../contract/admin-photos'
import { IdParam } from '../../../../contract/common'
import { operatorOf } from '../../../auth/operator'
import { defineRoute } from '../../../http/route'
import { listAdminCurrencies, setCurrencyRate } from '../../../services/admin/content/currencies'
import {
  deleteDiscountCode,
  listDiscountCodes,
  readDiscountCode,
  saveDiscountCode,
} from '../../../services/admin/content/discount-codes'
import { deleteFaq, listFaqs, readFaq, saveFaq } from '../../../services/admin/content/faqs'
import { listInbox, markHandled, readMessage } from '../../../services/admin/content/inbox'
import { deleteOffer, listOffers, readOffer, saveOffer } from '../../../services/admin/content/offers'
import {
  deleteSlider,
  listSliders,
  readSlider,
  saveSlider,
  setSliderPicture,
} from '../../../services/admin/content/sliders'
import { uploadedBytes } from '../photos'
import { contentRoutes } from './crud'

const admin = { tags: ['admin'], auth: 'required', role: 'admin' } as const
const BAD_PICTURE = 'Not a JPEG, PNG or WebP picture, larger than 10 MB or 8000 px, or smaller than 480 px'

/** The site's content (issue 19 item 5): administrators only; a manager gets 403 like a user. */
export const adminContentRoutes = [
  ...contentRoutes({
    path: '/admin/offers',
    name: 'Offer',
    plural: 'Offers',
    what: 'offer',
    view: AdminOffer,
    fields: OfferFields,
    list: (db, q) => listOffers(db, q.page),
    read: readOffer,
    save: saveOffer,
    remove: deleteOffer,
    errors: { 422: 'No hotel has this id' },
  }),
  ...contentRoutes({
    path: '/admin/discount-codes',
    name: 'DiscountCode',
    plural: 'DiscountCodes',
    what: 'discount code',
    view: AdminDiscountCode,
    fields: DiscountCodeFields,
    list: (db, q) => listDiscountCodes(db, q.page),
    read: readDiscountCode,
    save: saveDiscountCode,
    remove: deleteDiscountCode,
    errors: {
      409: 'Another code has this text, or the limit is below the uses made',
      422: 'No hotel has this id',
    },
    deleteConflict: 'The code was used in bookings: end its validity instead',
  }),
  ...contentRoutes({
    path: '/admin/sliders',
    name: 'Slider',
    plural: 'Sliders',
    what: 'home section',
    view: AdminSlider,
    fields: SliderFields,
    list: (db, q) => listSliders(db, q.page),
    read: readSlider,
    save: saveSlider,
    remove: deleteSlider,
    errors: { 422: 'An item that is not a thing of the kind the section shows' },
  }),
  defineRoute({
    ...admin,
    method: 'post',
    path: '/admin/sliders/:id/picture',
    operationId: 'adminSetSliderPicture',
    summary: "Upload a home section's picture: the slideshow shows it instead of a drawn one",
    description:
      'multipart/form-data with an `image` file, checked and re-encoded like a hotel photo: JPEG, PNG or WebP, at most 10 MB, 480 to 8000 px a side. Replaces the picture it had.',
    params: IdParam,
    body: PhotoUploadBody,
    files: { image: 'The picture' },
    answers: { 201: v.object({ data: AdminSlider }) },
    errors: { 404: 'No home section has this id', 413: 'Larger than 10 MB', 422: BAD_PICTURE },
    handler: async (c, { params, files }) =>
      c.json(
        {
          data: await setSliderPicture(
            c.get('deps').db,
            c.get('deps').env.DATA_DIR,
            operatorOf(c).userId,
            params.id,
            await uploadedBytes(files.image),
          ),
        },
        201,
      ),
  }),
  defineRoute({
    ...admin,
    method: 'delete',
    path: '/admin/sliders/:id/picture',
    operationId: 'adminDeleteSliderPicture',
    summary: "Remove a home section's picture: the slideshow shows its drawn one again",
    params: IdParam,
    answers: { 200: v.object({ data: AdminSlider }) },
    errors: { 404: 'No home section has this id' },
    handler: async (c, { params }) =>
      c.json({
        data: await setSliderPicture(
          c.get('deps').db,
          c.get('deps').env.DATA_DIR,
          operatorOf(c).userId,
          params.id,
          null,
        ),
      }),
  }),
  ...contentRoutes({
    path: '/admin/faqs',
    name: 'Faq',
    plural: 'Faqs',
    what: 'help-centre question',
    view: AdminFaq,
    fields: FaqFields,
    query: AdminFaqListQuery,
    list: listFaqs,
    read: readFaq,
    save: saveFaq,
    remove: deleteFaq,
  }),

  defineRoute({
    ...admin,
    method: 'get',
    path: '/admin/currencies',
    operationId: 'adminListCurrencies',
    summary: 'The currencies and their rates to the US dollar',
    answers: { 200: v.object({ data: v.array(AdminCurrency) }) },
    handler: async (c) => c.json({ data: await listAdminCurrencies(c.get('deps').db) }),
  }),
  defineRoute({
    ...admin,
    method: 'put',
    path: '/admin/currencies/:id',
    operationId: 'adminSetCurrencyRate',
    summary: "Set a currency's units per US dollar: prices and new bookings use it at once",
    params: IdParam,
    body: CurrencyRateBody,
    answers: { 200: v.object({ data: AdminCurrency }) },
    errors: { 404: 'No currency has this id', 422: 'The base currency keeps the rate 1' },
    handler: async (c, { params, body }) =>
      c.json({
        data: await setCurrencyRate(c.get('deps').db, operatorOf(c).userId, params.id, body.ex_price),
      }),
  }),

  defineRoute({
    ...admin,
    method: 'get',
    path: '/admin/contact-messages',
    operationId: 'adminListContactMessages',
    summary: 'The contact form inbox: open messages first, newest first, 50 a page',
    query: InboxQuery,
    answers: { 200: adminPage(AdminContactMessage) },
    handler: async (c, { query }) => c.json(await listInbox(c.get('deps').db, query)),
  }),
  defineRoute({
    ...admin,
    method: 'get',
    path: '/admin/contact-messages/:id',
    operationId: 'adminGetContactMessage',
    summary: 'One message of the contact form',
    params: IdParam,
    answers: { 200: v.object({ data: AdminContactMessage }) },
    errors: { 404: 'No message has this id' },
    handler: async (c, { params }) => c.json({ data: await readMessage(c.get('deps').db, params.id) }),
  }),
  defineRoute({
    ...admin,
    method: 'put',
    path: '/admin/contact-messages/:id/handled',
    operationId: 'adminMarkContactMessage',
    summary: 'Mark a message handled (by the caller, now) or open again',
    params: IdParam,
    body: HandledBody,
    answers: { 200: v.object({ data: AdminContactMessage }) },
    errors: { 404: 'No message has this id' },
    handler: async (c, { params, body }) =>
      c.json({
        data: await markHandled(c.get('deps').db, operatorOf(c).userId, params.id, body.handled),
      }),
  }),
]
