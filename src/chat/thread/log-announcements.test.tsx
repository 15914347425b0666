import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { registerChatCards } from '@cards/index'
import { fakeApi } from '@cards/testing/fake-api'
import { tenantFixture } from '@cards/testing/fixtures'
import { i18n } from '@/i18n'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { resetReferenceData } from '@/lib/reference-data'
import '../i18n'
import { INITIAL_CONVERSATION, useConversationStore } from '../conversation/conversation-store'
import { ChatThread } from './chat-thread'

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
        <ChatThread onNavigate={() => undefined} />
      </MemoryRouter>,
    )
    const box = screen.getByRole('textbox', { name: 'Votre message' })
    await userEvent.type(box, 'me connecter{Enter}')
    const log = screen.getByRole('log')
    const card = await within(log).findByRole('article', {}, { timeout: 5000 })
    const answer = within(log)
      .getAllByText(/^Assistant/)[0]
      .closest('p') as HTMLElement
    expect(liveness(answer)).toBe('polite')
    expect(liveness(card)).toBe('off')
  })

  it("keeps the driver's own words and the thinking dots out of the announcements", async () => {
    render(
      <MemoryRouter>
        <ChatThread onNavigate={() => undefined} />
      </MemoryRouter>,
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre message' }), 'me connecter{Enter}')
    const log = screen.getByRole('log')
    const mine = within(log).getByText('me connecter')
    expect(liveness(mine)).toBe('off')
    const thinking = within(log).queryByText("L'assistant réfléchit…")
    if (thinking) expect(liveness(thinking)).toBe('off')
  })

  /** Every live region a screen reader speaks in: the log, and the status, alert and aria-live regions not switched off. */
  function liveRegions(root: HTMLElement): HTMLElement[] {
    const regions = [...root.querySelectorAll<HTMLElement>('[role="log"], [role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]')]
    return regions.filter((r) => r.getAttribute('aria-live') !== 'off')
  }

  /** The regions whose own text (not a nested region's, nor a silenced part's) holds the words. */
  function speakers(root: HTMLElement, words: string): HTMLElement[] {
    return liveRegions(root).filter((region) => {
      const clone = region.cloneNode(true) as HTMLElement
      clone.querySelectorAll('[aria-live="off"], [role="status"], [role="alert"]').forEach((n) => n.remove())
      return (clone.textContent ?? '').includes(words)
    })
  }

  for (const [sentence, answer, cardName] of [
    ["j'ai oublié mon mot de passe", 'Mot de passe oublié ? Demandez un lien de réinitialisation', 'Mot de passe oublié'],
    ['comment supprimer mon compte', "Voici comment se passe la suppression d'un compte, en 4 étapes.", 'Supprimer son compte'],
  ] as const) {
    it(`says the answer to "${sentence}" once: the log speaks it, no region of its cards repeats it`, async () => {
      render(
        <MemoryRouter>
          <ChatThread onNavigate={() => undefined} />
        </MemoryRouter>,
      )
      await userEvent.type(screen.getByRole('textbox', { name: 'Votre message' }), `${sentence}{Enter}`)
      const log = screen.getByRole('log')
      const card = await within(log).findByRole('article', { name: cardName }, { timeout: 5000 })
      // The card's content is there (the reset form, the four steps) before the regions are read.
      await within(card).findAllByRole(cardName === 'Supprimer son compte' ? 'listitem' : 'textbox', {}, { timeout: 5000 })
      expect(speakers(document.body, answer)).toEqual([log])
      // Nothing inside the cards speaks on arrival: their status and alert regions are empty until the visitor acts.
      for (const region of liveRegions(card)) expect(region.textContent?.trim() ?? '').toBe('')
    })
  }
})
