import { useEffect } from 'react'
import { create } from 'zustand'

/**
 * "Go to the assistant": the skip link asks, the chat dock opens the chat (expands the desktop
 * panel, opens the phone dialog), and the first message box on screen takes the focus.
 */
export const useAssistantFocusStore = create<{ requests: number; pending: boolean }>(() => ({ requests: 0, pending: false }))

export function requestAssistantFocus(): void {
  useAssistantFocusStore.setState((s) => ({ requests: s.requests + 1, pending: true }))
}

/**
 * Called by a message box: while a request is pending it takes the focus, once mounted and after
 * whatever else focuses on mount (a dialog's own auto-focus runs in the same commit).
 */
export function useTakeAssistantFocus(focus: () => void): void {
  const requests = useAssistantFocusStore((s) => s.requests)
  useEffect(() => {
    if (!useAssistantFocusStore.getState().pending) return
    const frame = requestAnimationFrame(() => {
      if (!useAssistantFocusStore.getState().pending) return
      useAssistantFocusStore.setState({ pending: false })
      focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [requests, focus])
}
