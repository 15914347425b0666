/** The tenant's format of typed dates (contracts/tenant.ts `date_format`): sign-up and account details both type them. */
export type DateFormat = 'DD-MM-YYYY' | 'YYYY-MM-DD'

/** Where the separators go in the typed text: after these many digits. */
const GROUPS: Record<DateFormat, readonly number[]> = { 'DD-MM-YYYY': [2, 2, 4], 'YYYY-MM-DD': [4, 2, 2] }

/**
 * The mask of spec section 5: keeps the digits the visitor types (at most eight) and puts the
 * separators where the tenant's format has them, so "3112199" reads "31-12-199".
 */
export function maskDate(raw: string, format: DateFormat): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8)
  const parts: string[] = []
  let rest = digits
  for (const size of GROUPS[format]) {
    if (!rest) break
    parts.push(rest.slice(0, size))
    rest = rest.slice(size)
  }
  const text = parts.join('-')
  // A separator typed right after a full group is kept, so the caret moves on as the visitor expects.
  const full = parts.length < 3 && parts.length > 0 && parts[parts.length - 1].length === GROUPS[format][parts.length - 1]
  return full && /[-/. ]$/.test(raw) ? `${text}-` : text
}

export type DateCheck = { ok: true; iso: string } | { ok: false; error: 'invalid-format' | 'invalid-date' }

/** A real calendar date (no 31 April, 29 February only in leap years), years 1900 to 2199. */
function isCalendarDate(y: number, m: number, d: number): boolean {
  if (y < 1900 || y > 2199 || m < 1 || m > 12 || d < 1) return false
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/**
 * Strict reading of a typed date in the tenant's format (spec section 5): the exact shape, else
 * invalid-format; a day that does not exist, else invalid-date. The wire wants YYYY-MM-DD.
 */
export function parseTenantDate(text: string, format: DateFormat): DateCheck {
  const shape = format === 'DD-MM-YYYY' ? /^(\d{2})-(\d{2})-(\d{4})$/ : /^(\d{4})-(\d{2})-(\d{2})$/
  const m = shape.exec(text.trim())
  if (!m) return { ok: false, error: 'invalid-format' }
  const [y, mo, d] = format === 'DD-MM-YYYY' ? [m[3], m[2], m[1]] : [m[1], m[2], m[3]]
  if (!isCalendarDate(Number(y), Number(mo), Number(d))) return { ok: false, error: 'invalid-date' }
  return { ok: true, iso: `${y}-${mo}-${d}` }
}

/** A stored date (YYYY-MM-DD, or an instant whose date part is that) in the tenant's format. */
export function isoToTenantDate(iso: string | null, format: DateFormat): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null
  if (!m) return ''
  return format === 'DD-MM-YYYY' ? `${m[3]}-${m[2]}-${m[1]}` : `${m[1]}-${m[2]}-${m[3]}`
}
