import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { ListStatus } from '@/components/list-status'
import { Button } from '@/components/ui/button'
import { useTenantFlags } from '@/core/tenant'
import { AddCard } from '../components/add-card'
import { CardsTable } from '../components/cards-table'
import { useCards } from '../use-cards'
import { AccountPage } from '@/components/account-page'
import { paths } from '@/core/paths'

/**
 * account/payment-method, which spec section 2 offers only when payments are on. Reached by its
 * address on a tenant without payments, it would offer to store a card that is never used (and
 * the chat says the service is not offered there): the member goes to their account instead.
 */
export default function PaymentMethodScreen() {
  const { usePayments, paymentCardRequired } = useTenantFlags()
  if (!usePayments && !paymentCardRequired) return <Navigate to={paths.details} replace />
  return <PaymentMethods />
}

/** The card table with add, set main and delete after confirmation. */
function PaymentMethods() {
  const { t } = useTranslation('account')
  const cards = useCards()
  const [adding, setAdding] = useState(false)
  const addButton = useRef<HTMLButtonElement>(null)
  const closeForm = () => {
    setAdding(false)
    requestAnimationFrame(() => addButton.current?.focus())
  }
  return (
    <AccountPage title={t('cards.title')}>
      <section aria-labelledby="cards-list-title" className="flex flex-col gap-3">
        <h2 id="cards-list-title" className="text-lg font-semibold">
          {t('cards.list-title')}
        </h2>
        <ListStatus
          status={cards.status}
          count={cards.cards.length}
          labels={{ loading: t('cards.loading'), error: t('cards.load-error'), retry: t('cards.retry'), empty: t('cards.none') }}
          onRetry={cards.reload}
        />
        {cards.cards.length > 0 && <CardsTable cards={cards.cards} mainId={cards.main?.id ?? null} onSetMain={cards.setMain} onDelete={cards.remove} />}
      </section>
      <section aria-labelledby="cards-add-title" className="flex flex-col gap-3">
        <h2 id="cards-add-title" className="text-lg font-semibold">
          {t('cards.add-title')}
        </h2>
        {adding ? (
          <AddCard provider={cards.provider} onAdded={closeForm} onCancel={closeForm} focusFirstField />
        ) : (
          <Button ref={addButton} className="self-start" onClick={() => setAdding(true)}>
            {t('cards.add')}
          </Button>
        )}
      </section>
    </AccountPage>
  )
}
