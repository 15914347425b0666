import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiGet } from '@/core/api'
import { logout, useSessionStore } from '@/core/session'
import { clearStoredToken, setStoredToken } from '@/core/api/token-storage'
import { formDraftKey, saveFormDraft } from '@/lib/form-drafts/form-draft-storage'
import { pendingSmsKey, rememberPendingSms } from '@/lib/pending-sms/pending-sms-storage'
import { fakeApi, json } from '@cards/testing/fake-api'
import { i18n } from '@/i18n'
import { tenantFixture, userFixture } from '@/test-support/fixtures'
import { start } from './start'

const AWAITED_KEY = 'frontoffice.awaited-booking.demo'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

/** A member restored from the stored token at start-up, as after a reload. */
function reloadAsMember(): void {
  fakeApi({
    'GET /tenant': { tenant: tenantFixture() },
    'GET /user': { user: userFixture() },
    'POST /oauth2/revoke': {},
    'POST /oauth2/token': { access_token: 'guest', token_type: 'Bearer', expires_in: 3600, scope: 'guest', created_at: 1 },
  })
  setStoredToken({ accessToken: 'member-1', type: 'member', expiresAt: Date.now() + 3_600_000 })
}

// This file never imports the search, registration or account features: as after a reload, before
// their views have loaded (only the lib storage they write with).
describe('start-up', () => {
  it('makes a logout forget the booking a guest left awaiting a login', async () => {
    reloadAsMember()
    sessionStorage.setItem(AWAITED_KEY, JSON.stringify({ kind: 'carpool', carpool: {} }))
    sessionStorage.setItem('frontoffice.other', 'kept')

    await start()
    expect(useSessionStore.getState().status).toBe('member')
    await logout()

    expect(sessionStorage.getItem(AWAITED_KEY)).toBeNull()
    expect(sessionStorage.getItem('frontoffice.other')).toBe('kept')
  })

  it('makes a logout forget the registration form drafts, with their personal data', async () => {
    reloadAsMember()
    const draft = formDraftKey('signup-personal-details', 'demo', userFixture().id)!
    saveFormDraft(draft, { first_name: 'Ana', last_name: 'Roy', address: '1 rue Berri' })
    sessionStorage.setItem('frontoffice.other', 'kept')

    await start()
    expect(useSessionStore.getState().status).toBe('member')
    await logout()

    expect(sessionStorage.getItem(draft)).toBeNull()
    expect(sessionStorage.getItem('frontoffice.other')).toBe('kept')
  })

  it('makes a logout forget the SMS codes pending in the signup and in the phone change', async () => {
    reloadAsMember()
    const sms = { sentTo: '+15145550199', expiresAt: new Date(Date.now() + 600_000).toISOString() }
    const signup = pendingSmsKey('signup', 'demo', userFixture().id)!
    const phoneChange = pendingSmsKey('phone-change', 'demo', userFixture().id)!
    rememberPendingSms(signup, sms)
    rememberPendingSms(phoneChange, sms)
    sessionStorage.setItem('frontoffice.other', 'kept')

    await start()
    expect(useSessionStore.getState().status).toBe('member')
    await logout()

    expect(sessionStorage.getItem(signup)).toBeNull()
    expect(sessionStorage.getItem(phoneChange)).toBeNull()
    expect(sessionStorage.getItem('frontoffice.other')).toBe('kept')
  })

  it('shows the unavailable-tenant page in the language the visitor chose, with <html lang>', async () => {
    fakeApi({ 'GET /tenant': () => json({ errors: [{ code: 'internal' }] }, 503) })
    localStorage.setItem('frontoffice.language', 'en')
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await start()
      expect(i18n.language).toBe('en')
      expect(document.documentElement.lang).toBe('en')
      expect(i18n.t('errors:tenant-unavailable')).toMatch(/temporarily unavailable/i)
    } finally {
      quiet.mockRestore()
      await i18n.changeLanguage('fr')
      document.documentElement.lang = 'fr'
    }
  })

  it('makes a request sent as the page opens, before the guest token is asked, wait for it', async () => {
    let tenantArrives = () => {}
    const tenantAnswered = new Promise<void>((resolve) => (tenantArrives = resolve))
    const sentWith: Array<string | null> = []
    clearStoredToken()
    fakeApi({
      'GET /tenant': async () => {
        await tenantAnswered
        return json({ tenant: tenantFixture() })
      },
      'POST /oauth2/token': { access_token: 'guest-1', token_type: 'Bearer', expires_in: 3600, scope: 'guest', created_at: 1 },
      'GET /stations': (request: Request) => {
        sentWith.push(request.headers.get('Authorization'))
        return json({ stations: [] })
      },
    })

    const started = start()
    // The chat's catalog, asked while the tenant is on its way: no guest token request has left yet.
    const stations = apiGet('/stations')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sentWith).toEqual([])
    tenantArrives()
    await Promise.all([started, stations])

    expect(sentWith).toEqual(['Bearer guest-1'])
  })
})
