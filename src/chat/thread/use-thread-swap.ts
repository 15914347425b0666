import { useEffect, useRef, useState } from 'react'

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
 *
 * The use is noted in a ref, never in state: the handlers run in the capture phase, before a card's
 * own onChange, and a render there would write the card's previous value back into its field and
 * drop the key just typed (seen as lost letters when typing fast right after a reload).
 */
export function useThreadSwap(loaded: boolean, load: () => Promise<unknown>): { swapped: boolean; activity: LogActivity } {
  const [moduleReady, setModuleReady] = useState(loaded)
  const used = useRef(false)
  // Decided once, in the render that has the module: a card used between the module's arrival and
  // that render still keeps the first-paint thread.
  const decision = useRef<boolean | null>(null)
  const [activity] = useState<LogActivity>(() => {
    const use = () => {
      used.current = true
    }
    return { onFocusCapture: use, onPointerDownCapture: use, onInputCapture: use }
  })

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

  if (moduleReady && decision.current === null) decision.current = !used.current
  return { swapped: decision.current === true, activity }
}
