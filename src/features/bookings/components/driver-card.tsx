import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { Spinner } from '@/components/ui/spinner'
import { formatPhone } from '@contracts/phone-format'
import { useTenant } from '@/core/tenant'
import { useDriverCard } from '../use-related'

/** The carpool's driver, for a passenger (spec section 2: hidden from the driver). */
export function DriverCard({ driverId, headingLevel = 2 }: { driverId: number; headingLevel?: 2 | 4 }) {
  const { t } = useTranslation('bookings')
  const titleId = useId()
  const landmark = useLandmarkProps()
  const H = headingLevel === 2 ? 'h2' : 'h4'
  const driver = useDriverCard(driverId)
  const { tenant } = useTenant()
  return (
    <section
      {...landmark.section({ 'aria-labelledby': titleId })}
      className={headingLevel === 2 ? 'flex flex-col gap-2 rounded-lg border border-border bg-card p-4' : 'flex flex-col gap-2'}
    >
      <H id={titleId} className={headingLevel === 2 ? 'text-lg font-semibold' : 'font-semibold'}>
        {t('detail.driver')}
      </H>
      {driver.state === 'loading' && <Spinner label={t('detail.driver-loading')} />}
      {driver.state === 'error' && <p>{t('detail.driver-unavailable')}</p>}
      {driver.state === 'ready' && (
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-muted text-lg font-semibold">
            {(driver.data.first_name ?? '?').charAt(0).toUpperCase()}
          </span>
          <div>
            <p className="font-medium">{[driver.data.first_name, driver.data.last_name].filter(Boolean).join(' ') || t('detail.a-member')}</p>
            {driver.data.cell_phone && (
              <p className="text-sm">
                {t('detail.driver-phone')}{' '}
                <a className="text-primary underline" href={`tel:${driver.data.cell_phone}`}>
                  {formatPhone(driver.data.cell_phone, tenant.iso3166)}
                </a>
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  )
}
