import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { WorkflowStep } from '@contracts/user'
import { i18n } from '@/i18n'
import { toClientUser, useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser } from '@/test-support/fake-api'
import { buildRoutes } from './routes'

let api: ReturnType<typeof installFakeApi>

function open(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

function member(step: WorkflowStep) {
  useSessionStore.getState().setMember(toClientUser(makeUser({ workflow_next_step: step, validated: step === 'driver_ok' })))
}

beforeEach(async () => {
  await i18n.changeLanguage('fr')
  api = installFakeApi({ 'GET /custom_contents': () => json(200, { custom_contents: [] }) })
  useTenantStore.getState().setTenant(makeTenant({ platform_type: 'private' }))
  useSessionStore.setState({ status: 'anonymous', user: null })
})
afterEach(() => api.uninstall())

describe('the route table behind its guards', () => {
  it('sends a visitor of a private platform from the root to the login screen', async () => {
    const router = open('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('shows a public platform visitor the search view at the root, inside the layout landmarks', async () => {
    useTenantStore.getState().setTenant(makeTenant({ platform_type: 'public' }))
    open('/')
    expect(await screen.findByRole('main')).toBeInTheDocument()
    // Testing Library counts every <header> as a banner; the chat panel's, once it has loaded, sits in its
    // named section, where a browser gives it no landmark (HTML-AAM): the page has one banner.
    expect(screen.getAllByRole('banner').filter((header) => header.closest('article, aside, main, nav, section') === null)).toHaveLength(1)
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute('href', '#main')
  })

  it("offers the assistant only where the tenant's portal modules list the chat", async () => {
    useTenantStore.getState().setTenant(makeTenant({ platform_type: 'public' }))
    const first = open('/')
    expect(await screen.findByRole('link', { name: "Aller à l'assistant" })).toBeInTheDocument()
    first.dispose()
    cleanup()

    useTenantStore.getState().setTenant(makeTenant({ platform_type: 'public', portal_modules: ['bookings', 'account', 'help'] }))
    open('/')
    expect(await screen.findByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: "Aller à l'assistant" })).toBeNull()
    expect(screen.queryByRole('complementary', { name: 'Assistant de réservation' })).toBeNull()
    expect(screen.queryByRole('button', { name: /assistant/i })).toBeNull()
  })

  it('sends a blocked member from the root to the waiting page, which says the account is blocked', async () => {
    member('driver_blocked')
    const router = open('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Compte bloqué' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/waiting')
  })

  it('sends a blocked member of a public platform from /search and the account screens to the waiting page', async () => {
    useTenantStore.getState().setTenant(makeTenant({ platform_type: 'public' }))
    member('driver_blocked')
    for (const path of ['/search', '/account/bookings', '/account/details']) {
      const router = open(path)
      expect(await screen.findByRole('heading', { level: 1, name: 'Compte bloqué' })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/waiting')
      router.dispose()
      cleanup()
    }
  })

  it('sends a private visitor from /search to login, and a private member still registering to signup', async () => {
    const visitor = open('/search')
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument()
    expect(visitor.state.location.state).toEqual({ from: '/search' })
    cleanup()
    member('driver_on_personal_informations_form')
    const router = open('/search')
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signup'), { timeout: 5000 })
  })

  it('sends a private member without registration and not validated to waiting-for-validation', async () => {
    const tenant = makeTenant({ platform_type: 'private' })
    useTenantStore.getState().setTenant({ ...tenant, features: { ...tenant.features, registration: false } })
    member('driver_waiting_for_validation')
    const router = open('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Merci pour votre inscription' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/waiting-for-validation')
  })

  it('sends an authenticated member away from the guest-only screens', async () => {
    useTenantStore.getState().setTenant(makeTenant({ platform_type: 'public' }))
    member('driver_ok')
    const router = open('/forgot-password')
    await screen.findByRole('main')
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('takes a member from /account to the bookings, and anyone from /account/help to the FAQ', async () => {
    useTenantStore.getState().setTenant(makeTenant({ platform_type: 'public' }))
    member('driver_ok')
    const router = open('/account')
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account/bookings'))
    useSessionStore.setState({ status: 'anonymous', user: null })
    const help = open('/account/help')
    await vi.waitFor(() => expect(help.state.location.pathname).toBe('/account/help/faq'))
  })

  it('shows the not-found page for an unknown path', async () => {
    open('/nowhere')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument()
  })
})
