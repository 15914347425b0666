import { useTranslation } from 'react-i18next'
import { documentState, type UserDocument } from '@contracts/documents'
import { calendarDay, calendarDayInWords } from '@contracts/format'
import { Badge } from '@/components/ui/badge'
import { useTenant } from '@/core/tenant'

/** A document's state in words: validated, awaiting review, refused and why, expiring soon or expired; and its expiry date. */
export function DocumentState({ document }: { document: UserDocument | null }) {
  const { t, i18n } = useTranslation('account')
  const { tenant } = useTenant()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  if (!document) return <p className="text-sm text-muted-foreground">{t('documents.none')}</p>
  const state = documentState(document, calendarDay(Date.now(), tenant.timezone))
  const warn = state === 'refused' || state === 'expired' || state === 'expiring'
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={warn ? 'destructive' : state === 'validated' ? 'secondary' : 'outline'}>{t(`documents.state.${state}`)}</Badge>
        {document.expires_on && <span>{t(state === 'expired' ? 'documents.expired-on' : 'documents.expires-on', { date: calendarDayInWords(document.expires_on, lang) })}</span>}
      </p>
      {state === 'refused' && document.refusal_reason && <p>{t('documents.refusal', { reason: document.refusal_reason })}</p>}
    </div>
  )
}
