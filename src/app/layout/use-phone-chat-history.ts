import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useNavigate, useNavigationType } from 'react-router'

interface ChatEntry {
  phoneChat?: boolean
}

const isMarked = (state: unknown) => (state as ChatEntry | null)?.phoneChat === true

/** The position of the current entry, which React Router's browser history keeps in `history.state`. */
const historyIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx
  return typeof idx === 'number' ? idx : null
}

/**
 * The phone's full-screen chat as a history entry. Opening it pushes an entry of the
 * same address marked `phoneChat`; Back (or Forward) shows the chat as the entry it lands on says,
 * so Back closes the chat instead of leaving the page. A marked entry reached with the chat
 * closed (Back from a screen a card opened) is passed over in the same direction: it shows what
 * the entry under it shows, and a Back that changes nothing would look broken. A navigation made while the chat stays open (a card choosing a vehicle,
 * a search step) pushes its own entry: the mark goes again on top of it, so Back then closes the
 * chat and keeps what the card showed.
 * Returns `close` (the chat's button, Escape: back off the marked entry) and `hide` (a card's link:
 * the chat goes away, the link's own entry goes on top, nothing is undone).
 */
export function usePhoneChatHistory(open: boolean, setOpen: (open: boolean) => void): { close: () => void; hide: () => void } {
  const navigate = useNavigate()
  const location = useLocation()
  const navigationType = useNavigationType()
  const seenKey = useRef(location.key)
  const seenIndex = useRef(historyIndex())

  // Set while the Back of `close` is on its way: the router still shows the marked entry, and a
  // chat opened again meanwhile must get its mark once that Back has landed, not be closed by it.
  const backPending = useRef(false)

  // The entry the mark was pushed from: a Back taken before the router drew the marked entry
  // arrives as a POP to this same entry, which is a move all the same.
  const pushedFrom = useRef<string | null>(null)

  useEffect(() => {
    const backOverPush = navigationType === 'POP' && pushedFrom.current === location.key
    const moved = seenKey.current !== location.key || backOverPush
    if (moved) pushedFrom.current = null
    const before = seenIndex.current
    seenKey.current = location.key
    seenIndex.current = historyIndex()
    const marked = isMarked(location.state)
    const mark = () => {
      const state = { ...((location.state as object | null) ?? {}), phoneChat: true } satisfies ChatEntry
      pushedFrom.current = location.key
      void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { state })
    }
    if (moved && navigationType === 'POP') {
      if (backPending.current) {
        backPending.current = false
        if (open && !marked) mark()
      } else if (open && !marked) setOpen(false)
      else if (!open && marked) {
        const now = seenIndex.current
        void navigate(before !== null && now !== null && now > before ? 1 : -1)
      }
      return
    }
    if (backPending.current || !open || marked) return
    mark()
  }, [open, location, navigationType, navigate, setOpen])

  const close = useCallback(() => {
    setOpen(false)
    if (!isMarked(location.state) || backPending.current) return
    backPending.current = true
    void navigate(-1)
  }, [location.state, navigate, setOpen])
  const hide = useCallback(() => setOpen(false), [setOpen])
  return { close, hide }
}
