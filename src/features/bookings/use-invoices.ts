import { useCallback, useEffect, useState } from 'react'
import { InvoicesResponseSchema, type Invoice } from '@contracts/invoice'
import { apiGet } from '@/lib/api'
import { isFinished } from './rental-status'
import { bookingDetailPath, historyDetailPath } from './paths'

export type InvoicesLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; invoices: Invoice[]; total: number }

/** The invoices the chat lists at once; the rest are on the history screen. */
export const INVOICES_SHOWN = 10

/** GET /user/invoices: the member's invoices, newest first, each with the rental it charges. */
export function useInvoices(limit = INVOICES_SHOWN) {
  const [load, setLoad] = useState<InvoicesLoad>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    setLoad({ status: 'loading' })
    apiGet('/user/invoices', InvoicesResponseSchema, { query: { limit }, signal: controller.signal })
      .then((r) => setLoad({ status: 'ready', invoices: r.invoices, total: r.meta.total }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ status: 'error' })
      })
    return () => controller.abort()
  }, [limit, attempt])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { load, reload }
}

/** The screen of the rental an invoice charges: the history's detail once it is over, else the booking's. */
export function invoiceRentalPath(rental: NonNullable<Invoice['rental']>): string {
  return isFinished(rental.status) ? historyDetailPath(rental.id) : bookingDetailPath(rental.id)
}
