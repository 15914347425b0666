import { z } from 'zod'
import { API_PREFIX } from '@contracts/http'

const RuntimeConfigSchema = z.object({ apiUrl: z.string().min(1).optional() }).partial()
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>

declare global {
  interface Window {
    /** Set by the hosting page before the app loads, to point the app at another API. */
    __FRONTOFFICE_CONFIG__?: RuntimeConfig
  }
}

function runtimeConfig(): RuntimeConfig {
  if (typeof window === 'undefined') return {}
  const parsed = RuntimeConfigSchema.safeParse(window.__FRONTOFFICE_CONFIG__ ?? {})
  if (!parsed.success) {
    console.error('window.__FRONTOFFICE_CONFIG__ is invalid and is ignored', parsed.error.issues)
    return {}
  }
  return parsed.data
}

/** The API base URL: run-time config wins over the build-time VITE_API_URL, then same-origin /api. */
export function apiBaseUrl(): string {
  const url = runtimeConfig().apiUrl ?? (import.meta.env.VITE_API_URL as string | undefined) ?? API_PREFIX
  return url.replace(/\/+$/, '')
}

/** The app's base path without its trailing slash, as react-router wants it. */
export const APP_BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/'
