import type { FastifyRequest } from 'fastify'
import type { FeatureFlag } from '@contracts/tenant'
import { requireGuestOrMember, requireMember, requirePlatformReader } from './auth'
import { assertFeature } from './features'
import { assertNotBlocked } from '../users/permissions'
import type { Guard } from '../http/declared-input'

/**
 * The checks routes name as `guard` in their declaration (http/declared-routes.ts): they run before
 * the declared input is validated, in the spec's order (401, then 403 and a feature's 404). The
 * handler reads the session again through context/auth.ts, which looks the token up once a request.
 */
export const member: Guard = requireMember
export const guestOrMember: Guard = requireGuestOrMember
export const platformReader: Guard = requirePlatformReader

/** A member who may still change things: 403 account_blocked for a blocked one. */
export const activeMember: Guard = async (request: FastifyRequest) => assertNotBlocked((await requireMember(request)).user)

/** The tenant has one of the features (404 otherwise, as if the call did not exist). */
export const feature =
  (...flags: readonly FeatureFlag[]): Guard =>
  (request: FastifyRequest) =>
    assertFeature(request, ...flags)
