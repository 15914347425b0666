import { Suspense } from 'react'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { FEATURE_FLAGS, type Tenant } from '@contracts/tenant'
import { i18n } from '@/i18n'
import { useTenantStore } from '@/core/tenant'
import { catalogKey } from '@/lib/reference-data'
import { queryClient } from '@/core/query/query-client'
import { featuresOn, tenantFixture } from '@/test-support/fixtures'
import { patchCriteria, resetSearch, useSearchStore } from '../search-store'
import { SearchForm } from './search-form'

type Flags = Parameters<typeof featuresOn>[0]

/** The form reads only the tenant's flags and settings; every flag is off unless a test turns it on. */
const tenant = (flags: Flags, over: Partial<Tenant> = {}): Tenant => tenantFixture({ features: featuresOn(flags), ...over })

const station = (id: number, name: string) => ({ id, name, address: '', description: null, latitude: 45.5, longitude: -73.5, aliases: [] })

async function renderForm(t: Tenant) {
  useTenantStore.getState().setTenant(t)
  queryClient.setQueryData(catalogKey, {
    stations: [station(1, 'Gare Centrale'), station(2, 'Vieux-Port')],
    categories: [{ id: 5, name: 'SUV', aliases: [] }],
    rentalLabels: [{ id: 9, name: 'Personnel', aliases: [] }],
  })
  await i18n.changeLanguage('fr')
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <SearchForm />
      </Suspense>
    </MemoryRouter>,
  )
  return screen.findByRole('form', { name: 'Votre recherche' })
}

beforeEach(() => resetSearch())

describe('search form fields (spec section 2)', () => {
  it('shows every field a fully featured station tenant uses, and keeps the submit disabled', async () => {
    const form = await renderForm(tenant(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true]))))
    for (const name of ['Station de départ', 'Station de retour', 'Motif de la location', 'Boîte de vitesses', 'Nombre de places']) {
      expect(within(form).getByRole('combobox', { name })).toBeInTheDocument()
    }
    expect(within(form).getByRole('combobox', { name: 'Destination' })).toBeInTheDocument()
    expect(within(form).getByLabelText('Libellé de la destination')).toBeInTheDocument()
    expect(within(form).getByLabelText('Code promo')).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: /Type de véhicule/ })).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: /Options du véhicule/ })).toBeInTheDocument()
    // The destination field replaces the distance; a station tenant has no address.
    expect(within(form).queryByLabelText(/Distance estimée/)).toBeNull()
    expect(within(form).queryByRole('combobox', { name: 'Adresse de départ' })).toBeNull()
    expect(within(form).getByRole('button', { name: 'Rechercher' })).toBeDisabled()
    expect(within(form).getByText('Choisissez les dates de départ et de retour.')).toBeInTheDocument()
  })

  it('shows only the base fields when the tenant uses no option', async () => {
    const form = await renderForm(tenant({}))
    expect(within(form).getByRole('combobox', { name: 'Station de départ' })).toBeInTheDocument()
    for (const name of ['Station de retour', 'Motif de la location', 'Destination']) expect(within(form).queryByRole('combobox', { name })).toBeNull()
    expect(within(form).queryByLabelText('Code promo')).toBeNull()
    expect(within(form).queryByRole('button', { name: /Type de véhicule/ })).toBeNull()
    expect(within(form).getByRole('group', { name: 'Départ' })).toBeInTheDocument()
    expect(within(form).getByRole('group', { name: 'Retour' })).toBeInTheDocument()
  })

  it('asks an address and a distance on an address tenant with estimated distance', async () => {
    const form = await renderForm(tenant({ estimated_distance: true }, { search_engine: 'address' }))
    expect(within(form).getByRole('combobox', { name: 'Adresse de départ' })).toHaveAttribute('aria-autocomplete', 'list')
    expect(within(form).getByLabelText('Distance estimée (km)')).toHaveAttribute('type', 'number')
    expect(within(form).queryByRole('combobox', { name: 'Station de départ' })).toBeNull()
  })
})

describe('search form dates (spec section 5)', () => {
  it('offers quarter hours, and a new start moves the end to start + minimum duration', async () => {
    const form = await renderForm(tenant({}))
    const departure = within(form).getByRole('group', { name: 'Départ' })
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montreal' }).format(new Date(Date.now() + 3 * 86_400_000))
    const dayInput = within(departure).getByLabelText('Date')
    await userEvent.clear(dayInput)
    await userEvent.type(dayInput, day)
    const time = within(departure).getByLabelText('Heure') as HTMLSelectElement
    expect(time.value).toBe('09:00')
    expect(Array.from(time.options).every((o) => /^\d{2}:(00|15|30|45)$/.test(o.value))).toBe(true)
    await userEvent.selectOptions(time, '10:15')
    const ret = within(form).getByRole('group', { name: 'Retour' })
    expect((within(ret).getByLabelText('Heure') as HTMLSelectElement).value).toBe('11:15')
    const { startDate, endDate } = useSearchStore.getState().criteria
    expect(endDate! - startDate!).toBe(3600_000)

    // The station's Select is driven in the browser tests; jsdom lacks pointer capture.
    act(() => patchCriteria({ startStation: 1 }))
    expect(within(form).getByRole('button', { name: 'Rechercher' })).toBeEnabled()
  })

  it("says the tenant's opening hours, offers no time outside them, and says why it waits for times within them", async () => {
    const form = await renderForm(tenant({}, { opening_hours: { opens: '08:00', closes: '20:00' } }))
    expect(within(form).getByText('Départs et retours entre 08:00 et 20:00 (heure locale).')).toBeInTheDocument()
    const departure = within(form).getByRole('group', { name: 'Départ' })
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montreal' }).format(new Date(Date.now() + 3 * 86_400_000))
    const dayInput = within(departure).getByLabelText('Date')
    await userEvent.clear(dayInput)
    await userEvent.type(dayInput, day)
    const time = within(departure).getByLabelText('Heure') as HTMLSelectElement
    const offered = Array.from(time.options).map((o) => o.value)
    expect([offered[0], offered.at(-1)]).toEqual(['08:00', '20:00'])
    expect(time).toHaveAccessibleDescription('Départs et retours entre 08:00 et 20:00 (heure locale).')

    // A return set elsewhere (the chat, a link) after closing: the submit waits and says why.
    const { startDate } = useSearchStore.getState().criteria
    act(() => patchCriteria({ startStation: 1, endDate: startDate! + 12 * 3600_000 }))
    expect(within(form).getByRole('button', { name: 'Rechercher' })).toBeDisabled()
    expect(within(form).getByText('Les départs et retours se font entre 08:00 et 20:00 (heure locale) : choisissez des heures dans cette plage.')).toBeInTheDocument()
  })
})
