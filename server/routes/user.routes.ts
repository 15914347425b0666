import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  CreateUserBodySchema,
  EmailConfirmationBodySchema,
  EmailConfirmationResponseSchema,
  PublicUserSchema,
  UpdateUserBodySchema,
  UpdateUserResponseSchema,
  UserResponseSchema,
} from '@contracts/user'
import { memberMailContext } from '../http/service-context'
import { confirmEmailChange, newEmailOf, requestEmailChange } from '../users/email-change'
import { SignupResponseSchema } from '@contracts/auth'
import { defineRoutes } from '../http/route-module'
import { ApiError, ApiErrors, badRequest, forbidden, notFound } from '../errors'
import { member } from '../context/guards'
import { requireMember } from '../context/auth'
import { hashPassword, isPasswordLongEnough, verifyPassword } from '../auth/passwords'
import { PASSWORD_CHANGE_MAX_CHECKS, PASSWORD_CHANGE_WINDOW_SECONDS } from '../auth/login-policy'
import { nextWorkflowStep } from '../tenants/workflow'
import { signUpMember } from '../users/sign-up'
import { changePassword } from '../users/change-password'
import { findLiveMemberById } from '../users/find-member'
import { registrationFlowOf } from '../users/registration-flow'
import { loadUserWire, toPublicUserWire } from '../users/serialize'
import { updateProfile } from '../users/update-profile'
import { assertMayReadMember } from '../users/relations'
import { assertNotBlocked } from '../users/permissions'
import { isWellFormedEmail } from '../users/email-format'
import { declared, IdParams } from '../http/declared-routes'

const PublicUserResponseSchema = z.object({ user: PublicUserSchema })

// The spec names the fields user.current_password, password, password_confirmation; both the
// nested form of contracts/user.ts and top-level new passwords are accepted.
const ChangePasswordSchema = z.object({
  user: z.object({ current_password: z.string(), password: z.string().optional(), password_confirmation: z.string().optional() }),
  password: z.string().optional(),
  password_confirmation: z.string().optional(),
})

/** Sign-up is a feature of the tenant: closed, 403 registration_disabled before any field is read. */
function registrationOpen(request: FastifyRequest): void {
  const { features } = request.tenant.settings
  if (!features.registration || !features.auto_register) throw forbidden('registration_disabled')
}

export default defineRoutes(async (app) => {
  app.get('/user', { schema: declared({ summary: 'The signed-in member.', bearer: true, response: { 200: UserResponseSchema } }) }, async (request) => {
    const { user } = await requireMember(request)
    return { user: await loadUserWire(app.db, user) }
  })

  /**
   * A member's public fields and phone, for themselves and for the members sharing an upcoming or
   * in-progress ride with them (users/relations.ts); 404 to anyone else.
   */
  app.get(
    '/users/:id',
    {
      schema: declared({
        summary: "A member's public fields and phone: one's own, or a member sharing an upcoming or current ride.",
        bearer: true,
        guard: member,
        params: IdParams,
        response: { 200: PublicUserResponseSchema },
      }),
    },
    async (request) => {
      const { user: viewer } = await requireMember(request)
      const { id } = request.params
      await assertMayReadMember(app.db, request.tenant.id, viewer, id)
      const other = await findLiveMemberById(app.db, request.tenant.id, id)
      if (!other) throw notFound()
      return { user: toPublicUserWire(other) }
    },
  )

  /** Step one of registration; answers the new member and a member token so the client is signed in. */
  app.post(
    '/user',
    {
      ...app.sensitiveRateLimit,
      schema: declared({ summary: 'Signs up a new member.', guard: registrationOpen, body: CreateUserBodySchema, response: { 201: SignupResponseSchema } }),
    },
    async (request, reply) => {
      const { settings, id: tenantId } = request.tenant
      const { user: input } = request.body
      const email = input.email.trim().toLowerCase()
      const errors: ApiError[] = []
      if (!isWellFormedEmail(email)) errors.push(badRequest('EMAIL_IS_INVALID', 'user.email'))
      if (!isPasswordLongEnough(input.password)) errors.push(badRequest('PASSWORD_TOO_SHORT', 'user.password'))
      else if (input.password_confirmation !== undefined && input.password_confirmation !== input.password) {
        errors.push(badRequest('PASSWORDS_MISMATCH', 'user.password_confirmation'))
      }
      if (input.tos_accepted !== true) errors.push(badRequest('TOS_NOT_ACCEPTED', 'user.tos_accepted'))
      const registrationFlowId = await registrationFlowOf(app.db, tenantId, input.registration_flow_id ?? null)
      if (registrationFlowId === undefined) errors.push(badRequest('REGISTRATION_FLOW_IS_INVALID', 'user.registration_flow_id'))
      if (errors.length) throw new ApiErrors(errors)

      const { user, token } = await signUpMember(app.db, {
        tenantId,
        email,
        password: input.password,
        language: input.language ?? request.lang,
        step: nextWorkflowStep(settings, 'driver_on_login_form'),
        registrationFlowId,
        clientId: settings.web_client_id,
        now: app.adapters.clock(),
      })
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ user: await loadUserWire(app.db, user), ...token.response })
    },
  )

  app.put(
    '/user',
    {
      schema: declared({
        summary: "Updates the member's details; a new e-mail address is sent a confirmation link.",
        bearer: true,
        guard: member,
        body: UpdateUserBodySchema,
        response: { 200: UpdateUserResponseSchema },
      }),
    },
    async (request) => {
      const { user } = await requireMember(request)
      const body = request.body
      // A blocked member keeps their interface language, nothing else of the profile (DECISIONS.md).
      if (Object.keys(body.user).some((key) => key !== 'language')) assertNotBlocked(user)
      const { email, ...profile } = body.user
      const newEmail = email === undefined ? null : newEmailOf(user, email)
      const now = app.adapters.clock()
      const updated = await updateProfile(app.db, user, profile, request.tenant.settings, now)
      if (newEmail === null) return { user: await loadUserWire(app.db, updated) }
      // The address changes only once confirmed from the new mailbox; the current one is told.
      await requestEmailChange(await memberMailContext(request), updated, newEmail)
      return { user: await loadUserWire(app.db, updated), email_change: { status: 'sent' as const, new_email: newEmail } }
    },
  )

  /** Follows the link sent to a new address (no session needed: it may be opened on another device). */
  app.post(
    '/user/email_confirmation',
    {
      ...app.sensitiveRateLimit,
      schema: declared({ summary: "Confirms a new e-mail address from its link's token.", body: EmailConfirmationBodySchema, response: { 200: EmailConfirmationResponseSchema } }),
    },
    async (request) => {
      const body = request.body
      const email = await confirmEmailChange(app.db, request.tenant.id, body.token, app.adapters.clock())
      return { email_change: { status: 'confirmed' as const, email } }
    },
  )

  /** Changing the password signs out every other session of the member. */
  app.put(
    '/user/password',
    {
      ...app.sensitiveRateLimit,
      schema: declared({ summary: "Changes the member's password.", bearer: true, guard: member, body: ChangePasswordSchema, response: { 200: UserResponseSchema } }),
    },
    async (request) => {
      const auth = await requireMember(request)
      const body = request.body
      const password = body.user.password ?? body.password ?? ''
      const confirmation = body.user.password_confirmation ?? body.password_confirmation ?? ''
      if (!isPasswordLongEnough(password)) throw badRequest('PASSWORD_TOO_SHORT', 'user.password')
      if (password !== confirmation) throw badRequest('PASSWORDS_MISMATCH', 'user.password_confirmation')
      // A stolen session must not become a way to guess the password: checks per member, all processes.
      const checks = await app.limiter.hit(`password-change:${request.tenant.id}:${auth.user.id}`, PASSWORD_CHANGE_WINDOW_SECONDS)
      if (checks.count > PASSWORD_CHANGE_MAX_CHECKS) throw new ApiError(429, 'rate_limited')
      if (!(await verifyPassword(auth.user.password_hash, body.user.current_password))) {
        throw badRequest('user_current_password_invalid', 'user.current_password')
      }
      const now = app.adapters.clock()
      const passwordHash = await hashPassword(password)
      const updated = await changePassword(app.db, { tenantId: request.tenant.id, userId: auth.user.id, passwordHash, keptTokenId: auth.tokenId, now })
      return { user: await loadUserWire(app.db, updated) }
    },
  )
})
