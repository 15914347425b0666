export type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue | readonly QueryValue[]>

/** Query string the Rails way: arrays as `key[]=a&key[]=b`; null and undefined left out. */
export function toSearchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) if (item !== null && item !== undefined) params.append(`${key}[]`, String(item))
    } else if (value !== null && value !== undefined) {
      params.append(key, String(value as string | number | boolean))
    }
  }
  return params
}
