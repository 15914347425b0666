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
import { forbidden, notFound } from '../errors'
import { member } from '../context/guards'
import { requireMember } from '../context/auth'
import { signUp } from '../users/sign-up'
import { changeMemberPassword } from '../users/change-password'
import { findLiveMemberById } from '../users/find-member'
import { loadUserWire, toPublicUserWire } from '../users/serialize'
import { updateProfile } from '../users/update-profile'
import { assertMayReadMember } from '../users/relations'
import { assertNotBlocked } from '../users/permissions'
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
      const { user, token } = await signUp({ db: app.db, tenant: request.tenant, lang: request.lang, now: app.adapters.clock() }, request.body.user)
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
      const updated = await changeMemberPassword({ db: app.db, tenantId: request.tenant.id, limiter: app.limiter, now: app.adapters.clock() }, auth, {
        currentPassword: body.user.current_password,
        password: body.user.password ?? body.password ?? '',
        confirmation: body.user.password_confirmation ?? body.password_confirmation ?? '',
      })
      return { user: await loadUserWire(app.db, updated) }
    },
  )
})
