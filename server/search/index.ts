/**
 * Search and availability (decision 29): the hotel list, destination suggestions, stays and
 * their prices, the room-night availability the hotel page and the booking read, the prepared
 * statements they run, and the SQL functions and triggers that keep the search's tables
 * (`sql/`). Constants live in `constants.ts` alone.
 */
export { childNightRate, childSupplement, freeRooms, Params, roomStays } from './availability'
export { listHotels } from './hotel-list'
export { arrayParam, columns, inTurn, ONE_ROW, sqlText, statement, statementsByKey } from './prepared'
export {
  afterPromotion,
  afterPromotionSql,
  familyOffersFor,
  promotionSubqueries,
  promotionsFor,
  roomLine,
  withFamilyOffer,
} from './promotions'
export { type Stay, validStay } from './stay'
export { forgetSuggestions, suggest } from './suggest'
