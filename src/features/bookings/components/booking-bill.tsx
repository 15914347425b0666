import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Rental } from '@contracts/rental'
import { BillingNote, hasReceipt } from './billing-note'
import { paths } from '@/core/paths'

/** A closed booking's bill on its detail page: the receipt link once invoiced, and what holds it up otherwise. */
export function BookingBill({ rental }: { rental: Rental }) {
  const { t } = useTranslation('bookings')
  return (
    <section aria-labelledby="booking-bill-title" className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3">
      <h2 id="booking-bill-title" className="font-semibold">
        {t('receipt.title')}
      </h2>
      {hasReceipt(rental) && (
        <p className="text-sm">
          <Link to={paths.receipt(rental.id)} className="text-primary underline underline-offset-2 hover:no-underline">
            {t('receipt.open')}
          </Link>
        </p>
      )}
      <BillingNote rental={rental} />
    </section>
  )
}
