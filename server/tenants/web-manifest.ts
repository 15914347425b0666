import { createHash } from 'node:crypto'
import { API_PREFIX, APP_BASE } from '@contracts/http'
import { ICON_SIZES } from '../media/tenant-icon'
import type { TenantSettings } from './settings'

export const MANIFEST_PATH = '/tenant/manifest.webmanifest'

/** The path of a generated icon (tenant.routes.ts serves it), under /api. */
export function iconPath(size: number, purpose: 'any' | 'maskable'): string {
  return `/tenant/${purpose === 'maskable' ? 'maskable-icon' : 'icon'}-${size}.png`
}

// Launchers show about 12 characters under an icon: a longer name is cut at a word.
const SHORT_NAME_MAX = 12

export function shortName(name: string): string {
  const trimmed = name.trim()
  if (trimmed.length <= SHORT_NAME_MAX) return trimmed
  const first = trimmed.split(/\s+/)[0]
  return first.length <= SHORT_NAME_MAX ? first : first.slice(0, SHORT_NAME_MAX)
}

/**
 * The tenant's web app manifest: its name and colours, the generated icons (any and maskable, 192
 * and 512 px), the app's base as start URL and scope. The icons' URLs change with the colours, so
 * a launcher that cached the old icon fetches the new one.
 */
export function webManifest(tenant: { human_name: string; settings: Pick<TenantSettings, 'theme' | 'language'> }) {
  const { theme } = tenant.settings
  const version = createHash('sha256')
    .update(JSON.stringify([theme.primary_color, theme.primary_contrast_color, theme.secondary_color]))
    .digest('hex')
    .slice(0, 10)
  return {
    id: APP_BASE,
    name: tenant.human_name,
    short_name: shortName(tenant.human_name),
    lang: tenant.settings.language,
    start_url: APP_BASE,
    scope: APP_BASE,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: theme.primary_color,
    background_color: theme.background_color,
    icons: ICON_SIZES.flatMap((size) =>
      (['any', 'maskable'] as const).map((purpose) => ({
        src: `${API_PREFIX}${iconPath(size, purpose)}?v=${version}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    ),
  }
}
