import type { Operator } from '../../auth/operator'

/** The hotels a console caller may see and change (`managedHotelIds`): all, or a manager's list. */
export type HotelScope = Operator['hotels']

export const inScope = (scope: HotelScope, hotelId: number) => scope === 'all' || scope.includes(hotelId)
