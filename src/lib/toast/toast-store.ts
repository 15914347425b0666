import { create } from 'zustand'

export type ToastVariant = 'info' | 'success' | 'error'

export interface Toast {
  id: number
  variant: ToastVariant
  message: string
  title?: string
  /** An optional in-app link shown with the message (e.g. payment settings). */
  action?: { label: string; to: string }
}

/** Spec section 9: at most three snackbars at a time; a new one pushes the oldest out. */
export const MAX_TOASTS = 3

interface ToastState {
  toasts: Toast[]
  push: (toast: Omit<Toast, 'id'>) => number
  dismiss: (id: number) => void
  clear: () => void
}

let nextId = 1

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  push: (toast) => {
    const id = nextId++
    set((s) => ({ toasts: [...s.toasts, { ...toast, id }].slice(-MAX_TOASTS) }))
    return id
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}))

type ToastOptions = Omit<Toast, 'id' | 'variant' | 'message'>

/** Shows a toast; the message is already translated. */
export const toast = {
  info: (message: string, options?: ToastOptions) => useToastStore.getState().push({ variant: 'info', message, ...options }),
  success: (message: string, options?: ToastOptions) => useToastStore.getState().push({ variant: 'success', message, ...options }),
  error: (message: string, options?: ToastOptions) => useToastStore.getState().push({ variant: 'error', message, ...options }),
}
