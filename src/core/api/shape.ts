/**
 * Light structural checks for the few answers the first load needs (tenant, token, user): the
 * contracts' zod schemas would bring zod into the entry chunk. Every later call validates with
 * the full schema. A failed check throws, as a failed schema would.
 */
export function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError(`${what}: an object was expected`)
  return value as Record<string, unknown>
}

export function expectFields(value: Record<string, unknown>, what: string, fields: Record<string, 'string' | 'number' | 'boolean' | 'object' | 'array'>): void {
  for (const [name, kind] of Object.entries(fields)) {
    const field = value[name]
    const ok = kind === 'array' ? Array.isArray(field) : kind === 'object' ? typeof field === 'object' && field !== null : typeof field === kind
    if (!ok) throw new TypeError(`${what}.${name}: ${kind} expected`)
  }
}
