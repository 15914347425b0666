import type { ClientErrorReport } from '@contracts/client-errors'

export interface CrashContext {
  tenant: string
  userAgent: string | undefined
  receivedAt: string
}

/**
 * Sends an interface crash to the configured error-reporting service as one JSON POST. It never
 * throws: a reporting outage must not turn into an error for the driver whose screen just crashed.
 */
export async function forwardCrashReport(url: string, report: ClientErrorReport, context: CrashContext, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ source: 'frontoffice-web', ...context, ...report }),
      signal: AbortSignal.timeout(5000),
    })
    return res.ok
  } catch {
    return false
  }
}
