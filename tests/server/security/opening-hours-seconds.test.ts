import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { patchTenantSettings } from '../registration/registration-helpers'
import { stationId } from '../search/search-helpers'

/**
 * Opening hours are judged to the second: an API client that sends 22:00:30 against a 22:00 closing
 * is refused, as the minute-level comparison let it through.
 */
let ctx: TestContext
let gare: number

/** An instant three days ahead at a Montréal wall-clock time with seconds (the demo tenant's zone). */
function montreal(clock: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montreal', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + 3 * 86_400_000))
  for (const offset of ['-05:00', '-04:00']) {
    const ms = Date.parse(`${day}T${clock}${offset}`)
    const shown = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Montreal', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(ms)
    if (shown === clock) return new Date(ms).toISOString()
  }
  throw new Error('no such time')
}

beforeAll(async () => {
  ctx = await createTestContext()
  gare = await stationId(ctx, 'Gare Centrale')
  await patchTenantSettings(ctx, 'demo', (s) => ({ ...s, opening_hours: { opens: '07:00', closes: '22:00' } }))
})
afterAll(() => ctx.close())

describe('opening hours to the second', () => {
  const search = async (start: string, end: string) =>
    ctx.post('/api/vehicles/search', { search: { start_station_id: gare, start_time: montreal(start), end_time: montreal(end) } }, { token: await ctx.guestToken() })

  it('refuses an end half a minute after closing and a start a second before opening', async () => {
    const late = await search('20:00:00', '22:00:30')
    expect({ status: late.statusCode, codes: errorCodes(late) }).toEqual({ status: 400, codes: ['SEARCH_END_TIME_AFTER'] })
    const early = await search('06:59:59', '09:00:00')
    expect({ status: early.statusCode, codes: errorCodes(early) }).toEqual({ status: 400, codes: ['SEARCH_START_TIME_BEFORE'] })
  })

  it('accepts the bounds themselves', async () => {
    expect((await search('07:00:00', '22:00:00')).statusCode).toBe(200)
  })
})
