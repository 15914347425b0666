import { useConversationStore } from '../conversation/conversation-store'

/** The user's last message, for arrow up in an empty message box. */
export function lastUserText(): string | null {
  const { messages } = useConversationStore.getState()
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i].role === 'user') return messages[i].text
  return null
}

/** Arrow up with no modifier in an empty box recalls; anything else is left to the box. */
export function isRecallKey(event: { key: string; shiftKey: boolean; altKey: boolean; metaKey: boolean; ctrlKey: boolean }, value: string): boolean {
  return event.key === 'ArrowUp' && value === '' && !event.shiftKey && !event.altKey && !event.metaKey && !event.ctrlKey
}
