import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@/i18n'
import '../i18n'
import { INITIAL_CONVERSATION, useConversationStore } from '../conversation/conversation-store'
import type { ChatMessage } from '../conversation/message-model'
import { sendText } from '../conversation/turn'
import { MessageActions } from './message-actions'

// A fake turn: what is sent is recorded, no engine runs.
vi.mock('../conversation/turn', () => ({ sendText: vi.fn(() => Promise.resolve()) }))

const failed: ChatMessage = {
  id: 'm1',
  role: 'assistant',
  text: "Je n'arrive pas à lire votre message pour l'instant.",
  cards: [],
  quickReplies: [],
  createdAt: 0,
  retry: 'voiture demain 9h',
}

beforeEach(async () => {
  useConversationStore.setState({ owner: { tenant: 'demo', user: 'guest' }, position: null, ...INITIAL_CONVERSATION })
  await i18n.changeLanguage('fr')
})
afterEach(() => vi.unstubAllGlobals())

describe("an assistant message's actions", () => {
  it('copies the words, and says so in the button', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    // A fake clipboard: jsdom has none.
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    render(<MessageActions message={failed} last={false} />)
    await userEvent.click(screen.getByRole('button', { name: 'Copier le message' }))
    expect(writeText).toHaveBeenCalledWith(failed.text)
    expect(await screen.findByRole('button', { name: 'Message copié' })).toBeInTheDocument()
    // Not the last message any more: no retry offered.
    expect(screen.queryByRole('button', { name: /^Réessayer/ })).not.toBeInTheDocument()
  })

  it("sends a failed turn's sentence again, named by it, while it is the last message", async () => {
    render(<MessageActions message={failed} last />)
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer : voiture demain 9h' }))
    expect(sendText).toHaveBeenCalledWith('voiture demain 9h')
  })
})
