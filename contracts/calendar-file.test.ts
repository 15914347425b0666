import { calendarFile, calendarFileName } from './calendar-file'

const now = new Date('2026-11-27T12:00:00Z')

describe('calendarFile', () => {
  it('writes one event in UTC with CRLF line ends', () => {
    const file = calendarFile({ uid: 'rental-42@demo.localhost', start: '2026-11-28T14:00:00Z', end: '2026-11-28T17:30:00Z', summary: 'Honda Fit', location: 'Gare Centrale' }, now)
    expect(file.endsWith('\r\n')).toBe(true)
    const lines = file.split('\r\n')
    expect(lines).toContain('BEGIN:VEVENT')
    expect(lines).toContain('UID:rental-42@demo.localhost')
    expect(lines).toContain('DTSTAMP:20261127T120000Z')
    expect(lines).toContain('DTSTART:20261128T140000Z')
    expect(lines).toContain('DTEND:20261128T173000Z')
    expect(lines).toContain('SUMMARY:Honda Fit')
    expect(lines).toContain('LOCATION:Gare Centrale')
    expect(lines.filter((l) => l.startsWith('BEGIN:')).length).toBe(2)
  })

  it('escapes commas, semicolons, backslashes and new lines in text', () => {
    const file = calendarFile({ uid: 'u', start: 0, end: 3600_000, summary: 'a, b; c\\d', description: 'line 1\nline 2' }, now)
    expect(file).toContain('SUMMARY:a\\, b\\; c\\\\d\r\n')
    expect(file).toContain('DESCRIPTION:line 1\\nline 2\r\n')
  })

  it('folds lines over 75 octets without cutting a character in two', () => {
    const long = 'é'.repeat(100)
    const file = calendarFile({ uid: 'u', start: 0, end: 3600_000, summary: long }, now)
    const physical = file.split('\r\n')
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const unfolded = file.replace(/\r\n /g, '')
    expect(unfolded).toContain(`SUMMARY:${long}\r\n`)
  })

  it('names the file after the booking', () => {
    expect(calendarFileName(42)).toBe('reservation-42.ics')
  })
})
