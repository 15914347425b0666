import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { setLanguage } from '@/core/session'
import { currentLanguage } from '@/i18n'

/** The French/English toggle of the header (shown only on multilanguage tenants). */
export function LanguageToggle() {
  const { t } = useTranslation('common')
  useTranslation() // re-render when the language changes
  const other = currentLanguage() === 'fr' ? 'en' : 'fr'
  return (
    <Button variant="ghost" size="sm" lang={other} onClick={() => void setLanguage(other)}>
      {t(`languages.${other}`)}
    </Button>
  )
}
