import { adminReviewRoutes } from './reviews'
import { adminUserRoutes } from './users'

/** Reviews and accounts (issue 19 items 6 and 7, decision 39): one entry in the console's route list. */
export const adminPeopleRoutes = [...adminReviewRoutes, ...adminUserRoutes]
