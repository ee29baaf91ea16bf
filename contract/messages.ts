import * as v from 'valibot'

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
  singleLine: /*i18n*/ { id: 'validation.single_line', message: 'Write this on one line' },
  invalidRequest: /*i18n*/ { id: 'error.invalid_request', message: 'Some fields need your attention' },
  notFound: /*i18n*/ { id: 'error.not_found', message: 'Not found' },
  unauthorized: /*i18n*/ { id: 'error.unauthorized', message: 'Please sign in again' },
  forbidden: /*i18n*/ { id: 'error.forbidden', message: 'You are not allowed to do this' },
  tooManyRequests: /*i18n*/ {
    id: 'error.too_many_requests',
    message: 'Too many requests, try again shortly',
  },
  serverError: /*i18n*/ { id: 'error.server', message: 'Internal Server Error' },
  /** The database cannot answer now (restarting, unreachable, too slow): nothing was done. */
  serviceUnavailable: /*i18n*/ {
    id: 'error.unavailable',
    message: 'The service is briefly unavailable. Please try again in a moment.',
  },
  methodNotAllowed: /*i18n*/ { id: 'error.method_not_allowed', message: 'This request is not allowed here' },
  // Accounts: sign-up, sign-in, codes, recovery, profile (server/routes/account.ts).
  invalidPhone: /*i18n*/ { id: 'validation.invalid_phone', message: 'Enter a valid mobile phone number' },
  passwordRules: /*i18n*/ {
    id: 'validation.password_rules',
    message:
      'Use at least 8 characters with a lowercase letter, an uppercase letter, a digit and one of @$!%*?&, and no other characters',
  },
  passwordsMismatch: /*i18n*/ { id: 'validation.passwords_mismatch', message: 'passwords do not match' },
  invalidCode: /*i18n*/ { id: 'validation.invalid_code', message: 'Enter the 6-digit code' },
  imageType: /*i18n*/ { id: 'validation.image_type', message: 'Choose a GIF, JPEG or PNG image' },
  imageTooLarge: /*i18n*/ {
    id: 'validation.image_too_large',
    message: 'The image must be at most 5 MB and 4000 × 4000 pixels',
  },
  loginError: /*i18n*/ { id: 'auth.login_error', message: 'Sorry, the username or password is wrong!' },
  phoneNotVerified: /*i18n*/ {
    id: 'auth.phone_not_verified',
    message: 'Please verify your phone number first with the code we sent you by SMS',
  },
  badPasscode: /*i18n*/ { id: 'auth.bad_passcode', message: 'Sign-up is not available from this app' },
  otpInvalid: /*i18n*/ { id: 'auth.otp_invalid', message: 'This code is not correct' },
  otpExpired: /*i18n*/ { id: 'auth.otp_expired', message: 'This code has expired, ask for a new one' },
  otpExhausted: /*i18n*/ { id: 'auth.otp_exhausted', message: 'Too many wrong tries, ask for a new code' },
  otpCooldown: /*i18n*/ {
    id: 'auth.otp_cooldown',
    message: 'Please wait a moment before asking for a new code',
  },
  resetExpired: /*i18n*/ {
    id: 'auth.reset_expired',
    message: 'This password reset has expired or was already used, please start again',
  },
  guestNotAllowed: /*i18n*/ { id: 'auth.guest_not_allowed', message: 'Sign in or sign up to do this' },
  deliveryFailed: /*i18n*/ {
    id: 'error.delivery_failed',
    message: 'We could not send the message, please try again shortly',
  },
  emailTaken: /*i18n*/ {
    id: 'account.email_taken',
    message: 'This e-mail address is used by another account',
  },
  phoneTaken: /*i18n*/ { id: 'account.phone_taken', message: 'This phone number is used by another account' },
  profileUpdated: /*i18n*/ { id: 'account.updated', message: 'information updated successfully' },
  passwordUpdated: /*i18n*/ { id: 'account.password_updated', message: 'password updated successfully' },
  contactCodeSent: /*i18n*/ {
    id: 'account.contact_code_sent',
    message: 'We sent a code to your new phone number or e-mail address: enter it to confirm the change',
  },
  oidcFailed: /*i18n*/ {
    id: 'auth.oidc_failed',
    message: 'Signing in with Google or Facebook did not work. Please try again.',
  },
  oidcUnavailable: /*i18n*/ {
    id: 'auth.oidc_unavailable',
    message: 'This way of signing in is not available right now, please try again shortly',
  },
  /** The brand on its own (a heading, a sender's name). Inside Arabic and Sorani copy it is «فندق». */
  brand: /*i18n*/ { id: 'brand.name', message: 'Funduq' },
  // Texts of SMS and e-mails; {code} and {minutes} are filled in by the server.
  smsSignupCode: /*i18n*/ {
    id: 'sms.signup_code',
    message: 'Your Funduq code is {code}. It expires in {minutes} minutes.',
  },
  smsRecoveryCode: /*i18n*/ {
    id: 'sms.recovery_code',
    message: 'Your Funduq password reset code is {code}. It expires in {minutes} minutes.',
  },
  smsContactCode: /*i18n*/ {
    id: 'sms.contact_code',
    message: 'Your Funduq code to confirm this phone number is {code}. It expires in {minutes} minutes.',
  },
  mailContactSubject: /*i18n*/ {
    id: 'mail.contact_subject',
    message: 'Confirm your new e-mail address for Funduq',
  },
  mailContactText: /*i18n*/ {
    id: 'mail.contact_text',
    message:
      'Your code to confirm this e-mail address for your Funduq account is {code}. It expires in {minutes} minutes. If you did not ask for it, you can ignore this e-mail.',
  },
  mailRecoverySubject: /*i18n*/ { id: 'mail.recovery_subject', message: 'Your Funduq password reset code' },
  mailRecoveryText: /*i18n*/ {
    id: 'mail.recovery_text',
    message:
      'Your code to reset your Funduq password is {code}. It expires in {minutes} minutes. If you did not ask for it, you can ignore this e-mail.',
  },
  // Booking (server/services/booking/*, the booking pages).
  discountCodeInvalid: /*i18n*/ { id: 'booking.code_invalid', message: 'This discount code is not valid' },
  discountCodeExpired: /*i18n*/ { id: 'booking.code_expired', message: 'This discount code has expired' },
  discountCodeNotYet: /*i18n*/ {
    id: 'booking.code_not_yet',
    message: 'This discount code cannot be used yet',
  },
  discountCodeOtherHotel: /*i18n*/ {
    id: 'booking.code_other_hotel',
    message: 'This discount code is not valid for this hotel',
  },
  discountCodeUsedUp: /*i18n*/ { id: 'booking.code_used_up', message: 'This discount code has been used up' },
  roomsUnavailable: /*i18n*/ {
    id: 'booking.rooms_unavailable',
    message: 'Sorry, these rooms are no longer available for your dates. Please choose other rooms or dates.',
  },
  roomsTooSmall: /*i18n*/ {
    id: 'booking.rooms_too_small',
    message: 'The selected rooms cannot take everyone: add rooms or choose larger ones',
  },
  idempotencyMismatch: /*i18n*/ {
    id: 'booking.idempotency_mismatch',
    message: 'This booking request was already sent with other details',
  },
  holdExpired: /*i18n*/ {
    id: 'booking.hold_expired',
    message: 'The time to complete this booking has run out and the rooms were released. Please book again.',
  },
  alreadyPaid: /*i18n*/ { id: 'booking.already_paid', message: 'This booking is already paid' },
  voucherNotReady: /*i18n*/ {
    id: 'booking.voucher_not_ready',
    message: 'The voucher is ready once the booking is paid or confirmed',
  },
  paymentUnavailable: /*i18n*/ {
    id: 'booking.payment_unavailable',
    message: 'Online payment is not available right now, please try again shortly',
  },
  tooManyHolds: /*i18n*/ {
    id: 'booking.too_many_holds',
    message:
      'You already have the most unpaid bookings allowed on hold. Complete or cancel one in My bookings, or try again in {minutes} minutes.',
  },
  holdTooLarge: /*i18n*/ {
    id: 'booking.hold_too_large',
    message:
      'One online booking can hold at most {nights} room-nights before payment. For a larger stay, please contact us.',
  },
  paymentInProgress: /*i18n*/ {
    id: 'booking.payment_in_progress',
    message: 'The payment for this booking is being started. Please try again in a few seconds.',
  },
  notCancellable: /*i18n*/ {
    id: 'booking.not_cancellable',
    message: 'This booking can no longer be cancelled online: its stay has begun or it has ended.',
  },
  ratingSubmitted: /*i18n*/ { id: 'rating.submitted', message: 'Thank you, your rating was submitted' },
  // E-mails about bookings: {no}, {hotel}, {checkin}, {checkout}, {total}, {link} filled in by the server.
  mailBookingConfirmedSubject: /*i18n*/ {
    id: 'mail.booking_confirmed_subject',
    message: 'Your booking {no} at {hotel} is confirmed',
  },
  /** The total of a booking something was taken off (decision 33). */
  mailTotalDiscounted: /*i18n*/ {
    id: 'mail.total_discounted',
    message: '{total} instead of {original}',
  },
  mailBookingConfirmedText: /*i18n*/ {
    id: 'mail.booking_confirmed_text',
    message:
      'Thank you for booking with Funduq. Your booking {no} at {hotel} from {checkin} to {checkout} is confirmed. Total: {total}. {terms} Your voucher is attached: show it at the hotel reception.',
  },
  // The stay's own cancellation terms in the booking e-mails ({terms} above); {penalty} an amount in words.
  mailTermsFree: /*i18n*/ {
    id: 'mail.terms_free',
    message:
      'Cancellation: free until {time} on {date} (Iraq time); after that, cancelling keeps {penalty} and refunds the rest.',
  },
  mailTermsPartial: /*i18n*/ {
    id: 'mail.terms_partial',
    message: 'Cancellation: partly refundable; cancelling keeps {penalty} and refunds the rest.',
  },
  mailTermsNone: /*i18n*/ {
    id: 'mail.terms_none',
    message: 'Cancellation: non-refundable; cancelling gives nothing back.',
  },
  mailPaymentFailedSubject: /*i18n*/ {
    id: 'mail.payment_failed_subject',
    message: 'Payment for booking {no} did not go through',
  },
  mailPaymentFailedText: /*i18n*/ {
    id: 'mail.payment_failed_text',
    message:
      'The payment for your booking {no} at {hotel} did not go through, so the rooms were released. You can book again at any time: {link}',
  },
  mailRatingSubject: /*i18n*/ { id: 'mail.rating_subject', message: 'How was your stay at {hotel}?' },
  mailRatingText: /*i18n*/ {
    id: 'mail.rating_text',
    message:
      'We hope you enjoyed your stay at {hotel}. Please rate it and help other travellers choose (the link works once): {link}',
  },
  mailReminderSubject: /*i18n*/ {
    id: 'mail.reminder_subject',
    message: 'Your stay at {hotel} begins tomorrow',
  },
  mailReminderText: /*i18n*/ {
    id: 'mail.reminder_text',
    message:
      'A reminder: your stay at {hotel} begins tomorrow, {checkin}. Booking {no}. Your voucher is in My bookings: {link}',
  },
  mailCancelledSubject: /*i18n*/ {
    id: 'mail.cancelled_subject',
    message: 'Your booking {no} at {hotel} is cancelled',
  },
  mailCancelledText: /*i18n*/ {
    id: 'mail.cancelled_text',
    message:
      'Your booking {no} at {hotel} from {checkin} to {checkout} is cancelled. {terms} Refund: {refund}. Kept under the cancellation policy: {penalty}. Your bookings: {link}',
  },
  mailRefundNone: /*i18n*/ { id: 'mail.refund_none', message: 'none' },
} as const

/**
 * A schema or action given no message of ours would say valibot's English ("Invalid type:
 * Expected string but received …"), with the input and the pattern in it. Every such issue,
 * in the browser and on the server, gets one of our ids instead: a missing value is
 * "required", anything else "not allowed". Set here, once, because every schema imports this file.
 */
v.setGlobalMessage((issue) => (issue.input === undefined ? messages.required.id : messages.invalidValue.id))
