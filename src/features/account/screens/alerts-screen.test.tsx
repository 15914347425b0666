import { Suspense } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import frAccount from '@/i18n/locales/fr/account.json'
import enAccount from '@/i18n/locales/en/account.json'
import { i18n } from '@/i18n'
import { queryClient } from '@/core/query/query-client'
import { resetReferenceData } from '@/lib/reference-data'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser, signInMember } from '@/test-support/fake-api'
import type { Alert } from '@contracts/alert'
import AlertsScreen from './alerts-screen'

const alert = (over: Partial<Alert>): Alert => ({
  id: 1,
  start_station_id: 7,
  end_station_id: null,
  latitude: null,
  longitude: null,
  radius: null,
  start_time: '2026-12-05T15:00:00.000Z',
  end_time: '2026-12-05T18:00:00.000Z',
  category_ids: [3],
  options: [],
  gears_type: null,
  seats_count: null,
  created_at: '2026-11-29T10:00:00.000Z',
  offer: null,
  ...over,
})

let api: ReturnType<typeof installFakeApi>
let alerts: Alert[]

beforeEach(async () => {
  i18n.addResourceBundle('fr', 'account', frAccount, true, false)
  i18n.addResourceBundle('en', 'account', enAccount, true, false)
  await i18n.changeLanguage('fr')
  queryClient.clear()
  resetReferenceData()
  alerts = [
    alert({ id: 1, offer: { vehicle_id: 9, expires_at: '2026-11-29T15:10:00.000Z' } }),
    alert({ id: 2, start_station_id: 8, category_ids: [], start_time: '2026-12-06T14:00:00.000Z', end_time: '2026-12-06T16:00:00.000Z' }),
  ]
  api = installFakeApi({
    'GET /user/alerts': () => json(200, { alerts }),
    'DELETE /user/alerts/1': () => {
      alerts = alerts.filter((a) => a.id !== 1)
      return new Response(null, { status: 204 })
    },
    'DELETE /user/alerts/2': () => json(500, { errors: [{ code: 'internal_error', detail: 'boom' }] }),
    'GET /stations': () =>
      json(200, {
        stations: [
          { id: 7, name: 'Plateau Mont-Royal', address: '', description: null, latitude: 45.52, longitude: -73.58, aliases: [] },
          { id: 8, name: 'Gare Centrale', address: '', description: null, latitude: 45.5, longitude: -73.56, aliases: [] },
        ],
      }),
    'GET /categories': () => json(200, { categories: [{ id: 3, name: 'Utilitaire', aliases: [] }] }),
    'GET /rental_labels': () => json(200, { rental_labels: [] }),
  })
  useTenantStore.getState().setTenant(makeTenant())
  signInMember(makeUser())
})
afterEach(() => api.uninstall())

const renderScreen = () =>
  render(
    <Suspense fallback={null}>
      <AlertsScreen />
    </Suspense>,
  )

describe('account/alerts', () => {
  it('lists the alerts with their place, times, categories and held vehicle, in French', async () => {
    renderScreen()
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes alertes' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Vos alertes actives' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(await within(items[0]).findByRole('heading', { level: 2, name: /^Plateau Mont-Royal, samedi 5 décembre à 10:00$/ })).toBeInTheDocument()
    expect(items[0]).toHaveTextContent('Catégories : Utilitaire')
    expect(items[0]).toHaveTextContent("Un véhicule s'est libéré : il vous est réservé jusqu'au dimanche 29 novembre à 10:10.")
    expect(items[1]).toHaveTextContent('Toutes catégories')
    expect(items[1]).not.toHaveTextContent('réservé jusqu')
  })

  it('deletes an alert by its named button, says so, and moves the focus to the next one; a failure is said', async () => {
    const user = userEvent.setup()
    renderScreen()
    const first = await screen.findByRole('button', { name: /^Supprimer l'alerte Plateau Mont-Royal/ })
    await user.click(first)
    expect(await screen.findByRole('status')).toHaveTextContent(/^Alerte supprimée : Plateau Mont-Royal/)
    expect(api.calls('DELETE', '/user/alerts/1')).toHaveLength(1)
    const second = screen.getByRole('button', { name: /^Supprimer l'alerte Gare Centrale/ })
    await vi.waitFor(() => expect(second).toHaveFocus())
    expect(screen.getAllByRole('listitem')).toHaveLength(1)

    await user.click(second)
    expect(await screen.findByRole('alert')).toHaveTextContent("L'alerte n'a pas pu être supprimée.")
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
  })

  it('speaks English, and says when there is no alert', async () => {
    alerts = []
    await i18n.changeLanguage('en')
    renderScreen()
    expect(await screen.findByRole('heading', { level: 1, name: 'My alerts' })).toBeInTheDocument()
    expect(await screen.findByText(/You have no active alert/)).toBeInTheDocument()
  })
})
