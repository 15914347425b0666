import { z } from 'zod'

/** GET /places?q=: address autocomplete, restricted by the server to the tenant's country. */
export const PlacesQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  limit: z.coerce.number().int().positive().max(20).optional(),
})
export type PlacesQuery = z.infer<typeof PlacesQuerySchema>

/** One suggestion: a geocoder's answer (or the built-in gazetteer's), with its coordinates. */
export const PlaceSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  formatted_address: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
})
export type Place = z.infer<typeof PlaceSchema>
export const PlacesResponseSchema = z.object({ places: z.array(PlaceSchema) })
export type PlacesResponse = z.infer<typeof PlacesResponseSchema>
