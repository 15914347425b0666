import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

/** An instant as a date slot holds it: ISO 8601 with the tenant's offset at that instant (2026-11-26T09:00:00-05:00). */
export const isoIn = (ms: number, timeZone: string): string => format(new TZDate(ms, timeZone), "yyyy-MM-dd'T'HH:mm:ssxxx")
