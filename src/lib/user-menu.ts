import { create } from 'zustand'

interface UserMenuState {
  open: boolean
  setOpen: (open: boolean) => void
}

/**
 * The header's user menu, openable from anywhere: spec section 4, a guest's booking click opens
 * it with login and signup.
 */
export const useUserMenuStore = create<UserMenuState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}))

export function openUserMenu(): void {
  useUserMenuStore.getState().setOpen(true)
}
