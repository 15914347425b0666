import { z } from 'zod'
import { DistanceUnitSchema, IdSchema, MoneySchema } from './common'

export const StationSchema = z.object({
  id: IdSchema,
  name: z.string(),
  address: z.string(),
  description: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Names the intent engine also accepts for this station. */
  aliases: z.array(z.string()),
})
export type Station = z.infer<typeof StationSchema>
export const StationsResponseSchema = z.object({ stations: z.array(StationSchema) })
export const StationResponseSchema = z.object({ station: StationSchema })

export const CategorySchema = z.object({ id: IdSchema, name: z.string(), aliases: z.array(z.string()) })
export type Category = z.infer<typeof CategorySchema>
export const CategoriesResponseSchema = z.object({ categories: z.array(CategorySchema) })

/**
 * A category's rates (GET /category_rates): per hour and per day, the distance included and the price of
 * each unit beyond, in the tenant's currency and distance unit. What the chat's rates card shows.
 */
export const CategoryRateSchema = z.object({
  category_id: IdSchema,
  name: z.string(),
  hourly: MoneySchema,
  daily: MoneySchema,
  included_distance: z.number().nonnegative(),
  extra_distance: MoneySchema,
  distance_unit: DistanceUnitSchema,
})
export type CategoryRate = z.infer<typeof CategoryRateSchema>
export const CategoryRatesResponseSchema = z.object({ category_rates: z.array(CategoryRateSchema) })

export const RentalLabelSchema = z.object({ id: IdSchema, name: z.string(), aliases: z.array(z.string()) })
export type RentalLabel = z.infer<typeof RentalLabelSchema>
export const RentalLabelsResponseSchema = z.object({ rental_labels: z.array(RentalLabelSchema) })

export const RegistrationFlowSchema = z.object({ id: IdSchema, name: z.string() })
export const RegistrationFlowsResponseSchema = z.object({ registration_flows: z.array(RegistrationFlowSchema) })
export type RegistrationFlow = z.infer<typeof RegistrationFlowSchema>

/** Additional documents: title and description are given in the request's language. */
export const AdditionalDocumentSchema = z.object({
  id: IdSchema,
  name: z.string(),
  title: z.string(),
  description: z.string(),
  required: z.boolean(),
})
export type AdditionalDocument = z.infer<typeof AdditionalDocumentSchema>
export const AdditionalDocumentsResponseSchema = z.object({ additional_documents: z.array(AdditionalDocumentSchema) })

export const CUSTOM_CONTENT_TYPES = ['faq', 'contact', 'privacy', 'privacy_usage'] as const
export const CustomContentTypeSchema = z.enum(CUSTOM_CONTENT_TYPES)
export type CustomContentType = z.infer<typeof CustomContentTypeSchema>
/** A custom content: `content` is HTML in the request's language (sanitised server side). */
export const CustomContentSchema = z.object({ id: IdSchema, type: CustomContentTypeSchema, title: z.string(), content: z.string() })
export type CustomContent = z.infer<typeof CustomContentSchema>
export const CustomContentsResponseSchema = z.object({ custom_contents: z.array(CustomContentSchema) })

/** Terms version: content is URI-encoded HTML (spec section 3). */
export const TermsVersionSchema = z.object({ id: IdSchema, content: z.string(), published_at: z.string() })
export type TermsVersion = z.infer<typeof TermsVersionSchema>
export const TermsVersionsResponseSchema = z.object({ terms_and_conditions_versions: z.array(TermsVersionSchema) })
export const AcceptTermsBodySchema = z.object({ terms_and_conditions: z.object({ version_id: IdSchema }) })
