import { Suspense, useState } from 'react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@/i18n'
import { fetchPlaces } from '../api'
import { PlaceAutocomplete } from './place-autocomplete'

// A fake geocoder: one place named after what was asked.
vi.mock('../api', () => ({
  fetchPlaces: vi.fn(async (q: string) => [{ place_id: q, name: q, formatted_address: `${q}, Paris, France`, latitude: 48.85, longitude: 2.36 }]),
}))

/** The form's part: the picked place lives in the search criteria, which others (chips, chat) change too. */
let setPicked: (text: string) => void = () => {}
function Field({ initial }: { initial: string }) {
  const [picked, setPickedState] = useState(initial)
  setPicked = setPickedState
  return (
    <Suspense fallback={null}>
      <PlaceAutocomplete label="Adresse de départ" pickedText={picked} onPick={(p) => setPickedState(p.formatted_address)} onClear={() => setPickedState('')} />
    </Suspense>
  )
}

const LOUVRE = 'Musée du Louvre, rue de Rivoli, Paris, France'

beforeAll(() => i18n.changeLanguage('fr'))

describe('address autocomplete', () => {
  it('empties when the picked address is removed elsewhere (a chip), instead of showing an address the search no longer has', async () => {
    render(<Field initial={LOUVRE} />)
    const input = await screen.findByRole('combobox', { name: 'Adresse de départ' })
    expect(input).toHaveValue(LOUVRE)
    act(() => setPicked(''))
    expect(input).toHaveValue('')
    expect(screen.getByText('Tapez une adresse puis choisissez-la dans les suggestions.')).toBeInTheDocument()
  })

  it('shows an address picked elsewhere (the chat) as picked', async () => {
    render(<Field initial="" />)
    await screen.findByRole('combobox', { name: 'Adresse de départ' })
    act(() => setPicked(LOUVRE))
    expect(screen.getByRole('combobox', { name: 'Adresse de départ' })).toHaveValue(LOUVRE)
    expect(screen.queryByText('Tapez une adresse puis choisissez-la dans les suggestions.')).not.toBeInTheDocument()
  })

  it('keeps what the driver types over a picked address', async () => {
    render(<Field initial={LOUVRE} />)
    const input = await screen.findByRole('combobox', { name: 'Adresse de départ' })
    await userEvent.type(input, ' 2')
    expect(input).toHaveValue(`${LOUVRE} 2`)
    await userEvent.clear(input)
    await userEvent.type(input, 'Bastille')
    expect(input).toHaveValue('Bastille')
  })

  it('asks once per pause in the typing, and typing back to an earlier text shows its suggestions without asking again', async () => {
    const asked = vi.mocked(fetchPlaces)
    asked.mockClear()
    render(<Field initial="" />)
    const input = await screen.findByRole('combobox', { name: 'Adresse de départ' })
    await userEvent.type(input, 'Bastille')
    expect(await screen.findByText('Bastille, Paris, France')).toBeInTheDocument()
    expect(asked.mock.calls.map(([q]) => q)).toEqual(['Bastille'])

    await userEvent.type(input, ' 2')
    expect(await screen.findByText('Bastille 2, Paris, France')).toBeInTheDocument()
    await userEvent.type(input, '{Backspace}{Backspace}')
    expect(await screen.findByText('Bastille, Paris, France')).toBeInTheDocument()
    expect(screen.getAllByRole('option')).toHaveLength(1)
    expect(asked.mock.calls.map(([q]) => q)).toEqual(['Bastille', 'Bastille 2'])
  })
})
