import { create } from 'zustand'
import type { CustomContent, CustomContentType, TermsVersion } from '@contracts/reference'

export type Loadable<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error' }

/** Contents by `type:language` and terms by language, fetched once per page life. */
interface ContentState {
  contents: Record<string, Loadable<CustomContent[]>>
  terms: Record<string, Loadable<TermsVersion | null>>
  setContents: (key: string, value: Loadable<CustomContent[]>) => void
  setTerms: (language: string, value: Loadable<TermsVersion | null>) => void
}

export const useContentStore = create<ContentState>((set) => ({
  contents: {},
  terms: {},
  setContents: (key, value) => set((s) => ({ contents: { ...s.contents, [key]: value } })),
  setTerms: (language, value) => set((s) => ({ terms: { ...s.terms, [language]: value } })),
}))

export const contentKey = (type: CustomContentType, language: string) => `${type}:${language}`
