import { useEffect, useRef } from 'react'
import { useCardHost } from './card-host'

/**
 * A ref for the card's heading, focused when the card is the newest one asking for input and
 * `ready` (a card waiting for its answer may hold it back). Every card lands on its heading, so
 * a screen reader announces which card arrived before its content; never on a line of text or on
 * a button (a destructive one, the logout's confirmation, would be one Enter away).
 * A card that arrives while the driver is already typing elsewhere (their next message, say, when
 * the card's view was slow to load) leaves the focus where it is: taking it would send their
 * next keys into the card.
 */
export function useHeadingFocus<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null)
  const { autoFocus } = useCardHost()
  useEffect(() => {
    if (autoFocus && enabled && !typingElsewhere(ref.current)) ref.current?.focus({ preventScroll: false })
  }, [autoFocus, enabled])
  return ref
}

function typingElsewhere(card: HTMLElement | null): boolean {
  const active = document.activeElement
  const typing = (active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement) && active.value !== ''
  return typing && !(card?.closest('article')?.contains(active) ?? false)
}
