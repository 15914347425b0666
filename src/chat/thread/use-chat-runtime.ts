import { useExternalStoreRuntime, type AppendMessage, type ThreadMessageLike } from '@assistant-ui/react'
import { useConversationStore } from '../conversation/conversation-store'
import type { ChatMessage } from '../conversation/message-model'
import { sendText } from '../conversation/turn'

function convertMessage(message: ChatMessage): ThreadMessageLike {
  return {
    id: message.id,
    role: message.role,
    content: [{ type: 'text', text: message.text }],
    createdAt: new Date(message.createdAt),
    ...(message.role === 'assistant' ? { status: { type: 'complete', reason: 'stop' } as const } : {}),
  }
}

function textOf(message: AppendMessage): string {
  return message.content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('\n')
    .trim()
}

/** assistant-ui's external-store runtime over the conversation store: the dialog manager answers. */
export function useChatRuntime() {
  const messages = useConversationStore((s) => s.messages)
  const busy = useConversationStore((s) => s.busy)
  const ready = useConversationStore((s) => s.owner !== null)
  return useExternalStoreRuntime<ChatMessage>({
    messages,
    isRunning: busy,
    isDisabled: !ready,
    convertMessage,
    onNew: async (message) => {
      await sendText(textOf(message))
    },
  })
}
