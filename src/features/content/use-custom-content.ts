import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomContent, CustomContentType } from '@contracts/reference'
import { loadCustomContents } from './actions'
import { contentKey, useContentStore, type Loadable } from './store'

/** The tenant's custom contents of a type (faq, contact, privacy, privacy_usage) in the current language. */
export function useCustomContent(type: CustomContentType): Loadable<CustomContent[]> {
  const { i18n } = useTranslation()
  const language = i18n.language
  const value = useContentStore((s) => s.contents[contentKey(type, language)])
  useEffect(() => {
    void loadCustomContents(type, language)
  }, [type, language])
  return value ?? { state: 'loading' }
}
