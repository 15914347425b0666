import { useQuery } from '@tanstack/react-query'
import { queryClient } from '@/core/query/query-client'
import { useTenantStore } from '@/core/tenant'
import { faqEntriesQuery } from './faq-query'

/**
 * Reads the tenant's FAQ while the chat shows (faq-query.ts), so that a question is answered from it
 * as the chat opens (dialogues rule 16); the dialog reads the cache entry (faq-cache.ts). Renders
 * nothing; loaded lazily, with TanStack Query, after the chat's first paint.
 */
export default function HelpContentSource() {
  const bilingual = useTenantStore((s) => s.flags?.useMultilanguage === true)
  useQuery(faqEntriesQuery(bilingual), queryClient)
  return null
}
