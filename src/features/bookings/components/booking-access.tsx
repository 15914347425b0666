import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { useTenant } from '@/core/tenant'
import { formatDateInWords } from '../format'
import type { RentalAccess } from '../use-rental-access'

interface BookingAccessProps {
  access: RentalAccess
  /** 2 on the detail page, 4 inside a chat card (under the card's own h3). */
  headingLevel?: 2 | 4
}

/** The vehicle's access instructions in a booking detail, or from when they will show; nothing for anyone else. */
export function BookingAccess({ access, headingLevel = 2 }: BookingAccessProps) {
  const { t, i18n } = useTranslation('bookings')
  const { tenant } = useTenant()
  const id = useId()
  const landmark = useLandmarkProps()
  if (access.kind === 'hidden' || access.kind === 'none') return null
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  let text: string
  if (access.kind === 'text') text = access.text
  else {
    const date = formatDateInWords(access.from, tenant.timezone, lang)
    if (!access.afterValidation) text = t('detail.access-from', { date })
    else text = access.from > access.now ? t('detail.access-after-validation', { date }) : t('detail.access-after-validation-soon')
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h4'
  return (
    <section {...landmark.section({ 'aria-labelledby': id })} className="flex flex-col gap-2">
      <Heading id={id} className={headingLevel === 2 ? 'text-lg font-semibold' : 'font-semibold'}>
        {t('detail.access')}
      </Heading>
      <p className="whitespace-pre-line">{text}</p>
    </section>
  )
}
