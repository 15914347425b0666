import { fixtures } from '../testing/fixtures'
import { ChangeFeed } from './change-feed'
import { SHARED_DATABASES, type SharedDatabase } from './shared-databases'

const MINUTE = 60_000

describe.each(SHARED_DATABASES)('ChangeFeed on $name', ({ name, open }) => {
  let shared: SharedDatabase
  let f: ReturnType<typeof fixtures>
  let tenant: number
  let driver: number
  let clock: number
  let feed: ChangeFeed

  beforeAll(async () => {
    shared = await open()
    f = fixtures(shared.other.db)
    tenant = await f.tenant('feed')
    driver = await f.user(tenant)
  })
  afterAll(() => shared.close())
  beforeEach(async () => {
    clock = Date.now()
    feed = new ChangeFeed(shared.server.db, () => clock)
    await feed.mark()
  })

  it('names each vehicle written since the last read, once', async () => {
    const a = await f.vehicle(tenant)
    const b = await f.vehicle(tenant)
    await f.rental(tenant, a, driver, 0, 1)
    expect(await feed.read()).toEqual(new Set([a, b]))
    expect(await feed.read()).toEqual(new Set())
    await shared.other.db.updateTable('vehicles').set({ model: 'Kangoo' }).where('id', '=', b).execute()
    expect(await feed.read()).toEqual(new Set([b]))
  })

  it('asks for a full reload after a silence long enough for rows to have been pruned', async () => {
    clock += 6 * MINUTE
    expect(await feed.read()).toBe('reset')
  })

  it('prunes rows older than ten minutes', async () => {
    const v = await f.vehicle(tenant)
    await shared.other.db
      .updateTable('search_changes')
      .set({ created_at: clock - 11 * MINUTE })
      .where('vehicle_id', '=', v)
      .execute()
    await feed.read()
    const left = await shared.other.db.selectFrom('search_changes').select('seq').where('vehicle_id', '=', v).execute()
    expect(left).toEqual([])
  })

  it.runIf(name === 'postgres')('finds a change whose transaction commits after a later one was read', async () => {
    const early = await f.vehicle(tenant)
    const late = await f.vehicle(tenant)
    await feed.read()
    let commit!: () => void
    const held = new Promise<void>((resolve) => (commit = resolve))
    let written!: () => void
    const wrote = new Promise<void>((resolve) => (written = resolve))
    const slow = shared.other.db.transaction().execute(async (trx) => {
      await trx.updateTable('vehicles').set({ model: 'Slow' }).where('id', '=', early).execute()
      written()
      await held
    })
    await wrote
    await shared.server.db.updateTable('vehicles').set({ model: 'Quick' }).where('id', '=', late).execute()
    expect(await feed.read()).toEqual(new Set([late]))
    commit()
    await slow
    expect(await feed.read()).toEqual(new Set([early]))
  })
})
