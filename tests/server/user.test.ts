import { SignupResponseSchema } from '@contracts/auth'
import { UserSchema } from '@contracts/user'
import { createTestContext, errorCodes, DEMO_PASSWORD, type TestContext } from './helpers'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('GET /api/user', () => {
  it('answers the member in the wire schema', async () => {
    const res = await ctx.get('/api/user', { token: await ctx.tokenFor('admin@demo.test') })
    const user = UserSchema.parse(res.json().user)
    expect(user).toMatchObject({ email: 'admin@demo.test', validated: true, can_access_backoffice: true, roles: ['driver', 'backoffice'], workflow_next_step: 'driver_ok' })
    expect(user.accepted_terms_version_id).not.toBeNull()
    // Whether the member has a password, never the password's hash nor the SSO subject.
    expect(user.has_password).toBe(true)
    const { has_password: _said, ...rest } = res.json().user as Record<string, unknown>
    expect(JSON.stringify(rest)).not.toMatch(/password|sso_subject/)
  })

  it('lets a blocked member read their account (the app sends them to the blocked page)', async () => {
    const res = await ctx.get('/api/user', { token: await ctx.tokenFor('blocked@demo.test') })
    expect(res.json().user.workflow_next_step).toBe('driver_blocked')
  })

  it('401 without a token and with a guest token', async () => {
    expect(errorCodes(await ctx.get('/api/user'))).toEqual(['unauthorized'])
    expect(errorCodes(await ctx.get('/api/user', { token: await ctx.guestToken() }))).toEqual(['unauthorized'])
  })
})

describe('GET /api/users/{id}', () => {
  it('hides a member who shares no upcoming or in-progress ride with the viewer (tests/server/security)', async () => {
    const id = await ctx.userId('admin@demo.test')
    const res = await ctx.get(`/api/users/${id}`, { token: await ctx.tokenFor('driver2@demo.test') })
    expect(errorCodes(res)).toEqual(['not_found'])
  })

  it('shows a member their own public fields', async () => {
    const id = await ctx.userId('admin@demo.test')
    const res = await ctx.get(`/api/users/${id}`, { token: await ctx.tokenFor('admin@demo.test') })
    expect(res.json().user).toMatchObject({ id, first_name: 'Dominique', last_name: 'Côté', small_main_photo_url: null })
  })

  it("shows the phone to a carpool partner (driver2 drove driver's carpool)", async () => {
    const id = await ctx.userId('driver2@demo.test')
    const res = await ctx.get(`/api/users/${id}`, { token: await ctx.tokenFor('driver@demo.test') })
    expect(res.json().user.cell_phone).toBe('+15145550187')
  })

  it('404 for a member of another tenant and for a malformed id; 401 for guests', async () => {
    const other = await ctx.userId('driver@entreprise.test', 'entreprise.localhost')
    const token = await ctx.tokenFor('driver@demo.test')
    expect(errorCodes(await ctx.get(`/api/users/${other}`, { token }))).toEqual(['not_found'])
    expect((await ctx.get('/api/users/abc', { token })).statusCode).toBe(404)
    expect((await ctx.get(`/api/users/${other}`, { token: await ctx.guestToken() })).statusCode).toBe(401)
  })
})

describe('POST /api/user (registration, step one)', () => {
  const signup = (user: Record<string, unknown>, host = 'localhost', lang = 'fr') => ctx.post('/api/user', { user }, { host, lang })

  it('creates a driver at the first enabled step, accepting the current terms, and signs them in', async () => {
    const res = await signup({ email: ' New.Driver@Example.com ', password: 'long-enough', password_confirmation: 'long-enough', tos_accepted: true }, 'localhost', 'en')
    expect(res.statusCode).toBe(201)
    const body = SignupResponseSchema.parse(res.json())
    expect(body.user).toMatchObject({
      email: 'new.driver@example.com',
      roles: ['driver'],
      validated: false,
      tos_accepted: true,
      workflow_next_step: 'driver_on_personal_informations_form',
      language: 'en',
    })
    expect(body.user.accepted_terms_version_id).not.toBeNull()
    expect(body.scope).toBe('member')
    expect((await ctx.get('/api/user', { token: body.access_token })).json().user.id).toBe(body.user.id)
    expect(
      (await ctx.post('/api/oauth2/token', { grant_type: 'password', client_id: 'frontoffice-web', username: 'new.driver@example.com', password: 'long-enough' })).statusCode,
    ).toBe(200)
  })

  it('starts at the next enabled step when personal details are off', async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.registration_steps.personal_details = false
      s.registration_steps.phone_number = false
    })
    const res = await signup({ email: 'steps@example.com', password: 'long-enough', tos_accepted: true })
    expect(res.json().user.workflow_next_step).toBe('driver_on_licence_form')
    await ctx.updateTenantSettings('demo', (s) => {
      s.registration_steps.personal_details = true
      s.registration_steps.phone_number = true
    })
  })

  it("answers every field error at once with the spec's codes", async () => {
    const res = await signup({ email: 'not-an-email', password: 'short', tos_accepted: false })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      { code: 'EMAIL_IS_INVALID', detail: "L'adresse courriel est invalide.", field: 'user.email' },
      { code: 'PASSWORD_TOO_SHORT', detail: 'Votre mot de passe doit contenir au moins 8 caractères.', field: 'user.password' },
      { code: 'TOS_NOT_ACCEPTED', detail: 'Vous devez accepter les conditions générales.', field: 'user.tos_accepted' },
    ])
  })

  it('PASSWORDS_MISMATCH when a confirmation differs; 400 bad_request without the user object', async () => {
    expect(errorCodes(await signup({ email: 'x@example.com', password: 'long-enough', password_confirmation: 'other-one', tos_accepted: true }))).toEqual(['PASSWORDS_MISMATCH'])
    const res = await ctx.post('/api/user', { email: 'x@example.com' })
    expect(res.statusCode).toBe(400)
    expect(errorCodes(res)[0]).toBe('bad_request')
  })

  it('EMAIL_ALREADY_TAKEN on the same tenant, whatever the case; free on another tenant', async () => {
    expect(errorCodes(await signup({ email: 'DRIVER@demo.test', password: 'long-enough', tos_accepted: true }))).toEqual(['EMAIL_ALREADY_TAKEN'])
    await ctx.updateTenantSettings('entreprise', (s) => {
      s.features.auto_register = true
    })
    expect((await signup({ email: 'driver@demo.test', password: 'long-enough', tos_accepted: true }, 'entreprise.localhost')).statusCode).toBe(201)
  })

  it('403 registration_disabled without registration or auto-register', async () => {
    const res = await signup({ email: 'someone@example.com', password: 'long-enough', tos_accepted: true }, 'simple.localhost')
    expect(res.statusCode).toBe(403)
    expect(errorCodes(res)).toEqual(['registration_disabled'])
  })
})

describe('PUT /api/user', () => {
  it('updates driver fields, normalises the phone into pending_cell_phone, keeps the step of a complete driver', async () => {
    const token = await ctx.tokenFor('driver@demo.test')
    const res = await ctx.put('/api/user', { user: { first_name: ' Camille-Anne ', birthday_time: '1991-02-28', cell_phone: '+1 (514) 555-0111', language: 'en' } }, { token })
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ first_name: 'Camille-Anne', birthday_time: '1991-02-28', cell_phone: '+15145550142', language: 'en', workflow_next_step: 'driver_ok' })
    const row = await ctx.db
      .selectFrom('users')
      .select('pending_cell_phone')
      .where('id', '=', await ctx.userId('driver@demo.test'))
      .executeTakeFirstOrThrow()
    expect(row.pending_cell_phone).toBe('+15145550111')
  })

  it('reads a national number of the tenant country as the SMS code does, and refuses it as the code would', async () => {
    const token = await ctx.tokenFor('driver@demo.test')
    const res = await ctx.put('/api/user', { user: { cell_phone: '(514) 555-0123' } }, { token })
    expect(res.statusCode).toBe(200)
    const row = await ctx.db
      .selectFrom('users')
      .select('pending_cell_phone')
      .where('id', '=', await ctx.userId('driver@demo.test'))
      .executeTakeFirstOrThrow()
    expect(row.pending_cell_phone).toBe('+15145550123')
    // A French national number in a Canadian tenant, and a North American number without a valid area code.
    expect(errorCodes(await ctx.put('/api/user', { user: { cell_phone: '06 12 34 56 78' } }, { token }))).toEqual(['INVALID_PHONE'])
    expect(errorCodes(await ctx.put('/api/user', { user: { cell_phone: '+1 114 555 0123' } }, { token }))).toEqual(['INVALID_PHONE'])
    expect(errorCodes(await ctx.post('/api/user/sms_code', { sms_code: { cell_phone: '+1 114 555 0123' } }, { token }))).toEqual(['INVALID_PHONE'])
  })

  it('rejects invalid dates, phones, emptied required fields and fields the tenant does not use', async () => {
    const token = await ctx.tokenFor('driver@demo.test')
    const res = await ctx.put('/api/user', { user: { birthday_time: '1991-02-30', cell_phone: '12', last_name: '  ' } }, { token })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.map((e: { code: string; field: string }) => [e.code, e.field])).toEqual([
      ['FIELD_REQUIRED', 'user.last_name'],
      ['INVALID_DATE', 'user.birthday_time'],
      ['INVALID_PHONE', 'user.cell_phone'],
    ])
    expect(errorCodes(await ctx.put('/api/user', { user: { birthday_time: '28-02-1991' } }, { token }))).toEqual(['INVALID_DATE'])
    expect(errorCodes(await ctx.put('/api/user', { user: { password_hash: 'x' } }, { token }))).toEqual(['bad_request'])
    await ctx.updateTenantSettings('simple', (s) => {
      s.features.profile_edition = true
    })
    const simple = await ctx.tokenFor('driver@simple.test', { host: 'simple.localhost' })
    const res2 = await ctx.put('/api/user', { user: { birthday_time: '1990-01-01' } }, { token: simple, host: 'simple.localhost' })
    expect(res2.json().errors[0]).toMatchObject({ code: 'bad_request', field: 'user.birthday_time' })
  })

  it('403 profile_edition_disabled after registration when the tenant does not allow edits; language still changes', async () => {
    const host = 'entreprise.localhost'
    const token = await ctx.tokenFor('manager@entreprise.test', { host })
    const res = await ctx.put('/api/user', { user: { first_name: 'Hugo2' } }, { token, host })
    expect(res.statusCode).toBe(403)
    expect(errorCodes(res)).toEqual(['profile_edition_disabled'])
    expect((await ctx.put('/api/user', { user: { language: 'en' } }, { token, host })).json().user.language).toBe('en')
  })

  it('moves registration forward when the personal-details step is complete, not before', async () => {
    const signup = await ctx.post('/api/user', { user: { email: 'stepper@example.com', password: 'long-enough', tos_accepted: true } })
    const token = signup.json().access_token
    const partial = await ctx.put('/api/user', { user: { first_name: 'Léa', last_name: 'Fortin' } }, { token })
    expect(partial.statusCode).toBe(400)
    expect(partial.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'user.birthday_time',
      'user.address_line1',
      'user.address_postal_code',
      'user.address_locality',
      'user.address_country',
    ])
    expect((await ctx.get('/api/user', { token })).json().user.workflow_next_step).toBe('driver_on_personal_informations_form')
    const done = await ctx.put(
      '/api/user',
      {
        user: {
          first_name: 'Léa',
          last_name: 'Fortin',
          birthday_time: '2000-01-31',
          address_line1: '10 Rue Rachel E',
          address_postal_code: 'H2W 1C5',
          address_locality: 'Montréal',
          address_country: 'CA',
        },
      },
      { token },
    )
    expect(done.json().user.workflow_next_step).toBe('driver_on_sms_form')
  })

  it('moves from the licence step to the next enabled one', async () => {
    const token = await ctx.tokenFor('newcomer@demo.test')
    await ctx.db.updateTable('users').set({ workflow_next_step: 'driver_on_licence_form' }).where('email', '=', 'newcomer@demo.test').execute()
    const res = await ctx.put('/api/user', { user: { driving_licence_number: 'B1234-021198-09', driving_licence_expiration_time: '2030-11-02' } }, { token })
    expect(res.json().user.workflow_next_step).toBe('driver_on_documents_licence_form')
  })
})

describe('PUT /api/user/password', () => {
  it('checks length, confirmation, then the current password', async () => {
    const token = await ctx.tokenFor('driver2@demo.test')
    const change = (user: Record<string, string>) => ctx.put('/api/user/password', { user }, { token })
    expect(errorCodes(await change({ current_password: DEMO_PASSWORD, password: 'short', password_confirmation: 'short' }))).toEqual(['PASSWORD_TOO_SHORT'])
    expect(errorCodes(await change({ current_password: DEMO_PASSWORD, password: 'long-enough', password_confirmation: 'long-enougH' }))).toEqual(['PASSWORDS_MISMATCH'])
    expect(errorCodes(await change({ current_password: 'wrong-one', password: 'long-enough', password_confirmation: 'long-enough' }))).toEqual(['user_current_password_invalid'])
  })

  it('changes the password, keeps this session and signs out the others', async () => {
    const token = await ctx.tokenFor('admin@demo.test')
    const other = await ctx.tokenFor('admin@demo.test')
    const res = await ctx.put('/api/user/password', { user: { current_password: DEMO_PASSWORD }, password: 'New-pass-2026', password_confirmation: 'New-pass-2026' }, { token })
    expect(res.statusCode).toBe(200)
    expect((await ctx.get('/api/user', { token })).statusCode).toBe(200)
    expect((await ctx.get('/api/user', { token: other })).statusCode).toBe(401)
    expect(await ctx.tokenFor('admin@demo.test', { password: 'New-pass-2026' })).toBeTruthy()
  })
})
