import { VehicleSearchBodySchema } from '@contracts/vehicle'
import { requirePlatformReader } from '../../context/auth'
import { notFound } from '../../http/errors'
import { defineRoutes } from '../../http/route-module'
import { idParam } from '../../http/validation'
import { parseParameters } from './parse-parameters'
import { searchVehicles } from '../../domain/search/search-vehicles'
import { SearchCache } from '../../domain/search/search-cache'
import { FleetIndex } from '../../domain/search/fleet/fleet-index'
import { searchResponseJson } from '../../domain/search/search-json'
import { toVehicleWire } from '../../domain/search/wire'

// Stations and category rates may lag their rows by this much in search results; vehicles and
// availability never do (the fleet index reads the change feed before each search).
const SEARCH_CACHE_MS = 10_000

/**
 * Vehicle search and detail (spec section 7). A public platform answers any token (a guest
 * searches too); a private one only members (context/auth.ts requirePlatformReader).
 */
export default defineRoutes(async (app) => {
  const cache = new SearchCache(SEARCH_CACHE_MS)
  const fleet = new FleetIndex(app.db)

  app.post('/vehicles/search', async (request, reply) => {
    const auth = await requirePlatformReader(request)
    const body = parseParameters(request, VehicleSearchBodySchema)
    const response = await searchVehicles(
      {
        db: app.db,
        tenantId: request.tenant.id,
        settings: request.tenant.settings,
        userId: auth.kind === 'member' ? auth.user.id : null,
        nowMs: app.adapters.clock(),
        cache,
        fleet,
      },
      body,
    )
    reply.type('application/json; charset=utf-8')
    return searchResponseJson(response)
  })

  // Inactive vehicles too: the booking lists fetch the vehicle of every rental, past ones included.
  app.get('/vehicles/:id', async (request) => {
    await requirePlatformReader(request)
    const row = await app.db
      .selectFrom('vehicles')
      .selectAll()
      .where('tenant_id', '=', request.tenant.id)
      .where('id', '=', idParam(request))
      .executeTakeFirst()
    if (!row) throw notFound()
    return { vehicle: toVehicleWire(row) }
  })
})
