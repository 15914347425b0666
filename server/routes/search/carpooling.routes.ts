import { CarpoolSearchBodySchema, CarpoolSearchResponseSchema, JoinCarpoolBodySchema, JoinCarpoolResponseSchema, PassengersResponseSchema } from '@contracts/rental'
import type { FastifyRequest } from 'fastify'
import { requireMember, requirePlatformReader } from '../../context/auth'
import { feature, member, platformReader } from '../../context/guards'
import { defineRoutes } from '../../http/route-module'
import { joinCarpool, leaveCarpool, listPassengers, passengersOf } from '../../domain/booking/carpool-passengers'
import { passengerChangeMessage, type PassengerChange } from '../../domain/booking/carpool-driver-notice'
import { searchCarpools } from '../../domain/booking/carpool-search'
import { findRentalForMember } from '../../domain/rentals/rental-queries'
import { wireRental } from '../rentals/rental-wire'
import { declared, IdParams, noContent } from '../../http/declared-routes'

/** A tenant without the carpooling feature has no carpool calls at all. */
const carpooling = feature('carpooling')

/** Carpooling (spec sections 4, 6, 7; DECISIONS.md): offers, joining one, its passengers. */
export default defineRoutes(async (app) => {
  /** The driver hears of each seat taken or given back (after the change is committed; the outbox keeps the mail). */
  const tellDriver = async (request: FastifyRequest, rentalId: number, passengerId: number, change: PassengerChange) => {
    const { tenant } = request
    const message = await passengerChangeMessage(
      app.db,
      { id: tenant.id, name: tenant.human_name, language: tenant.settings.language, timeZone: tenant.settings.timezone },
      rentalId,
      passengerId,
      change,
    )
    if (message) await app.adapters.mail.send(message)
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
      const now = app.adapters.clock()
      await joinCarpool({ db: app.db, tenantId: request.tenant.id, member: user, nowMs: now }, id, body.passenger.rental_id)
      await tellDriver(request, id, user.id, 'joined')
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
      await leaveCarpool({ db: app.db, tenantId: request.tenant.id, member: user, nowMs: app.adapters.clock() }, id)
      await tellDriver(request, id, user.id, 'left')
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
