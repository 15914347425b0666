import { samplePdf } from '../../../server/domain/documents/testing/sample-files'
import { errorCodes, type TestContext } from '../helpers'
import { createRegistrationContext, signUp, uploadDocument } from '../registration/registration-helpers'
import { rentalWindow, stationId } from '../search/search-helpers'

// Rows a member or a guest can add without end are capped or reused.
let ctx: TestContext
beforeAll(async () => {
  ctx = await createRegistrationContext()
})
afterAll(() => ctx.close())

describe('growth caps', () => {
  it('caps the free "other" documents of a member at the tenant number', async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.max_other_documents = 2
    })
    const { token } = await signUp(ctx)
    const upload = () => uploadDocument(ctx, token, 'other', { filename: 'bill.pdf', content: samplePdf() })
    expect((await upload()).statusCode).toBe(201)
    expect((await upload()).statusCode).toBe(201)
    const third = await upload()
    expect(third.statusCode).toBe(400)
    expect(errorCodes(third)).toEqual(['too_many_documents'])
    // A slot document still replaces its previous upload.
    expect((await uploadDocument(ctx, token, 'licence_front', { filename: 'a.pdf', content: samplePdf() })).statusCode).toBe(201)
    const userId = (await ctx.get('/api/user', { token })).json().user.id as number
    expect(await ctx.db.selectFrom('documents').select('id').where('user_id', '=', userId).where('document_type', '=', 'other').execute()).toHaveLength(2)
  })

  it('keeps one destination row for the same guest search repeated', async () => {
    const guest = await ctx.guestToken()
    const gare = await stationId(ctx, 'Gare Centrale')
    const w = rentalWindow(40, 2)
    const search = () =>
      ctx.post(
        '/api/vehicles/search',
        {
          search: {
            start_station_id: gare,
            destination_label: 'Chalet répété',
            destination_formatted_address: 'Magog, QC',
            start_time: w.reservation_start_time,
            end_time: w.reservation_end_time,
          },
        },
        { token: guest },
      )
    const rows = () => ctx.db.selectFrom('destinations').select('id').where('label', '=', 'Chalet répété').execute()
    for (let i = 0; i < 5; i++) expect((await search()).statusCode).toBe(200)
    expect(await rows()).toHaveLength(1)
  })
})
