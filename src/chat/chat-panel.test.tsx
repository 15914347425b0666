import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { i18n } from '@/i18n'
import { logout, useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { resetReferenceData } from '@/lib/reference-data'
import { fakeApi } from '@cards/testing/fake-api'
import { signInMember } from '@/test-support/fake-api'
import { tenantFixture, userFixture } from '@cards/testing/fixtures'
import ChatPanel from './chat-panel'
import { loadCapabilities } from './capabilities'
import { loadIntentEngine } from './conversation/engine'
import { INITIAL_CONVERSATION, useConversationStore } from './conversation/conversation-store'

const STATIONS = {
  stations: [
    { id: 1, name: 'Gare Centrale', address: '895 Rue De la Gauchetière O', description: null, latitude: 45.4999, longitude: -73.5664, aliases: [] },
    { id: 2, name: 'Vieux-Port', address: '333 Rue de la Commune O', description: null, latitude: 45.5075, longitude: -73.5524, aliases: [] },
  ],
}

function api() {
  return fakeApi({
    'GET /stations': STATIONS,
    'GET /categories': { categories: [] },
    'GET /rental_labels': { rental_labels: [] },
    'GET /custom_contents': { custom_contents: [{ id: 1, type: 'faq', title: 'Comment réserver ?', content: '<p>Choisissez une station.</p>' }] },
    'POST /oauth2/revoke': {},
    'POST /oauth2/token': { access_token: 'guest', token_type: 'Bearer', expires_in: 3600, scope: 'guest', created_at: 1 },
  })
}

/** As after a page load: nothing in memory, whatever is in local storage. */
function freshPage() {
  useConversationStore.setState({ owner: null, position: null, ...INITIAL_CONVERSATION })
}

function renderPanel(props: { layout?: 'panel' | 'fullscreen'; onClose?: () => void } = {}) {
  return render(
    <MemoryRouter>
      <ChatPanel layout={props.layout ?? 'panel'} onClose={props.onClose} />
    </MemoryRouter>,
  )
}

const box = () => screen.getByRole('textbox', { name: /^(Votre message|Your message)$/ })
const log = () => screen.getByRole('log')

// The intent engine and the capabilities load once per page, on the first message: loaded here, a
// test's first answer does not wait for a large module's transform on a loaded host.
beforeAll(() => Promise.all([loadIntentEngine(), loadCapabilities()]), 60_000)

beforeEach(async () => {
  localStorage.clear()
  resetReferenceData()
  freshPage()
  useTenantStore.getState().setTenant(tenantFixture())
  useSessionStore.getState().setAnonymous()
  await i18n.changeLanguage('fr')
})
afterEach(() => vi.unstubAllGlobals())

describe('chat panel', () => {
  it('answers a greeting in a polite log, with next steps as chips', async () => {
    api()
    renderPanel()
    expect(log()).toHaveAttribute('aria-live', 'polite')
    await userEvent.type(box(), 'bonjour{Enter}')
    expect(await within(log()).findByText(/Bonjour ! Je suis l'assistant de Montréal Autopartage/, {}, { timeout: 5000 })).toBeInTheDocument()
    const chips = screen.getByRole('group', { name: 'Suggestions' })
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Trouver un véhicule', 'Se connecter', 'Créer un compte', 'Aide'])
    expect(box()).toHaveValue('')
  })

  it('sends a chip as if typed, and arrow up recalls the last message', async () => {
    api()
    renderPanel()
    await userEvent.type(box(), 'bonjour{Enter}')
    await userEvent.click(await screen.findByRole('button', { name: 'Aide' }))
    expect(await screen.findByRole('article', { name: 'Aide' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Exemples de demandes' })).toBeInTheDocument()
    await waitFor(() => expect(box()).toHaveFocus())
    await userEvent.keyboard('{ArrowUp}')
    expect(box()).toHaveValue('aide')
  })

  it("after an accident, says the operator's emergency number from GET /tenant first and calls it from the card", async () => {
    api()
    useTenantStore.getState().setTenant(tenantFixture({ emergency_phone: '+1 514 555 0199', support_phone: '+1 514 555 0100' }))
    renderPanel()
    await userEvent.type(box(), "j'ai eu un accident{Enter}")
    expect(await within(log()).findByText(/^En cas d'urgence, appelez d'abord le numéro d'urgence de l'opérateur : \(514\) 555-0199\./, {}, { timeout: 5000 })).toBeInTheDocument()
    const card = await screen.findByRole('article', { name: 'Accident' })
    const [first] = within(card).getAllByRole('link')
    expect(first).toHaveAccessibleName("Appeler l'urgence de l'opérateur : (514) 555-0199")
    expect(first).toHaveAttribute('href', 'tel:+15145550199')
  })

  it('Shift+Enter breaks the line instead of sending', async () => {
    api()
    renderPanel()
    await userEvent.type(box(), 'bonjour{Shift>}{Enter}{/Shift}toi')
    expect(box()).toHaveValue('bonjour\ntoi')
    expect(within(log()).queryByText('bonjour')).not.toBeInTheDocument()
  })

  it('gives the focus to a card that asks for input, and keeps the conversation over a reload', async () => {
    api()
    const first = renderPanel()
    await userEvent.type(box(), 'me connecter{Enter}')
    // The card's heading, so a screen reader first says which card came (cards/shared/card-frame.tsx).
    const heading = await screen.findByRole('heading', { level: 3, name: 'Connexion' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(JSON.parse(localStorage.getItem('frontoffice.chat.demo.guest') ?? '{}').messages).toHaveLength(2)

    first.unmount()
    freshPage()
    renderPanel()
    expect(await within(log()).findByText('me connecter')).toBeInTheDocument()
    // Restored, not new: a card does not steal the focus on a reload.
    expect(screen.getByRole('heading', { level: 3, name: 'Connexion' })).not.toHaveFocus()
  })

  it('switches the interface to English and answers in English from then on', async () => {
    api()
    renderPanel()
    await userEvent.type(box(), 'switch to English{Enter}')
    expect(await within(log()).findByText("Got it, I'll continue in English.")).toBeInTheDocument()
    await waitFor(() => expect(i18n.language).toBe('en'))
    expect(box()).toHaveAccessibleName('Your message')
    await userEvent.type(box(), 'hello{Enter}')
    expect(await within(log()).findByText(/Hello! I'm the Montréal Autopartage assistant/)).toBeInTheDocument()
  })

  it("continues the guest's conversation after a login, and erases it at logout", async () => {
    api()
    renderPanel()
    await userEvent.type(box(), 'bonjour{Enter}')
    await within(log()).findByText(/Bonjour !/)
    act(() => signInMember(userFixture(), 'member'))
    await waitFor(() => expect(localStorage.getItem('frontoffice.chat.demo.7')).not.toBeNull())
    expect(localStorage.getItem('frontoffice.chat.demo.guest')).toBeNull()
    expect(within(log()).getByText('bonjour')).toBeInTheDocument()

    await act(() => logout())
    await waitFor(() => expect(within(log()).queryByText('bonjour')).not.toBeInTheDocument())
    expect(within(log()).getByText('Vous êtes déconnecté. À bientôt !')).toBeInTheDocument()
    expect(localStorage.getItem('frontoffice.chat.demo.7')).toBeNull()
  })

  it('on a phone, offers a way back to the map', async () => {
    api()
    const onClose = vi.fn()
    renderPanel({ layout: 'fullscreen', onClose })
    await userEvent.click(screen.getByRole('button', { name: 'Voir la carte' }))
    expect(onClose).toHaveBeenCalled()
  })

  it('keeps one message box while what answering needs loads: what is typed and the focus stay', async () => {
    api()
    renderPanel()
    const first = box()
    await userEvent.type(first, 'une voiture')
    // Focus and typing start the warm-up: the engine and the capabilities' handlers.
    await act(() => Promise.all([loadIntentEngine(), loadCapabilities()]))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(box()).toBe(first)
    expect(first).toHaveFocus()
    expect(first).toHaveValue('une voiture')
  })
})
