import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { Button } from '@/components/ui/button'
import { ScrollText } from '@/components/ui/scroll-text'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useSetGeotracking } from '../use-set-geotracking'
import { PrivacyUsageContent } from './privacy-usage-content'

interface GeotrackingDialogProps {
  rental: Rental
  /** What the driver asked for: switch it on (consent) or off (refusal). */
  enable: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The geotracking consent modal (spec section 2): switching it on shows the tenant's privacy-usage
 * terms to accept; refusing says what changes. Only offered while the rental is in progress.
 */
export function GeotrackingDialog({ rental, enable, open, onOpenChange }: GeotrackingDialogProps) {
  const { t } = useTranslation(['bookings', 'common'])
  const { set, busy } = useSetGeotracking(rental)
  const confirm = async () => {
    const updated = await set(enable)
    if (updated) onOpenChange(false)
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(enable ? 'geotracking.title-enable' : 'geotracking.title-refuse')}</DialogTitle>
          <DialogDescription>{t(enable ? 'geotracking.text-enable' : 'geotracking.text-refuse')}</DialogDescription>
        </DialogHeader>
        {enable && open && (
          <ScrollText label={t('geotracking.privacy-title')} className="-mr-2 max-h-[45dvh] pr-2">
            <PrivacyUsageContent />
          </ScrollText>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common:cancel')}
          </Button>
          <Button variant={enable ? 'default' : 'destructive'} disabled={busy} onClick={() => void confirm()}>
            {t(enable ? 'geotracking.accept' : 'geotracking.refuse')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
