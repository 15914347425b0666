// Countries of the North American Numbering Plan among the tenants' (ISO 3166): they dial +1 numbers nationally.
const NORTH_AMERICAN_PLAN: readonly string[] = ['CA', 'US']

/**
 * A phone number as people read it; the stored and sent value stays E.164. The tenant's own country
 * is written the national way (spec section 9 formats phones nationally; the forms read national
 * numbers in the tenant's country too, see toE164), other countries with their country code.
 * The project has no phone library, so only the plans its tenants use are known here (North America,
 * France); any other number keeps its E.164 form, which is still correct to dial.
 */
export function formatPhoneForDisplay(e164: string, tenantCountry: string): string {
  const country = tenantCountry.toUpperCase()
  const northAmerica = /^\+1([2-9]\d{2})([2-9]\d{2})(\d{4})$/.exec(e164)
  if (northAmerica) {
    const [, area, exchange, line] = northAmerica
    return NORTH_AMERICAN_PLAN.includes(country) ? `(${area}) ${exchange}-${line}` : `+1 ${area}-${exchange}-${line}`
  }
  const france = /^\+33([1-9])(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(e164)
  if (france) {
    const [, first, ...pairs] = france
    return country === 'FR' ? `0${first} ${pairs.join(' ')}` : `+33 ${first} ${pairs.join(' ')}`
  }
  return e164
}
