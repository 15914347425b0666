import { CarpoolSearchBodySchema, CarpoolSearchResponseSchema, JoinCarpoolBodySchema, JoinCarpoolResponseSchema, PassengersResponseSchema } from '@contracts/rental'
import type { FastifyRequest } from 'fastify'
import { requireMember, requirePlatformReader } from '../../context/auth'
import { feature, member, platformReader } from '../../context/guards'
import { defineRoutes } from '../../http/route-module'
import { joinCarpool, leaveCarpool, listPassengers, passengersOf, type CarpoolContext } from '../../domain/booking/carpool-passengers'
import { outboxContext } from '../../http/service-context'
import { searchCarpools } from '../../domain/booking/carpool-search'
import { findRentalForMember } from '../../domain/rentals/rental-queries'
import { wireRental } from '../rentals/rental-wire'
import { declared, IdParams, noContent } from '../../http/declared-routes'

/** A tenant without the carpooling feature has no carpool calls at all. */
const carpooling = feature('carpooling')

/** Carpooling (spec sections 4, 6, 7; DECISIONS.md): offers, joining one, its passengers. */
export default defineRoutes(async (app) => {
  /** The member's seat change, the driver told in its transaction. */
  const carpoolContext = (request: FastifyRequest, user: CarpoolContext['member']): CarpoolContext => {
    const { tenant } = request
    return {
      db: app.db,
      tenantId: tenant.id,
      member: user,
      nowMs: app.adapters.clock(),
      driverNotice: { tenant: { name: tenant.human_name, language: tenant.settings.language, timeZone: tenant.settings.timezone }, outbox: outboxContext(request) },
    }
  }

  app.post(
    '/carpooling_rentals/search',
    {
      schema: declared({
        summary: 'Searches carpools with seats left.',
        bearer: true,
        guard: [platformReader, carpooling],
        invalid: 'WRONG_PARAMETER',
        body: CarpoolSearchBodySchema,
        response: { 200: CarpoolSearchResponseSchema },
      }),
    },
    async (request) => {
      const auth = await requirePlatformReader(request)
      const body = request.body
      return searchCarpools({ db: app.db, tenantId: request.tenant.id, userId: auth.kind === 'member' ? auth.user.id : null, nowMs: app.adapters.clock() }, body)
    },
  )

  app.post(
    '/user/rentals/:id/passengers',
    {
      schema: declared({
        summary: 'Joins a carpool as a passenger.',
        bearer: true,
        guard: [member, carpooling],
        invalid: 'WRONG_PARAMETER',
        params: IdParams,
        body: JoinCarpoolBodySchema,
        response: { 201: JoinCarpoolResponseSchema },
      }),
    },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const { id } = request.params
      const body = request.body
      await joinCarpool(carpoolContext(request, user), id, body.passenger.rental_id)
      const found = await findRentalForMember(app.db, request.tenant.id, user.id, id)
      reply.code(201)
      return {
        rental: wireRental(app, request, user, found),
        passengers: await passengersOf(app.db, request.tenant.id, id),
      }
    },
  )

  /** Leaving a carpool (the spec names no call): the member of the token gives their seat back. */
  app.delete(
    '/user/rentals/:id/passengers',
    { schema: declared({ summary: 'Leaves a carpool.', bearer: true, guard: member, params: IdParams, response: { 204: noContent } }) },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const { id } = request.params
      await leaveCarpool(carpoolContext(request, user), id)
      return reply.code(204).send()
    },
  )

  app.get(
    '/rentals/:id/passengers',
    {
      schema: declared({ summary: "The passengers of one of the member's carpools.", bearer: true, guard: member, params: IdParams, response: { 200: PassengersResponseSchema } }),
    },
    async (request) => {
      const { user } = await requireMember(request)
      return { passengers: await listPassengers(app.db, request.tenant.id, user.id, request.params.id) }
    },
  )
})
