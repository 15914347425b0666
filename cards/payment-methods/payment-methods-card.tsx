import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { AddCard, CardsTable, brandName, useCards } from '@/features/account'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { CardError, CardLoading } from '../shared/card-status'
import '../bookings-shared/i18n'
import type { PaymentMethodsCardProps } from './schema'
import { paths } from '@/core/paths'

/** payment_methods: the card table (main first), set main, delete after confirmation, add a card. */
export function PaymentMethodsCard({ props, stale }: CardViewProps<PaymentMethodsCardProps>) {
  const { t } = useTranslation('account')
  const cards = useCards()
  // 'asked': the sentence asked for the form, which must not take the focus from the composer;
  // 'pressed': the add button opened it and is gone, so its first field takes the focus.
  const [adding, setAdding] = useState<false | 'asked' | 'pressed'>(props.action === 'add' ? 'asked' : false)
  const addButton = useRef<HTMLButtonElement>(null)
  const closeForm = () => {
    setAdding(false)
    requestAnimationFrame(() => addButton.current?.focus())
  }
  return (
    <CardFrame title={t('cards.title')} classicPath={paths.paymentMethod} classicLabel={t('chat.open-cards')} stale={stale}>
      {cards.status === 'loading' && cards.cards.length === 0 && <CardLoading label={t('cards.loading')} />}
      {cards.status === 'error' && <CardError message={t('cards.load-error')} onRetry={cards.reload} />}
      {cards.status === 'ready' && cards.cards.length === 0 && <p>{t('cards.none')}</p>}
      {cards.cards.length > 0 &&
        (stale ? (
          <ul className="list-disc pl-5">
            {cards.cards.map((c) => (
              <li key={c.id}>{t('cards.card-label', { brand: brandName(c.brand), last4: c.last4 })}</li>
            ))}
          </ul>
        ) : (
          <CardsTable compact cards={cards.cards} mainId={cards.main?.id ?? null} onSetMain={cards.setMain} onDelete={cards.remove} />
        ))}
      {!stale &&
        (adding ? (
          <AddCard provider={cards.provider} onAdded={closeForm} onCancel={closeForm} focusFirstField={adding === 'pressed'} />
        ) : (
          <Button ref={addButton} size="sm" className="self-start" onClick={() => setAdding('pressed')}>
            {t('cards.add')}
          </Button>
        ))}
    </CardFrame>
  )
}

export default PaymentMethodsCard
