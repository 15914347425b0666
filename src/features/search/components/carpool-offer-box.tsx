import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { setOffer } from '../booking-actions'
import type { CarpoolOffer } from '../carpool-offer'

/** The carpool offer of a booking: offer seats, and where the driver goes (spec section 5). */
export function CarpoolOfferBox({ offer, warning }: { offer: CarpoolOffer; warning: string | null }) {
  const { t } = useTranslation('booking')
  const id = useId()
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{t('carpool.legend')}</legend>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-on`} checked={offer.carpooling} onCheckedChange={(on) => setOffer({ carpooling: on === true })} />
        <Label htmlFor={`${id}-on`}>{t('carpool.offer')}</Label>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-destination`}>{t('carpool.destination')}</Label>
        <Input
          id={`${id}-destination`}
          value={offer.carpoolingDestination}
          maxLength={255}
          aria-invalid={warning ? true : undefined}
          aria-describedby={warning ? `${id}-warning` : undefined}
          onChange={(e) => setOffer({ carpoolingDestination: e.target.value })}
        />
      </div>
      {warning && (
        <p id={`${id}-warning`} role="alert" className="text-sm font-medium text-destructive">
          {warning}
        </p>
      )}
    </fieldset>
  )
}
