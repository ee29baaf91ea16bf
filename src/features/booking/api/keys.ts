/**
 * Query keys of the booking calls. Everything sits under `['booking']`, apart from the hotel
 * lists' `['hotels']`: a currency change reprices hotels, never a reservation already made.
 */
export const bookingKeys = {
  all: ['booking'] as const,
  quotes: ['booking', 'quote'] as const,
  reservations: ['booking', 'reservation'] as const,
  mine: ['booking', 'mine'] as const,
}
