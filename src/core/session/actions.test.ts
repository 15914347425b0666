import { apiGet } from '@/core/api'
import { getStoredIdToken, getStoredToken, setStoredToken } from '@/core/api/token-storage'
import { setUnauthorizedHandler } from '@/core/api/client'
import { setNavigator } from '@/lib/navigation'
import { useTenantStore } from '@/core/tenant'
import { useToastStore } from '@/lib/toast/toast-store'
import { i18n } from '@/i18n'
import { installFakeApi, json, makeTenant, makeUser, tokenResponse } from '@/test-support/fake-api'
import { handleUnauthorized, login, loginWithIdToken, logout, onLogout, refreshUser, restoreSession } from './actions'
import { useSessionStore } from './store'

const navigate = vi.fn()
let api: ReturnType<typeof installFakeApi>

const memberToken = () => setStoredToken({ accessToken: 'member-1', type: 'member', expiresAt: Date.now() + 60_000 })

function install(userRoles: string[] = ['driver'], overrides: Parameters<typeof installFakeApi>[0] = {}) {
  api = installFakeApi({
    'POST /oauth2/token': (r) => {
      const body = r.body as Record<string, string>
      if (body.grant_type === 'client_credentials') return json(200, tokenResponse('guest-1', 'guest'))
      if (body.password === 'right-password') return json(200, tokenResponse('member-1'))
      return json(400, { errors: [{ code: 'invalid_grant', detail: 'Bad credentials' }] })
    },
    'POST /oauth2/revoke': () => json(200, {}),
    'POST /sso/openid': () => json(200, { ...tokenResponse('member-sso'), user: makeUser({ roles: userRoles }) }),
    'GET /user': (r) =>
      r.headers.get('Authorization')?.startsWith('Bearer member')
        ? json(200, { user: makeUser({ roles: userRoles }) })
        : json(401, { errors: [{ code: 'unauthorized', detail: 'No session' }] }),
    ...overrides,
  })
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  useTenantStore.getState().setTenant(makeTenant())
  useSessionStore.setState({ status: 'unknown', user: null })
  navigate.mockReset()
  setNavigator(navigate)
  setUnauthorizedHandler(handleUnauthorized)
})
afterEach(() => api?.uninstall())

describe('login', () => {
  it('stores a member token with the web client, loads the user and becomes a member', async () => {
    install()
    const result = await login(' driver@demo.test ', 'right-password')
    expect(result.ok).toBe(true)
    expect(api.calls('POST', '/oauth2/token')[0].body).toEqual({
      grant_type: 'password',
      username: 'driver@demo.test',
      password: 'right-password',
      client_id: 'frontoffice-web',
    })
    expect(getStoredToken()).toMatchObject({ accessToken: 'member-1', type: 'member' })
    const { status, user } = useSessionStore.getState()
    expect(status).toBe('member')
    expect(user).toMatchObject({ firstName: 'Camille', isRegistrationComplete: true, status: 'verified', isLoaded: true })
  })

  it('fails with wrong credentials and keeps the session as it was', async () => {
    install()
    useSessionStore.setState({ status: 'anonymous' })
    const result = await login('driver@demo.test', 'wrong')
    expect(result).toMatchObject({ ok: false, reason: 'credentials' })
    expect(getStoredToken()).toBeNull()
    expect(useSessionStore.getState().status).toBe('anonymous')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('logs a user without roles out again: token revoked, guest token, failed login', async () => {
    install([])
    const result = await login('driver@demo.test', 'right-password')
    expect(result).toMatchObject({ ok: false, reason: 'no_role' })
    expect(api.calls('POST', '/oauth2/revoke')[0].body).toMatchObject({ token: 'member-1' })
    expect(getStoredToken()).toMatchObject({ accessToken: 'guest-1', type: 'guest' })
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', user: null })
  })

  it('keeps the member token when the start-up guest token arrives after the login', async () => {
    // The login screen shows as soon as the visitor is anonymous, while the guest token is still on its way.
    let answerGuest: () => void = () => undefined
    const guestAnswered = new Promise<void>((resolve) => (answerGuest = resolve))
    install(['driver'], {
      'POST /oauth2/token': async (r) => {
        if ((r.body as Record<string, string>).grant_type !== 'client_credentials') return json(200, tokenResponse('member-1'))
        await guestAnswered
        return json(200, tokenResponse('guest-late', 'guest'))
      },
    })
    const restored = restoreSession()
    expect(useSessionStore.getState().status).toBe('anonymous')
    const result = await login('driver@demo.test', 'right-password')
    expect(result.ok).toBe(true)
    answerGuest()
    await restored
    expect(getStoredToken()).toMatchObject({ accessToken: 'member-1', type: 'member' })
    expect(await apiGet('/user')).toMatchObject({ user: { email: expect.any(String) } })
  })
})

describe('loginWithIdToken (single sign-on)', () => {
  it('signs in through POST /sso/openid, whose answer carries the member: no GET /user after it', async () => {
    install()
    const result = await loginWithIdToken('id-token-1', 'nonce-1')
    expect(result.ok).toBe(true)
    expect(api.calls('POST', '/sso/openid')[0].body).toEqual({ openid: { id_token: 'id-token-1', nonce: 'nonce-1' } })
    expect(api.calls('GET', '/user')).toHaveLength(0)
    expect(getStoredToken()).toMatchObject({ accessToken: 'member-sso', type: 'member' })
    expect(getStoredIdToken()).toBe('id-token-1')
    expect(useSessionStore.getState()).toMatchObject({ status: 'member', user: { firstName: 'Camille' } })
  })

  it('fails on a refused id_token and keeps the guest session (a 401 there is no expired session)', async () => {
    install(['driver'], { 'POST /sso/openid': () => json(401, { errors: [{ code: 'invalid_id_token', detail: 'Invalid id token' }] }) })
    setStoredToken({ accessToken: 'guest-kept', type: 'guest', expiresAt: Date.now() + 60_000 })
    useSessionStore.setState({ status: 'anonymous' })
    const result = await loginWithIdToken('forged', 'nonce-1')
    expect(result).toMatchObject({ ok: false, reason: 'credentials' })
    expect(getStoredToken()).toMatchObject({ accessToken: 'guest-kept', type: 'guest' })
    expect(getStoredIdToken()).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('signs a member without roles out again, as a password login does', async () => {
    install([])
    const result = await loginWithIdToken('id-token-1', 'nonce-1')
    expect(result).toMatchObject({ ok: false, reason: 'no_role' })
    expect(api.calls('POST', '/oauth2/revoke')[0].body).toMatchObject({ token: 'member-sso' })
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', user: null })
  })
})

describe('logout', () => {
  it('revokes the member token, clears the session, runs the listeners and gets a guest token', async () => {
    install()
    await login('driver@demo.test', 'right-password')
    const listener = vi.fn()
    const off = onLogout(listener)
    await logout()
    off()
    expect(api.calls('POST', '/oauth2/revoke')[0].body).toMatchObject({ token: 'member-1', client_id: 'frontoffice-web' })
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', user: null })
    expect(getStoredToken()).toMatchObject({ accessToken: 'guest-1', type: 'guest' })
    expect(listener).toHaveBeenCalledOnce()
  })

  it('does not take a call refused by the revocation itself for an expired session', async () => {
    // A member call still on its way when the driver logs out is answered after its token was revoked.
    let answerRentals: () => void = () => undefined
    const revoked = new Promise<void>((resolve) => (answerRentals = resolve))
    install(['driver'], {
      'POST /oauth2/revoke': () => {
        answerRentals()
        return json(200, {})
      },
      'GET /user/rentals': async () => {
        await revoked
        return json(401, { errors: [{ code: 'unauthorized', detail: 'revoked' }] })
      },
    })
    await login('driver@demo.test', 'right-password')
    useToastStore.getState().clear()
    const inFlight = apiGet('/user/rentals').catch(() => 'refused')
    await logout()
    expect(await inFlight).toBe('refused')
    expect(navigate).not.toHaveBeenCalled()
    expect(useToastStore.getState().toasts).toEqual([])
    expect(getStoredToken()).toMatchObject({ accessToken: 'guest-1', type: 'guest' })
  })

  it('stays logged out when a reload of the user answers after the logout', async () => {
    let answerUser: () => void = () => undefined
    const loggedOut = new Promise<void>((resolve) => (answerUser = resolve))
    let userCalls = 0
    install(['driver'], {
      'GET /user': async () => {
        if (++userCalls > 1) await loggedOut
        return json(200, { user: makeUser() })
      },
    })
    await login('driver@demo.test', 'right-password')
    const reloading = refreshUser()
    await logout()
    answerUser()
    await reloading
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', user: null })
    expect(getStoredToken()).toMatchObject({ type: 'guest' })
  })

  it('with single sign-on, goes to the issuer logout with the id token hint', async () => {
    install()
    useTenantStore.getState().setTenant(
      makeTenant({
        sso: { issuer: 'https://id.test', client_id: 'fo', authorization_endpoint: 'https://id.test/auth', end_session_endpoint: 'https://id.test/logout', scope: 'openid' },
      }),
    )
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, origin: 'http://app.test' } as Location)
    await loginWithIdToken('id-token-1', 'nonce-1')
    expect(api.calls('POST', '/sso/openid')[0].body).toEqual({ openid: { id_token: 'id-token-1', nonce: 'nonce-1' } })
    expect(getStoredIdToken()).toBe('id-token-1')
    await logout()
    expect(assign).toHaveBeenCalledOnce()
    const target = new URL(assign.mock.calls[0][0] as string)
    expect(target.origin + target.pathname).toBe('https://id.test/logout')
    expect(target.searchParams.get('id_token_hint')).toBe('id-token-1')
    expect(getStoredIdToken()).toBeNull()
    vi.restoreAllMocks()
  })
})

describe('restoreSession', () => {
  it('restores a member from a stored member token', async () => {
    install()
    memberToken()
    await restoreSession()
    expect(useSessionStore.getState().status).toBe('member')
    expect(api.calls('POST', '/oauth2/token')).toHaveLength(0)
  })

  it('logs out a visitor without a member token and gets a guest token', async () => {
    install()
    await restoreSession()
    expect(useSessionStore.getState().status).toBe('anonymous')
    expect(api.calls('POST', '/oauth2/token')[0].body).toEqual({ grant_type: 'client_credentials', client_id: 'frontoffice-web' })
    expect(getStoredToken()).toMatchObject({ type: 'guest' })
  })

  it('drops an expired member token (401) for a guest token without sending anyone to login', async () => {
    install()
    setStoredToken({ accessToken: 'revoked-1', type: 'member', expiresAt: Date.now() + 60_000 })
    await restoreSession()
    expect(useSessionStore.getState().status).toBe('anonymous')
    expect(getStoredToken()).toMatchObject({ accessToken: 'guest-1', type: 'guest' })
    expect(navigate).not.toHaveBeenCalled()
  })

  it('does not let a member without roles in', async () => {
    install([])
    memberToken()
    await restoreSession()
    expect(useSessionStore.getState().status).toBe('anonymous')
    expect(getStoredToken()).toMatchObject({ type: 'guest' })
  })
})

describe('a 401 during the session', () => {
  it('removes the member token and sends the member to login, saying why once', async () => {
    await i18n.changeLanguage('fr')
    useToastStore.getState().clear()
    install(['driver'], { 'GET /user/rentals': () => json(401, { errors: [{ code: 'unauthorized', detail: 'expired' }] }) })
    await login('driver@demo.test', 'right-password')
    await Promise.all([
      expect(apiGet('/user/rentals')).rejects.toMatchObject({ kind: 'unauthorized', status: 401 }),
      expect(apiGet('/user/rentals')).rejects.toMatchObject({ kind: 'unauthorized', status: 401 }),
    ])
    expect(useSessionStore.getState().status).toBe('anonymous')
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true })
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Votre session a expiré, veuillez vous reconnecter.'])
    await vi.waitFor(() => expect(getStoredToken()).toMatchObject({ type: 'guest' }))
  })

  it('replaces an expired guest token silently', async () => {
    install(['driver'], { 'GET /stations': () => json(401, { errors: [{ code: 'unauthorized', detail: 'expired' }] }) })
    useSessionStore.setState({ status: 'anonymous' })
    setStoredToken({ accessToken: 'old-guest', type: 'guest', expiresAt: Date.now() + 60_000 })
    await expect(apiGet('/stations')).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(navigate).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(getStoredToken()).toMatchObject({ accessToken: 'guest-1', type: 'guest' }))
  })
})

describe('refreshUser', () => {
  it('reloads the member and keeps the client-only parts of the view', async () => {
    install()
    await login('driver@demo.test', 'right-password')
    useSessionStore.getState().patchUser({ newPhoneNumber: '+15145550000' })
    const user = await refreshUser()
    expect(user?.newPhoneNumber).toBe('+15145550000')
    expect(api.calls('GET', '/user')).toHaveLength(2)
  })
})
