import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '@contracts/common'
import type { Receipt } from '@contracts/receipt'
import { isApiError } from '@/lib/api'
import { downloadBlob } from '@/lib/download-file'
import { priceBreakdownView, type PriceBreakdownView } from '@/lib/price-breakdown'
import { useTenant } from '@/lib/tenant'
import { fetchReceipt, fetchReceiptPdf } from './api'

export type ReceiptStatus = 'loading' | 'ready' | 'not-ready' | 'error'

/**
 * One receipt (GET /user/rentals/{id}/receipt) with its price rows in the reader's language, and
 * its PDF to save. Not invoiced yet (404): `not-ready`, which the page says in words.
 */
export function useReceipt(id: number) {
  const { t, i18n } = useTranslation(['bookings', 'price'])
  const { tenant } = useTenant()
  const lang: Language = i18n.language === 'en' ? 'en' : 'fr'
  const [receipt, setReceipt] = useState<Receipt | null>(null)
  const [status, setStatus] = useState<ReceiptStatus>('loading')
  const [pdfFailed, setPdfFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const abort = new AbortController()
    setStatus('loading')
    fetchReceipt(id, abort.signal).then(
      (r) => {
        setReceipt(r)
        setStatus('ready')
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setStatus(isApiError(error) && error.status === 404 ? 'not-ready' : 'error')
      },
    )
    return () => abort.abort()
    // The language names the taxes: asked again when it changes.
  }, [id, lang, attempt])
  const view: PriceBreakdownView | null = receipt ? priceBreakdownView({ ...receipt.breakdown, card: receipt.card }, lang, tenant.timezone, t) : null
  const downloadPdf = useCallback(async () => {
    setPdfFailed(false)
    try {
      downloadBlob(`receipt-${receipt?.invoice_number ?? id}.pdf`, await fetchReceiptPdf(id))
    } catch {
      setPdfFailed(true)
    }
  }, [id, receipt])
  return { receipt, status, view, lang, timezone: tenant.timezone, pdfFailed, downloadPdf, retry: () => setAttempt((n) => n + 1) }
}
