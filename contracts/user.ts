import { ReminderChannelSchema, ReminderTimingSchema } from './reminder-channel'
import { z } from 'zod'
import { IdSchema } from './common'
import { WORKFLOW_STEPS } from './workflow'

export * from './workflow'

export const WorkflowStepSchema = z.enum(WORKFLOW_STEPS)

/** Driver field names a tenant may show or require (spec section 3). */
export const DRIVER_FIELDS = [
  'first_name',
  'last_name',
  'birthday_time',
  'birthday_location',
  'cell_phone',
  'address_line1',
  'address_line2',
  'address_postal_code',
  'address_locality',
  'address_state',
  'address_country',
  'driving_licence_number',
  'driving_licence_location',
  'driving_licence_obtaining_time',
  'driving_licence_expiration_time',
] as const
export const DriverFieldSchema = z.enum(DRIVER_FIELDS)
export type DriverField = z.infer<typeof DriverFieldSchema>

/** Fields of the personal-details step; the rest of DRIVER_FIELDS belong to the licence step. */
export const PERSONAL_FIELDS: readonly DriverField[] = [
  'first_name',
  'last_name',
  'birthday_time',
  'birthday_location',
  'address_line1',
  'address_line2',
  'address_postal_code',
  'address_locality',
  'address_state',
  'address_country',
]
export const LICENCE_FIELDS: readonly DriverField[] = ['driving_licence_number', 'driving_licence_location', 'driving_licence_obtaining_time', 'driving_licence_expiration_time']
/** Date-valued driver fields: ISO 8601 dates (YYYY-MM-DD) on the wire; shown in the tenant's format. */
export const DATE_FIELDS: readonly DriverField[] = ['birthday_time', 'driving_licence_obtaining_time', 'driving_licence_expiration_time']

export const RoleSchema = z.enum(['driver', 'backoffice'])

const nullableText = z.string().max(255).nullable()

export const UserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  first_name: nullableText,
  last_name: nullableText,
  address_line1: nullableText,
  address_line2: nullableText,
  address_postal_code: nullableText,
  address_locality: nullableText,
  address_state: nullableText,
  address_country: nullableText,
  tos_accepted: z.boolean(),
  birthday_time: z.string().nullable(),
  birthday_location: nullableText,
  cell_phone: nullableText,
  driving_licence_number: nullableText,
  driving_licence_location: nullableText,
  driving_licence_expiration_time: z.string().nullable(),
  driving_licence_obtaining_time: z.string().nullable(),
  workflow_next_step: WorkflowStepSchema,
  validated: z.boolean(),
  small_main_photo_url: z.string().nullable(),
  can_access_backoffice: z.boolean(),
  roles: z.array(z.string()),
  language: z.enum(['fr', 'en']).nullable(),
  /** The current terms version the user accepted, null when none or an older one. */
  accepted_terms_version_id: z.number().int().nullable(),
  /**
   * False for a member single sign-on created, who signs in through the tenant's identity provider:
   * that issuer manages their password, there is none here to change (a password reset sets one).
   */
  has_password: z.boolean(),
  /** How the member wants booking reminders; null as the tenant sends them. */
  reminder_channel: ReminderChannelSchema.nullable().default(null),
  /** Which reminders: only before the start, only before the end; null, both. */
  reminder_timing: ReminderTimingSchema.nullable().default(null),
})
export type User = z.infer<typeof UserSchema>
export const UserResponseSchema = z.object({ user: UserSchema })

/** Another member as GET /users/{id} shows them (carpool driver card): no private fields. */
export const PublicUserSchema = z.object({
  id: IdSchema,
  first_name: nullableText,
  last_name: nullableText,
  small_main_photo_url: z.string().nullable(),
  cell_phone: nullableText,
})
export type PublicUser = z.infer<typeof PublicUserSchema>

export const PASSWORD_MIN_LENGTH = 8

export const CreateUserBodySchema = z.object({
  user: z.object({
    email: z.string(),
    password: z.string(),
    password_confirmation: z.string().optional(),
    tos_accepted: z.boolean(),
    language: z.enum(['fr', 'en']).optional(),
    /** One of GET /registration_flows; asked where the tenant has more than one. */
    registration_flow_id: IdSchema.nullable().optional(),
  }),
})
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>

const editable = Object.fromEntries(DRIVER_FIELDS.map((f) => [f, z.string().max(255).nullable().optional()])) as Record<DriverField, z.ZodOptional<z.ZodNullable<z.ZodString>>>
export const UpdateUserBodySchema = z.object({
  /** `email`: a new address, which changes only once confirmed from it (POST /user/email_confirmation). */
  user: z
    .object({
      ...editable,
      language: z.enum(['fr', 'en']).optional(),
      email: z.string().max(255).optional(),
      reminder_channel: ReminderChannelSchema.nullable().optional(),
      reminder_timing: ReminderTimingSchema.nullable().optional(),
    })
    .strict(),
})

/** PUT /user: the member, and when a new e-mail address was asked, that a confirmation link was sent to it. */
export const UpdateUserResponseSchema = z.object({
  user: UserSchema,
  email_change: z.object({ status: z.literal('sent'), new_email: z.string() }).optional(),
})

/** POST /user/email_confirmation: the token of the link sent to the new address. */
export const EmailConfirmationBodySchema = z.object({ token: z.string().min(1).max(200) })
export const EmailConfirmationResponseSchema = z.object({ email_change: z.object({ status: z.literal('confirmed'), email: z.string() }) })
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>

export const ChangePasswordBodySchema = z.object({
  user: z.object({
    current_password: z.string(),
    password: z.string(),
    password_confirmation: z.string(),
  }),
})
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>

export const ResetPasswordBodySchema = z.object({ email: z.string(), context: z.literal('frontoffice').optional() })
export const ResetPasswordConfirmBodySchema = z.object({
  password: z.string(),
  password_confirmation: z.string(),
  reset_password_token: z.string(),
})

export const SmsCodeRequestBodySchema = z.object({ sms_code: z.object({ cell_phone: z.string() }) })
export const SmsCodeConfirmBodySchema = z.object({ sms_code: z.object({ code: z.string() }) })

/** POST /unlock_account: e-mails a link that clears a sign-in lockout (always 200, like reset_password). */
export const UnlockAccountBodySchema = z.object({ email: z.string() })
/** POST /unlock_account/confirm. */
export const UnlockAccountConfirmBodySchema = z.object({ unlock_token: z.string() })
