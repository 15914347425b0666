import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { resetSearch } from '@/features/search/search-store'
import { queryClient } from '@/core/query/query-client'
import { CardView } from '../card-view'
import { registerCard, type CardDefinition } from '../registry'
import { fakeApi, json } from '../testing/fake-api'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'
import { searchResultsCard } from '../search-results'
import { setNextCardSink, type NextCard } from '../search-results/next-card'
import { GARE, START, criteriaFixture } from '../search-results/test-fixtures'
import { alertsListCard } from '../alerts-list'
import { alertCreateCard } from './index'

const latest = { isLatest: true, state: {}, authenticated: true }
const reference = { 'GET /stations': { stations: [GARE] }, 'GET /categories': { categories: [] }, 'GET /rental_labels': { rental_labels: [] } }
let pushed: NextCard[]

for (const card of [searchResultsCard, alertCreateCard, alertsListCard]) registerCard(card as unknown as CardDefinition<unknown>)

beforeEach(() => {
  localStorage.clear()
  resetSearch()
  queryClient.clear()
  pushed = []
  setNextCardSink((card) => pushed.push(card))
  useSessionStore.getState().setMember(toClientUser(userFixture()))
})
afterEach(() => {
  vi.unstubAllGlobals()
  setNextCardSink(null)
})

const created = (id: number) => ({
  alert: {
    id,
    start_station_id: GARE.id,
    end_station_id: null,
    latitude: null,
    longitude: null,
    radius: null,
    start_time: new Date(START).toISOString(),
    end_time: new Date(START + 3 * 3600_000).toISOString(),
    category_ids: [],
    options: [],
    gears_type: null,
    seats_count: null,
    created_at: new Date().toISOString(),
    offer: null,
  },
})

describe('alert cards', () => {
  it('an empty search offers to be told when a car frees up, and that card creates the alert once with the search', async () => {
    const { calls } = fakeApi({ ...reference, 'POST /vehicles/search': { total: 0, results: [] }, 'POST /user/alerts': () => json(created(5), 201) })
    await renderCard(<CardView kind="search-results" props={{ criteria: criteriaFixture() }} stale={latest} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Prévenez-moi si une voiture se libère' }, { timeout: 10_000 }))
    expect(pushed).toEqual([{ text: 'Je garde cette recherche en vie.', kind: 'alert-create', props: { criteria: criteriaFixture() } }])

    const { host } = await renderCard(<CardView kind="alert-create" props={pushed[0].props as never} stale={latest} />)
    expect(await screen.findByText(/C'est noté : dès qu'un véhicule se libère/, {}, { timeout: 10_000 })).toBeInTheDocument()
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/user/alerts')
    expect(posts).toHaveLength(1)
    expect((posts[0].body as { alert: Record<string, unknown> }).alert).toMatchObject({
      start_station_id: GARE.id,
      start_time: new Date(START).toISOString(),
      end_time: new Date(START + 3 * 3600_000).toISOString(),
    })
    expect(host.setState).toHaveBeenCalledWith({ alertId: 5 })
  })

  it('shown again after a reload, says it is created without creating another', async () => {
    const { calls } = fakeApi({ ...reference })
    await renderCard(<CardView kind="alert-create" props={{ criteria: criteriaFixture() }} stale={latest} />, { host: { state: { alertId: 5 } } })
    expect(await screen.findByText(/C'est noté/, {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(calls.filter((c) => c.path === '/user/alerts')).toEqual([])
  })

  it('says the limit when the member already keeps the most alerts, in English too', async () => {
    fakeApi({ ...reference, 'POST /user/alerts': () => json({ errors: [{ code: 'TOO_MANY_ALERTS', detail: 'x' }] }, 409) })
    await renderCard(<CardView kind="alert-create" props={{ criteria: criteriaFixture() }} stale={latest} />, { language: 'en' })
    expect(await screen.findByText(/You have reached the maximum number of active alerts/, {}, { timeout: 10_000 })).toBeInTheDocument()
  })

  it('creates once when mounted twice at once (development), and a retry after a failure creates once more', async () => {
    let answers = 0
    const { calls } = fakeApi({
      ...reference,
      'POST /user/alerts': () => (++answers === 1 ? json({ errors: [{ code: 'internal_error', detail: 'x' }] }, 503) : json(created(6), 201)),
    })
    await renderCard(
      <StrictMode>
        <CardView kind="alert-create" props={{ criteria: criteriaFixture() }} stale={latest} />
      </StrictMode>,
    )
    const retry = await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 10_000 })
    const posts = () => calls.filter((c) => c.method === 'POST' && c.path === '/user/alerts')
    expect(posts()).toHaveLength(1)
    await userEvent.click(retry)
    expect(await screen.findByText(/C'est noté/, {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(posts()).toHaveLength(2)
  })

  it('no offer for a guest: the empty search shows no alert button', async () => {
    useSessionStore.getState().setAnonymous()
    fakeApi({ ...reference, 'POST /vehicles/search': { total: 0, results: [] } })
    await renderCard(<CardView kind="search-results" props={{ criteria: criteriaFixture() }} stale={latest} />)
    await screen.findByText(/Aucun véhicule/, {}, { timeout: 10_000 })
    expect(screen.queryByRole('button', { name: 'Prévenez-moi si une voiture se libère' })).toBeNull()
  })

  it('lists the alerts in the chat and deletes one', async () => {
    let alerts = [created(7).alert]
    const { calls } = fakeApi({
      ...reference,
      'GET /user/alerts': () => json({ alerts }),
      'DELETE /user/alerts/7': () => {
        alerts = []
        return new Response(null, { status: 204 })
      },
    })
    await renderCard(<CardView kind="alerts-list" props={{}} stale={latest} />)
    const remove = await screen.findByRole('button', { name: /^Supprimer l'alerte Gare Centrale/ }, { timeout: 10_000 })
    await userEvent.click(remove)
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1))
    expect(await screen.findByText(/Vous n'avez aucune alerte active/)).toBeInTheDocument()
  })
})
