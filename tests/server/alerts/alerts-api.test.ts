import { AlertResponseSchema, AlertsResponseSchema, MAX_ACTIVE_ALERTS } from '@contracts/alert'
import { ErrorBodySchema } from '@contracts/errors'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { deleteAlert, listAlerts } from '../../../server/domain/alerts/alert-store'
import { newMember, window } from '../search/search-helpers'
import { lonelyStation } from './alert-helpers'

let ctx: TestContext
let place: Awaited<ReturnType<typeof lonelyStation>>
beforeAll(async () => {
  ctx = await createTestContext()
  place = await lonelyStation(ctx)
})
afterAll(() => ctx.close())

const create = (token: string, alert: Record<string, unknown>) => ctx.post('/api/user/alerts', { alert }, { token })
const list = async (token: string) => AlertsResponseSchema.parse((await ctx.get('/api/user/alerts', { token })).json()).alerts

describe('/api/user/alerts', () => {
  it('creates an alert from the search fields, lists it, and only its member sees or deletes it', async () => {
    const b = await newMember(ctx)
    const other = await newMember(ctx)
    const w = window(30, 3)
    const res = await create(b.token, { start_station_id: place.station, ...w, category_ids: [place.category], options: [] })
    expect(res.statusCode).toBe(201)
    const alert = AlertResponseSchema.parse(res.json()).alert
    expect(alert).toMatchObject({ start_station_id: place.station, start_time: w.start_time, end_time: w.end_time, category_ids: [place.category], offer: null })
    expect((await list(b.token)).map((a) => a.id)).toEqual([alert.id])

    expect(await list(other.token)).toEqual([])
    const foreign = await ctx.del(`/api/user/alerts/${alert.id}`, { token: other.token })
    expect(foreign.statusCode).toBe(404)
    expect(ErrorBodySchema.parse(foreign.json()).errors[0].code).toBe('not_found')

    expect((await ctx.del(`/api/user/alerts/${alert.id}`, { token: b.token })).statusCode).toBe(204)
    expect(await list(b.token)).toEqual([])
    expect((await ctx.del(`/api/user/alerts/${alert.id}`, { token: b.token })).statusCode).toBe(404)
  })

  it('takes the search name "categories" too, and checks the fields as the search does', async () => {
    const m = await newMember(ctx)
    const ok = await create(m.token, { start_station_id: place.station, ...window(40, 2), categories: [place.category] })
    expect(AlertResponseSchema.parse(ok.json()).alert.category_ids).toEqual([place.category])

    const unknownStation = await create(m.token, { start_station_id: 999999, ...window(40, 2) })
    expect({ status: unknownStation.statusCode, codes: errorCodes(unknownStation) }).toEqual({ status: 400, codes: ['WRONG_PARAMETER'] })
    expect(ErrorBodySchema.parse(unknownStation.json()).errors[0].field).toBe('alert.start_station_id')
    const unknownCategory = await create(m.token, { start_station_id: place.station, ...window(40, 2), category_ids: [999999] })
    expect(errorCodes(unknownCategory)).toEqual(['WRONG_PARAMETER'])
    const past = await create(m.token, { start_station_id: place.station, ...window(-5, 2) })
    expect(errorCodes(past)).toEqual(['RENTAL_DATES_IN_PAST'])
    const inverted = await create(m.token, { start_station_id: place.station, start_time: window(40, 2).end_time, end_time: window(40, 2).start_time })
    expect(errorCodes(inverted)).toEqual(['START_DATE_AFTER_END_DATE'])
    const malformed = await create(m.token, { start_station_id: 'x', start_time: 'tomorrow' })
    expect(malformed.statusCode).toBe(400)
    expect(errorCodes(malformed).every((c) => c === 'WRONG_PARAMETER')).toBe(true)
    const nowhere = await create(m.token, { ...window(40, 2) })
    expect(errorCodes(nowhere)).toEqual(['WRONG_PARAMETER'])
    expect((await ctx.post('/api/user/alerts', { alert: { start_station_id: place.station, ...window(40, 2) } }, { token: await ctx.guestToken() })).statusCode).toBe(401)
  })

  it(`keeps at most ${MAX_ACTIVE_ALERTS} live alerts per member, with the spec's error shape, and counts no deleted one`, async () => {
    const m = await newMember(ctx)
    const made: number[] = []
    for (let i = 0; i < MAX_ACTIVE_ALERTS; i++) {
      const res = await create(m.token, { start_station_id: place.station, ...window(30 + i * 4, 2) })
      expect(res.statusCode).toBe(201)
      made.push(AlertResponseSchema.parse(res.json()).alert.id)
    }
    const sixth = await create(m.token, { start_station_id: place.station, ...window(60, 2) })
    expect(sixth.statusCode).toBe(409)
    const body = ErrorBodySchema.parse(sixth.json())
    expect(body.errors.map((e) => e.code)).toEqual(['TOO_MANY_ALERTS'])
    expect(body.errors[0].detail).toMatch(/alertes actives/)
    const english = await ctx.post('/api/user/alerts', { alert: { start_station_id: place.station, ...window(60, 2) } }, { token: m.token, lang: 'en' })
    expect(ErrorBodySchema.parse(english.json()).errors[0].detail).toMatch(/active alerts/)

    expect((await ctx.del(`/api/user/alerts/${made[0]}`, { token: m.token })).statusCode).toBe(204)
    expect((await create(m.token, { start_station_id: place.station, ...window(60, 2) })).statusCode).toBe(201)
  })

  it('ends an alert at its start time', async () => {
    const m = { ...(await newMember(ctx)), tenantId: await ctx.tenantId('demo') }
    const w = window(30, 2)
    const id = AlertResponseSchema.parse((await create(m.token, { start_station_id: place.station, ...w })).json()).alert.id
    // Read as of the start (a token would have expired by then): the alert is over with no write.
    const scope = (nowMs: number) => ({ db: ctx.db, tenantId: m.tenantId, userId: m.id, nowMs })
    expect((await listAlerts(scope(Date.parse(w.start_time) - 1))).map((a) => a.id)).toEqual([id])
    expect(await listAlerts(scope(Date.parse(w.start_time)))).toEqual([])
    await expect(deleteAlert(scope(Date.parse(w.start_time)), id)).rejects.toMatchObject({ statusCode: 404 })
  })

  it('is declared in the OpenAPI document', async () => {
    const doc = (await ctx.get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> }
    expect(Object.keys(doc.paths['/api/user/alerts'] ?? {}).sort()).toEqual(['get', 'post'])
    expect(Object.keys(doc.paths['/api/user/alerts/{id}'] ?? {})).toEqual(['delete'])
  })
})
