import { initials, safeColor, xmlEscape } from './svg'

interface LogoInput {
  name: string
  primary: string
  contrast: string
  secondary: string
}

/** The tenant's wordmark: a rounded badge with a car glyph and the tenant's name. */
export function tenantLogoSvg({ name, primary, contrast, secondary }: LogoInput): string {
  const bg = safeColor(primary, '#0B6E4F')
  const fg = safeColor(contrast, '#FFFFFF')
  const accent = safeColor(secondary, '#F2A541')
  const label = xmlEscape(name)
  const width = Math.max(180, 64 + name.length * 11)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${label}">
<rect x="0" y="0" width="48" height="48" rx="12" fill="${bg}"/>
<path d="M10 30 l4-9 a4 4 0 0 1 4-3 h12 a4 4 0 0 1 4 3 l4 9 v6 h-4 v-3 h-24 v3 h-4z" fill="${fg}"/>
<circle cx="17" cy="31" r="2.5" fill="${accent}"/><circle cx="31" cy="31" r="2.5" fill="${accent}"/>
<text x="58" y="31" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="${bg}">${label}</text>
</svg>`
}

/** A square favicon with the tenant's initials. */
export function tenantFaviconSvg({ name, primary, contrast }: Omit<LogoInput, 'secondary'>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="${safeColor(primary, '#0B6E4F')}"/>
<text x="32" y="41" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" font-weight="700" fill="${safeColor(contrast, '#FFFFFF')}">${xmlEscape(initials(name))}</text>
</svg>`
}
