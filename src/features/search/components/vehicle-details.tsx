import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import type { Station } from '@contracts/reference'
import type { VehicleSearchResult, Vehicle } from '@contracts/vehicle'
import { requestBooking } from '../booking-actions'
import { closeResult } from '../search-actions'
import type { SearchCriteria } from '../search-criteria'
import { useBooker } from '../use-booker'
import { MemberPrompt } from './member-prompt'
import { SignupPrompt } from './signup-prompt'
import { PanelHeading } from './panel-heading'
import { PriceTag } from './price-tag'
import { StayDates } from './stay-dates'
import { VehicleFacts } from './vehicle-facts'

interface VehicleDetailsProps {
  vehicle: Vehicle
  result: VehicleSearchResult
  criteria: SearchCriteria
}

/** The vehicle state of the search view: details and the booking box (spec section 2). */
export function VehicleDetails({ vehicle, result, criteria }: VehicleDetailsProps) {
  const { t } = useTranslation(['search', 'booking'])
  const booker = useBooker()
  const [prompt, setPrompt] = useState(false)
  const [signup, setSignup] = useState(false)
  const photo = vehicle.photos[0] ?? vehicle.thumbnail_url
  const name = `${vehicle.make} ${vehicle.model}`
  return (
    <article aria-labelledby="vehicle-title" className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-2">
        <PanelHeading id="vehicle-title">
          {name} <span className="font-normal text-muted-foreground">{vehicle.year}</span>
        </PanelHeading>
        <Button variant="ghost" size="icon" onClick={closeResult} aria-label={t('search:vehicle.close', { name })}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {photo && <img src={photo} alt={t('search:vehicle.photo', { name })} className="aspect-video w-full rounded-lg bg-muted object-cover" />}
      <VehicleFacts vehicle={vehicle} />
      {result.station && <StationBlock station={result.station} />}
      {vehicle.description && <p className="text-sm">{vehicle.description}</p>}
      <Card>
        <CardContent className="flex flex-col gap-3 pt-5">
          <h3 className="font-semibold">{t('booking:box.title')}</h3>
          <StayDates start={criteria.startDate} end={criteria.endDate} />
          <PriceTag price={result.price} before={result.prediscount_price} />
          <Button
            size="lg"
            onClick={() => {
              const gate = requestBooking(booker)
              if (gate === 'prompt-member') setPrompt(true)
              if (gate === 'redirect-signup') setSignup(true)
            }}
          >
            {t('booking:box.book')}
          </Button>
        </CardContent>
      </Card>
      <MemberPrompt open={prompt} onOpenChange={setPrompt} />
      <SignupPrompt open={signup} onOpenChange={setSignup} />
    </article>
  )
}

export function StationBlock({ station }: { station: Station }) {
  const { t } = useTranslation('search')
  return (
    <div className="text-sm">
      <h3 className="font-semibold">{t('vehicle.station')}</h3>
      <p>{station.name}</p>
      <p className="text-muted-foreground">{station.address}</p>
    </div>
  )
}
