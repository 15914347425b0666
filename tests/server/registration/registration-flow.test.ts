import { createTestContext, errorCodes, type TestContext } from '../helpers'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const signup = (user: Record<string, unknown>) => ctx.post('/api/user', { user: { password: 'long-enough', tos_accepted: true, ...user } }, { host: 'localhost', lang: 'fr' })
const storedFlow = async (email: string) =>
  (await ctx.db.selectFrom('users').select('registration_flow_id').where('email', '=', email).executeTakeFirstOrThrow()).registration_flow_id

describe('POST /api/user with the registration flow picked', () => {
  it("records one of the tenant's flows, and none when none is named", async () => {
    const demo = await ctx.tenantId('demo')
    const { id } = await ctx.db.insertInto('registration_flows').values({ tenant_id: demo, name: 'Étudiants' }).returning('id').executeTakeFirstOrThrow()
    const flows = (await ctx.get('/api/registration_flows', { token: await ctx.guestToken() })).json().registration_flows as { id: number; name: string }[]
    expect(flows.map((f) => f.name)).toEqual(['Inscription standard', 'Étudiants'])
    expect((await signup({ email: 'student@example.com', registration_flow_id: id })).statusCode).toBe(201)
    expect(await storedFlow('student@example.com')).toBe(id)
    expect((await signup({ email: 'no-flow@example.com' })).statusCode).toBe(201)
    expect(await storedFlow('no-flow@example.com')).toBeNull()
  })

  it("400 with the field for another tenant's flow or an unknown one, and creates no account", async () => {
    const entreprise = await ctx.tenantId('entreprise')
    const theirs = (await ctx.db.selectFrom('registration_flows').select('id').where('tenant_id', '=', entreprise).executeTakeFirstOrThrow()).id
    for (const flow of [theirs, 999_999]) {
      const res = await signup({ email: `wrong-${flow}@example.com`, registration_flow_id: flow })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toEqual([
        { code: 'REGISTRATION_FLOW_IS_INVALID', detail: "Ce parcours d'inscription n'existe pas : choisissez-en un dans la liste.", field: 'user.registration_flow_id' },
      ])
      expect(await ctx.db.selectFrom('users').select('id').where('email', '=', `wrong-${flow}@example.com`).executeTakeFirst()).toBeUndefined()
    }
    expect(errorCodes(await signup({ email: 'text-flow@example.com', registration_flow_id: 'students' }))).toEqual(['bad_request'])
  })
})
