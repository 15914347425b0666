import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { TermsVersion } from '@contracts/reference'
import { loadCurrentTerms } from './actions'
import { useContentStore, type Loadable } from './store'

/** The current terms version in the current language; fetched only while `enabled`. */
export function useCurrentTerms(enabled = true): Loadable<TermsVersion | null> {
  const { i18n } = useTranslation()
  const language = i18n.language
  const value = useContentStore((s) => s.terms[language])
  useEffect(() => {
    if (enabled) void loadCurrentTerms(language)
  }, [enabled, language])
  return value ?? { state: 'loading' }
}
