import { useTranslation } from 'react-i18next'
import { LocateFixed } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { requestBrowserPosition, useBrowserPosition } from '../browser-position'

/**
 * Under the station or address field: "use my position" while the browser has not been asked, a
 * line saying what the position changed once it is known, nothing once refused or unsupported.
 */
export function PositionControl({ engine }: { engine: 'station' | 'address' }) {
  const { t } = useTranslation('search')
  const { permission, position, asking } = useBrowserPosition()
  if (position !== null) return <p className="text-sm text-muted-foreground">{t(engine === 'station' ? 'position.stations-sorted' : 'position.address-default')}</p>
  if (permission !== 'prompt') return null
  return (
    <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => void requestBrowserPosition()} disabled={asking}>
      <LocateFixed aria-hidden="true" />
      {t(engine === 'station' ? 'position.sort-stations' : 'position.use-mine')}
    </Button>
  )
}
