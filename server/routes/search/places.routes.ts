import { PlacesQuerySchema, PlacesResponseSchema } from '@contracts/place'
import { guestOrMember } from '../../context/guards'
import { defineRoutes } from '../../http/route-module'
import { createPlacesService, DEFAULT_PLACES_LIMIT } from '../../domain/places/places-service'
import { declared } from '../../http/declared-routes'

/**
 * GET /places?q=&limit=: address autocomplete restricted to the tenant's country, through the
 * geocoder of GEOCODER_URL or the built-in gazetteer. Any token will do, a guest's included:
 * guests fill in the search form on public platforms and the signup address on private ones.
 */
export default defineRoutes(async (app) => {
  const places = createPlacesService({
    geocoderUrl: app.config.geocoderUrl,
    onFallback: (error) => app.log.warn({ err: error }, 'geocoder failed; answering from the built-in gazetteer'),
  })

  app.get(
    '/places',
    {
      schema: declared({
        summary: 'Places matching a text (address autocomplete).',
        bearer: true,
        guard: guestOrMember,
        querystring: PlacesQuerySchema,
        response: { 200: PlacesResponseSchema },
      }),
    },
    async (request) => {
      const q = request.query
      const { settings } = request.tenant
      return { places: await places.suggest({ q: q.q, country: settings.iso3166, limit: q.limit ?? DEFAULT_PLACES_LIMIT, lang: request.lang }) }
    },
  )
})
