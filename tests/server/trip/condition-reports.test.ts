import { ConditionReportResponseSchema, ConditionReportsResponseSchema } from '@contracts/trip'
import { pngHeaderOnly, samplePng } from '../../../server/domain/documents/testing/sample-files'
import { errorCodes, type TestContext } from '../helpers'
import { photographSides, postReport, tripContext, tripRental } from './trip-helpers'

describe('condition reports', () => {
  let ctx: TestContext
  let clock: { now: number }
  let token: string
  beforeAll(async () => {
    ;({ ctx, clock } = await tripContext())
    token = await ctx.tokenFor('driver@demo.test')
  })
  afterAll(() => ctx.close())

  it('records a side with a photo, or a note, and lists them with the photos still required', async () => {
    const rental = await tripRental(ctx, clock.now, { status: 'prepared', startInHours: 0.1, hours: 2 })
    const first = await postReport(ctx, token, rental.id, { moment: 'start', side: 'front', note: 'Pare-choc rayé' }, samplePng(8, true))
    expect(first.statusCode).toBe(201)
    const report = ConditionReportResponseSchema.parse(first.json()).condition_report
    expect(report).toMatchObject({ rental_id: rental.id, moment: 'start', side: 'front', note: 'Pare-choc rayé' })
    expect(report.photo_url).toBe(`/api/user/rentals/${rental.id}/condition_reports/${report.id}/photo`)
    const photo = await ctx.get(report.photo_url!, { token })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/png')
    expect(photo.rawPayload.equals(samplePng(8, true))).toBe(true)

    const noteOnly = await postReport(ctx, token, rental.id, { moment: 'start', side: 'interior', note: 'Siège taché' })
    expect(noteOnly.statusCode).toBe(201)
    expect(ConditionReportResponseSchema.parse(noteOnly.json()).condition_report.photo_url).toBeNull()

    const list = ConditionReportsResponseSchema.parse((await ctx.get(`/api/user/rentals/${rental.id}/condition_reports`, { token })).json())
    expect(list.condition_reports.map((r) => r.side)).toEqual(['front', 'interior'])
    expect(list.damage_report_mode).toBe('photos')
    expect(list.required.start.missing_sides).toEqual(['back', 'left', 'right'])
    expect(list.required.end.missing_sides).toEqual(['front', 'back', 'left', 'right'])
    await photographSides(ctx, token, rental.id, 'start', ['back', 'left', 'right'])
    const after = ConditionReportsResponseSchema.parse((await ctx.get(`/api/user/rentals/${rental.id}/condition_reports`, { token })).json())
    expect(after.required.start.missing_sides).toEqual([])
  })

  it('refuses a report with neither photo nor note, a bad side, a file that is no image, a photo over 40 megapixels', async () => {
    const rental = await tripRental(ctx, clock.now, { status: 'prepared', startInHours: 0.1, hours: 2 })
    expect(errorCodes(await postReport(ctx, token, rental.id, { moment: 'start', side: 'front' }))).toEqual(['FIELD_REQUIRED'])
    const badSide = await postReport(ctx, token, rental.id, { moment: 'start', side: 'roof', note: 'x' })
    expect(badSide.statusCode).toBe(400)
    expect(errorCodes(await postReport(ctx, token, rental.id, { moment: 'start', side: 'front' }, { content: Buffer.from('not an image'), filename: 'a.png' }))).toEqual([
      'INVALID_FILE_TYPE',
    ])
    expect(errorCodes(await postReport(ctx, token, rental.id, { moment: 'start', side: 'front' }, { content: pngHeaderOnly(7000, 7000), filename: 'big.png' }))).toEqual([
      'IMAGE_TOO_LARGE',
    ])
    const json = await ctx.post(`/api/user/rentals/${rental.id}/condition_reports`, { moment: 'start', side: 'front', note: 'x' }, { token })
    expect(json.statusCode).toBe(400)
  })

  it("shows the vehicle's known damages from earlier rentals by side, photos readable by the next driver only", async () => {
    const earlier = await tripRental(ctx, clock.now, { status: 'in_progress', startInHours: -30, hours: 2, driver: 'driver2@demo.test' })
    const other = await ctx.tokenFor('driver2@demo.test')
    const dent = ConditionReportResponseSchema.parse((await postReport(ctx, other, earlier.id, { moment: 'during', side: 'back' }, samplePng(6, true))).json()).condition_report
    await postReport(ctx, other, earlier.id, { moment: 'end', side: 'left', note: 'Rétroviseur fendu' })
    await postReport(ctx, other, earlier.id, { moment: 'end', side: 'front' }, samplePng(3)) // a plain walk-around photo
    await ctx.db.updateTable('rentals').set({ status: 'closed' }).where('id', '=', earlier.id).execute()
    const mine = await tripRental(ctx, clock.now, { status: 'prepared', startInHours: 0.1, hours: 2, vehicleId: earlier.vehicleId })
    const raw = (await ctx.get(`/api/user/rentals/${mine.id}/condition_reports`, { token })).json() as { known_damages: Record<string, object[]> }
    const list = ConditionReportsResponseSchema.parse(raw)
    expect(list.known_damages.back).toHaveLength(1)
    expect(list.known_damages.left[0]).toMatchObject({ note: 'Rétroviseur fendu', photo_url: null })
    expect(list.known_damages.front).toEqual([])
    expect(Object.keys(list.known_damages).sort()).toEqual(['back', 'front', 'interior', 'left', 'other', 'right'])
    const url = list.known_damages.back[0].photo_url!
    expect(url).toBe(`/api/user/rentals/${mine.id}/condition_reports/${dent.id}/photo`)
    expect((await ctx.get(url, { token })).statusCode).toBe(200)
    // No driver or earlier rental on the wire (read before the schema, which would drop extra fields):
    // a known damage says what, where and when, and its photo is reached through the driver's own rental.
    for (const damage of Object.values(raw.known_damages).flat()) expect(Object.keys(damage).sort()).toEqual(['id', 'note', 'photo_url', 'reported_at', 'side'])
    expect(JSON.stringify(raw.known_damages)).not.toContain(`/rentals/${earlier.id}/`)
    expect(JSON.stringify(raw.known_damages)).not.toContain('driver2')
    // The walk-around photo of another rental is not a known damage, so not readable.
    const walkaround = await ctx.db.selectFrom('condition_reports').select('id').where('rental_id', '=', earlier.id).where('side', '=', 'front').executeTakeFirstOrThrow()
    expect((await ctx.get(`/api/user/rentals/${mine.id}/condition_reports/${walkaround.id}/photo`, { token })).statusCode).toBe(404)
  })

  it('answers 404 to another member, on reading, writing and photos', async () => {
    const rental = await tripRental(ctx, clock.now, { status: 'prepared', startInHours: 0.1, hours: 2 })
    const report = ConditionReportResponseSchema.parse((await postReport(ctx, token, rental.id, { moment: 'start', side: 'front' }, samplePng(4))).json()).condition_report
    const other = await ctx.tokenFor('driver2@demo.test')
    expect((await ctx.get(`/api/user/rentals/${rental.id}/condition_reports`, { token: other })).statusCode).toBe(404)
    expect((await postReport(ctx, other, rental.id, { moment: 'start', side: 'back', note: 'x' })).statusCode).toBe(404)
    expect((await ctx.get(report.photo_url!, { token: other })).statusCode).toBe(404)
  })

  it('refuses a report on a finished rental', async () => {
    const rental = await tripRental(ctx, clock.now, { status: 'closed', startInHours: -5, hours: 2 })
    expect(errorCodes(await postReport(ctx, token, rental.id, { moment: 'end', side: 'front', note: 'x' }))).toEqual(['RENTAL_STATUS_NOT_MODIFIABLE'])
  })
})
