import { API_PREFIX } from '@contracts/http'

/** Run-time configuration a hosting page may set before the app loads. */
export interface RuntimeConfig {
  apiUrl?: string
}

declare global {
  interface Window {
    __FRONTOFFICE_CONFIG__?: RuntimeConfig
  }
}

// Checked by hand: zod stays out of the first load.
function runtimeApiUrl(): string | undefined {
  if (typeof window === 'undefined') return undefined
  const config: unknown = window.__FRONTOFFICE_CONFIG__
  if (config === undefined || config === null) return undefined
  const apiUrl = typeof config === 'object' ? (config as { apiUrl?: unknown }).apiUrl : undefined
  if (apiUrl === undefined) return undefined
  if (typeof apiUrl === 'string' && apiUrl.trim()) return apiUrl.trim()
  console.error('window.__FRONTOFFICE_CONFIG__.apiUrl must be a non-empty string; it is ignored')
  return undefined
}

/** The API base URL: run-time config wins over the build-time VITE_API_URL, then same-origin /api. */
export function apiBaseUrl(): string {
  const url = runtimeApiUrl() ?? (import.meta.env.VITE_API_URL as string | undefined) ?? API_PREFIX
  return url.replace(/\/+$/, '')
}

/** The app's base path without its trailing slash, as react-router wants it. */
export const APP_BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/'
