import { ACCEPT_V04, XHR_HEADER } from '@contracts/http'
import type { ClientErrorReport } from '@contracts/client-errors'
import { apiBaseUrl } from '@/lib/config'

const recentlyReported = new Map<string, number>()
const SAME_ERROR_QUIET_MS = 10_000

/**
 * Reports a crash of the interface to the server (POST /client_errors), which forwards it to an
 * error-reporting service when one is configured. Fire and forget: reporting never throws, and
 * one error repeating in a render loop is sent once per ten seconds.
 */
export function reportClientError(error: unknown, componentStack?: string | null): void {
  const err = error instanceof Error ? error : new Error(String(error))
  const now = Date.now()
  const key = `${err.message}\n${err.stack ?? ''}`
  if ((recentlyReported.get(key) ?? 0) > now - SAME_ERROR_QUIET_MS) return
  recentlyReported.set(key, now)

  const report: ClientErrorReport = {
    message: err.message.slice(0, 2000),
    stack: err.stack?.slice(0, 20000) ?? null,
    component_stack: componentStack?.slice(0, 20000) ?? null,
    url: window.location.href.slice(0, 2000),
    user_agent: navigator.userAgent.slice(0, 1000),
  }
  try {
    void fetch(`${apiBaseUrl()}/client_errors`, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Accept: ACCEPT_V04, [XHR_HEADER.name]: XHR_HEADER.value },
      body: JSON.stringify(report),
    }).catch(() => undefined)
  } catch {
    // Reporting must never add a second failure.
  }
}
