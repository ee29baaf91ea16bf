import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { BookingQuote, type BookingRequestInput } from '../../../../contract/booking'
import { api } from '../../../lib/api'
import { bookingKeys } from './keys'

const QuoteAnswer = v.object({ data: BookingQuote })

/**
 * `POST /api/booking-quote`: the server prices the stay (rooms, discount code, total, AED
 * equivalent). Nothing is held: it can be asked as often as needed.
 */
export const fetchBookingQuote = async (body: BookingRequestInput, signal?: AbortSignal) =>
  (await api(QuoteAnswer, '/booking-quote', { method: 'POST', body, signal })).data

export const bookingQuoteQueryOptions = (body: BookingRequestInput) =>
  queryOptions({
    queryKey: [...bookingKeys.quotes, body],
    queryFn: ({ signal }) => fetchBookingQuote(body, signal),
    // Availability moves: a summary older than half a minute is asked again.
    staleTime: 30_000,
  })
