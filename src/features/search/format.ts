import type { DistanceUnit, Language, Money } from '@contracts/common'

/** Currency symbols of spec section 9; another code shows as itself. */
const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', CAD: '$', GBP: '£' }

export function currencySymbol(isoCode: string): string {
  return SYMBOLS[isoCode.toUpperCase()] ?? isoCode.toUpperCase()
}

/**
 * A price as drivers read it (spec section 9): cents / 100 with the currency symbol, after the
 * amount in French ("12,50 €") and before it in English ("€12.50"). A zero or missing price is
 * hidden: the result is null.
 */
export function formatPrice(price: Money | null | undefined, lang: Language): string | null {
  if (!price || price.value_cents === 0) return null
  return formatAmount(price, lang)
}

/** An amount as formatPrice writes it, zero included (a price breakdown's "0,00 $" line). */
export function formatAmount(price: Money, lang: Language): string {
  const amount = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(price.value_cents / 100)
  const symbol = currencySymbol(price.iso_code)
  // fr-FR groups thousands with a narrow no-break space; keep it, and join the symbol with a no-break space.
  return lang === 'fr' ? `${amount}\u00a0${symbol}` : `${symbol}${amount}`
}

/** Metres per unit (spec section 9). */
export const METERS_PER_UNIT: Record<DistanceUnit, number> = { km: 1000, miles: 1609.344 }

/** A distance in the tenant's unit with one decimal ("1,2 km", "0.8 miles"); null when unknown. */
export function formatDistance(meters: number | null | undefined, unit: DistanceUnit, lang: Language): string | null {
  if (meters === null || meters === undefined || !Number.isFinite(meters)) return null
  const value = Math.round((meters / METERS_PER_UNIT[unit]) * 10) / 10
  const text = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)
  const label = unit === 'km' ? 'km' : lang === 'fr' ? 'mi' : value === 1 ? 'mile' : 'miles'
  return `${text}\u00a0${label}`
}
