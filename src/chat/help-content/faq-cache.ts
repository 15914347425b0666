import { loadedQueryClient } from '@/core/query/query-client-slot'
import { faqEntriesKey, REFERENCE_KEY } from '@/core/query/query-keys'
import { cacheSettles } from '@/core/query/watch-cache'
import { useTenantStore } from '@/core/tenant'
import type { FaqEntry } from '../dialog/types'

// The tenant's FAQ entries as the chat's answers read them: the query cache's entry (faq-query.ts,
// read while the chat shows by help-content-source.tsx), reached without TanStack Query in the
// chat's first load (loaded-query-client.ts).

const key = () => faqEntriesKey(useTenantStore.getState().flags?.useMultilanguage === true)

/** The FAQ's entries as cached now; null until its pages have come. */
export function currentFaq(): readonly FaqEntry[] | null {
  return loadedQueryClient()?.getQueryData<FaqEntry[]>(key()) ?? null
}

/**
 * Resolves once the FAQ has come (true), or when it could not be read or after `ms` without it
 * (false): a question asked as the chat opens waits for the help pages rather than being told they
 * hold no answer.
 */
export function faqArrived(ms: number): Promise<boolean> {
  return cacheSettles(
    REFERENCE_KEY,
    () => {
      const state = loadedQueryClient()?.getQueryState(key())
      if (state?.data !== undefined) return true
      return state?.status === 'error' && state.fetchStatus === 'idle' ? false : undefined
    },
    ms,
    false,
  )
}
