import { z } from 'zod'
import { VehicleOptionSchema } from '@contracts/tenant'
import { GEARS_TYPES } from '@contracts/vehicle'
import type { SearchCriteria } from './search-criteria'

/** The search state as plain data (chat card props, storage): validated like any input. */
export const SearchCriteriaSchema = z.object({
  startStation: z.number().int().nullable(),
  endStation: z.number().int().nullable(),
  location: z.object({ displayText: z.string(), lat: z.number(), long: z.number() }).nullable(),
  destination: z
    .object({
      label: z.string(),
      name: z.string(),
      placeId: z.string().nullable(),
      formattedAddress: z.string(),
      lat: z.number().nullable(),
      long: z.number().nullable(),
      displayText: z.string(),
    })
    .nullable(),
  startDate: z.number().nullable(),
  endDate: z.number().nullable(),
  rentalLabel: z.number().int().nullable(),
  estimatedDistance: z.number().nullable(),
  discountCodes: z.array(z.string()).max(1),
  categories: z.array(z.number().int()),
  options: z.array(VehicleOptionSchema),
  gearsType: z.enum(['all', ...GEARS_TYPES]),
  seatsCount: z.union([z.literal('all'), z.literal(2), z.literal(4), z.literal(7)]),
  carpooling: z.boolean(),
  carpoolingDestination: z.string(),
}) satisfies z.ZodType<SearchCriteria>
