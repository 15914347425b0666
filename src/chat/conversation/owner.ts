import { getCardDefinition } from '@cards/index'
import { loadCapabilities } from '../capabilities'
import { INITIAL_DIALOG_STATE } from '../dialog/types'
import type { ChatMessage } from './message-model'
import { INITIAL_CONVERSATION, useConversationStore } from './conversation-store'
import { setLoadedConversationReset } from './logout-cleanup'
import { MAX_KEPT_MESSAGES, clearConversation, loadConversation, type ConversationOwner } from './storage'

const same = (a: ConversationOwner | null, b: ConversationOwner | null) => !!a && !!b && a.tenant === b.tenant && a.user === b.user

/**
 * A restored conversation's cards are of kinds the capabilities register, which otherwise load
 * with the first key or after an idle while: asked for at once (before the cards render), so that
 * the cards show their loading state and then themselves, never the fallback for an unknown kind.
 */
function loadKindsOf(messages: readonly ChatMessage[]): void {
  if (messages.some((m) => m.cards.some((c) => !getCardDefinition(c.kind)))) void loadCapabilities()
}

/**
 * Shows the conversation of this tenant and user. A guest who logs in keeps talking: the guest
 * conversation continues under the member's key, after what the member said on earlier visits.
 */
export function switchOwner(owner: ConversationOwner): void {
  const state = useConversationStore.getState()
  if (same(state.owner, owner)) return
  const carryOver = state.owner?.user === 'guest' && owner.user !== 'guest' && state.owner.tenant === owner.tenant
  const stored = loadConversation(owner)
  loadKindsOf(stored.messages)
  if (carryOver && state.owner) {
    clearConversation(state.owner)
    useConversationStore.setState({
      owner,
      messages: [...stored.messages, ...state.messages].slice(-MAX_KEPT_MESSAGES),
      dialog: state.dialog,
      busy: false,
    })
    return
  }
  useConversationStore.setState({ owner, messages: stored.messages, dialog: stored.dialog, busy: false, focusCardId: null, answeredCardId: null })
}

/** At logout the member's conversation is erased, and the guest starts a fresh one. */
export function clearAfterLogout(tenant: string, farewell?: ChatMessage): void {
  const { owner } = useConversationStore.getState()
  if (owner) clearConversation(owner)
  const guest: ConversationOwner = { tenant, user: 'guest' }
  clearConversation(guest)
  useConversationStore.setState({ ...INITIAL_CONVERSATION, owner: guest, dialog: INITIAL_DIALOG_STATE, messages: farewell ? [farewell] : [] })
}

setLoadedConversationReset(clearAfterLogout)
