import type { ReactNode, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { Button } from '@/components/ui/button'
import { formatDateInWords } from '@/features/bookings'
import { ExtensionQuoteView } from '@/features/bookings/trip/components/extension-quote'
import { TripHeadingLevel } from '@/features/bookings/trip/components/heading'
import { useExtension } from '@/features/bookings/trip/use-extension'
import '@/features/bookings/trip/i18n'
import { useTenant } from '@/core/tenant'
import { CardLoading } from '../shared/card-status'

interface TripExtensionProps {
  rental: Rental
  /** The end asked (ms): later than the rental's current end. */
  askedEnd: number
  /** The form a typed "oui" presses: the modify form when the end asked is free, else the latest-end offer. */
  formRef: Ref<HTMLFormElement>
  submitName: (label: string) => string
  onExtended: (end: number) => void
  /** The modify form, shown only once the quote says the end asked is free (or cannot be quoted). */
  children: ReactNode
}

/**
 * Ending a trip in progress later: the extension is quoted first (GET .../extension, no change),
 * its price lines and the latest possible end shown before any button. When the end asked is
 * past the latest possible end, no confirm for it is ever shown: the latest end is offered instead.
 */
export function TripExtension({ rental, askedEnd, formRef, submitName, onExtended, children }: TripExtensionProps) {
  const { t, i18n } = useTranslation('trip')
  const { tenant } = useTenant()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const ext = useExtension(rental.id, new Date(askedEnd).toISOString())
  const { quote, choice } = ext
  if (ext.quoteFailed && !ext.quoting) {
    // The server still bounds the change: the form stays, with what could not be said.
    return (
      <>
        <p>{t('extend.failed')}</p>
        {children}
      </>
    )
  }
  if (!quote || !choice) return <CardLoading label={t('extend.loading')} />
  const label = choice.kind === 'latest' ? t('extend.offer-latest', { date: formatDateInWords(Date.parse(choice.end), tenant.timezone, lang) }) : ''
  return (
    <>
      <div aria-live="polite" className="flex flex-col gap-2">
        <TripHeadingLevel.Provider value={3}>
          <ExtensionQuoteView quote={quote} choice={choice} />
        </TripHeadingLevel.Provider>
      </div>
      {choice.kind === 'confirm' && children}
      {choice.kind === 'latest' && (
        <form
          ref={formRef}
          onSubmit={(event) => {
            event.preventDefault()
            void ext.extend(choice.end).then((ok) => ok && onExtended(Date.parse(choice.end)))
          }}
        >
          <Button type="submit" aria-label={submitName(label)} disabled={ext.extending}>
            {label}
          </Button>
        </form>
      )}
    </>
  )
}
