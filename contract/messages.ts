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
  // Texts of SMS and e-mails; {code} and {minutes} are filled in by the server.
  smsSignupCode: /*i18n*/ {
    id: 'sms.signup_code',
    message: 'Your Funduq code is {code}. It expires in {minutes} minutes.',
  },
  smsRecoveryCode: /*i18n*/ {
    id: 'sms.recovery_code',
    message: 'Your Funduq password reset code is {code}. It expires in {minutes} minutes.',
  },
  mailRecoverySubject: /*i18n*/ { id: 'mail.recovery_subject', message: 'Your Funduq password reset code' },
  mailRecoveryText: /*i18n*/ {
    id: 'mail.recovery_text',
    message:
      'Your code to reset your Funduq password is {code}. It expires in {minutes} minutes. If you did not ask for it, you can ignore this e-mail.',
  },
} as const

export type MessageId = (typeof messages)[keyof typeof messages]['id']
