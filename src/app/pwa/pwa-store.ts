import { create } from 'zustand'

interface PwaState {
  /** A new version is installed and waits for the driver's go-ahead. */
  updateReady: boolean
  /** Lets the waiting version take over; the page reloads once it does. */
  applyUpdate: () => void
  dismiss: () => void
}

export const usePwaStore = create<PwaState>((set) => ({
  updateReady: false,
  applyUpdate: () => undefined,
  dismiss: () => set({ updateReady: false }),
}))
