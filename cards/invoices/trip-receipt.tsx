import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { formatDateTime, formatPrice, pickReceipt, sendReceiptMail, type InvoiceWithRental, type InvoicesLoad } from '@/features/bookings'
import { useTenant } from '@/core/tenant'
import { useCardHost } from '../shared/card-host'
import { CardError, CardLoading } from '../shared/card-status'
import { ClassicLink } from '../shared/classic-link'
import type { InvoicesCardProps } from './schema'
import { paths } from '@/core/paths'

type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; to: string } | { status: 'error' }

/** One trip's receipt: named by its car and day, opened, or sent by e-mail (once by itself when the member asked it sent). */
function OneReceipt({ invoice, autoSend }: { invoice: InvoiceWithRental; autoSend: boolean }) {
  const { t, i18n } = useTranslation('cards')
  const { tenant } = useTenant()
  const host = useCardHost()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const rentalId = invoice.rental.id
  // Sent before (recorded by the card, so a reload does not send it again).
  const sentTo = host.state[`sent-${rentalId}`]
  const [sending, setSending] = useState<Sending>(typeof sentTo === 'string' ? { status: 'sent', to: sentTo } : { status: 'idle' })
  const started = useRef(false)
  const { setState } = host
  const send = useCallback(async () => {
    started.current = true
    setSending({ status: 'sending' })
    try {
      const to = await sendReceiptMail(rentalId)
      setState({ [`sent-${rentalId}`]: to })
      setSending({ status: 'sent', to })
    } catch {
      setSending({ status: 'error' })
    }
  }, [rentalId, setState])
  // Once, when the card first shows the trip the member asked to be sent: `started` holds it to one
  // send however often the effect runs again, and a recorded send is never repeated after a reload.
  useEffect(() => {
    if (autoSend && !started.current && typeof sentTo !== 'string') void send()
  }, [autoSend, sentTo, send])
  const trip = t('invoices.trip', {
    vehicle: invoice.rental.vehicle_name ?? t('invoices.a-vehicle'),
    start: formatDateTime(Date.parse(invoice.rental.start_date), tenant.timezone, lang),
  })
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium">{trip}</p>
      <p>
        {formatPrice(invoice.amount, lang) ?? t('invoices.free')} · {t(`invoices.status.${invoice.status}`)}
      </p>
      <p>
        <ClassicLink to={paths.receipt(rentalId)}>{t('invoices.open-receipt', { trip })}</ClassicLink>
      </p>
      <div role="status">
        {sending.status === 'sending' && <p>{t('invoices.sending')}</p>}
        {sending.status === 'sent' && <p>{t('invoices.sent', { to: sending.to })}</p>}
      </div>
      {sending.status === 'error' && <p role="alert">{t('invoices.send-error')}</p>}
      {(sending.status === 'idle' || sending.status === 'error') && (
        <Button size="sm" variant="secondary" className="self-start" onClick={() => void send()}>
          {t('invoices.send', { trip })}
        </Button>
      )}
    </div>
  )
}

/** The receipt of the trip the member named, among their invoices; several matching trips are listed to choose from. */
export function TripReceipt({ load, reload, query }: { load: InvoicesLoad; reload: () => void; query: InvoicesCardProps }) {
  const { t } = useTranslation('cards')
  const { tenant } = useTenant()
  if (load.status === 'loading') return <CardLoading label={t('invoices.loading')} />
  if (load.status === 'error') return <CardError message={t('invoices.load-error')} onRetry={reload} />
  const pick = pickReceipt(load.invoices, query, tenant.timezone)
  if (pick.kind === 'none') return <p>{t('invoices.no-trip')}</p>
  if (pick.kind === 'found') return <OneReceipt invoice={pick.invoice} autoSend={query.send} />
  return (
    <>
      <p>{t('invoices.several', { count: pick.candidates.length })}</p>
      <ul className="flex flex-col gap-3">
        {pick.candidates.map((invoice) => (
          <li key={invoice.id} className="rounded-md border border-border p-2">
            <OneReceipt invoice={invoice} autoSend={false} />
          </li>
        ))}
      </ul>
    </>
  )
}
