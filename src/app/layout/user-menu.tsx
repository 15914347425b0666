import { lazy, Suspense, useRef, useState } from 'react'
import { useCurrentUser } from '@/features/session'
import { useUserMenuStore } from '@/lib/user-menu'
import { UserMenuTrigger } from './user-menu-trigger'

// The menus (radix dropdown, floating-ui) load when the visitor shows an interest in the button
// (pointer over it, focus, click, or openUserMenu()), not with the first page.
const MemberMenu = lazy(() => import('./member-menu').then((m) => ({ default: m.MemberMenu })))
const GuestMenu = lazy(() => import('./guest-menu').then((m) => ({ default: m.GuestMenu })))

/** The header's user menu: the member menu, or login and signup for a visitor. */
export function UserMenu() {
  const user = useCurrentUser()
  const open = useUserMenuStore((s) => s.open)
  const setOpen = useUserMenuStore((s) => s.setOpen)
  const [wanted, setWanted] = useState(open)
  const placeholder = useRef<HTMLButtonElement>(null)
  const [focusOnMount, setFocusOnMount] = useState(false)
  if (open && !wanted) setWanted(true)

  const want = () => {
    // The real trigger replaces this button: it takes the focus over if this one had it.
    setFocusOnMount(document.activeElement === placeholder.current)
    setWanted(true)
  }
  const button = (
    <UserMenuTrigger
      ref={placeholder}
      user={user}
      aria-expanded={false}
      onPointerEnter={want}
      onFocus={want}
      onClick={() => {
        want()
        setOpen(true)
      }}
    />
  )
  if (!wanted) return button
  return <Suspense fallback={button}>{user ? <MemberMenu user={user} focusOnMount={focusOnMount} /> : <GuestMenu focusOnMount={focusOnMount} />}</Suspense>
}
