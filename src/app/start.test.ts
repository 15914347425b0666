import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { logout, useSessionStore } from '@/lib/session'
import { setStoredToken } from '@/lib/api/token-storage'
import { fakeApi } from '@cards/testing/fake-api'
import { tenantFixture, userFixture } from '@/test-support/fixtures'
import { start } from './start'

const AWAITED_KEY = 'frontoffice.awaited-booking.demo'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

// This file never imports the search feature: as after a reload, before the search view has loaded.
describe('start-up', () => {
  it('makes a logout forget the booking a guest left awaiting a login', async () => {
    fakeApi({
      'GET /tenant': { tenant: tenantFixture() },
      'GET /user': { user: userFixture() },
      'POST /oauth2/revoke': {},
      'POST /oauth2/token': { access_token: 'guest', token_type: 'Bearer', expires_in: 3600, scope: 'guest', created_at: 1 },
    })
    setStoredToken({ accessToken: 'member-1', type: 'member', expiresAt: Date.now() + 3_600_000 })
    sessionStorage.setItem(AWAITED_KEY, JSON.stringify({ kind: 'carpool', carpool: {} }))
    sessionStorage.setItem('frontoffice.other', 'kept')

    await start()
    expect(useSessionStore.getState().status).toBe('member')
    await logout()

    expect(sessionStorage.getItem(AWAITED_KEY)).toBeNull()
    expect(sessionStorage.getItem('frontoffice.other')).toBe('kept')
  })
})
