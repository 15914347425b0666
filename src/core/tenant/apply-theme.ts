import { focusRingColor } from '@contracts/color-contrast'
import { isHexColor } from '@contracts/hex-color'
import type { Tenant } from '@contracts/tenant'
import { setTitleSuffix } from '@/lib/document-title'

const THEME_VARIABLES: ReadonlyArray<readonly [keyof Tenant['theme'], string]> = [
  ['primary_color', '--tenant-primary'],
  ['primary_contrast_color', '--tenant-primary-contrast'],
  ['secondary_color', '--tenant-secondary'],
  ['background_color', '--tenant-background'],
  ['pin_color', '--tenant-pin'],
  ['selected_pin_color', '--tenant-pin-selected'],
]

// The server answers only colours of the shared rule (contracts/hex-color.ts), so anything else here
// comes from elsewhere and is left to the stylesheet's default.

/** The tenant's look: colour variables on <html>, favicon, and the name in the document title. */
export function applyTenantTheme(tenant: Tenant, root: HTMLElement = document.documentElement): void {
  for (const [key, variable] of THEME_VARIABLES) {
    const value = tenant.theme[key]?.trim()
    if (value && isHexColor(value)) root.style.setProperty(variable, value)
    else root.style.removeProperty(variable) // app.css's colour, not one an earlier tenant load set
  }
  root.style.setProperty('--tenant-focus', focusRingColor(tenant.theme.primary_color?.trim(), tenant.theme.background_color?.trim()))
  if (tenant.favicon_url) {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
    if (!link) {
      link = document.createElement('link')
      link.rel = 'icon'
      document.head.appendChild(link)
    }
    link.href = tenant.favicon_url
    link.removeAttribute('type')
  }
  setTitleSuffix(tenant.human_name)
  document.title = tenant.human_name
}
