import { setUnauthorizedHandler } from '@/core/api/client'
import { useTenantStore } from '@/core/tenant'
import { i18n } from '@/i18n'
import { storeLanguage } from '@/i18n/languages'
import { installFakeApi, json, makeTenant, makeUser, tokenResponse } from '@/test-support/fake-api'
import { handleUnauthorized, login } from './actions'
import { useSessionStore } from './store'

let api: ReturnType<typeof installFakeApi>

// The seeded account is in French; the visitor picked English before logging in.
function install(putUser = () => json(200, { user: makeUser({ language: 'en' }) })) {
  api = installFakeApi({
    'POST /oauth2/token': () => json(200, tokenResponse('member-1')),
    'GET /user': () => json(200, { user: makeUser({ language: 'fr' }) }),
    'PUT /user': putUser,
  })
}

beforeEach(() => {
  localStorage.clear()
  useTenantStore.getState().setTenant(makeTenant())
  useSessionStore.setState({ status: 'unknown', user: null })
  setUnauthorizedHandler(handleUnauthorized)
})
afterEach(async () => {
  api?.uninstall()
  await i18n.changeLanguage('fr')
})

describe('the language at login', () => {
  it('saves on the account the language the visitor chose and reads, so its SMS and e-mails come in English', async () => {
    install()
    storeLanguage('en')
    await i18n.changeLanguage('en')
    expect((await login('driver@demo.test', 'right-password')).ok).toBe(true)
    expect(api.calls('PUT', '/user').map((c) => c.body)).toEqual([{ user: { language: 'en' } }])
    expect(useSessionStore.getState().user).toMatchObject({ language: 'en' })
  })

  it("leaves the account's language alone when the visitor chose nothing on this device, and shows the app in it", async () => {
    install()
    await i18n.changeLanguage('en')
    expect((await login('driver@demo.test', 'right-password')).ok).toBe(true)
    expect(api.calls('PUT', '/user')).toEqual([])
    expect(i18n.language).toBe('fr')
  })

  it('shows an English member the app in English at login when nothing was chosen on this device', async () => {
    api = installFakeApi({
      'POST /oauth2/token': () => json(200, tokenResponse('member-1')),
      'GET /user': () => json(200, { user: makeUser({ language: 'en' }) }),
    })
    expect(i18n.language).toBe('fr')
    expect((await login('driver@demo.test', 'right-password')).ok).toBe(true)
    expect(i18n.language).toBe('en')
    expect(document.documentElement.lang).toBe('en')
  })

  it("keeps the tenant's only language for an English member when the tenant offers no other", async () => {
    const tenant = makeTenant()
    useTenantStore.getState().setTenant({ ...tenant, features: { ...tenant.features, multilanguage: false }, language: 'fr' })
    api = installFakeApi({
      'POST /oauth2/token': () => json(200, tokenResponse('member-1')),
      'GET /user': () => json(200, { user: makeUser({ language: 'en' }) }),
    })
    expect((await login('driver@demo.test', 'right-password')).ok).toBe(true)
    expect(i18n.language).toBe('fr')
  })

  it('still logs in when saving the language fails', async () => {
    install(() => json(500, { errors: [{ code: 'internal', detail: 'boom' }] }))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    storeLanguage('en')
    await i18n.changeLanguage('en')
    expect((await login('driver@demo.test', 'right-password')).ok).toBe(true)
    expect(useSessionStore.getState()).toMatchObject({ status: 'member', user: { language: 'fr' } })
  })
})
