import type { CustomContent, CustomContentType, TermsVersion } from '@contracts/reference'
import { apiGet } from '@/lib/api'

// The footer and menu need these calls from the first paint; their schemas (and zod) load with the first call.
const schemas = () => import('@contracts/reference')

/** GET /custom_contents?type= (v0.3): contents in the request's language. */
export async function fetchCustomContents(type: CustomContentType): Promise<CustomContent[]> {
  const { CustomContentsResponseSchema } = await schemas()
  const { custom_contents } = await apiGet('/custom_contents', CustomContentsResponseSchema, { query: { type } })
  return custom_contents
}

/** GET /terms_and_conditions_versions?current=true: the current version, or null when there is none. */
export async function fetchCurrentTerms(): Promise<TermsVersion | null> {
  const { TermsVersionsResponseSchema } = await schemas()
  const { terms_and_conditions_versions } = await apiGet('/terms_and_conditions_versions', TermsVersionsResponseSchema, {
    query: { current: true },
  })
  return terms_and_conditions_versions[0] ?? null
}
