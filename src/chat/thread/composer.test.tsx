import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@/i18n'
import '../i18n'
import { INITIAL_CONVERSATION, useConversationStore } from '../conversation/conversation-store'
import type { ChatMessage } from '../conversation/message-model'
import { sendText } from '../conversation/turn'
import { Composer } from './composer'

vi.mock('../conversation/turn', () => ({ sendText: vi.fn(async () => undefined) }))
vi.mock('../conversation/engine', () => ({ loadIntentEngine: vi.fn(async () => undefined) }))

const said = (text: string): ChatMessage => ({ id: text, role: 'user', text, cards: [], quickReplies: [], createdAt: 0 })

beforeEach(async () => {
  localStorage.clear()
  vi.mocked(sendText).mockClear()
  useConversationStore.setState({ owner: { tenant: 'demo', user: 'guest' }, position: null, ...INITIAL_CONVERSATION })
  await i18n.changeLanguage('fr')
})

const box = () => screen.getByRole('textbox', { name: 'Votre message' })
const sendButton = () => screen.getByRole('button', { name: 'Envoyer' })

describe('message box', () => {
  it('sends with Enter and empties itself; Shift+Enter breaks the line instead', async () => {
    render(<Composer />)
    await userEvent.type(box(), 'bonjour{Shift>}{Enter}{/Shift}toi')
    expect(box()).toHaveValue('bonjour\ntoi')
    expect(sendText).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    expect(sendText).toHaveBeenCalledWith('bonjour\ntoi')
    expect(box()).toHaveValue('')
  })

  it('tells how it works, and names its send button, usable only with something to send', async () => {
    render(<Composer />)
    expect(box()).toHaveAccessibleDescription(/^Entrée pour envoyer, Maj\+Entrée pour aller à la ligne, flèche haut/)
    expect(sendButton()).toBeDisabled()
    await userEvent.type(box(), '   ')
    expect(sendButton()).toBeDisabled()
    await userEvent.type(box(), 'aide')
    await userEvent.click(sendButton())
    expect(sendText).toHaveBeenCalledWith('   aide')
    // The button is disabled again by the empty box: the focus goes back to the box, not to the page.
    expect(box()).toHaveFocus()
  })

  it('recalls the last message with arrow up in an empty box, and only there', async () => {
    useConversationStore.setState({ messages: [said('une voiture demain'), said('plutôt 10 h')] })
    render(<Composer />)
    await userEvent.type(box(), 'x{ArrowUp}')
    expect(box()).toHaveValue('x')
    await userEvent.clear(box())
    await userEvent.keyboard('{ArrowUp}')
    expect(box()).toHaveValue('plutôt 10 h')
  })

  it('keeps the sentence while an answer is on its way, and sends it with Enter once answered', async () => {
    useConversationStore.setState({ busy: true })
    render(<Composer />)
    await userEvent.type(box(), 'demain{Enter}')
    expect(sendText).not.toHaveBeenCalled()
    expect(box()).toHaveValue('demain')
    expect(sendButton()).toBeDisabled()
    act(() => useConversationStore.setState({ busy: false }))
    await userEvent.keyboard('{Enter}')
    expect(sendText).toHaveBeenCalledWith('demain')
  })

  it('lets one type before the conversation is known, and sends nothing until it is', async () => {
    useConversationStore.setState({ owner: null })
    render(<Composer />)
    await userEvent.type(box(), 'bonjour')
    expect(sendText).not.toHaveBeenCalled()
    act(() => useConversationStore.setState({ owner: { tenant: 'demo', user: 'guest' } }))
    expect(sendText).not.toHaveBeenCalled()
    expect(box()).toHaveValue('bonjour')
  })

  it('sends a sentence whose Enter came before the conversation was known once it is, once', async () => {
    useConversationStore.setState({ owner: null })
    render(<Composer />)
    await userEvent.type(box(), 'voiture demain 9h{Enter}')
    expect(sendText).not.toHaveBeenCalled()
    expect(box()).toHaveValue('voiture demain 9h')
    act(() => useConversationStore.setState({ owner: { tenant: 'demo', user: 'guest' } }))
    expect(sendText).toHaveBeenCalledTimes(1)
    expect(sendText).toHaveBeenCalledWith('voiture demain 9h')
    expect(box()).toHaveValue('')
  })

  it('grows with its text', async () => {
    render(<Composer />)
    const input = box() as HTMLTextAreaElement
    Object.defineProperty(input, 'scrollHeight', { configurable: true, get: () => 16 + 24 * input.value.split('\n').length })
    await userEvent.type(input, 'un{Shift>}{Enter}{/Shift}deux{Shift>}{Enter}{/Shift}trois')
    expect(input.style.height).toBe('88px')
    await userEvent.clear(input)
    expect(input.style.height).toBe('40px')
  })

  it('puts the caret in the box on a press beside it', () => {
    const { container } = render(<Composer />)
    fireEvent.mouseDown(container.querySelector('form') as HTMLFormElement)
    expect(box()).toHaveFocus()
  })
})

describe('message box taking over the first paint’s', () => {
  /** index.html's box at the root (#boot), as its script leaves it: `sent` once Enter was pressed there. */
  function paintBootBox(text: string, { sent = false, focused = true } = {}): HTMLTextAreaElement {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="boot" data-boot="chat"><form><textarea id="boot-message" aria-label="Votre message (premier écran)"></textarea></form></div>',
    )
    const boot = document.getElementById('boot-message') as HTMLTextAreaElement
    boot.value = text
    if (sent) boot.setAttribute('data-boot-sent', '')
    if (focused) {
      boot.focus()
      boot.setSelectionRange(3, 3)
    }
    return boot
  }

  it('takes its text, caret and focus in its first commit, and removes it', () => {
    paintBootBox('voiture demain')
    render(<Composer />)
    expect(document.getElementById('boot')).toBeNull()
    expect(box()).toHaveValue('voiture demain')
    expect(box()).toHaveFocus()
    expect((box() as HTMLTextAreaElement).selectionStart).toBe(3)
    expect(sendText).not.toHaveBeenCalled()
  })

  it('sends a sentence whose Enter was pressed there once the conversation is known, once', () => {
    useConversationStore.setState({ owner: null })
    paintBootBox('voiture demain 9h', { sent: true })
    render(<Composer />)
    expect(box()).toHaveValue('voiture demain 9h')
    expect(sendText).not.toHaveBeenCalled()
    act(() => useConversationStore.setState({ owner: { tenant: 'demo', user: 'guest' } }))
    expect(sendText).toHaveBeenCalledTimes(1)
    expect(sendText).toHaveBeenCalledWith('voiture demain 9h')
    expect(box()).toHaveValue('')
  })

  it('leaves the focus where it was when the driver was not in it', () => {
    paintBootBox('', { focused: false })
    render(<Composer />)
    expect(document.getElementById('boot')).toBeNull()
    expect(box()).not.toHaveFocus()
  })
})
