/** Placeholder until the chat lands: the shell lazy-loads this module's default export. */
export interface ChatPanelProps {
  /** `panel`: beside the classic screen on a desktop; `fullscreen`: the whole screen on a phone. */
  layout: 'panel' | 'fullscreen'
  onClose?: () => void
}

export default function ChatPanel(_props: ChatPanelProps) {
  return null
}
