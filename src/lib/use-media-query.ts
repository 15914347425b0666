import { useSyncExternalStore } from 'react'

/** Whether a media query matches now, following its changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** The desktop layout of the chat starts at 1024 px. */
export const DESKTOP_QUERY = '(min-width: 1024px)'
