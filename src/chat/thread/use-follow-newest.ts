import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

const AT_BOTTOM_PX = 2

/** The focus is on something in the log (a card's heading that took it, a result reached by Tab). */
function focusIn(container: Element | null | undefined): boolean {
  const active = document.activeElement
  return !!container && !!active && active !== container && container.contains(active)
}

/**
 * Keeps the log on its newest message: scrolled to the bottom when a message arrives (a restored
 * conversation included), and kept there while what is shown grows (a card's list or map loading,
 * the message box growing), unless the reader scrolled up to read an earlier message; back at the
 * bottom, it follows again. Nor does it move while the focus is in the log: a card that took the
 * focus, or a result reached by Tab, would be scrolled out of sight under the bars above the log
 * (WCAG 2.4.11); a new answer still brings the log to it unless the focus is already there, or
 * the reader is up the log: then `unseen` says so, and `showNewest` goes down.
 */
export function useFollowNewest(logRef: RefObject<HTMLElement | null>, messageIds: string, lastIsMine = false): { unseen: boolean; showNewest: () => void } {
  const following = useRef(true)
  // An answer arrived while the reader was up the log: the thread offers to go down to it.
  const [unseen, setUnseen] = useState(false)

  useEffect(() => {
    const log = logRef.current
    if (!log) return
    // The driver's own message brings the log down; an answer leaves a reader where they are reading.
    if (!following.current && !lastIsMine) {
      setUnseen(true)
      return
    }
    following.current = true
    setUnseen(false)
    // The newest card's heading took the focus (its effect ran first): the focus scrolled it into view.
    if (focusIn(log.lastElementChild)) return
    log.scrollTop = log.scrollHeight
  }, [logRef, messageIds, lastIsMine])

  const showNewest = useCallback(() => {
    const log = logRef.current
    if (!log) return
    following.current = true
    setUnseen(false)
    log.scrollTop = log.scrollHeight
  }, [logRef])

  useEffect(() => {
    const log = logRef.current
    if (!log) return
    let lastTop = log.scrollTop
    const atBottom = () => log.scrollHeight - log.scrollTop - log.clientHeight <= AT_BOTTOM_PX
    // A smooth scroll to the bottom passes through positions above it: only a move up stops following.
    const onScroll = () => {
      if (atBottom()) {
        following.current = true
        setUnseen(false)
      } else if (log.scrollTop < lastTop) following.current = false
      lastTop = log.scrollTop
    }
    const follow = () => {
      if (following.current && !focusIn(log)) log.scrollTop = log.scrollHeight
    }
    log.addEventListener('scroll', onScroll, { passive: true })
    if (typeof ResizeObserver === 'undefined') return () => log.removeEventListener('scroll', onScroll)

    const sizes = new ResizeObserver(follow)
    const watchMessages = () => {
      sizes.disconnect()
      sizes.observe(log)
      for (const child of log.children) sizes.observe(child)
    }
    const messages = new MutationObserver(() => {
      watchMessages()
      follow()
    })
    watchMessages()
    messages.observe(log, { childList: true })
    return () => {
      log.removeEventListener('scroll', onScroll)
      messages.disconnect()
      sizes.disconnect()
    }
  }, [logRef])

  return { unseen, showNewest }
}
