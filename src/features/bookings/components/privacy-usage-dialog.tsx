import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ScrollText } from '@/components/ui/scroll-text'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { PrivacyUsageContent } from './privacy-usage-content'

/** The privacy-usage modal of the booking detail: how a geotracked vehicle's private use is handled. */
export function PrivacyUsageDialog() {
  const { t } = useTranslation(['bookings', 'common'])
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" className="h-auto px-0">
          {t('actions.privacy-usage')}
        </Button>
      </DialogTrigger>
      {/* Its footer has the way out: a corner button would be a second "Fermer" for a screen reader. */}
      <DialogContent hideClose>
        <DialogHeader>
          <DialogTitle>{t('geotracking.privacy-title')}</DialogTitle>
          <DialogDescription>{t('geotracking.privacy-text')}</DialogDescription>
        </DialogHeader>
        <ScrollText label={t('geotracking.privacy-title')} className="-mr-2 max-h-[50dvh] pr-2">
          <PrivacyUsageContent />
        </ScrollText>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('common:close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
