import type { Language } from '@contracts/common'
import { apiGet } from '@/core/api'
import {
  CategoriesResponseSchema,
  CustomContentsResponseSchema,
  RentalLabelsResponseSchema,
  StationsResponseSchema,
  TermsVersionsResponseSchema,
  type Category,
  type CustomContent,
  type CustomContentType,
  type RentalLabel,
  type Station,
  type TermsVersion,
} from '@contracts/reference'

export async function fetchStations(): Promise<Station[]> {
  return (await apiGet('/stations', StationsResponseSchema)).stations
}

export async function fetchCategories(): Promise<Category[]> {
  return (await apiGet('/categories', CategoriesResponseSchema)).categories
}

export async function fetchRentalLabels(): Promise<RentalLabel[]> {
  return (await apiGet('/rental_labels', RentalLabelsResponseSchema)).rental_labels
}

// Contents and terms need no token (the footer and menu show them from the first paint): they do not wait for the session start.

/** GET /custom_contents?type= (v0.3): the content comes in the request's Accept-Language. */
/** GET /custom_contents of a type, in a language when given (the server answers in Accept-Language), else the page's. */
export async function fetchCustomContents(type: CustomContentType, language?: Language): Promise<CustomContent[]> {
  const headers = language ? { 'Accept-Language': language } : undefined
  return (await apiGet('/custom_contents', CustomContentsResponseSchema, { query: { type }, needsNoToken: true, headers })).custom_contents
}

export async function fetchCurrentTerms(): Promise<TermsVersion | null> {
  const response = await apiGet('/terms_and_conditions_versions', TermsVersionsResponseSchema, { query: { current: true }, needsNoToken: true })
  return response.terms_and_conditions_versions[0] ?? null
}
