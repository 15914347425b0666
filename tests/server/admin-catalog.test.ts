import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { VehicleSearchResponseSchema } from '@contracts/vehicle'
import type { CatalogFileInput } from '../../server/admin/catalog-file'
import { runAdminCaptured } from './admin-support'
import { createTestContext, type TestContext } from './helpers'
import { stationId, window } from './search/search-helpers'

const HOST = 'autopartage-lyon.example'
const dir = mkdtempSync(join(tmpdir(), 'fo-catalog-'))
let fileNo = 0
function fileWith(content: unknown): string {
  const path = join(dir, `catalog-${++fileNo}.json`)
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

const vehicle = (over: Record<string, unknown>) => ({
  internal_identifier: 'LYON-001',
  license_plate: 'AA-001-LY',
  station: 'Part-Dieu',
  category: 'Citadine',
  make: 'Renault',
  model: 'Zoe',
  year: 2023,
  color: '#2255AA',
  doors_count: 5,
  seats_count: 4,
  fuel_type: 'electric',
  gears_type: 'automatic',
  options: ['gps'],
  included_distance: 100,
  ...over,
})

const CATALOG: CatalogFileInput = {
  stations: [{ name: 'Part-Dieu', address: '5 Place Charles Béraudier, 69003 Lyon', latitude: 45.7606, longitude: 4.8593, aliases: ['Gare Part-Dieu'] }],
  categories: [{ name: 'Citadine', aliases: [], hourly_rate_cents: 700, daily_rate_cents: 4500, included_distance: 100, extra_distance_cents: 25 }],
  vehicles: [vehicle({}), vehicle({ internal_identifier: 'LYON-002', license_plate: 'AA-002-LY', model: 'Clio', fuel_type: 'gasoline' })] as CatalogFileInput['vehicles'],
  discount_codes: [{ code: 'LYON10', kind: 'percent', value: 10, expires_at: '2030-01-01T00:00:00Z', max_uses: 100 }],
}

describe('admin: catalog import and export', () => {
  let ctx: TestContext
  let tenantId: number
  beforeAll(async () => {
    ctx = await createTestContext()
    await admin('tenant', 'create', 'lyon', '--host', HOST, '--currency', 'EUR', '--timezone', 'Europe/Paris')
    tenantId = await ctx.tenantId('lyon')
  })
  afterAll(() => ctx.close())

  const admin = (...argv: string[]) => runAdminCaptured(ctx.db, argv)
  const exported = async () => JSON.parse((await admin('catalog', 'export', '--tenant', 'lyon')).out) as CatalogFileInput

  it('imports a catalogue that a guest of the new tenant then finds in a search', async () => {
    const res = await admin('catalog', 'import', fileWith(CATALOG), '--tenant', 'lyon')
    expect(res.err).toBe('')
    expect(res.code).toBe(0)
    expect(res.out).toContain('stations 1 created, 0 updated; categories 1 created, 0 updated; vehicles 2 created, 0 updated; discount_codes 1 created, 0 updated')
    ctx.app.tenants.invalidate()
    const token = await ctx.guestToken({ host: HOST })
    const station = await stationId(ctx, 'Part-Dieu', 'lyon')
    const search = await ctx.post('/api/vehicles/search', { search: { ...window(24, 3), start_station_id: station } }, { host: HOST, token })
    expect(search.statusCode).toBe(200)
    const results = VehicleSearchResponseSchema.parse(search.json()).results
    expect(results.map((r) => r.vehicle.model).sort()).toEqual(['Clio', 'Zoe'])
    // 3 hours at the category's hourly rate.
    expect(results[0].price).toEqual({ value_cents: 2100, iso_code: 'EUR' })
  })

  it('exports the same shape, and re-importing the export only updates', async () => {
    const current = await exported()
    expect(current.stations).toEqual([{ ...CATALOG.stations?.[0], description: null }])
    expect(current.categories).toEqual(CATALOG.categories)
    expect(current.vehicles?.map((v) => v.internal_identifier)).toEqual(['LYON-001', 'LYON-002'])
    expect(current.discount_codes).toEqual([{ code: 'LYON10', kind: 'percent', value: 10, expires_at: '2030-01-01T00:00:00.000Z', max_uses: 100 }])
    const again = await admin('catalog', 'import', fileWith(current), '--tenant', 'lyon')
    expect(again.out).toContain('stations 0 created, 1 updated; categories 0 created, 1 updated; vehicles 0 created, 2 updated; discount_codes 0 created, 1 updated')
    expect(await exported()).toEqual(current)
  })

  it('updates by natural key on this tenant only: rates, a vehicle by internal_identifier, a code without regard to case', async () => {
    const demoStationsBefore = await ctx.db
      .selectFrom('stations')
      .selectAll()
      .where('tenant_id', '=', await ctx.tenantId('demo'))
      .orderBy('id')
      .execute()
    const res = await admin(
      'catalog',
      'import',
      fileWith({
        stations: [{ name: 'Gare Centrale', address: 'Lyon', latitude: 45.75, longitude: 4.82 }],
        categories: [{ ...CATALOG.categories?.[0], hourly_rate_cents: 900 }],
        vehicles: [vehicle({ station: 'Gare Centrale', active: false })],
        discount_codes: [{ code: 'lyon10', kind: 'fixed', value: 500, max_uses: null }],
      }),
      '--tenant',
      'lyon',
    )
    expect(res.code).toBe(0)
    const current = await exported()
    expect(current.stations?.map((s) => s.name)).toEqual(['Part-Dieu', 'Gare Centrale'])
    expect(current.categories?.[0].hourly_rate_cents).toBe(900)
    expect(current.vehicles?.[0]).toMatchObject({ internal_identifier: 'LYON-001', station: 'Gare Centrale', active: false })
    expect(current.discount_codes).toEqual([{ code: 'lyon10', kind: 'fixed', value: 500, expires_at: null, max_uses: null }])
    // The fleet index, loaded by the first search, sees the moved and deactivated vehicle (change feed).
    const token = await ctx.guestToken({ host: HOST })
    const search = await ctx.post('/api/vehicles/search', { search: { ...window(24, 3), start_station_id: await stationId(ctx, 'Part-Dieu', 'lyon') } }, { host: HOST, token })
    expect(VehicleSearchResponseSchema.parse(search.json()).results.map((r) => r.vehicle.model)).toEqual(['Clio'])
    // The demo tenant's "Gare Centrale" is another tenant's row: untouched.
    expect(
      await ctx.db
        .selectFrom('stations')
        .selectAll()
        .where('tenant_id', '=', await ctx.tenantId('demo'))
        .orderBy('id')
        .execute(),
    ).toEqual(demoStationsBefore)
  })

  it('refuses a bad file with every problem and its path, changing nothing', async () => {
    const before = await exported()
    const bad = await admin(
      'catalog',
      'import',
      fileWith({
        stations: [{ name: 'Bellecour', address: 'Lyon', latitude: 123, longitude: 4.83 }],
        vehicles: [vehicle({ fuel_type: 'steam' }), vehicle({ internal_identifier: 'LYON-009', seats_count: 0, license_plate: 'AA-009-LY' })],
        discount_codes: [{ code: 'MEGA', kind: 'percent', value: 150 }],
        trucks: [],
      }),
      '--tenant',
      'lyon',
    )
    expect(bad.code).toBe(2)
    for (const path of ['stations.0.latitude', 'vehicles.0.fuel_type', 'vehicles.1.seats_count', 'discount_codes.0.value', 'trucks']) expect(bad.err).toContain(path)
    const unknown = await admin(
      'catalog',
      'import',
      fileWith({
        stations: [{ name: 'Bellecour', address: 'Lyon', latitude: 45.76, longitude: 4.83 }],
        vehicles: [vehicle({ internal_identifier: 'LYON-003', license_plate: 'AA-001-LY', station: 'Nowhere', category: 'Limousine' })],
      }),
      '--tenant',
      'lyon',
    )
    expect(unknown.code).toBe(2)
    expect(unknown.err).toContain('vehicles.0.station: no station "Nowhere"')
    expect(unknown.err).toContain('vehicles.0.category: no category "Limousine"')
    expect(unknown.err).toContain('vehicles.0.license_plate: "AA-001-LY" is the plate of vehicle LYON-001')
    expect((await admin('catalog', 'import', fileWith('{ not json'), '--tenant', 'lyon')).code).toBe(2)
    expect(await exported()).toEqual(before)
    expect(await ctx.db.selectFrom('stations').select('id').where('tenant_id', '=', tenantId).where('name', '=', 'Bellecour').execute()).toEqual([])
  })

  it('answers 3 for a missing file or tenant, 2 for a usage error, and is in help', async () => {
    expect((await admin('catalog', 'import', join(dir, 'missing.json'), '--tenant', 'lyon')).code).toBe(3)
    expect((await admin('catalog', 'export', '--tenant', 'nowhere')).code).toBe(3)
    expect((await admin('catalog', 'import', fileWith(CATALOG))).code).toBe(2)
    expect((await admin('help')).out).toContain('catalog import')
  })
})
