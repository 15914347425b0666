import { useEffect, useState } from 'react'

/** Handlers the first-paint thread puts on its log to tell the swap what the visitor is doing. */
export interface LogActivity {
  onFocusCapture: () => void
  onPointerDownCapture: () => void
  onInputCapture: () => void
}

/**
 * Whether assistant-ui's thread may replace the first-paint one. The swap remounts every card, which
 * would drop what a card holds (typed text, a choice, a call under way), so it happens only if
 * nobody has used a card yet when assistant-ui arrives. Otherwise the first-paint thread stays for
 * this visit: the same conversation, cards and sending, and nothing is lost. React events travel
 * through portals, so a card's dialog counts too. The message box is outside the log: what is
 * typed there moves over.
 */
export function useThreadSwap(loaded: boolean, load: () => Promise<unknown>): { swapped: boolean; activity: LogActivity } {
  const [moduleReady, setModuleReady] = useState(loaded)
  const [used, setUsed] = useState(false)

  useEffect(() => {
    if (moduleReady) return
    let live = true
    load().then(
      () => live && setModuleReady(true),
      () => undefined, // The first-paint thread keeps working without assistant-ui.
    )
    return () => {
      live = false
    }
  }, [moduleReady, load])

  const use = () => setUsed(true)
  return { swapped: moduleReady && !used, activity: { onFocusCapture: use, onPointerDownCapture: use, onInputCapture: use } }
}
