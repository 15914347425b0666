import type { FastifyRequest } from 'fastify'
import {
  ExtensionQuerySchema,
  ExtensionQuoteResponseSchema,
  TripEndResponseSchema,
  TripErrorBodySchema,
  TripStartResponseSchema,
  TripStateResponseSchema,
  VehicleCommandResponseSchema,
} from '@contracts/trip'
import { requireMember } from '../../context/auth'
import { badRequest } from '../../errors'
import { defineRoutes } from '../../http/route-module'
import { member } from '../../context/guards'
import { declared, IdParams } from '../../http/declared-routes'
import { assertNotBlocked } from '../../users/permissions'
import type { UserRow } from '../../db/schema'
import { findRentalForMember } from '../../domain/rentals/rental-queries'
import { toWireCommand } from '../../vehicle-access/commands'
import { endTrip, startTrip, tripCommand, type TripContext } from '../../domain/trip/trip-actions'
import { extensionQuote } from '../../domain/trip/extension'
import { loadDriverRental } from '../../domain/trip/trip-rental'
import { tripState } from '../../domain/trip/trip-state'
import { wireRental } from './rental-wire'

const IDEMPOTENCY_KEY_MAX = 100

const COMMAND_NOTE =
  'An Idempotency-Key header names the command: a retry with the same key (another tab, a lost answer, another server process) is sent to the vehicle once and answered the same. ' +
  "A refusal is 409 whose error entry carries `trip` (contracts/trip.ts TripRefusalSchema): its reason, and for a vehicle that does not answer, the access instructions and the operator's phone, within the adapter's timeout."

/**
 * The trip (../shared/trip/CONTRACT.md): start, unlock and lock on the way, the extension's price,
 * the end with its summary, and the trip's state for its screen. Only the rental's driver: anyone
 * else 404, as for no such rental.
 */
export default defineRoutes(async (app) => {
  const context = (request: FastifyRequest, user: UserRow): TripContext => {
    const raw = request.headers['idempotency-key']
    const key = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null
    if (key !== null && key.length > IDEMPOTENCY_KEY_MAX)
      throw badRequest('bad_request', 'Idempotency-Key', { fr: 'Idempotency-Key : 100 caractères au plus', en: 'Idempotency-Key: at most 100 characters' })
    return { db: app.db, access: app.adapters.vehicleAccess, clock: app.adapters.clock, tenant: request.tenant, userId: user.id, lang: request.lang, key }
  }
  /** The driver's rental for a change: 404 for anyone else, then 403 for a blocked driver. */
  const driverRental = async (request: FastifyRequest, rentalId: number) => {
    const { user } = await requireMember(request)
    const rental = await loadDriverRental(app.db, request.tenant.id, user.id, rentalId)
    assertNotBlocked(user)
    return { user, rental }
  }
  const wire = async (request: FastifyRequest, user: UserRow, rentalId: number) =>
    wireRental(app, request, user, await findRentalForMember(app.db, request.tenant.id, user.id, rentalId))

  app.get(
    '/user/rentals/:id/trip',
    {
      schema: declared({
        summary: "The trip's state: start window, photos required, last vehicle status, access instructions, operator's phone, summary once ended.",
        bearer: true,
        guard: member,
        params: IdParams,
        response: { 200: TripStateResponseSchema },
      }),
    },
    async (request) => {
      const { user } = await requireMember(request)
      const rental = await loadDriverRental(app.db, request.tenant.id, user.id, request.params.id)
      return { trip: await tripState(app.db, rental, await wire(request, user, rental.id), request.tenant.settings, request.lang, app.adapters.clock()) }
    },
  )

  app.post(
    '/user/rentals/:id/start',
    {
      schema: declared({
        summary: 'Starts the trip: within the start window, the start photos in when required, the vehicle unlocked; status in_progress.',
        description: COMMAND_NOTE,
        bearer: true,
        guard: member,
        params: IdParams,
        response: { 200: TripStartResponseSchema, 409: TripErrorBodySchema },
      }),
    },
    async (request) => {
      const { user, rental } = await driverRental(request, request.params.id)
      const started = await startTrip(context(request, user), rental)
      return {
        rental: await wire(request, user, rental.id),
        command: toWireCommand(started.command.row),
        vehicle_status: started.command.status,
        access_instructions: started.accessInstructions,
      }
    },
  )

  for (const name of ['unlock', 'lock'] as const) {
    app.post(
      `/user/rentals/:id/${name}`,
      {
        schema: declared({
          summary: name === 'unlock' ? 'Unlocks the vehicle during the trip.' : 'Locks the vehicle during the trip (a stop on the way).',
          description: COMMAND_NOTE,
          bearer: true,
          guard: member,
          params: IdParams,
          response: { 200: VehicleCommandResponseSchema, 409: TripErrorBodySchema },
        }),
      },
      async (request) => {
        const { user, rental } = await driverRental(request, request.params.id)
        const sent = await tripCommand(context(request, user), rental, name)
        return { command: toWireCommand(sent.row), vehicle_status: sent.status }
      },
    )
  }

  app.get(
    '/user/rentals/:id/extension',
    {
      schema: declared({
        summary: 'The price of ending later, as lines, and the latest end possible; nothing is changed (PUT /user/rentals/{id} extends).',
        bearer: true,
        guard: member,
        params: IdParams,
        querystring: ExtensionQuerySchema,
        response: { 200: ExtensionQuoteResponseSchema, 409: TripErrorBodySchema },
      }),
    },
    async (request) => {
      const { user } = await requireMember(request)
      const rental = await loadDriverRental(app.db, request.tenant.id, user.id, request.params.id)
      const { end_time } = request.query
      return { extension: await extensionQuote(app.db, rental, request.tenant.settings, Date.parse(end_time), request.lang) }
    },
  )

  app.post(
    '/user/rentals/:id/end',
    {
      schema: declared({
        summary: 'Ends the trip at the return station: the end photos in when required, the vehicle locked, status closed; the summary in the answer.',
        description: `${COMMAND_NOTE} Away from the return station (its position known, farther than the tenant's return_radius): 409 with the distance and the station.`,
        bearer: true,
        guard: member,
        params: IdParams,
        response: { 200: TripEndResponseSchema, 409: TripErrorBodySchema },
      }),
    },
    async (request) => {
      const { user, rental } = await driverRental(request, request.params.id)
      const ended = await endTrip(context(request, user), rental)
      return { rental: await wire(request, user, rental.id), summary: ended.summary, command: ended.command && toWireCommand(ended.command.row) }
    },
  )
})
