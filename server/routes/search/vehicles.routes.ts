import { VehicleSearchBodySchema } from '@contracts/vehicle'
import { requirePlatformReader } from '../../context/auth'
import { notFound } from '../../http/errors'
import { defineRoutes } from '../../http/route-module'
import { idParam, parseBody } from '../../http/validation'
import { searchVehicles } from '../../domain/search/search-vehicles'
import { VehicleCache } from '../../domain/search/vehicle-cache'
import { toVehicleWire } from '../../domain/search/wire'

// Descriptions (photos, charge level...) of searched vehicles may lag their row by this much.
const VEHICLE_CACHE_MS = 10_000

/**
 * Vehicle search and detail (spec section 7). A public platform answers any token (a guest
 * searches too); a private one only members (context/auth.ts requirePlatformReader).
 */
export default defineRoutes(async (app) => {
  const vehicles = new VehicleCache(VEHICLE_CACHE_MS)

  app.post('/vehicles/search', async (request) => {
    const auth = await requirePlatformReader(request)
    const body = parseBody(request, VehicleSearchBodySchema)
    return searchVehicles(
      {
        db: app.db,
        tenantId: request.tenant.id,
        settings: request.tenant.settings,
        userId: auth.kind === 'member' ? auth.user.id : null,
        nowMs: app.adapters.clock(),
        vehicles,
      },
      body,
    )
  })

  app.get('/vehicles/:id', async (request) => {
    await requirePlatformReader(request)
    const row = await app.db
      .selectFrom('vehicles')
      .selectAll()
      .where('tenant_id', '=', request.tenant.id)
      .where('id', '=', idParam(request))
      .where('active', '=', 1)
      .executeTakeFirst()
    if (!row) throw notFound()
    return { vehicle: toVehicleWire(row) }
  })
})
