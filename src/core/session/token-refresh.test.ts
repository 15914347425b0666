import { apiGet } from '@/core/api'
import { getStoredToken, setStoredToken } from '@/core/api/token-storage'
import { setTokenRefresher, setUnauthorizedHandler } from '@/core/api/client'
import { setNavigator } from '@/lib/navigation'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser } from '@/test-support/fake-api'
import { handleUnauthorized, login, refreshSession } from './actions'
import { useSessionStore } from './store'

// The 1-hour member token is renewed with its refresh token, transparently.
const navigate = vi.fn()
let api: ReturnType<typeof installFakeApi>
let refreshes = 0
let live = new Set<string>()

const tokens = (n: number) => ({ access_token: `member-${n}`, refresh_token: `refresh-${n}`, token_type: 'Bearer', expires_in: 3600, scope: 'member', created_at: 1 })

function install(refreshAnswer: 'ok' | 'refused' = 'ok') {
  api = installFakeApi({
    'POST /oauth2/token': (r) => {
      const body = r.body as Record<string, string>
      if (body.grant_type === 'password') {
        live.add('member-1')
        return json(200, tokens(1))
      }
      if (body.grant_type === 'refresh_token') {
        refreshes += 1
        if (refreshAnswer === 'refused') return json(400, { errors: [{ code: 'invalid_grant', detail: 'no' }] })
        const n = Number(body.refresh_token.split('-')[1]) + 1
        live = new Set([`member-${n}`])
        return json(200, tokens(n))
      }
      return json(200, { ...tokens(0), access_token: 'guest', refresh_token: undefined, scope: 'guest', expires_in: 86400 })
    },
    'GET /user': (r) =>
      live.has(r.headers.get('Authorization')?.slice(7) ?? '') ? json(200, { user: makeUser() }) : json(401, { errors: [{ code: 'unauthorized', detail: 'expired' }] }),
  })
}

beforeEach(() => {
  localStorage.clear()
  refreshes = 0
  live = new Set()
  useTenantStore.getState().setTenant(makeTenant())
  useSessionStore.setState({ status: 'unknown', user: null })
  navigate.mockReset()
  setNavigator(navigate)
  setUnauthorizedHandler(handleUnauthorized)
  setTokenRefresher(refreshSession)
})
afterEach(() => {
  api?.uninstall()
  setTokenRefresher(null)
})

describe('a member session past its access token', () => {
  it('keeps the refresh token of a sign-in', async () => {
    install()
    await login('driver@demo.test', 'pw')
    expect(getStoredToken()).toMatchObject({ accessToken: 'member-1', refreshToken: 'refresh-1', type: 'member' })
  })

  it('renews an expired access token before the call, once for calls made together', async () => {
    install()
    live.add('member-1')
    setStoredToken({ accessToken: 'member-1', refreshToken: 'refresh-1', type: 'member', expiresAt: Date.now() - 1000 })
    useSessionStore.setState({ status: 'member', user: null })
    await Promise.all([apiGet('/user'), apiGet('/user'), apiGet('/user')])
    expect(refreshes).toBe(1)
    expect(api.calls('GET', '/user').map((r) => r.headers.get('Authorization'))).toEqual(['Bearer member-2', 'Bearer member-2', 'Bearer member-2'])
    expect(getStoredToken()).toMatchObject({ accessToken: 'member-2', refreshToken: 'refresh-2' })
    expect(useSessionStore.getState().status).toBe('member')
  })

  it('renews and retries once a call refused with 401 although the token looked alive', async () => {
    install()
    setStoredToken({ accessToken: 'member-1', refreshToken: 'refresh-1', type: 'member', expiresAt: Date.now() + 3_000_000 })
    useSessionStore.setState({ status: 'member', user: null })
    const answer = await apiGet<{ user: unknown }>('/user')
    expect(answer.user).toBeTruthy()
    expect(refreshes).toBe(1)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('ends the session and goes to login when the refresh is refused', async () => {
    install('refused')
    setStoredToken({ accessToken: 'member-1', refreshToken: 'refresh-1', type: 'member', expiresAt: Date.now() - 1000 })
    useSessionStore.setState({ status: 'member', user: null })
    await expect(apiGet('/user')).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(useSessionStore.getState().status).toBe('anonymous')
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true })
    expect(getStoredToken()?.type).not.toBe('member')
  })
})
