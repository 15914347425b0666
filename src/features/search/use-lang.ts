import { useTranslation } from 'react-i18next'
import type { Language } from '@contracts/common'

/** The language shown, narrowed to fr or en. */
export function useLang(): Language {
  const { i18n } = useTranslation()
  return (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'fr'
}
