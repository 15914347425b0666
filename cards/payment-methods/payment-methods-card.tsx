import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { AddCard, CardsTable, useCards } from '@/features/account'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { CardError, CardLoading } from '../shared/card-status'
import '../bookings-shared/i18n'
import type { PaymentMethodsCardProps } from './schema'

/** payment_methods: the card table (main first), set main, delete after confirmation, add a card. */
export function PaymentMethodsCard({ props, stale }: CardViewProps<PaymentMethodsCardProps>) {
  const { t } = useTranslation('account')
  const cards = useCards()
  const [adding, setAdding] = useState(props.action === 'add')
  return (
    <CardFrame title={t('cards.title')} classicPath="/account/payment-method" classicLabel={t('chat.open-cards')} stale={stale}>
      {cards.status === 'loading' && cards.cards.length === 0 && <CardLoading label={t('cards.loading')} />}
      {cards.status === 'error' && <CardError message={t('cards.load-error')} onRetry={cards.reload} />}
      {cards.status === 'ready' && cards.cards.length === 0 && <p>{t('cards.none')}</p>}
      {cards.cards.length > 0 &&
        (stale ? (
          <ul className="list-disc pl-5">
            {cards.cards.map((c) => (
              <li key={c.id}>{t('cards.card-label', { brand: c.brand, last4: c.last4 })}</li>
            ))}
          </ul>
        ) : (
          <CardsTable compact cards={cards.cards} mainId={cards.main?.id ?? null} onSetMain={cards.setMain} onDelete={cards.remove} />
        ))}
      {!stale &&
        (adding ? (
          <AddCard provider={cards.provider} onAdded={() => setAdding(false)} onCancel={() => setAdding(false)} />
        ) : (
          <Button size="sm" className="self-start" onClick={() => setAdding(true)}>
            {t('cards.add')}
          </Button>
        ))}
    </CardFrame>
  )
}

export default PaymentMethodsCard
