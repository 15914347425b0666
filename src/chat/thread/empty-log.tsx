import { useTranslation } from 'react-i18next'

export function EmptyLog() {
  const { t } = useTranslation('chat')
  return <p className="rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm">{t('panel.empty')}</p>
}
