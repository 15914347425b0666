import { useEffect, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { queryClient } from '@/core/query/query-client'
import { customContentQuery } from '@/lib/reference-data/content-queries'
import { useTenantStore } from '@/core/tenant'
import { faqEntriesOf } from './faq-entries'
import { useHelpFeed } from './help-feed'

/**
 * Reads the tenant's FAQ (GET /custom_contents?type=faq, public: a guest's question needs no login)
 * in French and, on a bilingual tenant, in English, and tells the chat (help-feed.ts): a question is
 * answered from it in the reply's language (dialogues rule 16). Renders nothing; loaded lazily.
 */
/** A language's FAQ pages as one text. */
const page = (contents: readonly { content: string }[] | undefined) => contents?.map((c) => c.content).join('\n')

export default function HelpContentSource() {
  const bilingual = useTenantStore((s) => s.flags?.useMultilanguage === true)
  const fr = useQuery(customContentQuery('faq', 'fr'), queryClient)
  const en = useQuery({ ...customContentQuery('faq', 'en'), enabled: bilingual }, queryClient)
  // Told once every language asked for has come (or failed): a French half alone would answer an
  // English question "no answer" while its English pages are on their way.
  const settled = fr.isFetched && (!bilingual || en.isFetched)
  const faq = useMemo(() => {
    if (!settled || (!fr.data && !en.data)) return null
    return faqEntriesOf({ fr: page(fr.data), en: page(en.data) })
  }, [settled, fr.data, en.data])
  useEffect(() => {
    useHelpFeed.setState({ faq })
  }, [faq])
  return null
}
