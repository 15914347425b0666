import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { PriceRows } from '@/components/price-rows'
import { formatDateTime } from '../format'
import { useReceipt } from '../use-receipt'
import { AccountPage } from './account-page'
import { paths } from '@/core/paths'

/** account/bookings-history/{id}/receipt: the receipt of a finished rental, to print or save as a PDF. */
export default function ReceiptScreen() {
  const { t } = useTranslation('bookings')
  const id = Number(useParams().id)
  const { receipt, status, view, lang, timezone, pdfFailed, downloadPdf, retry } = useReceipt(id)
  const date = (iso: string) => formatDateTime(Date.parse(iso), timezone, lang)
  const actions = receipt && (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="secondary" onClick={() => window.print()}>
        {t('receipt.print')}
      </Button>
      <Button onClick={() => void downloadPdf()}>{t('receipt.pdf')}</Button>
    </div>
  )
  return (
    <AccountPage title={t('receipt.title-of', { id })} actions={actions}>
      {status === 'loading' && <p role="status">{t('receipt.loading')}</p>}
      {status === 'not-ready' && <p>{t('receipt.not-ready')}</p>}
      {status === 'error' && (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p>{t('receipt.error')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('receipt.retry')}
          </Button>
        </div>
      )}
      {pdfFailed && (
        <p role="alert" className="font-medium text-destructive">
          {t('receipt.pdf-error')}
        </p>
      )}
      {receipt && view && (
        <article aria-labelledby="receipt-invoice" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4">
          <div>
            <p className="text-lg font-semibold">{receipt.tenant_name}</p>
            <h2 id="receipt-invoice" className="font-semibold">
              {t('receipt.invoice', { number: receipt.invoice_number })}
            </h2>
            <p className="text-sm">{t('receipt.issued', { date: date(receipt.issued_at) })}</p>
            <p className="text-sm">{receipt.paid_at ? t('receipt.paid', { date: date(receipt.paid_at) }) : t('receipt.pending')}</p>
            {receipt.status === 'refunded' && <p className="text-sm">{t('receipt.refunded')}</p>}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {receipt.driver_name && (
              <>
                <dt className="text-muted-foreground">{t('receipt.driver')}</dt>
                <dd>{receipt.driver_name}</dd>
              </>
            )}
            {receipt.vehicle && (
              <>
                <dt className="text-muted-foreground">{t('receipt.vehicle')}</dt>
                <dd>
                  {receipt.vehicle.make} {receipt.vehicle.model} ({receipt.vehicle.license_plate})
                </dd>
              </>
            )}
            {receipt.station && (
              <>
                <dt className="text-muted-foreground">{t('receipt.station')}</dt>
                <dd>
                  {receipt.station.name}, {receipt.station.address}
                </dd>
              </>
            )}
            <dt className="text-muted-foreground">{t('receipt.period')}</dt>
            <dd>
              {date(receipt.start)} – {date(receipt.end)}
            </dd>
            {receipt.distance !== null && (
              <>
                <dt className="text-muted-foreground">{t('receipt.distance')}</dt>
                <dd>
                  {receipt.distance} {receipt.breakdown.distance_unit === 'km' ? 'km' : lang === 'fr' ? 'mi' : 'miles'}
                </dd>
              </>
            )}
          </dl>
          <PriceRows rows={view.rows} />
          {view.card && <p className="text-sm">{view.card}</p>}
        </article>
      )}
      <p className="print:hidden">
        <Link to={paths.bookingsHistory} className="text-primary underline underline-offset-2">
          {t('receipt.back')}
        </Link>
      </p>
    </AccountPage>
  )
}
