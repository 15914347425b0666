import { RentalResponseSchema } from '@contracts/rental'
import { ErrorBodySchema } from '@contracts/errors'
import { createTestContext, type TestContext } from '../helpers'
import { demoTripFields, newMember, newVehicle, rentalWindow, stationId } from './search-helpers'

/**
 * POST /user/rentals refuses a booking without the trip details the tenant requires (the classic
 * form's disabled submit, spec section 5): a chat or API client may not skip them.
 */
describe('POST /user/rentals: the trip details the tenant requires', () => {
  let ctx: TestContext
  let gare: number

  beforeAll(async () => {
    ctx = await createTestContext()
    gare = await stationId(ctx, 'Gare Centrale')
  })
  afterAll(() => ctx.close())

  const book = (token: string, rental: Record<string, unknown>, host?: string) => ctx.post('/api/user/rentals', { rental }, { token, host })
  const errorsOf = (res: { json: () => unknown }) => ErrorBodySchema.parse(res.json()).errors.map((e) => ({ code: e.code, field: e.field }))

  it('refuses a rental without a label, then without a destination, on a tenant with labels and the destination field', async () => {
    const member = await newMember(ctx)
    const vehicle = await newVehicle(ctx, gare)
    const trip = await demoTripFields(ctx)
    const noLabel = await book(member.token, { vehicle_id: vehicle, ...rentalWindow(30, 2), destination: trip.destination })
    expect({ status: noLabel.statusCode, errors: errorsOf(noLabel) }).toEqual({ status: 400, errors: [{ code: 'FIELD_REQUIRED', field: 'rental.rental_label_id' }] })
    // The detail says which trip detail, in the request's language.
    expect(ErrorBodySchema.parse(noLabel.json()).errors[0].detail).toMatch(/libellé/)

    const noDestination = await book(member.token, { vehicle_id: vehicle, ...rentalWindow(30, 2), rental_label_id: trip.rental_label_id })
    expect({ status: noDestination.statusCode, errors: errorsOf(noDestination) }).toEqual({ status: 400, errors: [{ code: 'FIELD_REQUIRED', field: 'rental.destination' }] })
    // A place without the driver's label for it is not a destination either.
    const unlabelled = await book(member.token, {
      vehicle_id: vehicle,
      ...rentalWindow(30, 2),
      rental_label_id: trip.rental_label_id,
      destination: { label: ' ', formatted_address: 'Laval, QC' },
    })
    expect(errorsOf(unlabelled)).toEqual([{ code: 'FIELD_REQUIRED', field: 'rental.destination' }])
    expect(await ctx.db.selectFrom('rentals').select('id').where('vehicle_id', '=', vehicle).execute()).toEqual([])

    const booked = await book(member.token, { vehicle_id: vehicle, ...rentalWindow(30, 2), ...trip })
    expect(booked.statusCode).toBe(201)
    expect(RentalResponseSchema.parse(booked.json()).rental).toMatchObject({ rental_label_id: trip.rental_label_id, destination: trip.destination })
  })

  it('asks an estimated distance where the tenant prices it without the destination field', async () => {
    const host = 'entreprise.localhost'
    const tenantId = await ctx.tenantId('entreprise')
    const station = await ctx.db.selectFrom('stations').select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow()
    const member = await newMember(ctx, { slug: 'entreprise' })
    const vehicle = await newVehicle(ctx, station.id, 'entreprise')
    const without = await book(member.token, { vehicle_id: vehicle, ...rentalWindow(30, 2) }, host)
    expect({ status: without.statusCode, errors: errorsOf(without) }).toEqual({ status: 400, errors: [{ code: 'FIELD_REQUIRED', field: 'rental.estimated_distance' }] })
    const withDistance = await book(member.token, { vehicle_id: vehicle, ...rentalWindow(30, 2), estimated_distance: 35 }, host)
    expect(withDistance.statusCode).toBe(201)
  })

  it('asks nothing more where the tenant has none of these features', async () => {
    const host = 'simple.localhost'
    const tenantId = await ctx.tenantId('simple')
    const station = await ctx.db.selectFrom('stations').select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow()
    const member = await newMember(ctx, { slug: 'simple' })
    const res = await book(member.token, { vehicle_id: await newVehicle(ctx, station.id, 'simple'), ...rentalWindow(30, 2) }, host)
    expect(res.statusCode).toBe(201)
  })
})
