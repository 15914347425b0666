import { useTranslation } from 'react-i18next'
import { documentState, type UserDocument } from '@contracts/documents'
import { Badge } from '@/components/ui/badge'
import { useTenant } from '@/core/tenant'

/** Today in the tenant's zone, yyyy-MM-dd: a licence expires on the operator's calendar. */
function tenantToday(timeZone: string, now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** A calendar day in words, in the reader's language (written in UTC so no zone moves it). */
function dayInWords(ymd: string, lang: 'fr' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(`${ymd}T00:00:00Z`))
}

/** A document's state in words: validated, awaiting review, refused and why, expiring soon or expired; and its expiry date. */
export function DocumentState({ document }: { document: UserDocument | null }) {
  const { t, i18n } = useTranslation('account')
  const { tenant } = useTenant()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  if (!document) return <p className="text-sm text-muted-foreground">{t('documents.none')}</p>
  const state = documentState(document, tenantToday(tenant.timezone))
  const warn = state === 'refused' || state === 'expired' || state === 'expiring'
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={warn ? 'destructive' : state === 'validated' ? 'secondary' : 'outline'}>{t(`documents.state.${state}`)}</Badge>
        {document.expires_on && <span>{t(state === 'expired' ? 'documents.expired-on' : 'documents.expires-on', { date: dayInWords(document.expires_on, lang) })}</span>}
      </p>
      {state === 'refused' && document.refusal_reason && <p>{t('documents.refusal', { reason: document.refusal_reason })}</p>}
    </div>
  )
}
