import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { useNamedRental } from '@/features/bookings'
import { useCardHost } from '../shared/card-host'
import { CardError, CardLoading } from '../shared/card-status'
import type { RentalTargetProps } from './target-schema'
import { ChooseRentalButton } from './choose-rental-button'
import { RentalLine } from './rental-line'

interface ResolvedRentalProps {
  target: RentalTargetProps
  /** What to say when nothing matches (no booking in progress, none that day, ...). */
  noneText: string
  children: (rental: Rental) => ReactNode
}

/**
 * Finds the booking a card is about (the sentence's day or which, or an id), offers a choice when
 * several match (the choice is recorded in the card, so it survives a reload), then renders it.
 */
export function ResolvedRental({ target, noneText, children }: ResolvedRentalProps) {
  const { t } = useTranslation('bookings')
  const host = useCardHost()
  const chosen = typeof host.state.rentalId === 'number' ? host.state.rentalId : null
  const named = useNamedRental({ ...target, rentalId: chosen ?? target.rentalId })
  const foundId = named.status === 'found' ? named.rental.id : null
  // The chosen booking takes the focus from the button that went with the list: read at once, not lost to the page.
  const [justChosen, setJustChosen] = useState(false)
  const chosenRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (justChosen && foundId !== null) chosenRef.current?.focus()
  }, [justChosen, foundId])
  // Once found, the card keeps to that booking: cancelled, it leaves the lists the sentence was read against.
  useEffect(() => {
    if (foundId !== null && chosen === null) host.setState({ rentalId: foundId })
  }, [foundId, chosen, host])
  switch (named.status) {
    case 'loading':
      return <CardLoading label={t('chat.looking')} />
    case 'error':
      return <CardError message={t('lists.load-error')} onRetry={named.retry} />
    case 'none':
      return <p>{noneText}</p>
    case 'choose':
      return (
        <div className="flex flex-col gap-2">
          <p>{t('chat.choose')}</p>
          <ul className="flex flex-col gap-2">
            {named.candidates.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-2 rounded-md border border-border p-2">
                <div id={`${host.cardId}-choice-${r.id}`}>
                  <RentalLine rental={r} />
                </div>
                <ChooseRentalButton
                  rental={r}
                  describedBy={`${host.cardId}-choice-${r.id}`}
                  onChoose={() => {
                    setJustChosen(true)
                    host.setState({ rentalId: r.id })
                  }}
                />
              </li>
            ))}
          </ul>
        </div>
      )
    case 'found':
      return (
        <div ref={chosenRef} tabIndex={-1} className="space-y-3 rounded-md outline-none focus-visible:outline-2 focus-visible:outline-ring">
          {children(named.rental)}
        </div>
      )
  }
}
