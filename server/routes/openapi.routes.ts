import { z } from 'zod'
import { defineRoutes } from '../http/route-module'
import { declared } from '../http/declared-routes'

/**
 * The OpenAPI 3.1 description of the API, generated from the routes' declarations
 * (http/declared-routes.ts), for an operator's other clients. No token: it describes, it holds no data.
 */
export default defineRoutes(async (app) => {
  app.get(
    '/openapi.json',
    { schema: { ...declared({ response: { 200: z.object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }).loose() } }), hide: true } },
    async () => app.swagger(),
  )
})
