import { bookingCalendarEvent } from '@contracts/booking-calendar'
import { calendarFile } from '@contracts/calendar-file'
import { RentalResponseSchema } from '@contracts/rental'
import { sql } from 'kysely'
import { createTestContext, type TestContext } from '../helpers'
import { eventually, startSmtpSink, type SmtpSink } from '../jobs/smtp-sink'
import { demoTripFields, newMember, newVehicle, rentalWindow, stationId } from './search-helpers'

interface StoredAttachment {
  filename: string
  contentType: string
  content: string
}

/** The DTSTAMP says when the file was made: the rest of the file must be the screen's, to the byte. */
const withoutStamp = (ics: string) => ics.replace(/DTSTAMP:\d{8}T\d{6}Z/, 'DTSTAMP:x')

/** The text/calendar part of a raw MIME message, decoded (nodemailer picks quoted-printable or base64). */
function calendarPartOf(raw: string): { headers: string; body: string } | null {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1]
  if (!boundary) return null
  for (const part of raw.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n')
    const headers = part.slice(0, split)
    if (!/content-type:\s*text\/calendar/i.test(headers)) continue
    const encoded = part.slice(split + 4).trim()
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1].toLowerCase()
    const body =
      encoding === 'base64'
        ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              encoded.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            ).toString('utf8')
          : encoded
    return { headers, body }
  }
  return null
}

describe('the booking confirmation e-mail', () => {
  let smtp: SmtpSink
  let ctx: TestContext
  let gare: number
  let tenantName: string
  let tenantId: number
  let trip: Awaited<ReturnType<typeof demoTripFields>>

  beforeAll(async () => {
    smtp = await startSmtpSink()
    ctx = await createTestContext({ config: { mail: { smtpUrl: smtp.url, from: 'Front office <no-reply@demo.test>' } } })
    gare = await stationId(ctx, 'Gare Centrale')
    tenantId = await ctx.tenantId('demo')
    trip = await demoTripFields(ctx)
    tenantName = (await ctx.db.selectFrom('tenants').select('human_name').where('id', '=', tenantId).executeTakeFirstOrThrow()).human_name
  })
  afterAll(async () => {
    smtp.release()
    await ctx.close()
    await smtp.close()
  })

  const book = (token: string, rental: Record<string, unknown>, key?: string) =>
    ctx.post('/api/user/rentals', { rental: { ...trip, ...rental } }, { token, headers: key ? { 'idempotency-key': key } : {} })
  const mailsTo = (email: string) => ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', email).where('tenant_id', '=', tenantId).execute()

  it('queues exactly one e-mail per rental, in the member language, with the screen calendar file attached', async () => {
    const member = await newMember(ctx)
    await ctx.db.updateTable('users').set({ language: 'en' }).where('id', '=', member.id).execute()
    const vehicle = await newVehicle(ctx, gare)
    const first = await book(member.token, { vehicle_id: vehicle, ...rentalWindow(30, 3) }, 'confirm-once-1')
    expect(first.statusCode).toBe(201)
    const rental = RentalResponseSchema.parse(first.json()).rental
    // A retry with the same key answers the same rental and queues nothing more.
    const retry = await book(member.token, { vehicle_id: vehicle, ...rentalWindow(30, 3) }, 'confirm-once-1')
    expect(RentalResponseSchema.parse(retry.json()).rental.id).toBe(rental.id)

    const rows = await mailsTo(member.email)
    expect(rows).toHaveLength(1)
    const [row] = rows
    expect(row.channel).toBe('email')
    expect(row.subject).toBe(`${tenantName}: booking #${rental.id} confirmed`)
    const payload = JSON.parse(row.payload ?? '{}') as { text: string; attachments: StoredAttachment[] }
    const station = await ctx.db.selectFrom('stations').select(['name', 'address']).where('id', '=', gare).executeTakeFirstOrThrow()
    const car = await ctx.db.selectFrom('vehicles').select(['make', 'model']).where('id', '=', vehicle).executeTakeFirstOrThrow()
    expect(payload.text).toContain(`${station.name}, ${station.address}`)
    expect(payload.text).not.toContain('awaiting validation')
    expect(payload.text).toMatch(/Price: .*\$/)
    expect(payload.attachments).toHaveLength(1)
    const [attachment] = payload.attachments
    expect(attachment.filename).toBe(`reservation-${rental.id}.ics`)
    expect(attachment.contentType).toMatch(/^text\/calendar/)
    // The screen's rule (booking-facts.ts) with the same facts gives the same file.
    const screen = calendarFile(
      bookingCalendarEvent({
        number: rental.id,
        start: rental.reservation_start_time,
        end: rental.reservation_end_time,
        tenantName,
        vehicle: car,
        station,
        origin: new URL(ctx.config.publicUrl).origin,
        lang: 'en',
      }),
    )
    expect(withoutStamp(attachment.content)).toBe(withoutStamp(screen))
    expect(attachment.content).toContain(`SUMMARY:${tenantName}: ${car.make} ${car.model}`)
  })

  it('writes it in French for a French member (telling a driver awaiting validation what that means), and no e-mail for a refused booking', async () => {
    const member = await newMember(ctx, { step: 'driver_waiting_for_validation' })
    await ctx.db.updateTable('users').set({ language: 'fr' }).where('id', '=', member.id).execute()
    const vehicle = await newVehicle(ctx, gare)
    const res = await book(member.token, { vehicle_id: vehicle, ...rentalWindow(40, 2) })
    expect(res.statusCode).toBe(201)
    const id = RentalResponseSchema.parse(res.json()).rental.id
    const [row] = await mailsTo(member.email)
    expect(row.subject).toBe(`${tenantName} : réservation n° ${id} confirmée`)
    const payload = JSON.parse(row.payload ?? '{}') as { text: string; attachments: StoredAttachment[] }
    expect(payload.text).toContain(`Votre réservation n° ${id} est enregistrée.`)
    expect(payload.text).toContain('Votre compte est en attente de validation')
    expect(payload.attachments[0].content).toContain(`DESCRIPTION:Réservation n° ${id}`)

    const other = await newMember(ctx)
    const taken = await book(other.token, { vehicle_id: vehicle, ...rentalWindow(40, 2) })
    expect(taken.statusCode).toBe(409)
    expect(await mailsTo(other.email)).toHaveLength(0)
  })

  it('delivers the calendar file to the SMTP server as a text/calendar attachment', async () => {
    smtp.received.length = 0
    const member = await newMember(ctx)
    const vehicle = await newVehicle(ctx, gare)
    const res = await book(member.token, { vehicle_id: vehicle, ...rentalWindow(50, 2) })
    const id = RentalResponseSchema.parse(res.json()).rental.id
    await ctx.drainJobs()
    await eventually(() => smtp.received.some((m) => m.to.includes(member.email)))
    const mail = smtp.received.find((m) => m.to.includes(member.email))!
    const part = calendarPartOf(mail.raw)
    expect(part).not.toBeNull()
    expect(part!.headers).toContain(`reservation-${id}.ics`)
    await eventually(async () => (await mailsTo(member.email))[0].status === 'delivered')
    const [row] = await mailsTo(member.email)
    const stored = (JSON.parse(row.payload ?? '{}') as { attachments: StoredAttachment[] }).attachments[0].content
    expect(part!.body.replace(/\r?\n/g, '\n').trim()).toBe(stored.replace(/\r?\n/g, '\n').trim())
  })

  it('is written in the booking transaction: an outbox that refuses the row leaves no rental behind', async () => {
    const member = await newMember(ctx)
    const vehicle = await newVehicle(ctx, gare)
    // The outbox refuses this member's rows, as a full disk or a dropped connection would.
    if (ctx.handle.isPostgres) {
      await sql`create function refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'outbox refused'; end $$`.execute(ctx.db)
      await sql.raw(`create trigger refuse_outbox before insert on outbox for each row when (new.recipient = '${member.email}') execute function refuse_outbox()`).execute(ctx.db)
    } else {
      await sql.raw(`create trigger refuse_outbox before insert on outbox when new.recipient = '${member.email}' begin select raise(abort, 'outbox refused'); end`).execute(ctx.db)
    }
    try {
      const res = await book(member.token, { vehicle_id: vehicle, ...rentalWindow(60, 2) })
      expect(res.statusCode).toBeGreaterThanOrEqual(500)
      const rentals = await ctx.db.selectFrom('rentals').select('id').where('driver_id', '=', member.id).where('tenant_id', '=', tenantId).execute()
      expect(rentals).toHaveLength(0)
      expect(await mailsTo(member.email)).toHaveLength(0)
    } finally {
      await sql`drop trigger refuse_outbox${sql.raw(ctx.handle.isPostgres ? ' on outbox' : '')}`.execute(ctx.db)
    }
    // The vehicle stays free: the same booking goes through, with its one mail.
    const again = await book(member.token, { vehicle_id: vehicle, ...rentalWindow(60, 2) })
    expect(again.statusCode).toBe(201)
    expect(await mailsTo(member.email)).toHaveLength(1)
  })
})
