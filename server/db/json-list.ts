/** Parses a JSON list column (aliases, options, ...); a corrupt value reads as empty. */
export function jsonList(text: string | null | undefined): string[] {
  if (!text) return []
  try {
    const value = JSON.parse(text) as unknown
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}
