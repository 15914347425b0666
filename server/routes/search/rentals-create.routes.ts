import { CreateRentalBodySchema } from '@contracts/rental'
import { requireMember } from '../../context/auth'
import { defineRoutes } from '../../http/route-module'
import { parseParameters } from './parse-parameters'
import { createRental } from '../../domain/booking/create-rental'
import { findRentalForMember } from '../../domain/rentals/rental-queries'
import { rentalActions } from '../../domain/rentals/rental-rules'
import { toWireRental } from '../../domain/rentals/rental-view'

/** POST /user/rentals: a member books; the driver is the member of the token (spec sections 6, 7). */
export default defineRoutes(async (app) => {
  app.post('/user/rentals', async (request, reply) => {
    const { user } = await requireMember(request)
    const body = parseParameters(request, CreateRentalBodySchema)
    const { settings } = request.tenant
    const now = app.adapters.clock()
    const id = await createRental({ db: app.db, tenantId: request.tenant.id, settings, member: user, nowMs: now }, body)
    const found = await findRentalForMember(app.db, request.tenant.id, user.id, id)
    reply.code(201)
    return { rental: toWireRental(found.record, found.viewer, settings.distance_unit, rentalActions(found.record, user.id, settings, now)) }
  })
})
