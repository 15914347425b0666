import { useEffect, useRef, useState, type ComponentType } from 'react'
import { useCurrentUser, type ClientUser } from '@/core/session'
import { useUserMenuStore } from '@/lib/user-menu'
import { UserMenuTrigger } from './user-menu-trigger'

interface Menus {
  MemberMenu: ComponentType<{ user: ClientUser; focusOnMount?: boolean }>
  GuestMenu: ComponentType<{ focusOnMount?: boolean }>
}

// The menus (radix dropdown, floating-ui) stay out of the first load: fetched when the browser is
// idle, or at once when the visitor reaches for the button.
let menusPromise: Promise<Menus> | null = null
function loadMenus(): Promise<Menus> {
  menusPromise ??= Promise.all([import('./member-menu'), import('./guest-menu')]).then(([member, guest]) => ({
    MemberMenu: member.MemberMenu,
    GuestMenu: guest.GuestMenu,
  }))
  return menusPromise
}

/**
 * The header's user menu: the member menu, or login and signup for a visitor. Until its code is
 * there, an identical button stands in; a click on it opens the menu as soon as it arrives, and
 * the focus moves to the real button if the stand-in had it.
 */
export function UserMenu() {
  const user = useCurrentUser()
  const setOpen = useUserMenuStore((s) => s.setOpen)
  const [menus, setMenus] = useState<Menus | null>(null)
  const [focusOnMount, setFocusOnMount] = useState(false)
  const standIn = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    let live = true
    const load = () =>
      void loadMenus().then((loaded) => {
        if (!live) return
        setFocusOnMount(document.activeElement === standIn.current)
        setMenus(loaded)
      })
    const idle = window.requestIdleCallback ? window.requestIdleCallback(load, { timeout: 3000 }) : window.setTimeout(load, 1500)
    const button = standIn.current
    button?.addEventListener('pointerenter', load, { once: true })
    button?.addEventListener('focus', load, { once: true })
    // openUserMenu() from elsewhere (a guest's booking click) needs the menu now.
    const unsubscribe = useUserMenuStore.subscribe((state) => {
      if (state.open) load()
    })
    if (useUserMenuStore.getState().open) load()
    return () => {
      live = false
      unsubscribe()
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
      button?.removeEventListener('pointerenter', load)
      button?.removeEventListener('focus', load)
    }
  }, [])

  if (!menus) {
    return <UserMenuTrigger ref={standIn} user={user} aria-expanded={false} onClick={() => setOpen(true)} />
  }
  return user ? <menus.MemberMenu user={user} focusOnMount={focusOnMount} /> : <menus.GuestMenu focusOnMount={focusOnMount} />
}
