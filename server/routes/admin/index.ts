import type { Route } from '../../http/route'
import { adminAuditRoutes } from './audit'
import { adminContentRoutes } from './content'
import { adminDiscountRoutes } from './discounts'
import { adminHotelRoutes } from './hotels'
import { adminMeRoute } from './me'
import { adminPeopleRoutes } from './people'
import { adminPhotoRoutes } from './photos'
import { adminReservationRoutes } from './reservations'
import { adminRoomTypeRoutes } from './room-types'

/**
 * The operator console's calls under /api/admin. Each declares `role: 'admin'` or
 * `role: 'operator'` and scopes hotels with server/auth/operator.ts (decision 23).
 */
export const adminRoutes: readonly Route[] = [
  adminMeRoute,
  ...adminHotelRoutes,
  ...adminRoomTypeRoutes,
  ...adminAuditRoutes,
  ...adminPhotoRoutes,
  ...adminDiscountRoutes,
  ...adminContentRoutes,
  ...adminReservationRoutes,
  ...adminPeopleRoutes,
]
