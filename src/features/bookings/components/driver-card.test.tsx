import { render, screen } from '@testing-library/react'
import { i18n } from '@/i18n'
import { setStoredToken } from '@/core/api/token-storage'
import { setSessionUser } from '@/core/session'
import { QueryProvider } from '@/core/query/query-provider'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser } from '@/test-support/fake-api'
import { DriverCard } from './driver-card'

let api: ReturnType<typeof installFakeApi> | null = null

beforeEach(async () => {
  localStorage.clear()
  useTenantStore.getState().setTenant(makeTenant({ iso3166: 'CA' }))
  setStoredToken({ accessToken: 'member-tok', type: 'member', expiresAt: Date.now() + 60_000 })
  setSessionUser(makeUser({ id: 7 }))
  await i18n.changeLanguage('fr')
})
afterEach(() => {
  api?.uninstall()
  api = null
})

describe('the driver card of a carpool', () => {
  it('shows the driver’s number the way people read it and dials it in E.164', async () => {
    api = installFakeApi({
      'GET /users/99': () => json(200, { user: { id: 99, first_name: 'Alex', last_name: 'Roy', small_main_photo_url: null, cell_phone: '+15145550142' } }),
    })
    render(
      <QueryProvider>
        <DriverCard driverId={99} />
      </QueryProvider>,
    )
    const link = await screen.findByRole('link', { name: '(514) 555-0142' })
    expect(link).toHaveAttribute('href', 'tel:+15145550142')
  })
})
