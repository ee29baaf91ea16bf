/**
 * Validation messages shared by the client and the server.
 *
 * Schemas carry a message *id*; the browser translates it with Lingui and the server
 * translates it with the same catalogs (server/i18n.ts), so a field error reads the same
 * wherever it is caught. The `/*i18n*\/` marker lets `lingui extract` collect them.
 */
export const messages = {
  required: /*i18n*/ { id: 'validation.required', message: 'This field is required' },
  invalidEmail: /*i18n*/ { id: 'validation.invalid_email', message: 'Invalid email' },
  wholeNumber: /*i18n*/ { id: 'validation.whole_number', message: 'Must be a whole number' },
  tooSmall: /*i18n*/ { id: 'validation.too_small', message: 'The value is too small' },
  tooLarge: /*i18n*/ { id: 'validation.too_large', message: 'The value is too large' },
  invalidDate: /*i18n*/ { id: 'validation.invalid_date', message: 'Use a date in the form YYYY-MM-DD' },
  checkoutAfterCheckin: /*i18n*/ {
    id: 'validation.checkout_after_checkin',
    message: 'Check-out must be after check-in',
  },
  pastDate: /*i18n*/ { id: 'validation.past_date', message: 'The date cannot be in the past' },
  invalidValue: /*i18n*/ { id: 'validation.invalid_value', message: 'This value is not allowed' },
  tooLong: /*i18n*/ { id: 'validation.too_long', message: 'This text is too long' },
  invalidRequest: /*i18n*/ { id: 'error.invalid_request', message: 'Some fields need your attention' },
  notFound: /*i18n*/ { id: 'error.not_found', message: 'Not found' },
  unauthorized: /*i18n*/ { id: 'error.unauthorized', message: 'Please sign in again' },
  forbidden: /*i18n*/ { id: 'error.forbidden', message: 'You are not allowed to do this' },
  tooManyRequests: /*i18n*/ {
    id: 'error.too_many_requests',
    message: 'Too many requests, try again shortly',
  },
  serverError: /*i18n*/ { id: 'error.server', message: 'Internal Server Error' },
} as const

export type MessageId = (typeof messages)[keyof typeof messages]['id']
