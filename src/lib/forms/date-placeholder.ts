import type { DateFormat } from './tenant-date'

/**
 * The tenant's date format (spec section 5) named in the driver's language (JJ-MM-AAAA in
 * French): registration and account details both show it, so a French driver never reads the
 * English letters.
 */
export function datePlaceholder(format: DateFormat, lang: 'fr' | 'en'): string {
  return lang === 'fr' ? format.replace(/D/g, 'J').replace(/Y/g, 'A') : format
}
