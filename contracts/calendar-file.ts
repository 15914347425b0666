/**
 * An iCalendar file (RFC 5545) for one booking: the app offers it to download from the
 * confirmation and the booking's detail, and the server attaches the same file to the confirmation
 * e-mail, so a driver's calendar holds the same event whichever way it came.
 */
export interface CalendarEvent {
  /** Stable across downloads, so a calendar updates the event instead of adding a second one. */
  uid: string
  start: string | number | Date
  end: string | number | Date
  summary: string
  location?: string | null
  description?: string | null
  url?: string | null
}

const CRLF = '\r\n'

/** 20261128T140000Z: UTC, so no time zone block is needed and every calendar shows local time. */
function utcStamp(at: string | number | Date): string {
  return new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** RFC 5545 3.3.11: backslash, semicolon and comma are escaped; new lines become \n. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** RFC 5545 3.1: lines longer than 75 octets are folded, continuing with one space, never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    const limit = parts.length === 0 ? 75 : 74
    if (size + bytes > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

export function calendarFile(event: CalendarEvent, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//frontoffice//booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(fold).join(CRLF) + CRLF
}

/** The file name a booking's calendar file is saved under. */
export const calendarFileName = (bookingId: string | number): string => `reservation-${bookingId}.ics`
