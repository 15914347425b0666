import { z } from 'zod'
import { VehicleOptionSchema } from '@contracts/tenant'
import { LanguageSchema } from '@contracts/common'
import { issueLines } from './output'

/**
 * The file of `catalog import` and `catalog export`. Rows are matched to the tenant's by a natural
 * key (station and category name, vehicle internal_identifier, discount code without regard to case)
 * and refer to each other by name, never by id, so one file can go from one database to another.
 */
const text = z.string().trim().min(1)
const cents = z.number().int().min(0)
const aliases = z.array(text).default([])

const StationSchema = z.strictObject({
  name: text,
  address: text,
  description: z.string().nullable().default(null),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  aliases,
})

/** The pricing model's rates (domain/pricing/rental-price.ts): per hour up to a day's rate, per day, distance included, per unit beyond. */
const CategorySchema = z.strictObject({
  name: text,
  aliases,
  hourly_rate_cents: cents,
  daily_rate_cents: cents,
  included_distance: z.number().int().min(0),
  extra_distance_cents: cents,
})

const VehicleSchema = z.strictObject({
  internal_identifier: text,
  license_plate: text,
  /** A station name of this file or of the tenant; null: no station (address search tenants). */
  station: text.nullable(),
  category: text.nullable(),
  make: text,
  model: text,
  year: z.number().int().min(1900).max(2100),
  /** Body colour of the generated photos. */
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable()
    .default(null),
  description: z.string().nullable().default(null),
  doors_count: z.number().int().min(0),
  seats_count: z.number().int().min(1),
  fuel_type: z.enum(['electric', 'gasoline', 'diesel', 'gpl', 'hybrid']),
  gears_type: z.enum(['automatic', 'manual', 'semi_automatic']),
  options: z.array(VehicleOptionSchema).default([]),
  equipments: z.array(text).default([]),
  payload_capacity: z.number().nullable().default(null),
  volume: z.number().nullable().default(null),
  power: z.number().nullable().default(null),
  included_distance: z.number().int().min(0),
  geotracking_privacy_usage: z.boolean().default(false),
  access_instructions: z.string().nullable().default(null),
  /** The access text in other languages than the main one (a driver reads theirs, else the main text). */
  access_instructions_translations: z.partialRecord(LanguageSchema, z.string().min(1)).default({}),
  /** false takes the vehicle out of searches without losing its rentals. */
  active: z.boolean().default(true),
})

const DiscountCodeSchema = z
  .strictObject({
    code: text,
    kind: z.enum(['percent', 'fixed']),
    /** Percent (1-100) or cents. */
    value: z.number().int().min(1),
    expires_at: z.iso.datetime({ offset: true }).nullable().default(null),
    max_uses: z.number().int().min(1).nullable().default(null),
  })
  .refine((d) => d.kind !== 'percent' || d.value <= 100, { message: 'a percent code takes 1 to 100', path: ['value'] })

function uniqueBy<T>(rows: T[], key: (row: T) => string, field: string, ctx: z.RefinementCtx, section: string): void {
  const seen = new Set<string>()
  rows.forEach((row, i) => {
    const k = key(row)
    if (seen.has(k)) ctx.addIssue({ code: 'custom', message: `${field} "${k}" appears twice`, path: [section, i, field] })
    seen.add(k)
  })
}

export const CatalogFileSchema = z
  .strictObject({
    stations: z.array(StationSchema).default([]),
    categories: z.array(CategorySchema).default([]),
    vehicles: z.array(VehicleSchema).default([]),
    discount_codes: z.array(DiscountCodeSchema).default([]),
  })
  .superRefine((file, ctx) => {
    uniqueBy(file.stations, (s) => s.name, 'name', ctx, 'stations')
    uniqueBy(file.categories, (c) => c.name, 'name', ctx, 'categories')
    uniqueBy(file.vehicles, (v) => v.internal_identifier, 'internal_identifier', ctx, 'vehicles')
    uniqueBy(file.vehicles, (v) => v.license_plate, 'license_plate', ctx, 'vehicles')
    uniqueBy(file.discount_codes, (d) => d.code.toLowerCase(), 'code', ctx, 'discount_codes')
  })

export type CatalogFile = z.infer<typeof CatalogFileSchema>
export type CatalogFileInput = z.input<typeof CatalogFileSchema>

/** One line per problem, each with its path in the file (`vehicles.3.fuel_type: ...`). */
export function catalogProblems(error: z.ZodError): string[] {
  return issueLines(error.issues, '(file)')
}
