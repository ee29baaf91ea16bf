// Compiled with the client generated from the API document, beside it, by tools/openapi/check.ts
// (the root tsconfig leaves it out): the types a partner's code would lean on must exist and
// mean what they say.
import type { components, operations, paths } from './api'

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never

type HotelList = Json<paths['/api/hotel']['get']['responses'][200]>
export const firstTitle = (list: HotelList): string => list.data[0]?.en_title ?? ''

export const hotelQuery: NonNullable<paths['/api/hotel']['get']['parameters']['query']> = {
  checkin: '2030-01-10',
  checkout: '2030-01-12',
  take: '12',
}

export const reservationPath: paths['/api/reservations/{id}']['get']['parameters']['path'] = { id: '42' }

export const login: Json<NonNullable<operations['login']['requestBody']>> = {
  email: 'demo@funduq.test',
  password: 'Demo@2024x',
}
export const token = (answer: Json<operations['login']['responses'][200]>): string => answer.data.token

export const fieldErrors = (e: components['schemas']['ErrorBody']): string[] => Object.keys(e.errors ?? {})

export const idempotencyKey: NonNullable<
  operations['makeReservation']['parameters']['header']
>['Idempotency-Key'] = 'b7e0c1d2-0000-4000-8000-000000000001'
