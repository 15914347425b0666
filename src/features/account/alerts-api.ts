import { apiDelete, apiGet, apiPost } from '@/core/api'
import { AlertResponseSchema, AlertsResponseSchema, type Alert, type AlertInput } from '@contracts/alert'

/** The root key of the member's alerts: one invalidation reaches the screen and the chat's cards. */
export const ALERTS_KEY = ['alerts'] as const

export async function fetchAlerts(): Promise<Alert[]> {
  return (await apiGet('/user/alerts', AlertsResponseSchema)).alerts
}

/** POST /user/alerts: the search's own fields; 409 TOO_MANY_ALERTS past the limit. */
export async function createAlert(alert: AlertInput): Promise<Alert> {
  return (await apiPost('/user/alerts', { alert }, AlertResponseSchema)).alert
}

/** DELETE /user/alerts/:id: 204; the API client always declares a JSON body, so an empty one goes. */
export async function deleteAlert(id: number): Promise<void> {
  await apiDelete(`/user/alerts/${id}`, undefined, { json: {} })
}
