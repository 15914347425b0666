import { z } from 'zod'
import { IdSchema, InstantSchema } from './common'
import { VehicleSearchSchema } from './vehicle'

/** Active alerts a member may keep at once; one more is refused with TOO_MANY_ALERTS (409). */
export const MAX_ACTIVE_ALERTS = 5
/** How long a freed vehicle is held for the member its offer went to. */
export const ALERT_OFFER_HOLD_MS = 10 * 60_000

/**
 * An alert is a search kept alive: the search object's own fields (VehicleSearchSchema owns their
 * rules), less paging, discount and destination, which mean nothing until a booking. Categories are
 * `category_ids`; the search's own name `categories` is accepted too, as the chat sends a search.
 */
export const AlertInputSchema = VehicleSearchSchema.pick({
  start_station_id: true,
  end_station_id: true,
  latitude: true,
  longitude: true,
  radius: true,
  categories: true,
  options: true,
  gears_type: true,
  seats_count: true,
  start_time: true,
  end_time: true,
}).extend({ category_ids: z.array(IdSchema).max(50).nullish() })
export type AlertInput = z.infer<typeof AlertInputSchema>
export const CreateAlertBodySchema = z.object({ alert: AlertInputSchema })
export type CreateAlertBody = z.infer<typeof CreateAlertBodySchema>

/** A vehicle held for the member until `expires_at`: booked the usual way over the alert's times. */
export const AlertOfferSchema = z.object({ vehicle_id: IdSchema, expires_at: InstantSchema })
export type AlertOffer = z.infer<typeof AlertOfferSchema>

export const AlertSchema = z.object({
  id: IdSchema,
  start_station_id: IdSchema.nullable(),
  end_station_id: IdSchema.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radius: z.number().nullable(),
  start_time: InstantSchema,
  end_time: InstantSchema,
  category_ids: z.array(IdSchema),
  options: z.array(z.string()),
  gears_type: z.string().nullable(),
  seats_count: z.number().int().nullable(),
  created_at: InstantSchema,
  /** The vehicle currently held for this alert, null while none is. */
  offer: AlertOfferSchema.nullable(),
})
export type Alert = z.infer<typeof AlertSchema>
export const AlertResponseSchema = z.object({ alert: AlertSchema })
export const AlertsResponseSchema = z.object({ alerts: z.array(AlertSchema) })
export type AlertsResponse = z.infer<typeof AlertsResponseSchema>
