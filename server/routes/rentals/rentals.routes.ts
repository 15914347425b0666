import { RentalResponseSchema, RentalsQuerySchema, RentalsResponseSchema, UpdateRentalBodySchema } from '@contracts/rental'
import type { FastifyRequest } from 'fastify'
import { requireMember } from '../../context/auth'
import { badRequest, forbidden } from '../../errors'
import { defineRoutes } from '../../http/route-module'
import { activeMember, member } from '../../context/guards'
import { cancelRental, changeRentalTimes, setGeotracking, type RentalChangeContext } from '../../domain/rentals/rental-changes'
import { findRentalForMember, listDriverRentals, listJoinedCarpools, type FoundRental } from '../../domain/rentals/rental-queries'
import { repriceWithTenantModel } from '../../domain/rentals/reprice'
import { wireRental } from './rental-wire'
import { assertOwnRentalWithinLatestEnd } from '../../domain/trip/extension'
import type { UserRow } from '../../db/schema'
import { declared, IdParams } from '../../http/declared-routes'

const CarpoolsQuerySchema = RentalsQuerySchema.omit({ driver_ids: true })

/**
 * Rental management (spec sections 4-7): the member's rentals as driver, the carpools they
 * joined, one rental's detail, and its changes: new times, geotracking, cancellation.
 */
export default defineRoutes(async (app) => {
  const wire = (request: FastifyRequest, user: UserRow, found: FoundRental) => wireRental(app, request, user, found)

  app.get(
    '/rentals',
    {
      schema: declared({
        summary: "The member's rentals, filtered and a page at a time.",
        bearer: true,
        guard: member,
        querystring: RentalsQuerySchema,
        response: { 200: RentalsResponseSchema },
      }),
    },
    async (request) => {
      const { user } = await requireMember(request)
      const q = request.query
      // The list is the member's own rentals as driver: naming anyone else is asking for their data.
      if (q.driver_ids?.some((id) => id !== user.id)) throw forbidden()
      const page = await listDriverRentals(app.db, { tenantId: request.tenant.id, userId: user.id, ...q })
      return {
        rentals: page.records.map((record) => wire(request, user, { record, viewer: 'driver' })),
        meta: { total: page.total, limit: q.limit, page: q.page },
      }
    },
  )

  app.get(
    '/user/carpooling_rentals',
    { schema: declared({ summary: 'The carpools the member joined.', bearer: true, guard: member, querystring: CarpoolsQuerySchema, response: { 200: RentalsResponseSchema } }) },
    async (request) => {
      const { user } = await requireMember(request)
      const q = request.query
      const page = await listJoinedCarpools(app.db, { tenantId: request.tenant.id, userId: user.id, ...q })
      return {
        rentals: page.records.map((record) => wire(request, user, { record, viewer: 'passenger' })),
        meta: { total: page.total, limit: q.limit, page: q.page },
      }
    },
  )

  app.get(
    '/user/rentals/:id',
    { schema: declared({ summary: "One of the member's rentals.", bearer: true, guard: member, params: IdParams, response: { 200: RentalResponseSchema } }) },
    async (request) => {
      const { user } = await requireMember(request)
      const found = await findRentalForMember(app.db, request.tenant.id, user.id, request.params.id)
      return { rental: wire(request, user, found) }
    },
  )

  const changeContext = (request: FastifyRequest, userId: number): RentalChangeContext => ({
    db: app.db,
    tenantId: request.tenant.id,
    userId,
    settings: request.tenant.settings,
    now: app.adapters.clock(),
  })

  app.put(
    '/user/rentals/:id',
    {
      schema: declared({
        summary: "Changes the times of one of the member's rentals, or its geotracking.",
        bearer: true,
        guard: activeMember,
        params: IdParams,
        body: UpdateRentalBodySchema,
        response: { 200: RentalResponseSchema },
      }),
    },
    async (request) => {
      const { user } = await requireMember(request)
      const { id } = request.params
      const { rental: change } = request.body
      const ctx = changeContext(request, user.id)
      if ('geotracking' in change) return { rental: wire(request, user, await setGeotracking(ctx, id, change.geotracking)) }
      if (change.reservation_start_time === undefined && change.reservation_end_time === undefined) {
        throw badRequest('bad_request', 'rental', {
          fr: 'rental : reservation_start_time, reservation_end_time ou geotracking est requis',
          en: 'rental: reservation_start_time, reservation_end_time or geotracking is required',
        })
      }
      const requested = { start: instant(change.reservation_start_time), end: instant(change.reservation_end_time) }
      // A trip in progress extends up to its latest end (the vehicle's next booking, the tenant's maximum), which the refusal names.
      if (requested.end !== undefined) {
        await assertOwnRentalWithinLatestEnd(app.db, { tenantId: request.tenant.id, rentalId: id, driverId: user.id, end: requested.end }, request.tenant.settings)
      }
      return { rental: wire(request, user, await changeRentalTimes(ctx, id, requested, repriceWithTenantModel)) }
    },
  )

  /** Cancels: the rental is kept with status cancelled and answered, so lists can move it. */
  app.delete(
    '/user/rentals/:id',
    { schema: declared({ summary: "Cancels one of the member's rentals.", bearer: true, guard: activeMember, params: IdParams, response: { 200: RentalResponseSchema } }) },
    async (request) => {
      const { user } = await requireMember(request)
      const found = await cancelRental(changeContext(request, user.id), request.params.id)
      return { rental: wire(request, user, found) }
    },
  )
})

const instant = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso))
