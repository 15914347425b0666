import type { Language } from '@contracts/common'
import { queryClient } from '@/core/query/query-client'
import { REFERENCE_STALE_TIME } from '@/lib/reference-data/catalog-query'
import { faqEntriesKey } from '@/core/query/query-keys'
import { customContentQuery } from '@/lib/reference-data/content-queries'
import type { FaqEntry } from '../dialog/types'
import { faqEntriesOf } from './faq-entries'

/** A language's FAQ pages as one text; undefined when they could not be read. */
async function pages(language: Language): Promise<string | undefined> {
  try {
    const contents = await queryClient.fetchQuery(customContentQuery('faq', language))
    return contents.map((c) => c.content).join('\n')
  } catch {
    return undefined
  }
}

/**
 * The tenant's FAQ entries (GET /custom_contents?type=faq, public: a guest's question needs no
 * login), from the same cache entries as the help screens and card, in French and, on a bilingual
 * tenant, in English. It comes once every language asked for has come or failed: a French half
 * alone would answer an English question "no answer" while its English pages are on their way.
 * Fails when no page could be read (each page's read has been tried again already).
 */
export const faqEntriesQuery = (bilingual: boolean) => ({
  queryKey: faqEntriesKey(bilingual),
  queryFn: async (): Promise<FaqEntry[]> => {
    const [fr, en] = await Promise.all([pages('fr'), bilingual ? pages('en') : undefined])
    if (fr === undefined && en === undefined) throw new Error('The FAQ could not be read')
    return faqEntriesOf({ fr, en })
  },
  staleTime: REFERENCE_STALE_TIME,
  retry: false,
})
