/** The hotels a console caller may see and change: every hotel (administrator) or a list (manager). */
export type HotelScope = 'all' | readonly number[]

export const inScope = (scope: HotelScope, hotelId: number) => scope === 'all' || scope.includes(hotelId)
