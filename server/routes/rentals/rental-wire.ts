import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Rental } from '@contracts/rental'
import type { UserRow } from '../../db/schema'
import type { FoundRental } from '../../domain/rentals/rental-queries'
import { rentalActions } from '../../domain/rentals/rental-rules'
import { toWireRental } from '../../domain/rentals/rental-view'
import { isBlocked } from '../../users/permissions'

/** A rental on the wire with what its viewer may do now: the one form every rental call answers. */
export function wireRental(app: FastifyInstance, request: FastifyRequest, user: UserRow, found: FoundRental): Rental {
  const { settings } = request.tenant
  // A blocked member is offered no action on their rentals (DECISIONS.md): as if not their driver.
  const actions = rentalActions(found.record, isBlocked(user) ? null : user.id, settings, app.adapters.clock())
  return toWireRental(found.record, found.viewer, settings.distance_unit, actions)
}
