import { create } from 'zustand'
import type { FaqEntry } from '../dialog/types'

/** The tenant's FAQ as the chat's answers read it; null until its pages have come (help-content-source.tsx). */
export const useHelpFeed = create<{ faq: readonly FaqEntry[] | null }>(() => ({ faq: null }))

export function currentFaq(): readonly FaqEntry[] | null {
  return useHelpFeed.getState().faq
}
