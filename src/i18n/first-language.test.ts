import { installFakeApi, json } from '@/test-support/fake-api'

// Each case loads the i18n module and the API client afresh, as a new page load does.
beforeEach(() => {
  vi.resetModules()
  localStorage.clear()
})

async function firstTenantRequestLanguage(): Promise<string | null> {
  const api = installFakeApi({ 'GET /tenant': () => json(200, {}) })
  try {
    await import('@/i18n')
    const { apiGet } = await import('@/core/api/client')
    await apiGet('/tenant', undefined, { needsNoToken: true })
    return api.requests[0].headers.get('Accept-Language')
  } finally {
    api.uninstall()
  }
}

describe('the language of the first request of a page load', () => {
  it('is the language the visitor switched to on an earlier visit', async () => {
    localStorage.setItem('frontoffice.language', 'en')
    expect(await firstTenantRequestLanguage()).toBe('en')
  })

  it('is French when nothing was chosen', async () => {
    expect(await firstTenantRequestLanguage()).toBe('fr')
  })

  it('ignores a stored value that is no language the product speaks', async () => {
    localStorage.setItem('frontoffice.language', 'de')
    expect(await firstTenantRequestLanguage()).toBe('fr')
  })
})
