import { ALERT_OFFER_HOLD_MS, AlertResponseSchema, AlertsResponseSchema } from '@contracts/alert'
import { ErrorBodySchema } from '@contracts/errors'
import { RentalResponseSchema } from '@contracts/rental'
import { VehicleSearchResponseSchema } from '@contracts/vehicle'
import type { KyselyPlugin } from 'kysely'
import { createAlertWatch } from '../../../server/jobs/alert-watch-runner'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { testClock } from '../rentals/rental-helpers'
import { demoTripFields, newMember, rentalWindow, window } from '../search/search-helpers'
import { lonelyStation, outboxTo } from './alert-helpers'

const clock = testClock()
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ adapters: { clock: clock.read } })
  await ctx.updateTenantSettings('demo', (s) => {
    s.reminders = { ...s.reminders, email: true, sms: true }
  })
})
afterAll(() => ctx.close())

type Member = Awaited<ReturnType<typeof newMember>>
const alertsOf = async (m: Member) => AlertsResponseSchema.parse((await ctx.get('/api/user/alerts', { token: m.token })).json()).alerts
// The demo tenant requires a rental label and a destination on every booking.
const book = async (m: Member, vehicle: number, hoursAhead: number, hours: number) =>
  ctx.post('/api/user/rentals', { rental: { vehicle_id: vehicle, ...rentalWindow(hoursAhead, hours), ...(await demoTripFields(ctx)) } }, { token: m.token })
const alert = async (m: Member, station: number, category: number, hoursAhead: number, hours: number) => {
  const res = await ctx.post('/api/user/alerts', { alert: { start_station_id: station, ...window(hoursAhead, hours), category_ids: [category], options: [] } }, { token: m.token })
  expect(res.statusCode).toBe(201)
  return AlertResponseSchema.parse(res.json()).alert.id
}
const search = async (m: Member, station: number, hoursAhead: number, hours: number) => {
  const res = await ctx.post('/api/vehicles/search', { search: { start_station_id: station, ...window(hoursAhead, hours) } }, { token: m.token })
  return VehicleSearchResponseSchema.parse(res.json()).results.map((r) => r.vehicle.id)
}
const withPhone = async (m: Member, phone: string) => {
  await ctx.db.updateTable('users').set({ cell_phone: phone, language: 'en' }).where('id', '=', m.id).execute()
  return m
}

describe('the alert watch', () => {
  it('offers a cancelled vehicle to the first alert, holds it from others, and lets its member book it', async () => {
    const place = await lonelyStation(ctx)
    const [a, b, c, d] = await Promise.all([newMember(ctx), newMember(ctx).then((m) => withPhone(m, '+15145550177')), newMember(ctx), newMember(ctx)])
    const booked = await book(a, place.vehicle, 30, 3)
    expect(booked.statusCode).toBe(201)
    const rentalId = RentalResponseSchema.parse(booked.json()).rental.id
    const watch = createAlertWatch(ctx.jobContext())
    await watch.start()

    const bAlert = await alert(b, place.station, place.category, 30, 3)
    const cAlert = await alert(c, place.station, place.category, 31, 1)
    expect(await watch.tick()).toBe(0)

    expect((await ctx.del(`/api/user/rentals/${rentalId}`, { token: a.token })).statusCode).toBe(200)
    expect(await watch.tick()).toBe(1)
    expect(await watch.tick()).toBe(0)

    const [bView] = await alertsOf(b)
    expect(bView.id).toBe(bAlert)
    expect(bView.offer?.vehicle_id).toBe(place.vehicle)
    expect(Date.parse(bView.offer!.expires_at)).toBe(clock.now + ALERT_OFFER_HOLD_MS)
    expect((await alertsOf(c)).map((x) => [x.id, x.offer])).toEqual([[cAlert, null]])
    const mails = await outboxTo(ctx, b.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ channel: 'email', subject: expect.stringMatching(/a vehicle is free for your alert$/) })
    expect((await outboxTo(ctx, '+15145550177')).map((m) => m.channel)).toEqual(['sms'])

    // Held for B: D's search does not list it, D's booking is refused; B's own search does list it.
    expect(await search(d, place.station, 30, 3)).not.toContain(place.vehicle)
    expect(await search(b, place.station, 30, 3)).toContain(place.vehicle)
    const refused = await book(d, place.vehicle, 30, 3)
    expect({ status: refused.statusCode, codes: errorCodes(refused) }).toEqual({ status: 409, codes: ['VEHICLE_NOT_AVAILABLE'] })
    expect(ErrorBodySchema.parse(refused.json()).errors[0].field).toBe('rental.vehicle_id')
    // Outside the held times the vehicle is anyone's.
    expect(await search(d, place.station, 40, 2)).toContain(place.vehicle)

    expect((await book(b, place.vehicle, 30, 3)).statusCode).toBe(201)
    expect(await alertsOf(b)).toEqual([])
    expect(await watch.tick()).toBe(0)
    expect((await alertsOf(c))[0].offer).toBeNull()
  })

  it('hands an offer not taken in time to the next alert, never back to the first', async () => {
    const place = await lonelyStation(ctx)
    const [a, b, c] = await Promise.all([newMember(ctx), newMember(ctx), newMember(ctx)])
    const rentalId = RentalResponseSchema.parse((await book(a, place.vehicle, 50, 2)).json()).rental.id
    const watch = createAlertWatch(ctx.jobContext())
    await watch.start()
    await alert(b, place.station, place.category, 50, 2)
    await alert(c, place.station, place.category, 50, 2)
    await ctx.del(`/api/user/rentals/${rentalId}`, { token: a.token })
    expect(await watch.tick()).toBe(1)
    expect((await alertsOf(b))[0].offer?.vehicle_id).toBe(place.vehicle)

    clock.now += ALERT_OFFER_HOLD_MS
    expect(await watch.tick()).toBe(1)
    expect((await alertsOf(b))[0].offer).toBeNull()
    expect((await alertsOf(c))[0].offer?.vehicle_id).toBe(place.vehicle)
    // B, no longer holding it, is refused; C books it.
    expect(errorCodes(await book(b, place.vehicle, 50, 2))).toEqual(['VEHICLE_NOT_AVAILABLE'])

    clock.now += ALERT_OFFER_HOLD_MS
    expect(await watch.tick()).toBe(0)
    expect((await alertsOf(b))[0].offer).toBeNull()
    expect((await book(b, place.vehicle, 50, 2)).statusCode).toBe(201)
  })

  it('sees a vehicle added, an earlier end, and a deleted alert letting its hold go', async () => {
    const place = await lonelyStation(ctx)
    const [a, b, c] = await Promise.all([newMember(ctx), newMember(ctx), newMember(ctx)])
    const watch = createAlertWatch(ctx.jobContext())
    await watch.start()
    const rental = RentalResponseSchema.parse((await book(a, place.vehicle, 60, 6)).json()).rental
    const bAlert = await alert(b, place.station, place.category, 64, 2)
    await alert(c, place.station, place.category, 63, 3)
    expect(await watch.tick()).toBe(0)
    // An earlier end (the back office shortens the booking) frees the end of the window.
    await ctx.db
      .updateTable('rentals')
      .set({ reservation_end_time: Date.parse(rentalWindow(60, 2).reservation_end_time) })
      .where('id', '=', rental.id)
      .execute()
    expect(await watch.tick()).toBe(1)
    expect((await alertsOf(b))[0].offer?.vehicle_id).toBe(place.vehicle)

    expect((await ctx.del(`/api/user/alerts/${bAlert}`, { token: b.token })).statusCode).toBe(204)
    expect(await watch.tick()).toBe(1)
    expect((await alertsOf(c))[0].offer?.vehicle_id).toBe(place.vehicle)

    // A second vehicle added to the station for a third member's alert over the same times.
    const e = await newMember(ctx)
    await alert(e, place.station, place.category, 63, 3)
    expect(await watch.tick()).toBe(0)
    const model = await ctx.db.selectFrom('vehicles').selectAll().where('id', '=', place.vehicle).executeTakeFirstOrThrow()
    const { id: _id, ...copy } = model
    const added = await ctx.db
      .insertInto('vehicles')
      .values({ ...copy, license_plate: 'ADD-001', internal_identifier: 'ADD-001' })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(await watch.tick()).toBe(1)
    expect((await alertsOf(e))[0].offer?.vehicle_id).toBe(added.id)
  })

  it('makes one offer when several watches see the same change at once', async () => {
    const place = await lonelyStation(ctx)
    const [a, b, c] = await Promise.all([newMember(ctx), newMember(ctx), newMember(ctx)])
    const rentalId = RentalResponseSchema.parse((await book(a, place.vehicle, 70, 2)).json()).rental.id
    const watches = [createAlertWatch(ctx.jobContext()), createAlertWatch(ctx.jobContext()), createAlertWatch(ctx.jobContext())]
    for (const w of watches) await w.start()
    await alert(b, place.station, place.category, 70, 2)
    await alert(c, place.station, place.category, 70, 2)
    await ctx.del(`/api/user/rentals/${rentalId}`, { token: a.token })
    const made = await Promise.all(watches.map((w) => w.tick()))
    expect(made.reduce((x, y) => x + y, 0)).toBe(1)
    const offers = await ctx.db.selectFrom('alert_offers').select(['user_id', 'status']).where('vehicle_id', '=', place.vehicle).execute()
    expect(offers).toEqual([{ user_id: b.id, status: 'open' }])
    expect(await outboxTo(ctx, b.email)).toHaveLength(1)
  })

  it('tells the member by the channel they chose for reminders, and makes the offer even when they chose none', async () => {
    const place = await lonelyStation(ctx)
    const other = await lonelyStation(ctx)
    const [a, b, c] = await Promise.all([newMember(ctx), newMember(ctx).then((m) => withPhone(m, '+15145550178')), newMember(ctx).then((m) => withPhone(m, '+15145550179'))])
    await ctx.db.updateTable('users').set({ reminder_channel: 'sms' }).where('id', '=', b.id).execute()
    await ctx.db.updateTable('users').set({ reminder_channel: 'none' }).where('id', '=', c.id).execute()
    const first = RentalResponseSchema.parse((await book(a, place.vehicle, 90, 2)).json()).rental.id
    const second = RentalResponseSchema.parse((await book(a, other.vehicle, 90, 2)).json()).rental.id
    const watch = createAlertWatch(ctx.jobContext())
    await watch.start()
    await alert(b, place.station, place.category, 90, 2)
    await alert(c, other.station, other.category, 90, 2)
    await ctx.del(`/api/user/rentals/${first}`, { token: a.token })
    await ctx.del(`/api/user/rentals/${second}`, { token: a.token })
    expect(await watch.tick()).toBe(2)

    expect(await outboxTo(ctx, b.email)).toEqual([])
    expect((await outboxTo(ctx, '+15145550178')).map((m) => m.channel)).toEqual(['sms'])
    expect(await outboxTo(ctx, c.email)).toEqual([])
    expect(await outboxTo(ctx, '+15145550179')).toEqual([])
    expect((await alertsOf(c))[0].offer?.vehicle_id).toBe(other.vehicle)
  })

  it('sees a booking moved to other times and a vehicle reactivated', async () => {
    const place = await lonelyStation(ctx)
    const [a, b, c] = await Promise.all([newMember(ctx), newMember(ctx), newMember(ctx)])
    const rentalId = RentalResponseSchema.parse((await book(a, place.vehicle, 100, 3)).json()).rental.id
    const watch = createAlertWatch(ctx.jobContext())
    await watch.start()
    await alert(b, place.station, place.category, 100, 3)
    expect(await watch.tick()).toBe(0)
    // The member moves the booking a day later through the API: the alert's times are free.
    const moved = await ctx.put(`/api/user/rentals/${rentalId}`, { rental: rentalWindow(124, 3) }, { token: a.token })
    expect(moved.statusCode).toBe(200)
    expect(await watch.tick()).toBe(1)
    expect((await alertsOf(b))[0].offer?.vehicle_id).toBe(place.vehicle)

    // A vehicle out of service is in no search; put back in service, it is offered.
    const idle = await lonelyStation(ctx)
    await ctx.db.updateTable('vehicles').set({ active: 0 }).where('id', '=', idle.vehicle).execute()
    await alert(c, idle.station, idle.category, 100, 3)
    expect(await watch.tick()).toBe(0)
    await ctx.db.updateTable('vehicles').set({ active: 1 }).where('id', '=', idle.vehicle).execute()
    expect(await watch.tick()).toBe(1)
    expect((await alertsOf(c))[0].offer?.vehicle_id).toBe(idle.vehicle)
  })

  it('sees a trip ended early free the rest of its booking', async () => {
    const place = await lonelyStation(ctx)
    const [a, b] = await Promise.all([newMember(ctx), newMember(ctx)])
    const rentalId = RentalResponseSchema.parse((await book(a, place.vehicle, 110, 8)).json()).rental.id
    const watch = createAlertWatch(ctx.jobContext())
    await watch.start()
    await alert(b, place.station, place.category, 114, 2)
    // The trip's own row writes, made directly (the trip's commands are tested in tests/server/trip):
    // in progress, then closed hours before its booked end.
    await ctx.db.updateTable('rentals').set({ status: 'in_progress' }).where('id', '=', rentalId).execute()
    expect(await watch.tick()).toBe(0)
    await ctx.db.updateTable('rentals').set({ status: 'closed' }).where('id', '=', rentalId).execute()
    expect(await watch.tick()).toBe(1)
    expect((await alertsOf(b))[0].offer?.vehicle_id).toBe(place.vehicle)
  })

  it('reads only the alerts a change concerns: other stations and categories cost no query', async () => {
    const tenantId = await ctx.tenantId('demo')
    // Counts every statement the watch sends, through the same database.
    let statements = 0
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements += 1
        return args.node
      },
      transformResult: async (args) => args.result,
    }
    const watchCounting = () => createAlertWatch({ ...ctx.jobContext(), db: ctx.db.withPlugin(counting) })
    const cancelAndCount = async (withNoise: boolean) => {
      const place = await lonelyStation(ctx)
      const [a, b] = await Promise.all([newMember(ctx), newMember(ctx)])
      const rentalId = RentalResponseSchema.parse((await book(a, place.vehicle, 130, 2)).json()).rental.id
      await alert(b, place.station, place.category, 130, 2)
      if (withNoise) {
        const elsewhere = await lonelyStation(ctx)
        const otherCategory = await ctx.db.selectFrom('categories').select('id').where('tenant_id', '=', tenantId).where('id', '<>', place.category).executeTakeFirstOrThrow()
        const noise = await Promise.all(Array.from({ length: 4 }, () => newMember(ctx)))
        for (const [i, m] of noise.entries()) {
          for (let k = 0; k < 5; k++) {
            // Five alerts each (the most a member keeps): half at another station, half here for another category.
            if (i % 2 === 0) await alert(m, elsewhere.station, elsewhere.category, 130 + k, 2)
            else await alert(m, place.station, otherCategory.id, 130 + k, 2)
          }
        }
      }
      const watch = watchCounting()
      await watch.start()
      await ctx.del(`/api/user/rentals/${rentalId}`, { token: a.token })
      statements = 0
      expect(await watch.tick()).toBe(1)
      return statements
    }
    const alone = await cancelAndCount(false)
    const amongTwenty = await cancelAndCount(true)
    expect(alone).toBeGreaterThan(0)
    expect(amongTwenty).toBe(alone)
  })

  it('offers a vehicle freed within the radius of an address alert, and not beyond it', async () => {
    const place = await lonelyStation(ctx)
    const [a, b, c] = await Promise.all([newMember(ctx), newMember(ctx), newMember(ctx)])
    const rentalId = RentalResponseSchema.parse((await book(a, place.vehicle, 140, 2)).json()).rental.id
    const watch = createAlertWatch(ctx.jobContext())
    await watch.start()
    // The lonely station is at 45.51, -73.57: first an alert 500 m around a point 700 m north of
    // it, which the vehicle is outside of; then one 500 m around a point 300 m north of it.
    const around = async (m: Member, latitude: number) => {
      const res = await ctx.post('/api/user/alerts', { alert: { latitude, longitude: -73.57, radius: 0.5, ...window(140, 2), category_ids: [place.category] } }, { token: m.token })
      expect(res.statusCode).toBe(201)
      return AlertResponseSchema.parse(res.json()).alert
    }
    const far = await around(b, 45.5163)
    const near = await around(c, 45.5127)
    expect(far).toMatchObject({ start_station_id: null, radius: 0.5 })
    await ctx.del(`/api/user/rentals/${rentalId}`, { token: a.token })
    expect(await watch.tick()).toBe(1)
    expect((await alertsOf(b)).map((x) => [x.id, x.offer])).toEqual([[far.id, null]])
    expect((await alertsOf(c))[0]).toMatchObject({ id: near.id, offer: { vehicle_id: place.vehicle } })
  })
})
