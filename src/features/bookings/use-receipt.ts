import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '@contracts/common'
import { isApiError } from '@/core/api'
import { downloadBlob } from '@/lib/download-file'
import { priceBreakdownView, type PriceBreakdownView } from '@/lib/price-breakdown-view'
import { queryClient } from '@/core/query/query-client'
import { useTenant } from '@/core/tenant'
import { fetchReceipt, fetchReceiptPdf } from './api'
import { bookingsKeys } from './keys'

export type ReceiptStatus = 'loading' | 'ready' | 'not-ready' | 'error'

/** Not invoiced yet (404) is said in words; a receipt read again keeps showing the one read. */
function receiptStatus(query: { data?: unknown; isError: boolean; isFetching: boolean; error: unknown }): ReceiptStatus {
  if (query.data) return 'ready'
  if (!query.isError || query.isFetching) return 'loading'
  return isApiError(query.error) && query.error.status === 404 ? 'not-ready' : 'error'
}

/**
 * One receipt (GET /user/rentals/{id}/receipt) with its price rows in the reader's language, and
 * its PDF to save. Not invoiced yet (404): `not-ready`, which the page says in words. Under the
 * bookings' keys: a cancellation's fee reads it again.
 */
export function useReceipt(id: number) {
  const { t, i18n } = useTranslation(['bookings', 'price'])
  const { tenant } = useTenant()
  const lang: Language = i18n.language === 'en' ? 'en' : 'fr'
  // The language names the taxes: part of the key, so a change asks again.
  const query = useQuery({ queryKey: bookingsKeys.receipt(id, lang), queryFn: ({ signal }) => fetchReceipt(id, signal) }, queryClient)
  const [pdfFailed, setPdfFailed] = useState(false)
  const receipt = query.data ?? null
  const status = receiptStatus(query)
  const view: PriceBreakdownView | null = receipt ? priceBreakdownView({ ...receipt.breakdown, card: receipt.card }, lang, tenant.timezone, t) : null
  const downloadPdf = useCallback(async () => {
    setPdfFailed(false)
    try {
      downloadBlob(`receipt-${receipt?.invoice_number ?? id}.pdf`, await fetchReceiptPdf(id))
    } catch {
      setPdfFailed(true)
    }
  }, [id, receipt])
  return { receipt, status, view, lang, timezone: tenant.timezone, pdfFailed, downloadPdf, retry: () => void query.refetch() }
}
