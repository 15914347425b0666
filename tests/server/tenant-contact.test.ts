import { TenantResponseSchema } from '@contracts/tenant'
import { runAdminCaptured } from './admin-support'
import { createTestContext, type TestContext } from './helpers'

/**
 * The chat's incident card calls the operator's emergency line first. GET /tenant serves
 * the tenant's emergency_phone, support_phone and support_email, set through the admin command line.
 */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const tenantOf = async (host?: string) => TenantResponseSchema.parse((await ctx.get('/api/tenant', host ? { host } : {})).json()).tenant

describe('the operator contact in GET /tenant', () => {
  it('serves the seeded demo tenants their emergency line, support line and address, without a token', async () => {
    expect(await tenantOf()).toMatchObject({ emergency_phone: '+1 514 555 0199', support_phone: '+1 514 555 0100', support_email: 'aide@montreal-autopartage.test' })
    expect((await tenantOf('simple.localhost')).emergency_phone).toBe('+1 418 555 0199')
    expect((await tenantOf('entreprise.localhost')).emergency_phone).toBe('+33 1 84 88 00 99')
  })

  it("writes the seeded contact page's number as people read it in the tenant's country, the link calling it", async () => {
    const contact = async (host?: string) =>
      (await ctx.get('/api/custom_contents', { query: { type: 'contact' }, ...(host ? { host } : {}) })).json().custom_contents[0].content as string
    expect(await contact()).toContain('<a href="tel:+15145550100">(514) 555-0100</a>')
    expect(await contact('entreprise.localhost')).toContain('<a href="tel:+33184880000">01 84 88 00 00</a>')
  })

  it('follows admin tenant set, takes a short number as text, unsets with null, and refuses what no phone could call', async () => {
    try {
      expect((await runAdminCaptured(ctx.db, ['tenant', 'set', 'demo', 'emergency_phone', '911'])).code).toBe(0)
      ctx.app.tenants.invalidate()
      expect((await tenantOf()).emergency_phone).toBe('911')

      const bad = await runAdminCaptured(ctx.db, ['tenant', 'set', 'demo', 'emergency_phone', 'javascript:alert(1)'])
      expect(bad.code).not.toBe(0)
      expect(bad.err).toMatch(/emergency_phone/)
      expect((await runAdminCaptured(ctx.db, ['tenant', 'set', 'demo', 'support_email', 'not an address'])).code).not.toBe(0)
      ctx.app.tenants.invalidate()
      expect((await tenantOf()).emergency_phone).toBe('911')

      expect((await runAdminCaptured(ctx.db, ['tenant', 'set', 'demo', 'emergency_phone', 'null'])).code).toBe(0)
      ctx.app.tenants.invalidate()
      expect((await tenantOf()).emergency_phone).toBeNull()
    } finally {
      await ctx.updateTenantSettings('demo', (s) => {
        s.emergency_phone = '+1 514 555 0199'
      })
    }
  })

  it('reads a stored number that no link could call as unset rather than failing the tenant', async () => {
    try {
      await ctx.updateTenantSettings('demo', (s) => {
        s.emergency_phone = '<script>'
      })
      const res = await ctx.get('/api/tenant')
      expect(res.statusCode).toBe(200)
      expect(TenantResponseSchema.parse(res.json()).tenant.emergency_phone).toBeNull()
    } finally {
      await ctx.updateTenantSettings('demo', (s) => {
        s.emergency_phone = '+1 514 555 0199'
      })
    }
  })
})
