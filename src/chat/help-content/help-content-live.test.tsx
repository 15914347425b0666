import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { registerChatCards } from '@cards/index'
import { fakeApi, json } from '@cards/testing/fake-api'
import { tenantFixture } from '@cards/testing/fixtures'
import { i18n } from '@/i18n'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { resetReferenceData } from '@/lib/reference-data'
import { queryClient } from '@/core/query/query-client'
import '../i18n'
import { INITIAL_CONVERSATION, useConversationStore } from '../conversation/conversation-store'
import { ChatThread } from '../thread/chat-thread'
import { currentFaq } from './faq-cache'

// The live chat answers a question from the tenant's FAQ (GET /custom_contents?type=faq) as the
// replay does from its catalog (dialogues rule 16), for a guest too, in the question's language.

const FAQ = {
  fr: '<h2>Comment réserver ?</h2><p>Choisissez une station et des dates.</p><h2>Les animaux sont-ils acceptés ?</h2><p>Oui : chiens et chats voyagent dans une cage de transport.</p>',
  en: '<h2>How do I book?</h2><p>Pick a station and dates.</p><h2>Are pets allowed?</h2><p>Yes: dogs and cats travel in a carrier.</p>',
}

beforeEach(async () => {
  localStorage.clear()
  queryClient.clear()
  resetReferenceData()
  registerChatCards()
  useTenantStore.getState().setTenant(tenantFixture())
  useSessionStore.getState().setAnonymous()
  useConversationStore.setState({ owner: { tenant: 'demo', user: 'guest' }, position: null, ...INITIAL_CONVERSATION })
  await i18n.changeLanguage('fr')
})
afterEach(() => vi.unstubAllGlobals())

function serve() {
  return fakeApi({
    'GET /stations': { stations: [] },
    'GET /categories': { categories: [] },
    'GET /rental_labels': { rental_labels: [] },
    // The server answers in the request's Accept-Language.
    'GET /custom_contents': (request: Request) => {
      const lang = request.headers.get('Accept-Language') === 'en' ? 'en' : 'fr'
      return json({ custom_contents: [{ id: lang === 'fr' ? 1 : 2, type: 'faq', title: 'FAQ', content: FAQ[lang] }] })
    },
  })
}

const box = () => screen.getByRole('textbox', { name: 'Votre message' })

describe('questions from the help content, live', () => {
  it.each([
    ['can I bring my dog?', 'Yes: dogs and cats travel in a carrier.'],
    ['vous acceptez les chiens ?', 'Oui : chiens et chats voyagent dans une cage de transport.'],
  ])('answers a guest\'s "%s" from the FAQ, in its language, with no login wall', async (question, answer) => {
    const { calls } = serve()
    render(
      <MemoryRouter>
        <ChatThread onNavigate={() => undefined} />
      </MemoryRouter>,
    )
    await vi.waitFor(() => expect(currentFaq()?.length).toBe(2), { timeout: 10_000 })
    await userEvent.type(box(), `${question}{Enter}`)
    const log = screen.getByRole('log')
    // The reply's own words (the help card below shows the whole FAQ too).
    const said = await within(log).findByText(new RegExp(answer.replace(/[.?]/g, '\\$&')), { selector: '[data-role="assistant"] > p > span' }, { timeout: 10_000 })
    expect(said).toBeInTheDocument()
    expect(within(log).queryByRole('article', { name: /Connexion|Log in|Se connecter/ })).toBeNull()
    // Both languages were read through the API, the English page with its own Accept-Language.
    expect(calls.filter((c) => c.path.startsWith('/custom_contents?type=faq'))).toHaveLength(2)
  })
})
