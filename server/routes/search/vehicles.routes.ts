import { VehicleResponseSchema, VehicleSearchBodySchema, VehicleSearchResponseSchema } from '@contracts/vehicle'
import { requirePlatformReader } from '../../context/auth'
import { mayBook } from '../../users/permissions'
import { notFound } from '../../errors'
import { defineRoutes } from '../../http/route-module'
import { platformReader } from '../../context/guards'
import { searchVehiclePage } from '../../domain/search/search-vehicles'
import { quickSearchBody } from '../../domain/search/quick-search-body'
import { SearchCache } from '../../domain/search/search-cache'
import { FleetIndex } from '../../domain/search/fleet/fleet-index'
import { searchPageJson } from '../../domain/search/search-json'
import { accessTextFor, toVehicleWire } from '../../domain/search/wire'
import { findVehicle, mayReadVehicleAccess } from '../../domain/vehicles/vehicle-reads'
import { declared, IdParams } from '../../http/declared-routes'

// Stations, category rates and vehicles' descriptions may lag their rows by this much in search
// results on SQLite; on PostgreSQL every process drops them as soon as any process changes them.
const SEARCH_CACHE_MS = 10_000
// Vehicles and availability follow this server's own writes at once, other processes' (another
// instance, the admin command line) within this long: a booking re-checks in SQL anyway.
const FLEET_MAX_LAG_MS = 100

/**
 * Vehicle search and detail (spec section 7). A public platform answers any token (a guest
 * searches too); a private one only members (context/auth.ts requirePlatformReader).
 */
export default defineRoutes(async (app) => {
  const cache = new SearchCache(SEARCH_CACHE_MS)
  const fleet = new FleetIndex(app.db, { writes: app.dbHandle.writes, maxLagMs: FLEET_MAX_LAG_MS })
  const stopWarm = fleet.keepWarm(60_000)
  app.changes.on('reference', (ids) => (ids ? cache.forgetTenant(Number(ids[0])) : cache.clear()))
  app.changes.on('vehicle', (ids) => (ids ? cache.forgetVehicle(Number(ids[1])) : cache.clear()))
  app.addHook('onClose', async () => stopWarm())

  app.post(
    '/vehicles/search',
    {
      schema: declared({
        summary: 'Searches vehicles free for a period.',
        bearer: true,
        guard: platformReader,
        invalid: 'WRONG_PARAMETER',
        body: VehicleSearchBodySchema,
        // The usual body is answered by the quick check; anything else by the schema, with its errors.
        quickBody: quickSearchBody,
        response: { 200: VehicleSearchResponseSchema },
      }),
    },
    async (request, reply) => {
      const auth = await requirePlatformReader(request)
      const body = request.body
      const page = await searchVehiclePage(
        {
          db: app.db,
          tenantId: request.tenant.id,
          settings: request.tenant.settings,
          // Only a member who may book has driver rules to meet: one still registering (or blocked)
          // sees the vehicles, and the booking click takes them to the signup (spec section 4).
          userId: auth.kind === 'member' && mayBook(auth.user) ? auth.user.id : null,
          memberId: auth.kind === 'member' ? auth.user.id : null,
          nowMs: app.adapters.clock(),
          cache,
          fleet,
        },
        body,
      )
      reply.type('application/json; charset=utf-8')
      return searchPageJson(page)
    },
  )

  // Inactive vehicles too: the booking lists fetch the vehicle of every rental, past ones included.
  app.get(
    '/vehicles/:id',
    { schema: declared({ summary: 'One vehicle.', bearer: true, guard: platformReader, params: IdParams, response: { 200: VehicleResponseSchema } }) },
    async (request, reply) => {
      const auth = await requirePlatformReader(request)
      // The answer depends on who asks (access instructions): no shared or stored copy.
      reply.header('cache-control', 'private, no-store')
      const tenantId = request.tenant.id
      const row = await findVehicle(app.db, tenantId, request.params.id)
      if (!row) throw notFound()
      const text = accessTextFor(row, request.lang)
      const mayRead =
        text !== null &&
        auth.kind === 'member' &&
        (await mayReadVehicleAccess(app.db, {
          tenantId,
          user: auth.user,
          vehicleId: row.id,
          leadTime: request.tenant.settings.access_instructions_lead_time,
          now: app.adapters.clock(),
        }))
      return { vehicle: toVehicleWire(row, mayRead ? text : null) }
    },
  )
})
