import { z } from 'zod'

/** Error codes of spec section 8 plus the ones our server names where the spec leaves them open. */
export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'internal_error',
  'rate_limited',
  // A dependency (the database, file storage) is out for a moment: 503 with Retry-After (docs/OPERATIONS.md).
  'service_unavailable',
  // Refused by Node's HTTP parser before any route (http/client-error.ts): headers or URL over 16 KB, a slow request.
  'request_too_large',
  'request_timeout',
  'invalid_grant',
  'invalid_client',
  'unsupported_grant_type',
  'PASSWORD_TOO_SHORT',
  'PASSWORDS_MISMATCH',
  'EMAIL_ALREADY_TAKEN',
  'EMAIL_IS_INVALID',
  'TOS_NOT_ACCEPTED',
  'REGISTRATION_FLOW_IS_INVALID',
  'INVALID_PHONE',
  'INVALID_SMS_CODE',
  'SMS_CODE_EXPIRED',
  'SMS_CODE_TOO_MANY_ATTEMPTS',
  'SMS_CODE_THROTTLED',
  'INVALID_FILE_TYPE',
  'INVALID_FILE_EXTENSION',
  'FILE_TOO_BIG',
  'RENTAL_DATES_IN_PAST',
  'START_DATE_AFTER_END_DATE',
  'RENTAL_ALREADY_CANCELLED',
  'RENTAL_CANCELLATION_DELAY_TOO_SHORT',
  'RENTAL_MODIFICATION_DELAY_TOO_SHORT',
  'RENTAL_NOT_IN_PROGRESS',
  // The tenant's privacy_usage is off: no rental has a geotracking switch.
  'GEOTRACKING_NOT_OFFERED',
  'RENTAL_STATUS_NOT_MODIFIABLE',
  'VEHICLE_NOT_AVAILABLE',
  'CARPOOL_FULL',
  'CARPOOL_ALREADY_JOINED',
  'IDEMPOTENCY_KEY_REUSED',
  'SEARCH_END_TIME_TOO_LONG',
  'SEARCH_END_TIME_TOO_SHORT',
  'SEARCH_START_TIME_TOO_FAR_IN_ADVANCE',
  'SEARCH_START_TIME_TOO_SOON',
  'SEARCH_NO_ACTIVE_CARD',
  'RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING',
  'SEARCH_TOO_MANY_RESERVATIONS',
  'SEARCH_END_TIME_AFTER',
  'SEARCH_START_TIME_BEFORE',
  'WRONG_PARAMETER',
  'EXPIRED_DISCOUNT_CODE',
  'INVALID_DISCOUNT_CODE',
  'DISCOUNT_CODE_MAX_LIMIT_REACHED',
  'CARD_DECLINED',
  'user_current_password_invalid',
  'email_change_token_invalid',
  'user_rentals_user_has_rental',
  'user_invoices_as_buyer_user_has_pending_invoice',
  'invalid_reset_password_token',
  'invalid_id_token',
  'registration_disabled',
  'account_blocked',
  // Field validation of PUT /user (spec section 5: mandatory, invalid format, invalid date).
  'FIELD_REQUIRED',
  'INVALID_FORMAT',
  'INVALID_DATE',
  'profile_edition_disabled',
  // Security limits (server/SECURITY.md).
  'SMS_DAILY_LIMIT_REACHED',
  'account_locked',
  'login_slowed_down',
  'invalid_unlock_token',
  'too_many_documents',
  'invalid_redirect_uri',
  'IMAGE_TOO_LARGE',
  'CARPOOL_REJOIN_TOO_SOON',
  // The trip (contracts/trip.ts): each refusal's entry also carries `trip` with the reason and what to do.
  'TRIP_TOO_EARLY',
  'TRIP_TOO_LATE',
  'CONDITION_REPORT_MISSING',
  'VEHICLE_UNREACHABLE',
  'NOT_AT_RETURN_STATION',
  'EXTENSION_PAST_LATEST_END',
  // A member keeps at most MAX_ACTIVE_ALERTS alerts (contracts/alert.ts).
  'TOO_MANY_ALERTS',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

/** The error body of every 4xx and 5xx answer: `{"errors": [{"code", "detail"}]}`. */
export const ErrorBodySchema = z.object({
  errors: z.array(
    z.object({
      code: z.string(),
      detail: z.string(),
      /** The request field the error is about, when there is one (dotted, e.g. "user.email"). */
      field: z.string().optional(),
    }),
  ),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>
