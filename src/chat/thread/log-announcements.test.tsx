import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { registerChatCards } from '@cards/index'
import { fakeApi } from '@cards/testing/fake-api'
import { tenantFixture } from '@cards/testing/fixtures'
import { i18n } from '@/i18n'
import { useSessionStore } from '@/lib/session'
import { useTenantStore } from '@/lib/tenant'
import { resetReferenceData } from '@/lib/reference-data'
import '../i18n'
import { INITIAL_CONVERSATION, useConversationStore } from '../conversation/conversation-store'
import { StaticThread } from './static-thread'

beforeEach(async () => {
  localStorage.clear()
  resetReferenceData()
  registerChatCards()
  useTenantStore.getState().setTenant(tenantFixture())
  useSessionStore.getState().setAnonymous()
  useConversationStore.setState({ owner: { tenant: 'demo', user: 'guest' }, position: null, ...INITIAL_CONVERSATION })
  fakeApi({ 'GET /stations': { stations: [] }, 'GET /categories': { categories: [] }, 'GET /rental_labels': { rental_labels: [] } })
  await i18n.changeLanguage('fr')
})
afterEach(() => vi.unstubAllGlobals())

/** The live region a screen reader would speak a node's changes in: its nearest aria-live ancestor. */
function liveness(node: HTMLElement): string | null {
  return node.closest('[aria-live]')?.getAttribute('aria-live') ?? null
}

describe('what the chat log announces', () => {
  it("says the assistant's answer, and keeps its card's content and later renders out of the announcement", async () => {
    render(
      <MemoryRouter>
        <StaticThread onNavigate={() => undefined} />
      </MemoryRouter>,
    )
    const box = screen.getByRole('textbox', { name: 'Votre message' })
    await userEvent.type(box, 'me connecter{Enter}')
    const log = screen.getByRole('log')
    const card = await within(log).findByRole('article', {}, { timeout: 5000 })
    const answer = within(log).getAllByText(/^Assistant/)[0].closest('p') as HTMLElement
    expect(liveness(answer)).toBe('polite')
    expect(liveness(card)).toBe('off')
  })
})
