import type { TenantSettings } from '../tenants/settings'

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/**
 * What the settings schema lets through but the app cannot run with: the app formats every date in
 * the tenant's time zone (an unknown one throws RangeError in the browser and blanks the screens),
 * and offers `language` first among `languages`. Checked only where settings are written, so that a
 * stored value never stops the server from loading the tenants.
 */
export function settingProblems(settings: TenantSettings): string[] {
  const problems: string[] = []
  if (!isTimeZone(settings.timezone)) problems.push(`timezone: "${settings.timezone}" is not an IANA time zone (e.g. Europe/Paris, America/Montreal)`)
  if (!settings.languages.includes(settings.language)) {
    problems.push(`language: "${settings.language}" is not among languages ${JSON.stringify(settings.languages)}; set languages first`)
  }
  return problems
}
