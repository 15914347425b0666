import { registerCard, type CardDefinition } from '@cards/index'
import { signupFormCard } from '@cards/signup-form'
import { signupCodeCard } from '@cards/signup-code'
import { signupUploadCard } from '@cards/signup-upload'
import { signupCardCard } from '@cards/signup-card'
import { setSignupNextSink, type SignupNext } from '@cards/signup-flow/next-card'
import '@cards/signup-flow/i18n'
import { i18n } from '@/i18n'
import { useRegistrationStore } from '@/features/registration'
import { registerIntentHandler } from '../../dialog/registry'
import { useConversationStore } from '../../conversation/conversation-store'
import { newMessageId } from '../../conversation/message-model'
import { continueRegistrationHandler, signupHandler, stepCard } from './registration-handlers'

let registered = false

function nextMessage(next: SignupNext) {
  const t = i18n.getFixedT(null, 'registration')
  if (next.kind === 'pending') {
    // The conversation says it: the classic screen's welcome page is not due any more.
    useRegistrationStore.setState({ justFinished: false })
    return { text: t('chat.pending'), card: { kind: 'signup-start', props: { mode: 'resume' } } }
  }
  return { text: t('chat.next', { step: t(`steps.${next.step}`) }), card: stepCard(next.step) }
}

/**
 * The registration capability in the chat: signup and continue_registration answer with the step
 * cards (replacing the chat's signup-start answer), and each completed step brings the next card.
 */
export function registerRegistrationChat(): void {
  if (registered) return
  registered = true
  registerIntentHandler(signupHandler)
  registerIntentHandler(continueRegistrationHandler)
  for (const definition of [signupFormCard, signupCodeCard, signupUploadCard, signupCardCard]) {
    registerCard(definition as unknown as CardDefinition<unknown>)
  }
  setSignupNextSink((next) => {
    const { text, card } = nextMessage(next)
    const id = newMessageId()
    const cardId = `${id}-c0`
    useConversationStore.setState((s) => ({
      messages: [...s.messages, { id, role: 'assistant', text, cards: [{ id: cardId, kind: card.kind, props: card.props, state: {} }], quickReplies: [], createdAt: Date.now() }],
      focusCardId: next.kind === 'step' ? cardId : null,
    }))
  })
}
