import { useEffect, useRef } from 'react'
import { useCardHost } from './card-host'

/** A ref that receives the focus when the card is the newest one asking for input. */
export function useAutoFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const { autoFocus } = useCardHost()
  useEffect(() => {
    if (autoFocus) ref.current?.focus({ preventScroll: false })
  }, [autoFocus])
  return ref
}
