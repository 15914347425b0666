import { z } from 'zod'

/**
 * The largest id any table holds: ids are 32-bit `integer` columns on PostgreSQL, which refuses a
 * larger value in a comparison with an error (a 500) where SQLite simply finds nothing.
 */
export const MAX_ID = 2_147_483_647
/** Every entity id is a positive integer on the wire, at most MAX_ID. */
export const IdSchema = z.number().int().positive().max(MAX_ID)
/** An id read from a query string (`driver_ids[]=12`). */
export const IdTextSchema = z.coerce.number().int().positive().max(MAX_ID)
/** Instants are ISO 8601 strings with an offset or Z. */
export const InstantSchema = z.iso.datetime({ offset: true })
export const LanguageSchema = z.enum(['fr', 'en'])
export type Language = z.infer<typeof LanguageSchema>

export const MoneySchema = z.object({
  value_cents: z.number().int(),
  iso_code: z.string().length(3),
})
export type Money = z.infer<typeof MoneySchema>

/** Paging meta of list responses (spec section 3). */
export const PageMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  page: z.number().int().positive(),
})
export type PageMeta = z.infer<typeof PageMetaSchema>

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce.number().int().positive().max(100).default(20),
})

/**
 * The longest estimated distance a search or a booking may name, in the tenant's unit: more than
 * twice round the Earth. Without a bound, a slip of the finger priced a rental beyond what the
 * integer price columns hold (a 500 on PostgreSQL) and beyond the safe integers the client parses.
 */
export const MAX_ESTIMATED_DISTANCE = 100_000
export const EstimatedDistanceSchema = z.number().nonnegative().max(MAX_ESTIMATED_DISTANCE)

export const DistanceUnitSchema = z.enum(['km', 'miles'])
export type DistanceUnit = z.infer<typeof DistanceUnitSchema>
