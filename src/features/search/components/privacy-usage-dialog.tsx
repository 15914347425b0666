import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { ScrollText } from '@/components/ui/scroll-text'
import { Spinner } from '@/components/ui/spinner'
import { useCustomContent } from '@/lib/reference-data'
import { sanitizeHtml } from '@/lib/sanitize-html'

interface PrivacyUsageDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The driver's answer: geotracking accepted or refused for the private use. */
  onAnswer: (accepted: boolean) => void
}

/**
 * Spec section 4: before booking a geotracked vehicle, the tenant's privacy_usage content asks
 * whether the driver accepts its geotracking during private use; closing the dialog books nothing.
 */
export function PrivacyUsageDialog({ open, onOpenChange, onAnswer }: PrivacyUsageDialogProps) {
  const { t } = useTranslation(['booking', 'common'])
  const content = useCustomContent('privacy_usage')
  const first = content.data[0]
  const title = first?.title || t('booking:privacy.title')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('booking:privacy.text')}</DialogDescription>
        </DialogHeader>
        <ScrollText label={title} className="max-h-[50dvh] text-sm">
          {content.status === 'loading' && <Spinner label={t('common:loading')} />}
          {first && <div className="prose-sm flex flex-col gap-2" dangerouslySetInnerHTML={{ __html: sanitizeHtml(first.content, { topHeadingLevel: 3 }) }} />}
        </ScrollText>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {t('booking:privacy.refuse')}
          </Button>
          <Button onClick={() => onAnswer(true)}>{t('booking:privacy.accept')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
