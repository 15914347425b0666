import { defineRoutes } from '../http/route-module'
import { notFound } from '../errors'
import { bodyOf, vehicleFrontSvg, vehicleSideSvg } from '../media/vehicle-svg'
import { z } from 'zod'
import { declared, fileAnswer, IdParams } from '../http/declared-routes'
import { findVehicleDrawingFacts } from '../domain/vehicles/vehicle-reads'

const PhotoParams = IdParams.extend({ view: z.enum(['side.svg', 'front.svg']) })

const VIEWS = { 'side.svg': vehicleSideSvg, 'front.svg': vehicleFrontSvg } as const

/**
 * Vehicle photos generated from the vehicle's attributes (the seed stores these URLs in
 * vehicles.photos). No token: images load through <img>, which sends none; scoped by the Host's tenant.
 */
export default defineRoutes(async (app) => {
  app.get(
    '/vehicle_photos/:id/:view',
    { schema: declared({ summary: 'A drawing of a vehicle from one side.', params: PhotoParams, response: { 200: fileAnswer('A drawing of the vehicle.', 'image/svg+xml') } }) },
    async (request, reply) => {
      const render = VIEWS[request.params.view]
      const row = await findVehicleDrawingFacts(app.db, request.tenant.id, request.params.id)
      if (!row) throw notFound()
      const svg = render({
        make: row.make,
        model: row.model,
        year: row.year,
        color: row.color,
        seats: row.seats_count,
        doors: row.doors_count,
        fuel: row.fuel_type,
        body: bodyOf(row.category_name, row.seats_count, row.doors_count),
        plate: row.license_plate,
      })
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(svg)
    },
  )
})
