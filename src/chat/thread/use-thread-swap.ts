import { useCallback, useEffect, useRef, useState, type FocusEvent, type SyntheticEvent } from 'react'

/** Handlers the first-paint thread puts on its log to tell the swap what the visitor is doing. */
export interface LogActivity {
  onInputCapture: (event: SyntheticEvent) => void
  onChangeCapture: (event: SyntheticEvent) => void
  onFocusCapture: (event: FocusEvent) => void
  onBlurCapture: (event: FocusEvent) => void
}

/**
 * When assistant-ui's thread may replace the first-paint one. The swap remounts every card, so it
 * waits while the focus is in a card, and never happens once something was typed or chosen in a
 * card: the first-paint thread then stays for this visit (same conversation, cards and sending),
 * and nothing typed is lost. React events travel through portals, so a card's dialog counts too.
 */
export function useThreadSwap(loaded: boolean, load: () => Promise<unknown>): { swapped: boolean; activity: LogActivity } {
  const [moduleReady, setModuleReady] = useState(loaded)
  const [focusInLog, setFocusInLog] = useState(false)
  const [touched, setTouched] = useState(false)
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

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

  useEffect(() => () => clearTimeout(blurTimer.current), [])

  const touch = useCallback(() => setTouched(true), [])
  const activity: LogActivity = {
    onInputCapture: touch,
    onChangeCapture: touch,
    onFocusCapture: () => {
      clearTimeout(blurTimer.current)
      setFocusInLog(true)
    },
    // A blur followed at once by a focus is a move inside the log: only a real exit counts.
    onBlurCapture: () => {
      clearTimeout(blurTimer.current)
      blurTimer.current = setTimeout(() => setFocusInLog(false), 0)
    },
  }
  return { swapped: moduleReady && !focusInLog && !touched, activity }
}
