import { create } from 'zustand'
import type { FaqEntry } from '../dialog/types'

/** The tenant's FAQ as the chat's answers read it; null until its pages have come (help-content-source.tsx). */
export const useHelpFeed = create<{ faq: readonly FaqEntry[] | null }>(() => ({ faq: null }))

export function currentFaq(): readonly FaqEntry[] | null {
  return useHelpFeed.getState().faq
}

/**
 * Resolves once the FAQ has come (true), or after `ms` without it (false): a question asked as the
 * chat opens waits for the help pages rather than being told they hold no answer.
 */
export function faqArrived(ms: number): Promise<boolean> {
  if (currentFaq() !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop()
      resolve(false)
    }, ms)
    const stop = useHelpFeed.subscribe((s) => {
      if (s.faq === null) return
      clearTimeout(timer)
      stop()
      resolve(true)
    })
  })
}
