import { ACCEPT_V03, ACCEPT_V04 } from '@contracts/http'
import { i18n } from '@/i18n'
import { installFakeApi, json } from '@/test-support/fake-api'
import { useToastStore } from '@/lib/toast/toast-store'
import { apiGet, apiPost, setTokenWaiter } from './client'
import { ApiError, kindOfStatus } from './api-error'
import { notifyApiError } from './notify-api-error'
import { setStoredToken } from './token-storage'

let api: ReturnType<typeof installFakeApi>
afterEach(() => api?.uninstall())
beforeEach(async () => {
  localStorage.clear()
  useToastStore.getState().clear()
  await i18n.changeLanguage('fr')
})

describe('request headers (spec section 7)', () => {
  it('sends JSON, the XHR marker, the language, the v0.4 vendor type and the bearer token', async () => {
    api = installFakeApi({ 'GET /user': () => json(200, {}) })
    setStoredToken({ accessToken: 'tok-1', type: 'member', expiresAt: Date.now() + 60_000 })
    await i18n.changeLanguage('en')
    await apiGet('/user')
    const { headers } = api.requests[0]
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest')
    expect(headers.get('Accept-Language')).toBe('en')
    expect(headers.get('Accept')).toBe(ACCEPT_V04)
    expect(headers.get('Authorization')).toBe('Bearer tok-1')
  })

  it('uses v0.3 for the calls the spec marks, and sends no token when there is none', async () => {
    api = installFakeApi({ 'POST /reset_password': () => json(200, {}), 'GET /custom_contents': () => json(200, {}) })
    await apiPost('/reset_password', { email: 'a@b.c' })
    await apiGet('/custom_contents', undefined, { query: { type: 'faq' } })
    expect(api.requests.map((r) => r.headers.get('Accept'))).toEqual([ACCEPT_V03, ACCEPT_V03])
    expect(api.requests[0].headers.get('Authorization')).toBeNull()
    expect(api.requests[1].search.get('type')).toBe('faq')
    expect(api.requests[0].headers.get('Accept-Language')).toBe('fr')
  })

  it('waits for the guest token on its way instead of sending a request without one', async () => {
    api = installFakeApi({ 'GET /stations': () => json(200, {}) })
    let arrive = () => {}
    const pending = new Promise<void>((resolve) => {
      arrive = () => {
        setStoredToken({ accessToken: 'guest-1', type: 'guest', expiresAt: Date.now() + 60_000 })
        resolve()
      }
    })
    setTokenWaiter(() => pending)
    try {
      const request = apiGet('/stations')
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(api.requests).toHaveLength(0)
      arrive()
      await request
      expect(api.requests[0].headers.get('Authorization')).toBe('Bearer guest-1')
    } finally {
      setTokenWaiter(null)
    }
  })

  it('sends a call that needs no token at once, while a token is on its way', async () => {
    api = installFakeApi({ 'GET /tenant': () => json(200, {}) })
    setTokenWaiter(() => new Promise(() => {}))
    try {
      await apiGet('/tenant', undefined, { needsNoToken: true })
      expect(api.requests[0].headers.get('Authorization')).toBeNull()
    } finally {
      setTokenWaiter(null)
    }
  })

  it('writes query arrays the Rails way', async () => {
    api = installFakeApi({ 'GET /rentals': () => json(200, {}) })
    await apiGet('/rentals', undefined, { query: { statuses: ['pending', 'prepared'], page: 2, order: undefined } })
    expect(api.requests[0].search.toString()).toBe('statuses%5B%5D=pending&statuses%5B%5D=prepared&page=2')
  })
})

describe('error mapping (spec section 8)', () => {
  it.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [402, 'payment'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [422, 'internal'],
    [500, 'internal'],
    [0, 'internal'],
  ] as const)('HTTP %i is %s', (status, kind) => {
    expect(kindOfStatus(status)).toBe(kind)
  })

  it('builds the error data from the errors array', async () => {
    api = installFakeApi({
      'POST /user': () => json(400, { errors: [{ code: 'EMAIL_ALREADY_TAKEN', detail: 'taken', field: 'user.email' }] }),
    })
    const error = await apiPost('/user', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'bad_request', status: 400, errors: [{ code: 'EMAIL_ALREADY_TAKEN', detail: 'taken', field: 'user.email' }] })
  })

  it('builds it from a lone message and code too, and a failed network is internal', async () => {
    api = installFakeApi({ 'GET /tenant': () => json(409, { code: 'X', message: 'busy' }) })
    await expect(apiGet('/tenant')).rejects.toMatchObject({ kind: 'conflict', errors: [{ code: 'X', detail: 'busy' }] })
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(apiGet('/tenant')).rejects.toMatchObject({ kind: 'internal', status: 0, errors: [] })
  })

  it('rejects an answer that breaks the contract', async () => {
    const { TenantResponseSchema } = await import('@contracts/tenant')
    api = installFakeApi({ 'GET /tenant': () => json(200, { tenant: { id: 'nope' } }) })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(apiGet('/tenant', TenantResponseSchema)).rejects.toMatchObject({ kind: 'internal' })
    vi.restoreAllMocks()
  })
})

describe('the generic handler', () => {
  const messages = () => useToastStore.getState().toasts.map((t) => t.message)

  it('shows each entry: the code message, else the detail, in the current language', async () => {
    notifyApiError(
      new ApiError(400, [
        { code: 'EMAIL_ALREADY_TAKEN', detail: 'ignored' },
        { code: 'SOMETHING_NEW', detail: 'Le serveur explique' },
      ]),
    )
    expect(messages()).toEqual(['Cette adresse e-mail est déjà utilisée', 'Le serveur explique'])
    useToastStore.getState().clear()
    await i18n.changeLanguage('en')
    notifyApiError(new ApiError(400, [{ code: 'EMAIL_ALREADY_TAKEN', detail: '' }]))
    expect(messages()).toEqual(['This email is already taken'])
  })

  it('shows internal-error without an errors array, and nothing for a 401', () => {
    notifyApiError(new ApiError(500, []))
    notifyApiError(new Error('boom'))
    notifyApiError(new ApiError(401, [{ code: 'unauthorized', detail: 'x' }]))
    expect(messages()).toEqual(['Une erreur est survenue, veuillez recharger la page.', 'Une erreur est survenue, veuillez recharger la page.'])
  })

  it('links the card errors to the payment method settings', () => {
    notifyApiError(new ApiError(400, [{ code: 'SEARCH_NO_ACTIVE_CARD', detail: '' }]))
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      message: 'Une carte bancaire valide à la fin de la location est nécessaire',
      action: { to: '/account/payment-method' },
    })
  })

  it('keeps at most three toasts, the newest', () => {
    notifyApiError(
      new ApiError(
        400,
        ['A', 'B', 'C', 'D'].map((detail) => ({ code: '', detail })),
      ),
    )
    expect(messages()).toEqual(['B', 'C', 'D'])
  })
})
