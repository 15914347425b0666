import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { Button } from '@/components/ui/button'
import { useRentalWhich } from './rental-which'

/**
 * "Choisir" for one of several bookings, named by which it is ("Choisir la Mazda CX-5 du dimanche
 * 29 novembre à 9 h"): a list of buttons all named "Choisir" says nothing to a screen reader's list
 * of controls, nor to a voice command. The visible word starts the name (WCAG 2.5.3).
 */
export function ChooseRentalButton({ rental, onChoose, describedBy }: { rental: Rental; onChoose: () => void; describedBy: string }) {
  const { t } = useTranslation('bookings')
  const label = t('chat.choose-named', { ...useRentalWhich(rental) })
  return (
    <Button size="sm" variant="secondary" aria-label={label} aria-describedby={describedBy} onClick={onChoose}>
      {t('chat.choose-this')}
    </Button>
  )
}
